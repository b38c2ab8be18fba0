/**
 * What a SAT question sent to review looks like as a dictionary word with an SRS card (the review
 * screen shows the word large on the front, then the definition and the example on the back, all
 * plain text). A "Words in Context" item teaches its right word, with the passage's sentence as the
 * example; any other item gets a front stating its point briefly (the sentence around the blank, the
 * question with the passage's opening, or the Math prompt) and a back with the right answer and its
 * explanation or worked steps. Maths is turned from the content's `$…$` LaTeX into plain text.
 */
import type { SatQuestionView } from "../contract/sat";
import { SAT_BLANK, type SatDifficulty } from "../contract/sat-content";
import { DEFINITION_MAX_LENGTH, EXAMPLE_MAX_LENGTH, WORD_LENGTH_LIMIT, type Difficulty } from "../contract/vocabulary-constants";

export type ReviewCardSource = {
  body: SatQuestionView;
  answer: string;
  explanation: string;
  steps: string[];
  /** "Reading and Writing Practice Test 1, Module 1, question 4": where the card came from. */
  origin: string;
};

export type ReviewCardText = {
  /** A dictionary word the lexicon can fill in (Words in Context), or a statement of the question. */
  kind: "word" | "question";
  word: string;
  definition: string;
  example: string | null;
  notes: string;
  difficulty: Difficulty;
};

const DIFFICULTY: Record<SatDifficulty, Difficulty> = { easy: "Easy", medium: "Medium", hard: "Hard" };
/** The front stays short enough to read at a glance on the review card. */
const FRONT_MAX = 120;
const OPENING_MAX = 60;
/** A right option that is a word or a short phrase, nothing else. */
const VOCABULARY_OPTION = /^[A-Za-z][A-Za-z'-]*(?: [A-Za-z][A-Za-z'-]*){0,2}$/;

const SYMBOLS: Record<string, string> = {
  pi: "π",
  times: "×",
  cdot: "·",
  le: "≤",
  leq: "≤",
  ge: "≥",
  geq: "≥",
  neq: "≠",
  ne: "≠",
  pm: "±",
  approx: "≈",
  circ: "°",
  ell: "ℓ",
  theta: "θ",
  alpha: "α",
  beta: "β",
  infty: "∞",
  degree: "°",
};
const SUPERSCRIPTS: Record<string, string> = {
  "0": "⁰",
  "1": "¹",
  "2": "²",
  "3": "³",
  "4": "⁴",
  "5": "⁵",
  "6": "⁶",
  "7": "⁷",
  "8": "⁸",
  "9": "⁹",
  "+": "⁺",
  "-": "⁻",
  "(": "⁽",
  ")": "⁾",
  n: "ⁿ",
  x: "ˣ",
  t: "ᵗ",
  m: "ᵐ",
  "°": "°",
};

const grouped = (value: string) => (/^[\w.π]+$/.test(value) ? value : `(${value})`);

function superscript(value: string): string {
  const chars = [...value];
  return chars.every((c) => SUPERSCRIPTS[c] !== undefined) ? chars.map((c) => SUPERSCRIPTS[c]).join("") : `^${grouped(value)}`;
}

/** One `$…$` formula (the subset of LaTeX the SAT content uses) as plain text. */
function plainFormula(latex: string): string {
  let text = latex
    .replace(/\\(?:left|right|big|Big|bigg|Bigg)\b/g, "")
    .replace(/\\[,;:! ]/g, " ")
    .replace(/\\%/g, "%")
    .replace(/\\(?:text|mathrm|textbf|operatorname)\{([^{}]*)\}/g, "$1");
  // Innermost groups first, so nested fractions and roots come out whole.
  for (let previous = ""; previous !== text;) {
    previous = text;
    text = text
      .replace(/\\[dt]?frac\{([^{}]*)\}\{([^{}]*)\}/g, (_, a: string, b: string) => `${grouped(a)}/${grouped(b)}`)
      .replace(/\\sqrt\{([^{}]*)\}/g, (_, a: string) => `√${grouped(a)}`)
      .replace(/\^\\circ/g, "°")
      .replace(/\^\{([^{}]*)\}/g, (_, a: string) => superscript(a))
      .replace(/\{([^{}]*)\}/g, "$1");
  }
  return text
    .replace(/\^(\w)/g, (_, a: string) => superscript(a))
    .replace(/\\([A-Za-z]+)/g, (_, name: string) => SYMBOLS[name] ?? name)
    .replace(/\s+/g, " ")
    .trim();
}

/** Text with `$…$` (or `$$…$$`) maths as plain text; `\$` is a literal dollar sign. */
export function plainText(text: string): string {
  const LITERAL_DOLLAR = "\u0000";
  return text
    .replace(/\\\$/g, LITERAL_DOLLAR)
    .replace(/\$\$([^$]*)\$\$/g, (_, latex: string) => ` ${plainFormula(latex)} `)
    .replace(/\$([^$]*)\$/g, (_, latex: string) => plainFormula(latex))
    .replaceAll(LITERAL_DOLLAR, "$")
    .replace(/\s+/g, " ")
    .trim();
}

/** At most `max` characters, cut at a word with an ellipsis. */
export function clip(text: string, max: number): string {
  if (text.length <= max) return text;
  const cut = text.slice(0, max - 1);
  const space = cut.lastIndexOf(" ");
  return `${(space > max / 2 ? cut.slice(0, space) : cut).replace(/[\s,;:]+$/, "")}…`;
}

/** The sentence of a passage that holds the blank. */
function sentenceWithBlank(passage: string): string | null {
  const sentences = passage.match(/[^.!?]+(?:[.!?]+["”’)]*|$)/g) ?? [passage];
  return sentences.find((s) => s.includes(SAT_BLANK))?.trim() ?? null;
}

/** The blank's sentence, shortened around the blank to fit the front. */
function blankFront(sentence: string): string {
  if (sentence.length <= FRONT_MAX) return sentence;
  const at = sentence.indexOf(SAT_BLANK);
  const half = Math.floor((FRONT_MAX - SAT_BLANK.length) / 2);
  let start = Math.max(0, at - half);
  const end = Math.min(sentence.length, start + FRONT_MAX - 2);
  start = Math.max(0, end - (FRONT_MAX - 2));
  const startAtWord = start === 0 ? 0 : sentence.indexOf(" ", start) + 1 || start;
  const endAtWord = end === sentence.length ? end : sentence.lastIndexOf(" ", end) > at ? sentence.lastIndexOf(" ", end) : end;
  return `${startAtWord > 0 ? "…" : ""}${sentence.slice(startAtWord, endAtWord).trim()}${endAtWord < sentence.length ? "…" : ""}`;
}

const rightOptionText = (source: ReviewCardSource) => source.body.options?.find((o) => o.letter === source.answer)?.text ?? null;

function answerLine(source: ReviewCardSource): string {
  const option = rightOptionText(source);
  return option === null ? `Answer: ${source.answer}` : `Answer: ${source.answer}) ${plainText(option)}`;
}

/** The card a wrong or omitted SAT question becomes. */
export function reviewCardText(source: ReviewCardSource): ReviewCardText {
  const { body } = source;
  const difficulty = DIFFICULTY[body.difficulty];
  const option = rightOptionText(source);
  const sentence = body.passage ? sentenceWithBlank(body.passage) : null;
  const filled = sentence && option ? plainText(sentence.replace(SAT_BLANK, option)) : null;

  if (body.skill === "words_in_context" && option !== null && VOCABULARY_OPTION.test(option.trim())) {
    return {
      kind: "word",
      word: option.trim(),
      definition: clip(plainText(source.explanation), DEFINITION_MAX_LENGTH),
      example: filled ? clip(filled, EXAMPLE_MAX_LENGTH) : null,
      notes: source.origin,
      difficulty,
    };
  }

  let front: string;
  if (sentence) front = blankFront(plainText(sentence));
  else if (body.passage) front = `${plainText(body.question)} (“${clip(plainText(body.passage), OPENING_MAX)}”)`;
  else front = plainText(body.question);
  const reasons = source.steps.length > 0 ? source.steps.map(plainText).join(" ") : plainText(source.explanation);
  return {
    kind: "question",
    word: clip(front, WORD_LENGTH_LIMIT - 1),
    definition: clip(`${answerLine(source)} — ${reasons}`, DEFINITION_MAX_LENGTH),
    example: filled ? clip(filled, EXAMPLE_MAX_LENGTH) : null,
    notes: source.origin,
    difficulty,
  };
}
