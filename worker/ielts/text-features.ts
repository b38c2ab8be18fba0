/**
 * Measurable features of a written answer or a spoken transcript (docs/architecture.md §8): words, sentences,
 * paragraphs, lexical variety, academic vocabulary, sentence variety, cohesive devices and how well
 * the answer covers the key words of the question. Pure functions, no I/O.
 */
import { countWords } from "../contract/ielts-content";
import { PARAPHRASES } from "./paraphrase";
import { ACADEMIC_WORDS, COHESIVE_DEVICES, FILLERS, STOP_WORDS, SUBORDINATORS, type CohesiveFunction } from "./word-lists";

export type Token = { text: string; start: number; end: number };

/** Words with their UTF-16 offsets; apostrophes inside a word keep it whole ("don't", "children's"). */
export function wordTokens(text: string): Token[] {
  return [...text.matchAll(/[\p{L}]+(?:['’][\p{L}]+)*/gu)].map((m) => ({ text: m[0], start: m.index, end: m.index + m[0].length }));
}

/** Sentences, split at . ! ? followed by a space (and at line breaks); spoken transcripts may have none. */
export function sentences(text: string): string[] {
  return text
    .split(/(?<=[.!?])["')\]]*\s+|\n+/)
    .map((s) => s.trim())
    .filter((s) => countWords(s) > 0);
}

/** The sentence that holds text[start, end): from the previous sentence end (or line break) to the next one. */
export function sentenceAround(text: string, start: number, end: number): string {
  const before = text.slice(0, start);
  const from = Math.max(...[/[.!?]\s+(?=[^.!?]*$)/.exec(before), /\n(?=[^\n]*$)/.exec(before)].map((m) => (m ? m.index + m[0].length : 0)));
  const rest = /[.!?](?=\s|$)|\n/.exec(text.slice(end));
  const to = rest ? end + rest.index + (rest[0] === "\n" ? 0 : 1) : text.length;
  return text.slice(from, to).trim();
}

/** Paragraphs are blocks separated by a line break (learners often use a single one in a text area). */
export function paragraphs(text: string): string[] {
  return text
    .split(/\n\s*/)
    .map((p) => p.trim())
    .filter((p) => countWords(p) > 0);
}

/** A light stem, so "increasing", "increased" and "increases" meet; not a linguistic stemmer. */
export function stem(word: string): string {
  let w = word.toLowerCase().replace(/['’]s$/, "");
  if (w.length > 5 && w.endsWith("ies")) return `${w.slice(0, -3)}y`;
  for (const suffix of ["ingly", "ation", "ing", "edly", "ed", "ly", "es", "s"]) {
    if (w.length - suffix.length >= 4 && w.endsWith(suffix)) {
      w = w.slice(0, -suffix.length);
      break;
    }
  }
  return w.replace(/e$/, "");
}

/** Moving-average type–token ratio: lexical variety that does not fall just because a text is long. */
export function movingTypeTokenRatio(words: string[], window = 50): number {
  if (words.length === 0) return 0;
  const lower = words.map((w) => w.toLowerCase());
  if (lower.length <= window) return new Set(lower).size / lower.length;
  let total = 0;
  const counts = new Map<string, number>();
  for (let i = 0; i < window; i++) counts.set(lower[i]!, (counts.get(lower[i]!) ?? 0) + 1);
  total += counts.size / window;
  for (let i = window; i < lower.length; i++) {
    const out = lower[i - window]!;
    const left = (counts.get(out) ?? 1) - 1;
    if (left === 0) counts.delete(out);
    else counts.set(out, left);
    counts.set(lower[i]!, (counts.get(lower[i]!) ?? 0) + 1);
    total += counts.size / window;
  }
  return total / (lower.length - window + 1);
}

const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
const phrasePattern = (phrases: readonly string[]) => new RegExp(`(?<![\\p{L}'])(${phrases.map(escape).join("|")})(?![\\p{L}'])`, "giu");

const ACADEMIC_STEMS = new Set(ACADEMIC_WORDS.map(stem));
const SUBORDINATOR_PATTERN = phrasePattern(SUBORDINATORS);
const FILLER_PATTERN = phrasePattern(FILLERS);
const DEVICE_PATTERNS = Object.fromEntries(Object.entries(COHESIVE_DEVICES).map(([fn, phrases]) => [fn, phrasePattern(phrases)])) as Record<
  CohesiveFunction,
  RegExp
>;

export type CohesionUse = { functions: number; distinct: number; total: number; mostRepeated: { phrase: string; count: number } | null };

export function cohesiveDevices(text: string): CohesionUse {
  const counts = new Map<string, number>();
  let functions = 0;
  for (const pattern of Object.values(DEVICE_PATTERNS)) {
    const found = [...text.matchAll(pattern)].map((m) => m[0].toLowerCase());
    if (found.length > 0) functions += 1;
    for (const phrase of found) counts.set(phrase, (counts.get(phrase) ?? 0) + 1);
  }
  let mostRepeated: CohesionUse["mostRepeated"] = null;
  for (const [phrase, count] of counts) if (!mostRepeated || count > mostRepeated.count) mostRepeated = { phrase, count };
  return { functions, distinct: counts.size, total: [...counts.values()].reduce((a, b) => a + b, 0), mostRepeated };
}

/** Key words of a question: its content words, stemmed, without the words every prompt has. */
export function keyStems(prompt: string): Set<string> {
  return new Set(
    wordTokens(prompt)
      .map((t) => t.text.toLowerCase())
      .filter((w) => w.length > 2 && !STOP_WORDS.has(w))
      .map(stem),
  );
}

/** The key stems of each direct question of a prompt (the sentences ending in "?"), for a two-part question. */
export function questionParts(prompt: string): string[][] {
  return (prompt.match(/[^.?!]*\?/g) ?? []).map((question) => [...keyStems(question)]);
}

const PARAPHRASE_STEMS = new Map<string, string[]>();
for (const [word, others] of PARAPHRASES)
  PARAPHRASE_STEMS.set(stem(word), [...(PARAPHRASE_STEMS.get(stem(word)) ?? []), ...others.map(stem)]);
const paraphraseStems = (key: string) => PARAPHRASE_STEMS.get(key) ?? [];

const standardDeviation = (values: number[]) => {
  if (values.length < 2) return 0;
  const m = values.reduce((a, b) => a + b, 0) / values.length;
  return Math.sqrt(values.reduce((a, v) => a + (v - m) ** 2, 0) / values.length);
};

export type TextFeatures = {
  words: number;
  sentences: number;
  paragraphs: number;
  meanSentenceWords: number;
  sentenceLengthSpread: number;
  /** Share of sentences with a subordinate or relative clause. */
  complexSentenceShare: number;
  /** Subordinate clauses per 100 words (for transcripts without punctuation). */
  subordinatorsPer100: number;
  lexicalVariety: number;
  /** Share of words from the academic list. */
  academicShare: number;
  distinctAcademicWords: number;
  longWordShare: number;
  cohesion: CohesionUse;
  /** Share of the question's key words the answer uses, itself or through a paraphrase (0–1). */
  keywordCoverage: number;
  /** Letters per word: longer, less common words mark a wider vocabulary. */
  meanWordLength: number;
  /** Share of function words (the, of, is …): connected English has 35–55 %, a list of words far fewer. */
  functionWordShare: number;
  numbers: number;
  fillersPer100: number;
};

/**
 * `synonyms` (question word → words meaning the same, e.g. WordNet's from ./prompt-synonyms) count as
 * paraphrases of the question's key words, beside ./paraphrase's groups.
 */
export function textFeatures(text: string, questionText = "", synonyms: Readonly<Record<string, readonly string[]>> = {}): TextFeatures {
  const tokens = wordTokens(text);
  const words = countWords(text);
  const parts = sentences(text);
  const lengths = parts.map(countWords);
  const lowerWords = tokens.map((t) => t.text.toLowerCase());
  const stems = lowerWords.map(stem);
  const academic = stems.filter((s) => ACADEMIC_STEMS.has(s));
  const keys = keyStems(questionText);
  const synonymStems = new Map<string, string[]>();
  for (const [word, others] of Object.entries(synonyms))
    synonymStems.set(stem(word), [...(synonymStems.get(stem(word)) ?? []), ...others.map(stem)]);
  const paraphrased = (key: string) => [...paraphraseStems(key), ...(synonymStems.get(key) ?? [])].some((p) => used.has(p));
  const used = new Set(stems);
  const per100 = (n: number) => (words === 0 ? 0 : (100 * n) / words);
  return {
    words,
    sentences: parts.length,
    paragraphs: paragraphs(text).length,
    meanSentenceWords: lengths.length === 0 ? 0 : lengths.reduce((a, b) => a + b, 0) / lengths.length,
    sentenceLengthSpread: standardDeviation(lengths),
    complexSentenceShare:
      parts.length === 0 ? 0 : parts.filter((s) => new RegExp(SUBORDINATOR_PATTERN.source, "iu").test(s)).length / parts.length,
    subordinatorsPer100: per100([...text.matchAll(SUBORDINATOR_PATTERN)].length),
    lexicalVariety: movingTypeTokenRatio(lowerWords),
    academicShare: tokens.length === 0 ? 0 : academic.length / tokens.length,
    distinctAcademicWords: new Set(academic).size,
    longWordShare: tokens.length === 0 ? 0 : lowerWords.filter((w) => w.length >= 8).length / tokens.length,
    cohesion: cohesiveDevices(text),
    keywordCoverage: keys.size === 0 ? 1 : [...keys].filter((k) => used.has(k) || paraphrased(k)).length / keys.size,
    meanWordLength: tokens.length === 0 ? 0 : lowerWords.reduce((sum, w) => sum + w.length, 0) / tokens.length,
    functionWordShare: tokens.length === 0 ? 0 : lowerWords.filter((w) => STOP_WORDS.has(w)).length / tokens.length,
    numbers: [...text.matchAll(/\d+(?:[.,]\d+)?\s*%?/g)].length,
    fillersPer100: per100([...text.matchAll(FILLER_PATTERN)].length),
  };
}
