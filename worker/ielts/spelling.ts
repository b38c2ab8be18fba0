/**
 * Spelling for the offline estimate: nspell with the British English Hunspell dictionary (SCOWL,
 * `dictionary-en-gb`, MIT/BSD). American spellings are not errors in IELTS, so a word the British
 * dictionary rejects still passes when its British form is known ("color" → "colour").
 * Building the checker parses a 550 KB dictionary (about a second), so it happens once per isolate,
 * on the first offline estimate.
 */
import nspell from "nspell";
// The package exports only its Node entry (which reads the files with node:fs), so the text files are
// imported by path; Vite inlines them into the Worker bundle.
import aff from "../../node_modules/dictionary-en-gb/index.aff?raw";
import dic from "../../node_modules/dictionary-en-gb/index.dic?raw";
import type { Token } from "./text-features";

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

/** Apostrophes learners leave out: "dont" is a slip for "don't", not a word one letter from "cont". */
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

export type Misspelling = Token & { suggestion: string | null };

const LETTERS = "abcdefghijklmnopqrstuvwxyz";
/** Suggestions are looked up for this many different unknown words, which bounds the work a long text costs. */
const MAX_SUGGESTED_WORDS = 30;

/**
 * A correction one edit away (swapped, replaced, missing or extra letter), which covers most learner
 * slips ("becuase", "importent", "goverment"). nspell's own suggest also tries two edits, which takes
 * hundreds of milliseconds for a word with no near neighbour: too slow to run on every unknown word.
 */
function oneEditAway(word: string, extra: ReadonlySet<string>): string | null {
  const lower = word.toLowerCase();
  const candidates: string[] = [];
  for (let i = 0; i < lower.length - 1; i++) candidates.push(lower.slice(0, i) + lower[i + 1] + lower[i] + lower.slice(i + 2));
  for (let i = 0; i < lower.length; i++)
    for (const ch of LETTERS) if (ch !== lower[i]) candidates.push(lower.slice(0, i) + ch + lower.slice(i + 1));
  for (let i = 0; i <= lower.length; i++) for (const ch of LETTERS) candidates.push(lower.slice(0, i) + ch + lower.slice(i));
  for (let i = 0; i < lower.length; i++) candidates.push(lower.slice(0, i) + lower.slice(i + 1));
  const spell = speller();
  const found = candidates.find((candidate) => candidate.length > 1 && (extra.has(candidate) || spell.correct(candidate)));
  if (!found) return null;
  return /^\p{Lu}/u.test(word) ? found[0]!.toUpperCase() + found.slice(1) : found;
}

/**
 * Words the dictionary does not know, each with a suggestion when one is a single edit away. Names
 * are skipped (a capitalised word that does not start a sentence), and so are acronyms and the words
 * of the question itself (its invented place names).
 */
export function misspellings(text: string, tokens: Token[], questionWords: ReadonlySet<string>): Misspelling[] {
  const found: Misspelling[] = [];
  const suggestions = new Map<string, string | null>();
  for (const token of tokens) {
    const word = token.text.replace(/’/g, "'");
    if (word.length < 2 || /^[\p{Lu}]+$/u.test(word)) continue;
    const before = text.slice(0, token.start).trimEnd();
    const startsSentence = before === "" || /[.!?:"\n]$/.test(before);
    if (/^\p{Lu}/u.test(word) && !startsSentence) continue;
    if (isKnown(word, questionWords)) continue;
    const key = word.toLowerCase();
    if (!suggestions.has(key) && suggestions.size < MAX_SUGGESTED_WORDS)
      suggestions.set(key, MISSING_APOSTROPHE[key] ?? (/^[a-z']+$/i.test(word) ? oneEditAway(word, questionWords) : null));
    found.push({ ...token, suggestion: suggestions.get(key) ?? null });
  }
  return found;
}
