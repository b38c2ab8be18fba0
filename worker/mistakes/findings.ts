/**
 * The mistakes a submission shows, from what the server stored: the evaluation's spelling (and
 * grammar) corrections of an essay or a speaking transcript, and the listening answers that were
 * wrong only by their spelling. Each becomes a finding in one generic shape (kind, word, sentence,
 * offset); the list is derived the same way every time, so an index names one finding.
 */
import leven from "leven";
import { MISTAKE_KINDS, type MistakeFinding, type MistakeKind } from "../contract/mistakes";
import type { Correction, QuestionReview } from "../contract/ielts";
import type { ieltsSubmissions } from "../db/schema";

type SubmissionRow = typeof ieltsSubmissions.$inferSelect;
export type Finding = Omit<MistakeFinding, "wordId">;

/** A dictionary word is at most this long (contract/words.ts); a longer suggestion is no card. */
const MAX_WORD_LENGTH = 100;
const LETTERS = /\p{L}/u;

/** The sentence around [start, end): from the previous sentence end (or line break) to the next. */
function sentenceAround(text: string, start: number, end: number): { from: number; to: number } {
  let from = start;
  while (from > 0 && !/[.!?\n]/.test(text[from - 1]!)) from -= 1;
  let to = end;
  while (to < text.length && !/[.!?\n]/.test(text[to]!)) to += 1;
  if (to < text.length && text[to] !== "\n") to += 1;
  while (from < start && /\s/.test(text[from]!)) from += 1;
  return { from, to };
}

const isMistakeKind = (category: string): category is MistakeKind => (MISTAKE_KINDS as readonly string[]).includes(category);

/**
 * A correction of the learner's text as a finding: its sentence with this correction and every other one in it
 * made (`all`: the text's corrections), so the card's example is right English, with the word at `offset`.
 */
export function correctionFinding(
  text: string,
  correction: Correction,
  all: readonly Correction[] = [correction],
): Omit<Finding, "index"> | null {
  const { start, end, original, suggestion, category } = correction;
  const word = suggestion?.trim();
  if (!isMistakeKind(category) || !word || word.length > MAX_WORD_LENGTH || !LETTERS.test(word)) return null;
  if (text.slice(start, end) !== original || word.toLowerCase() === original.trim().toLowerCase()) return null;
  const { from, to } = sentenceAround(text, start, end);
  // The sentence's own corrections, in order and without overlaps; this one always among them.
  const inSentence = [...all.filter((c) => c !== correction), correction]
    .filter((c) => c.start >= from && c.end <= to && c.suggestion !== null && text.slice(c.start, c.end) === c.original)
    .sort((a, b) => a.start - b.start || Number(b === correction) - Number(a === correction));
  let sentence = "";
  let at = from;
  let offset = -1;
  for (const c of inSentence) {
    if (c.start < at) continue;
    sentence += text.slice(at, c.start);
    if (c === correction) offset = sentence.length;
    sentence += c === correction ? word : c.suggestion!;
    at = c.end;
  }
  if (offset < 0) return null;
  sentence += text.slice(at, to);
  const trimmed = sentence.trimEnd();
  return { kind: category, word, original, sentence: trimmed, offset };
}

const tokens = (answer: string) => answer.trim().split(/\s+/).filter(Boolean);
const bare = (token: string) => token.toLowerCase().replace(/[^\p{L}'-]/gu, "");

/**
 * A wrong listening answer that is a right one misspelt: the same words but one, and that one within
 * one edit (two for words of six letters or more) of the accepted word. Another word is not a slip,
 * and a name ("Okafor") is no vocabulary to review.
 */
export function misspeltAnswer(answer: string, accepted: readonly string[]): { word: string; original: string } | null {
  const given = tokens(answer);
  for (const right of accepted) {
    const expected = tokens(right);
    if (expected.length !== given.length) continue;
    const differing = expected.flatMap((word, i) => (bare(word) === bare(given[i]!) ? [] : [{ word, original: given[i]! }]));
    if (differing.length !== 1) continue;
    const { word, original } = differing[0]!;
    const a = bare(word);
    const b = bare(original);
    if (a.length < 3 || /\d/.test(word) || /^\p{Lu}/u.test(word)) continue;
    const distance = leven(a, b);
    if (distance >= 1 && distance <= (a.length >= 6 ? 2 : 1)) return { word: word.replace(/[^\p{L}'-]/gu, ""), original };
  }
  return null;
}

const wordPattern = (word: string) => new RegExp(`(^|[^\\p{L}])${word.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}(?=$|[^\\p{L}])`, "iu");

/** The listening finding's sentence: the words of the recording that prove the answer, else the question line. */
function listeningFinding(q: QuestionReview): Omit<Finding, "index"> | null {
  if (q.correct || !q.answer) return null;
  const miss = misspeltAnswer(q.answer, q.accepted.length ? q.accepted : [q.correctAnswer]);
  if (!miss) return null;
  for (const sentence of [q.evidence, q.correctAnswer]) {
    const match = wordPattern(miss.word).exec(sentence);
    if (match) return { kind: "spelling", ...miss, sentence, offset: match.index + match[1]!.length };
  }
  return null;
}

/** The submission's findings, one per word (its first occurrence), numbered in text order. */
export function submissionFindings(row: SubmissionRow): Finding[] {
  let found: (Omit<Finding, "index"> | null)[] = [];
  if (row.section === "listening") found = (row.review ?? []).map(listeningFinding);
  else if (row.section === "writing" || row.section === "speaking") {
    const text = (row.section === "writing" ? row.studentText : row.transcript) ?? "";
    const corrections = [...(row.evaluation?.corrections ?? [])].sort((a, b) => a.start - b.start);
    found = corrections.map((c) => correctionFinding(text, c, corrections));
  }
  const seen = new Set<string>();
  const findings: Finding[] = [];
  for (const finding of found) {
    if (!finding || seen.has(finding.word.toLowerCase())) continue;
    seen.add(finding.word.toLowerCase());
    findings.push({ index: findings.length, ...finding });
  }
  return findings;
}
