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

function isKnown(word: string, extra: ReadonlySet<string>): boolean {
  const spell = speller();
  const lower = word.toLowerCase();
  if (extra.has(lower) || spell.correct(word) || spell.correct(lower)) return true;
  return AMERICAN_TO_BRITISH.some(([pattern, british]) => pattern.test(lower) && spell.correct(lower.replace(pattern, british)));
}

export type Misspelling = Token & { suggestion: string | null };

/** At most this many suggestions are looked up: nspell's suggest is slow on long words. */
const MAX_SUGGESTIONS = 12;

/**
 * Words the dictionary does not know. Names are skipped (a capitalised word that does not start a
 * sentence), and so are acronyms and the words of the question itself (its invented place names).
 */
export function misspellings(text: string, tokens: Token[], questionWords: ReadonlySet<string>): Misspelling[] {
  const found: Misspelling[] = [];
  for (const token of tokens) {
    const word = token.text.replace(/’/g, "'");
    if (word.length < 2 || /^[\p{Lu}]+$/u.test(word)) continue;
    const before = text.slice(0, token.start).trimEnd();
    const startsSentence = before === "" || /[.!?:"\n]$/.test(before);
    if (/^\p{Lu}/u.test(word) && !startsSentence) continue;
    if (isKnown(word, questionWords)) continue;
    found.push({ ...token, suggestion: null });
  }
  for (const miss of found.slice(0, MAX_SUGGESTIONS)) {
    const [first] = speller().suggest(miss.text.replace(/’/g, "'"));
    miss.suggestion = first ?? null;
  }
  return found;
}
