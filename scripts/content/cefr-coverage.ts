/**
 * How a library item is graded below B1: the share of its running words that the CEFR-J Vocabulary Profile puts at
 * the item's level or below (the list the lexicon's `lexicon_entries.cefr` is built from). Names (a capital inside a
 * sentence), numbers and a word's regular inflections count as the learner would meet them: "Maria" and "2024" are
 * not vocabulary, "walked" is "walk". The library's unit test holds every A1 and A2 item to CEFR_COVERAGE_MIN.
 */
import { readCefrJ } from "../lexicon/cefrj.mjs";

const LEVELS = ["A1", "A2", "B1", "B2"] as const;
type Level = (typeof LEVELS)[number];

/** Irregular forms of common verbs (and a few plurals), which the regular endings below cannot take back to the headword. */
const IRREGULAR: Record<string, string> = Object.fromEntries(
  (
    "ate:eat eaten:eat came:come went:go gone:go said:say saw:see seen:see took:take taken:take gave:give given:give " +
    "made:make got:get found:find knew:know known:know told:tell thought:think bought:buy brought:bring felt:feel " +
    "left:leave kept:keep sat:sit stood:stand spent:spend sent:send began:begin begun:begin broke:break broken:break " +
    "drove:drive driven:drive rode:ride ridden:ride wrote:write written:write spoke:speak spoken:speak met:meet " +
    "paid:pay held:hold heard:hear lost:lose led:lead ran:run read:read built:build chose:choose chosen:choose " +
    "wore:wear worn:wear won:win sold:sell slept:sleep flew:fly threw:throw thrown:throw understood:understand " +
    "fell:fall fallen:fall grew:grow grown:grow drank:drink swam:swim sang:sing forgot:forget forgotten:forget " +
    "children:child people:person men:man women:woman feet:foot teeth:tooth mice:mouse better:good best:good worse:bad worst:bad"
  )
    .split(" ")
    .map((pair) => pair.split(":") as [string, string]),
);
/** Contractions are their two words: "can't" is "can", "you'll" is "you". */
const CONTRACTION = /^(\w+?)(?:n[’']t|[’'](?:ll|re|ve|d|m|s))$/;

let levels: Map<string, string> | undefined;
const levelOf = (word: string) => (levels ??= readCefrJ()).get(word);

/** The word's CEFR-J level, trying its regular base forms (cats → cat, stopped → stop, cities → city, likes → like). */
export function wordLevel(word: string): string | undefined {
  const lower = word.toLowerCase();
  const w = lower === "can't" || lower === "can’t" || lower === "cannot" ? "can" : lower.replace(CONTRACTION, "$1");
  const candidates = [
    w,
    IRREGULAR[w] ?? w,
    w.replace(/ies$/, "y"),
    w.replace(/ied$/, "y"),
    w.replace(/es$/, ""),
    w.replace(/s$/, ""),
    w.replace(/ed$/, ""),
    w.replace(/d$/, ""),
    w.replace(/(.)\1ed$/, "$1"),
    w.replace(/ing$/, ""),
    w.replace(/ing$/, "e"),
    w.replace(/(.)\1ing$/, "$1"),
    w.replace(/er$/, ""),
    w.replace(/est$/, ""),
    w.replace(/ly$/, ""),
    w.replace(/ier$/, "y"),
    w.replace(/iest$/, "y"),
  ];
  const found = candidates.map(levelOf).filter((l): l is string => l !== undefined);
  return found.sort((a, b) => LEVELS.indexOf(a as Level) - LEVELS.indexOf(b as Level))[0];
}

export type Coverage = { words: number; covered: number; share: number; outside: string[] };

/** The share of `text`'s words at `level` or below; `outside` lists the words that are not, once each. */
export function cefrCoverage(text: string, level: Level): Coverage {
  const allowed = LEVELS.slice(0, LEVELS.indexOf(level) + 1) as readonly string[];
  let words = 0;
  let covered = 0;
  const outside = new Set<string>();
  for (const sentence of text.split(/(?<=[.!?])\s+/)) {
    const tokens = sentence.match(/[A-Za-z][A-Za-z’'-]*/g) ?? [];
    tokens.forEach((token, i) => {
      // A capital inside a sentence is a name (I aside); so is a capital word the list does not know at all.
      if (/^[A-Z]/.test(token) && token !== "I" && (i > 0 || wordLevel(token) === undefined)) return;
      for (const part of token.split("-")) {
        words += 1;
        const found = wordLevel(part);
        if (found !== undefined && allowed.includes(found)) covered += 1;
        else outside.add(part.toLowerCase());
      }
    });
  }
  return { words, covered, share: words === 0 ? 1 : covered / words, outside: [...outside].sort() };
}
