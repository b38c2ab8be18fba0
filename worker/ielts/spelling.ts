/**
 * Spelling for the offline estimate: nspell with the British English Hunspell dictionary (SCOWL,
 * `dictionary-en-gb`, MIT/BSD). American spellings are not errors in IELTS, so a word the British
 * dictionary rejects still passes when its British form is known ("color" → "colour"). Suggestions know
 * irregular forms (./word-forms) and are ranked by keyboard and frequency, not by edit distance alone.
 * Building the checker parses a 550 KB dictionary (about a second), so it happens once per isolate,
 * on the first offline estimate.
 */
import nspell from "nspell";
// The package exports only its Node entry (which reads the files with node:fs), so the text files are
// imported by path; Vite inlines them into the Worker bundle.
import aff from "../../node_modules/dictionary-en-gb/index.aff?raw";
import dic from "../../node_modules/dictionary-en-gb/index.dic?raw";
import type { Db } from "../db/client";
import { matchLexicon } from "../lexicon/entries";
import type { Token } from "./text-features";
import { irregularFormOf, isCommonWord, isFunctionWord } from "./word-forms";

type Checker = ReturnType<typeof nspell>;
let checker: Checker | null = null;
const speller = (): Checker => (checker ??= nspell(aff, dic));

const AMERICAN_TO_BRITISH: [RegExp, string][] = [
  [/or(s?)$/, "our$1"],
  [/iz(e|es|ed|ing|ation|ations)$/, "is$1"],
  [/yz(e|es|ed|ing)$/, "ys$1"],
  [/er(s?)$/, "re$1"],
  [/ense(s?)$/, "ence$1"],
  [/og(s?)$/, "ogue$1"],
  [/([aeiou])l(ed|ing|er|ers)$/, "$1ll$2"],
];

/** Apostrophes and spaces learners leave out: "dont" is a slip for "don't", not a word one letter from "cont". */
const MISSING_APOSTROPHE: Record<string, string> = {
  dont: "don't",
  doesnt: "doesn't",
  didnt: "didn't",
  cant: "can't",
  wont: "won't",
  isnt: "isn't",
  arent: "aren't",
  wasnt: "wasn't",
  couldnt: "couldn't",
  shouldnt: "shouldn't",
  wouldnt: "wouldn't",
  im: "I'm",
  ive: "I've",
  thats: "that's",
  // Two words run together: no one-letter edit finds them.
  alot: "a lot",
  infact: "in fact",
  aswell: "as well",
  eachother: "each other",
  incase: "in case",
  inspite: "in spite",
  atleast: "at least",
  everytime: "every time",
};

/** Well-formed words the dictionary lacks: a known word after "un"/"re"/"over", before "able"/"isation", or two known words run together. */
function isDerived(lower: string): boolean {
  const spell = speller();
  const known = (w: string) => w.length >= 3 && spell.correct(w);
  const prefix = /^(un|re|over|under|non)(.{4,})$/.exec(lower);
  if (prefix && known(prefix[2]!)) return true;
  const suffix = /^(.{4,}?)(able|isation|ization|isations|izations)$/.exec(lower);
  if (suffix && (known(suffix[1]!) || known(`${suffix[1]}e`) || known(`${suffix[1]}ise`))) return true;
  for (let i = 4; i <= lower.length - 4; i++) if (known(lower.slice(0, i)) && known(lower.slice(i))) return true;
  return false;
}

function isKnown(word: string, extra: ReadonlySet<string>): boolean {
  const spell = speller();
  const lower = word.toLowerCase();
  if (extra.has(lower) || spell.correct(word) || spell.correct(lower)) return true;
  if (!MISSING_APOSTROPHE[lower] && /^[a-z]{8,}$/.test(lower) && isDerived(lower)) return true;
  const plain = lower.normalize("NFD").replace(/\p{M}/gu, "");
  if (plain !== lower && spell.correct(plain)) return true;
  return AMERICAN_TO_BRITISH.some(([pattern, british]) => pattern.test(lower) && spell.correct(lower.replace(pattern, british)));
}

/** `irregular`: the suggestion is the irregular form the learner regularised ("goed" → went). */
export type Misspelling = Token & { suggestion: string | null; irregular: boolean };
/** Lower-case word → frequency rank (1 = the most frequent word), e.g. the lexicon's (`wordRanks`). */
export type WordRanks = ReadonlyMap<string, number>;

const LETTERS = "abcdefghijklmnopqrstuvwxyz";
/** Suggestions are looked up for this many different unknown words, which bounds the work a long text costs. */
const MAX_SUGGESTED_WORDS = 30;

/** Key centres of a QWERTY keyboard, rows offset as on the keys, in key widths. */
const KEYS = new Map<string, [number, number]>();
["qwertyuiop", "asdfghjkl", "zxcvbnm"].forEach((row, y) => [...row].forEach((key, x) => KEYS.set(key, [x + [0, 0.25, 0.75][y]!, y])));
const keyDistance = (a: string, b: string) => {
  const [ax, ay] = KEYS.get(a) ?? [0, 9];
  const [bx, by] = KEYS.get(b) ?? [0, 9];
  return Math.hypot(ax - bx, ay - by);
};
const VOWELS = /^[aeiou]$/;

type Candidate = { word: string; cost: number };

/**
 * The words one edit away that the dictionary knows (swapped, replaced, missing or extra letter), each with
 * what the slip costs: a swap or a doubled letter is cheap, a neighbouring key cheaper than a distant one,
 * and one vowel for another is a learner's usual guess ("importent"). nspell's own suggest also tries two
 * edits, which takes hundreds of milliseconds for a word with no near neighbour: too slow for every word.
 */
function oneEditAway(lower: string, known: (w: string) => boolean): Candidate[] {
  const found = new Map<string, number>();
  const add = (word: string, cost: number) => {
    if (word.length > 1 && word !== lower && known(word) && cost < (found.get(word) ?? Infinity)) found.set(word, cost);
  };
  for (let i = 0; i < lower.length - 1; i++) add(lower.slice(0, i) + lower[i + 1] + lower[i] + lower.slice(i + 2), 0.5);
  for (let i = 0; i < lower.length; i++) {
    const was = lower[i]!;
    for (const ch of LETTERS)
      if (ch !== was)
        add(lower.slice(0, i) + ch + lower.slice(i + 1), VOWELS.test(ch) && VOWELS.test(was) ? 0.6 : 0.4 + 0.3 * keyDistance(was, ch));
  }
  for (let i = 0; i <= lower.length; i++)
    for (const ch of LETTERS) add(lower.slice(0, i) + ch + lower.slice(i), ch === lower[i - 1] || ch === lower[i] ? 0.4 : 0.8);
  for (let i = 0; i < lower.length; i++) {
    const doubled = lower[i] === lower[i - 1] || lower[i] === lower[i + 1];
    const slip = [lower[i - 1], lower[i + 1]].some((n) => n && keyDistance(n, lower[i]!) < 1.2);
    add(lower.slice(0, i) + lower.slice(i + 1), doubled ? 0.4 : slip ? 0.6 : 0.8);
  }
  return [...found].map(([word, cost]) => ({ word, cost }));
}

/**
 * How rare a word is, as a cost: the lexicon's rank when known; else function words (which WordNet, and so the
 * lexicon, leaves out) are among the most frequent, common words in between and the rest rare.
 */
function rarity(word: string, ranks: WordRanks | undefined, questionWords: ReadonlySet<string>): number {
  if (questionWords.has(word)) return 0;
  const rank = ranks?.get(word) ?? (isFunctionWord(word) ? 30 : isCommonWord(word) ? 3000 : 60000);
  return 0.3 * Math.log10(Math.max(1, rank));
}

const known = (questionWords: ReadonlySet<string>) => (w: string) => questionWords.has(w) || speller().correct(w);

/** Before these a past form is the participle: "has writed" → written, "I writed" → wrote. */
const PARTICIPLE_LEAD = /\b(have|has|had|having|been|be|being|is|are|was|were|am|get|gets|got|'ve|'s)\s+(?:\w+\s+)?$/i;

type Suggestion = { suggestion: string | null; irregular: boolean };

function suggestion(word: string, before: string, questionWords: ReadonlySet<string>, ranks: WordRanks | undefined): Suggestion {
  const key = word.toLowerCase();
  if (MISSING_APOSTROPHE[key]) return { suggestion: MISSING_APOSTROPHE[key], irregular: false };
  if (!/^[a-z']+$/i.test(word)) return { suggestion: null, irregular: false };
  const irregular = irregularFormOf(word, PARTICIPLE_LEAD.test(before));
  if (irregular) return { suggestion: irregular, irregular: true };
  const best = oneEditAway(key, known(questionWords))
    .map((c) => ({ ...c, score: c.cost + rarity(c.word, ranks, questionWords) }))
    .sort((a, b) => a.score - b.score || a.word.localeCompare(b.word))[0];
  if (!best) return { suggestion: null, irregular: false };
  return { suggestion: /^\p{Lu}/u.test(word) ? best.word[0]!.toUpperCase() + best.word.slice(1) : best.word, irregular: false };
}

/** The words of `text` the dictionary does not know. Names (a capitalised word that does not start a sentence), acronyms and the question's own words are skipped. */
function unknownTokens(text: string, tokens: Token[], questionWords: ReadonlySet<string>): Token[] {
  return tokens.filter((token) => {
    const word = token.text.replace(/’/g, "'");
    if (word.length < 2 || /^[\p{Lu}]+$/u.test(word)) return false;
    const before = text.slice(0, token.start).trimEnd();
    const startsSentence = before === "" || /[.!?:"\n]$/.test(before);
    if (/^\p{Lu}/u.test(word) && !startsSentence) return false;
    return !isKnown(word, questionWords);
  });
}

/**
 * Words the dictionary does not know, each with a suggestion: the missing apostrophe ("dont"), the irregular
 * form a learner regularised ("goed" → went, "childs" → children), else the known word one edit away that is
 * the likeliest slip, by the edit's cost on the keyboard and the word's frequency (`ranks`, else common or not).
 */
export function misspellings(text: string, tokens: Token[], questionWords: ReadonlySet<string>, ranks?: WordRanks): Misspelling[] {
  const suggestions = new Map<string, Suggestion>();
  return unknownTokens(text, tokens, questionWords).map((token) => {
    const word = token.text.replace(/’/g, "'");
    const before = text.slice(Math.max(0, token.start - 40), token.start);
    // The same regularised form is a past in one place and a participle in another ("she writed", "has writed").
    const key = `${word.toLowerCase()}${PARTICIPLE_LEAD.test(before) ? ":participle" : ""}`;
    if (!suggestions.has(key) && suggestions.size < MAX_SUGGESTED_WORDS)
      suggestions.set(key, suggestion(word, before, questionWords, ranks));
    return { ...token, ...(suggestions.get(key) ?? { suggestion: null, irregular: false }) };
  });
}

/**
 * The frequency ranks `misspellings` ranks its suggestions by, from the lexicon (an inflected form takes its
 * lemma's rank: "went" is as frequent as "go"): one query for every candidate of every unknown word.
 */
export async function spellingRanks(db: Db, text: string, tokens: Token[], questionWords: ReadonlySet<string>): Promise<WordRanks> {
  const keys = new Set<string>();
  for (const token of unknownTokens(text, tokens, questionWords).slice(0, MAX_SUGGESTED_WORDS)) {
    const lower = token.text.replace(/’/g, "'").toLowerCase();
    if (/^[a-z]+$/.test(lower)) for (const c of oneEditAway(lower, known(questionWords))) keys.add(c.word);
  }
  const matches = await matchLexicon(db, [...keys]);
  const ranks = new Map<string, number>();
  for (const [word, entry] of matches) if (entry.rank !== null) ranks.set(word, entry.rank);
  return ranks;
}
