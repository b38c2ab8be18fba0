/**
 * The offline SAT Essay estimate (no model configured): each of Reading, Analysis and Writing gets a 1–4
 * value from features a reader of the rubric looks for and a program can count, and the two "readers" are
 * that value rounded down and up, so their sum is the 2–8 score. What each dimension counts:
 * - Reading (comprehension of the source): exact quotations from the passage, references to the author, and
 *   how many of the passage's key ideas (its most frequent content words) the essay takes up;
 * - Analysis: the vocabulary of rhetorical analysis (evidence, appeals, tone, anecdote…) and sentences that
 *   tie a feature to its effect on the audience ("in order to", "which makes the reader…");
 * - Writing: paragraphs, cohesive devices, sentence variety, lexical variety and spelling (the IELTS checker).
 * An essay under 400 words is scaled down (a 50-minute analysis needs room), and an offline estimate never
 * gives a reader more than 3: counting features cannot tell whether an analysis is insightful or accurate.
 * The feedback is written in the learner's language (the catalogue's `satEssay` namespace) when it is made.
 */
import { countWords } from "../contract/ielts-content";
import {
  SAT_ESSAY_EVALUATION_LABELS,
  type SatEssayDimension,
  type SatEssayDimensionResult,
  type SatEssayEvaluation,
} from "../contract/sat-essay";
import { misspellings } from "../ielts/spelling";
import { stem, textFeatures, wordTokens } from "../ielts/text-features";
import { STOP_WORDS } from "../ielts/word-lists";
import { translator, type Lang } from "../i18n";

export const OFFLINE_MAX_READER_SCORE = 3;
/** Below this the estimate scales every dimension down in proportion. */
const FULL_LENGTH_WORDS = 400;
/** The passage's key ideas: its most frequent content words. */
const KEY_TERMS = 25;

/** Words of rhetorical analysis, as stems (so "appeals", "appealing" and "appeal" meet). */
const ANALYSIS_TERMS = [
  "evidence",
  "appeal",
  "emotion",
  "logic",
  "reasoning",
  "tone",
  "diction",
  "word choice",
  "anecdote",
  "statistic",
  "example",
  "rhetorical question",
  "persuade",
  "audience",
  "reader",
  "emphasize",
  "illustrate",
  "counterargument",
  "concede",
  "contrast",
  "imagery",
  "repetition",
  "credibility",
  "claim",
  "vivid",
  "personal",
  "analogy",
  "metaphor",
  "ethos",
  "pathos",
  "logos",
  "data",
  "fact",
  "structure",
] as const;

/** A feature tied to what it does to the audience. */
const EFFECT_LINK =
  /\b(in order to|so that|which (?:makes|helps|allows|leads|shows)|this (?:shows|suggests|makes|helps|creates|allows|reveals)|to (?:convince|persuade|strengthen|show|emphasi[sz]e)|the effect|effective(?:ly)?|causes? the reader|(?:the|his|her) (?:readers?|audience) (?:feels?|sees?|understands?|realizes?))\b/giu;

const clamp = (n: number, lo: number, hi: number) => Math.min(hi, Math.max(lo, n));
const ramp = (value: number, from: number, to: number) => clamp((value - from) / (to - from), 0, 1);
const normalise = (s: string) =>
  s
    .toLowerCase()
    .replace(/[’‘]/g, "'")
    .replace(/[^\p{L}\p{N}' ]+/gu, " ")
    .replace(/\s+/g, " ")
    .trim();

export type EssayInput = { author: string; paragraphs: string[]; text: string };

/** Quoted spans of two words or more whose words are the passage's own. */
export function passageQuotations(text: string, passage: string): number {
  const source = normalise(passage);
  const quoted = [...text.matchAll(/["“]([^"”]{3,400})["”]/gu)].map((m) => normalise(m[1]!));
  return quoted.filter((q) => q.split(" ").length >= 2 && source.includes(q)).length;
}

/** The author by surname or full name, or as "the author / writer / columnist". */
export function authorReferences(text: string, author: string): number {
  const surname = author.split(/\s+/).at(-1)!;
  const names = new RegExp(`\\b(?:${escape(author)}|${escape(surname)}|the (?:author|writer|columnist|speaker))\\b`, "giu");
  return [...text.matchAll(names)].length;
}

const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

/** Share of the passage's key terms the essay uses. */
export function passageCoverage(text: string, passage: string): number {
  const counts = new Map<string, number>();
  for (const token of wordTokens(passage)) {
    const word = token.text.toLowerCase();
    if (word.length < 4 || STOP_WORDS.has(word)) continue;
    const key = stem(word);
    counts.set(key, (counts.get(key) ?? 0) + 1);
  }
  const keys = [...counts.entries()]
    .sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0]))
    .slice(0, KEY_TERMS)
    .map(([key]) => key);
  if (keys.length === 0) return 0;
  const used = new Set(wordTokens(text).map((t) => stem(t.text)));
  return keys.filter((k) => used.has(k)).length / keys.length;
}

export function analysisTermsUsed(text: string): string[] {
  const stems = new Set(wordTokens(text).map((t) => stem(t.text)));
  const lower = text.toLowerCase();
  return ANALYSIS_TERMS.filter((term) => (term.includes(" ") ? lower.includes(term) : stems.has(stem(term))));
}

type Dimension = { value: number; feedback: string; strengths: string[]; improvements: string[] };

/** Two readers a point apart at most, summing to the score nearest twice the value (capped offline). */
function readersOf(value: number): SatEssayDimensionResult["readers"] {
  const score = clamp(Math.round(2 * value), 2, 2 * OFFLINE_MAX_READER_SCORE);
  return [Math.floor(score / 2), Math.ceil(score / 2)];
}

export function estimateSatEssay(input: EssayInput, lang: Lang, now = new Date()): SatEssayEvaluation {
  const t = translator(lang);
  const times = (count: number) => ({ key: "satEssay:times", params: { count } });
  const passage = input.paragraphs.join("\n");
  const words = countWords(input.text);
  const f = textFeatures(input.text, passage);
  const quotations = passageQuotations(input.text, passage);
  const references = authorReferences(input.text, input.author);
  const coverage = passageCoverage(input.text, passage);
  const terms = analysisTermsUsed(input.text);
  const effects = [...input.text.matchAll(EFFECT_LINK)].length;
  const passageWords = new Set(wordTokens(passage).map((t) => t.text.toLowerCase()));
  const spelling = misspellings(input.text, wordTokens(input.text), passageWords);
  const errorsPer100 = words === 0 ? 0 : (100 * spelling.length) / words;
  const length = ramp(words, 0, FULL_LENGTH_WORDS);
  const scaled = (raw: number) => 1 + (raw - 1) * length;

  const reading: Dimension = {
    value: scaled(1 + 1.2 * ramp(quotations, 0, 3) + 0.6 * ramp(references, 0, 3) + 1.2 * ramp(coverage, 0.1, 0.5)),
    feedback: t("satEssay:reading", {
      quotes: times(quotations),
      author: input.author,
      references: times(references),
      coverage: Math.round(coverage * 100),
    }),
    strengths: quotations >= 2 ? [t("satEssay:readingStrength")] : [],
    improvements: [
      ...(quotations < 2 ? [t("satEssay:quoteAuthor", { author: input.author })] : []),
      ...(coverage < 0.3 ? [t("satEssay:coverMore")] : []),
    ],
  };
  const analysis: Dimension = {
    value: scaled(1 + 1.6 * ramp(terms.length, 1, 7) + 1.0 * ramp(effects, 0, 4) + 0.4 * ramp(quotations, 0, 3)),
    feedback:
      terms.length === 0
        ? t("satEssay:analysisNone")
        : t("satEssay:analysis", {
            features: { key: "satEssay:features", params: { count: terms.length } },
            terms: terms.slice(0, 6).join(", "),
            links: times(effects),
          }),
    strengths: effects >= 3 ? [t("satEssay:analysisStrength")] : [],
    improvements: [...(terms.length < 4 ? [t("satEssay:nameTechniques")] : []), ...(effects < 3 ? [t("satEssay:explainEffect")] : [])],
  };
  const organisation = f.paragraphs >= 4 ? 0.8 : f.paragraphs === 3 ? 0.5 : f.paragraphs === 2 ? 0.2 : 0;
  const writing: Dimension = {
    value: scaled(
      1 +
        organisation +
        0.6 * ramp(f.cohesion.functions, 1, 5) +
        0.6 * ramp(f.complexSentenceShare, 0.15, 0.6) +
        0.5 * ramp(f.lexicalVariety, 0.55, 0.75) +
        0.5 * ramp(f.sentenceLengthSpread, 2, 7) -
        Math.min(1, errorsPer100 * 0.3),
    ),
    feedback: t("satEssay:writing", {
      paragraphs: { key: "satEssay:paragraphs", params: { count: f.paragraphs } },
      sentences: { key: "satEssay:sentences", params: { count: f.sentences } },
      complex: Math.round(f.complexSentenceShare * 100),
      errors: { key: "satEssay:spellingErrors", params: { count: spelling.length } },
    }),
    strengths: f.paragraphs >= 4 ? [t("satEssay:writingStrength")] : [],
    improvements: [
      ...(f.paragraphs < 4 ? [t("satEssay:organise")] : []),
      ...(spelling.length > 0 ? [t("satEssay:correctSpelling", { count: spelling.length })] : []),
    ],
  };

  const dimensions: Record<SatEssayDimension, Dimension> = { reading, analysis, writing };
  const scores = Object.fromEntries(
    Object.entries(dimensions).map(([id, d]) => {
      const readers = readersOf(d.value);
      return [id, { readers, score: readers[0] + readers[1], feedback: d.feedback }];
    }),
  ) as Record<SatEssayDimension, SatEssayDimensionResult>;
  const improvements = Object.values(dimensions).flatMap((d) => d.improvements);
  return {
    method: "offline",
    label: SAT_ESSAY_EVALUATION_LABELS.offline,
    status: "complete",
    scores,
    strengths: Object.values(dimensions).flatMap((d) => d.strengths),
    improvements: improvements.slice(0, 8),
    summary: t("satEssay:summary", {
      reading: scores.reading.score,
      analysis: scores.analysis.score,
      writing: scores.writing.score,
      max: 2 * OFFLINE_MAX_READER_SCORE,
    }),
    wordCount: words,
    features: {
      quotations,
      authorReferences: references,
      passageCoverage: Math.round(coverage * 100) / 100,
      analysisTerms: terms,
      paragraphs: f.paragraphs,
      spellingErrors: spelling.length,
    },
    model: null,
    evaluatedAt: now.toISOString(),
  };
}
