// Russian → English offline: a reverse index of Müller's glosses. Each Russian word of an English
// headword's gloss points back to the headword, at a cost: how late the word comes in the gloss and
// how rare the English word is ("стол" → table before board, whose gloss starts "доска"). Rows are
// per key and spelling, so the Worker can prefer the spelling asked for ("друг" → friend, not "другой").
import { russianKey, russianWords } from "./keys.mjs";

/** English words a row keeps, cheapest first. */
export const REVERSE_INDEX_LEMMAS = 5;
/** Cost of each Russian word before this one in the gloss, and of each part-of-speech section before its own. */
const POSITION_COST = 3;
const SECTION_COST = 2;
/** A word that is only part of a translation ("большой" of "большой чан") is a weaker answer. */
const PART_OF_PHRASE_COST = 6;
/**
 * Words whose best English answer costs more are left out: late in the gloss of a rare word, they are
 * poor answers (and leaving them out keeps the import small).
 */
export const REVERSE_INDEX_MAX_COST = 24;
/** The frequency rank an English word without one counts as. */
const UNRANKED = 200_000;
const ENGLISH_HEADWORD = /^[a-z][a-z'-]*(?: [a-z][a-z'-]*)*$/;

/**
 * @param {Map<string, { pos: string | null, gloss: string }[]>} glosses English headword → its Russian glosses
 * @param {(headword: string) => number | null} rankOf the headword's frequency rank (1 = most frequent)
 * @returns {{ key: string, word: string, uses: number, lemmas: [string, number][] }[]} by key and word; `uses`:
 *   how many headwords' glosses have the word; costs rounded
 */
export function russianReverseIndex(glosses, rankOf) {
  /** Russian word → English headword → lowest cost */
  const costs = new Map();
  for (const [headword, sections] of glosses) {
    if (!ENGLISH_HEADWORD.test(headword)) continue;
    const frequencyCost = Math.log2(rankOf(headword) ?? UNRANKED);
    sections.forEach(({ gloss }, section) => {
      let position = 0;
      // Parentheses qualify a translation ("кора (дерева)"): they are not one.
      for (const item of gloss.replace(/\([^()]*\)/g, " ").split(/[;,]/)) {
        const words = russianWords(item);
        const itemCost = section * SECTION_COST + frequencyCost + (words.length > 1 ? PART_OF_PHRASE_COST : 0);
        for (const word of words) {
          const cost = Math.round(position * POSITION_COST + itemCost);
          position += 1;
          let byHeadword = costs.get(word);
          if (!byHeadword) costs.set(word, (byHeadword = new Map()));
          if (!(byHeadword.get(headword) <= cost)) byHeadword.set(headword, cost);
        }
      }
    });
  }
  const rows = [];
  for (const [word, byHeadword] of costs) {
    if (Math.min(...byHeadword.values()) > REVERSE_INDEX_MAX_COST) continue;
    const lemmas = [...byHeadword].sort((a, b) => a[1] - b[1] || (a[0] < b[0] ? -1 : 1)).slice(0, REVERSE_INDEX_LEMMAS);
    rows.push({ key: russianKey(word), word, uses: byHeadword.size, lemmas });
  }
  return rows.sort((a, b) => (a.key < b.key ? -1 : a.key > b.key ? 1 : a.word < b.word ? -1 : 1));
}
