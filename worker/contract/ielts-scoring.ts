/**
 * IELTS scoring rules, implemented once and shared by the Worker and the SPA (reference/exam-facts.md):
 * raw score → band tables for Reading and Listening, the half-band rounding of task, writing and overall
 * bands, the writing weighting, and how a reading or listening answer is marked. Environment-neutral.
 */
import { fitsWordLimit, type WordLimit } from "./ielts-content";

// ---- bands ----------------------------------------------------------------------------------------

/** Rows of [lowest raw score, band], highest first. */
type BandTable = readonly (readonly [number, number])[];

/**
 * Listening: the table exam-facts cites (39–40 → 9 … 10–12 → 4) with the lower rows as commonly
 * cited. Tables vary slightly by source, so the band is labelled approximate.
 */
export const LISTENING_BAND_TABLE: BandTable = [
  [39, 9],
  [37, 8.5],
  [35, 8],
  [33, 7.5],
  [30, 7],
  [27, 6.5],
  [23, 6],
  [19, 5.5],
  [15, 5],
  [13, 4.5],
  [10, 4],
  [8, 3.5],
  [6, 3],
  [4, 2.5],
  [2, 2],
  [1, 1],
  [0, 0],
];

/**
 * Academic Reading: the commonly cited table has the same rows as Listening (General Training Reading
 * uses another one; our tests are Academic). Kept as its own name so a source with other rows can
 * replace it without touching Listening.
 */
export const ACADEMIC_READING_BAND_TABLE: BandTable = LISTENING_BAND_TABLE;

function bandFromTable(table: BandTable, correct: number): number {
  if (!Number.isInteger(correct) || correct < 0 || correct > 40) throw new RangeError(`raw score must be 0–40, got ${correct}`);
  return table.find(([lowest]) => correct >= lowest)![1];
}

export const readingBand = (correct: number) => bandFromTable(ACADEMIC_READING_BAND_TABLE, correct);
export const listeningBand = (correct: number) => bandFromTable(LISTENING_BAND_TABLE, correct);

/**
 * To half bands the IELTS way: a fraction of .25 rounds up to .5 and .75 up to the next band,
 * anything below those rounds down (6.125 → 6, 6.25 → 6.5, 6.625 → 6.5, 6.75 → 7). The epsilon keeps
 * a mean such as 19.5/3 from landing a hair under a threshold through binary floating point.
 */
export function roundToHalfBand(value: number): number {
  if (!Number.isFinite(value) || value < 0 || value > 9) throw new RangeError(`a band is 0–9, got ${value}`);
  return Math.floor(value * 2 + 0.5 + 1e-9) / 2;
}

const mean = (values: readonly number[]) => values.reduce((sum, v) => sum + v, 0) / values.length;

/** Overall band: the mean of Listening, Reading, Writing and Speaking, rounded as above. */
export function overallBand(bands: { listening: number; reading: number; writing: number; speaking: number }): number {
  return roundToHalfBand(mean([bands.listening, bands.reading, bands.writing, bands.speaking]));
}

/** A task (or speaking) band: the mean of its criteria, rounded as above. */
export function criteriaBand(criteria: readonly number[]): number {
  if (criteria.length === 0) throw new RangeError("a band needs at least one criterion");
  return roundToHalfBand(mean(criteria));
}

/** Writing band = (Task 1 + 2 × Task 2) / 3: Task 2 counts double. */
export function writingBand(task1: number, task2: number): number {
  return roundToHalfBand((task1 + 2 * task2) / 3);
}

// ---- marking answers ------------------------------------------------------------------------------

/**
 * Marking one reading or listening answer. Choice answers (a letter, a heading numeral, TRUE/FALSE/
 * NOT GIVEN) compare case-insensitively. Typed answers score when they equal one of the accepted
 * answers after normalising what IELTS markers ignore — case, surrounding spaces and punctuation, a
 * leading article, hyphens, number spelling ("forty-five" = "45", "1,200" = "1200"), time notation
 * ("11:30 p.m." = "11.30 pm") — but never spelling, and an answer over the word limit is wrong.
 */
export type AnswerKey = {
  /** Choice questions compare the letter/word only; typed answers go through normalisation. */
  kind: "choice" | "typed";
  answer: string;
  accepted: readonly string[];
  wordLimit: WordLimit | null;
};

const ONES = [
  "zero",
  "one",
  "two",
  "three",
  "four",
  "five",
  "six",
  "seven",
  "eight",
  "nine",
  "ten",
  "eleven",
  "twelve",
  "thirteen",
  "fourteen",
  "fifteen",
  "sixteen",
  "seventeen",
  "eighteen",
  "nineteen",
];
const TENS = ["", "", "twenty", "thirty", "forty", "fifty", "sixty", "seventy", "eighty", "ninety"];
const ORDINAL_ONES = [
  "zeroth",
  "first",
  "second",
  "third",
  "fourth",
  "fifth",
  "sixth",
  "seventh",
  "eighth",
  "ninth",
  "tenth",
  "eleventh",
  "twelfth",
  "thirteenth",
  "fourteenth",
  "fifteenth",
  "sixteenth",
  "seventeenth",
  "eighteenth",
  "nineteenth",
];
const ORDINAL_TENS = ["", "", "twentieth", "thirtieth", "fortieth", "fiftieth", "sixtieth", "seventieth", "eightieth", "ninetieth"];

const ordinalSuffix = (n: number) => {
  if (n % 100 >= 11 && n % 100 <= 13) return "th";
  return ["th", "st", "nd", "rd"][n % 10] ?? "th";
};

/** Number words up to 99 (cardinal and ordinal) → digits, e.g. "forty five" → "45", "twenty first" → "21st". */
const NUMBER_WORDS = new Map<string, string>();
for (let n = 0; n < 100; n++) {
  const tens = Math.floor(n / 10);
  const ones = n % 10;
  const ordinal = `${n}${ordinalSuffix(n)}`;
  if (n < 20) {
    NUMBER_WORDS.set(ONES[n]!, String(n));
    NUMBER_WORDS.set(ORDINAL_ONES[n]!, ordinal);
  } else if (ones === 0) {
    NUMBER_WORDS.set(TENS[tens]!, String(n));
    NUMBER_WORDS.set(ORDINAL_TENS[tens]!, ordinal);
  } else {
    NUMBER_WORDS.set(`${TENS[tens]} ${ONES[ones]}`, String(n));
    NUMBER_WORDS.set(`${TENS[tens]} ${ORDINAL_ONES[ones]}`, ordinal);
  }
}
const NUMBER_WORD_PATTERN = new RegExp(`\\b(${[...NUMBER_WORDS.keys()].sort((a, b) => b.length - a.length).join("|")})\\b`, "g");

/** Typed answers as a marker reads them. Exported for the unit tests. */
export function normaliseTypedAnswer(raw: string): string {
  let s = raw.normalize("NFKC").toLowerCase();
  s = s
    .replace(/[\u2018\u2019\u02bc]/g, "'")
    .replace(/[\u201c\u201d]/g, '"')
    .replace(/[\u2010-\u2015]/g, "-");
  // Hyphens and slashes between words read as spaces: "well-known" = "well known", "forty-five" → "forty five".
  s = s.replace(/(?<=[a-z])[-/](?=[a-z])/g, " ");
  s = s.replace(/\s+/g, " ").trim();
  // Surrounding quotes, brackets and a final full stop are not part of an answer.
  s = s.replace(/^["'([\s]+|["')\]\s.,;:!?]+$/g, "");
  s = s.replace(/^(a|an|the) /, "");
  // Numbers: digit grouping, words → digits, "per cent" → "%", times written 11:30 / 11.30 and a.m./p.m.
  s = s.replace(/(?<=\d),(?=\d{3}\b)/g, "");
  s = s.replace(NUMBER_WORD_PATTERN, (word) => NUMBER_WORDS.get(word) ?? word);
  s = s.replace(/(\d) ?(?:per ?cent|percent)\b/g, "$1%");
  s = s.replace(/\b(\d{1,2}):(\d{2})(?!\d)/g, "$1.$2");
  s = s.replace(/(\d) ?([ap])\.?m\.?(?=\s|$)/g, "$1 $2m");
  return s.trim();
}

const normaliseChoice = (raw: string) => raw.normalize("NFKC").trim().replace(/\s+/g, " ").replace(/[.)]$/, "").toUpperCase();

/** Whether the learner's answer scores. Blank answers never do. */
export function isCorrectAnswer(given: string | undefined, key: AnswerKey): boolean {
  if (given === undefined || given.trim() === "") return false;
  if (key.kind === "choice") return normaliseChoice(given) === normaliseChoice(key.answer);
  if (key.wordLimit && !fitsWordLimit(given, key.wordLimit)) return false;
  const answer = normaliseTypedAnswer(given);
  return key.accepted.some((accepted) => normaliseTypedAnswer(accepted) === answer);
}
