/**
 * Marking one reading or listening answer. Choice answers (a letter, a heading numeral, TRUE/FALSE/
 * NOT GIVEN) compare case-insensitively. Typed answers score when they equal one of the accepted
 * answers after normalising what IELTS markers ignore — case, surrounding spaces and punctuation, a
 * leading article, hyphens, number spelling ("forty-five" = "45", "1,200" = "1200"), time notation
 * ("11:30 p.m." = "11.30 pm") — but never spelling, and an answer over the word limit is wrong.
 */
import { fitsWordLimit, type WordLimit } from "../contract/ielts-content";

export type AnswerKey = {
  /** Choice questions compare the letter/word only; typed answers go through normalisation. */
  kind: "choice" | "typed";
  answer: string;
  accepted: readonly string[];
  wordLimit: WordLimit | null;
};

const ONES = ["zero", "one", "two", "three", "four", "five", "six", "seven", "eight", "nine", "ten", "eleven", "twelve", "thirteen", "fourteen", "fifteen", "sixteen", "seventeen", "eighteen", "nineteen"];
const TENS = ["", "", "twenty", "thirty", "forty", "fifty", "sixty", "seventy", "eighty", "ninety"];
const ORDINAL_ONES = ["zeroth", "first", "second", "third", "fourth", "fifth", "sixth", "seventh", "eighth", "ninth", "tenth", "eleventh", "twelfth", "thirteenth", "fourteenth", "fifteenth", "sixteenth", "seventeenth", "eighteenth", "nineteenth"];
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
const NUMBER_WORD_PATTERN = new RegExp(
  `\\b(${[...NUMBER_WORDS.keys()].sort((a, b) => b.length - a.length).join("|")})\\b`,
  "g",
);

/** Typed answers as a marker reads them. Exported for the unit tests. */
export function normaliseTypedAnswer(raw: string): string {
  let s = raw.normalize("NFKC").toLowerCase();
  s = s.replace(/[\u2018\u2019\u02bc]/g, "'").replace(/[\u201c\u201d]/g, '"').replace(/[\u2010-\u2015]/g, "-");
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
  s = s.replace(/\b(\d{1,2}):(\d{2})\b/g, "$1.$2");
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
