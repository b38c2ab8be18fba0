// Russian glosses of single WordNet senses: each sense of a lemma is matched to the numbered Müller sense
// of the same part of speech that shares the most with it. Two kinds of evidence, both from the
// dictionaries themselves:
//   - the English a Müller sense quotes ("to assume office") against the WordNet sense's words;
//   - its Russian words read back into English through every other Müller article ("правление" is
//     also how Müller translates "administration", "management"…), against the same words, so
//     "board: правление; совет" meets WordNet's "board: a committee having supervisory powers".
// A sense with no evidence gets no gloss of its own (the entry's gloss still says what the word means),
// except a part of speech's first sense, which takes Müller's first sense of it: both dictionaries list
// the commonest meaning first.
import { stemmer } from "stemmer";
import { senseWords } from "./sense-words.mjs";

/** Russian words too common in Müller's translations to tell senses apart. */
const RUSSIAN_STOPWORDS = new Set(
  "что как для или это при над под без его она они который которая которое которые быть также тот так где когда свой весь очень кто кого чего кем чем кому чему себя себе чей особ обыкн разг перен напр".split(
    " ",
  ),
);
/** A Russian word that glosses more English lemmas than this says nothing about one sense. */
const MAX_ENGLISH_PER_RUSSIAN = 60;
/** The longest gloss of one sense, for a word card's line. */
const MAX_SENSE_GLOSS_LENGTH = 70;

export const russianWords = (text) =>
  (
    text
      .toLowerCase()
      .replace(/ё/g, "е")
      .match(/[а-я]{3,}/g) ?? []
  ).filter((word) => !RUSSIAN_STOPWORDS.has(word));

/**
 * Russian word → the English headwords whose translations use it.
 * @param {Map<string, { senses?: { ru: string }[] }[] & { senses?: { senses: { ru: string }[] }[] }>} mueller
 */
export function reverseIndex(mueller) {
  const index = new Map();
  for (const [key, article] of mueller) {
    if (key.includes(" ")) continue;
    for (const section of article.senses ?? []) {
      for (const sense of section.senses) {
        for (const word of new Set(russianWords(sense.ru))) {
          const keys = index.get(word) ?? new Set();
          keys.add(key);
          index.set(word, keys);
        }
      }
    }
  }
  return index;
}

const stems = (words) => new Set(words.map((w) => stemmer(w)));

/** What a WordNet sense says, as stems: its definition, examples, synonyms and related words. */
const wordnetStems = (sense, key) =>
  stems(
    [
      ...senseWords(sense.definition),
      ...sense.examples.flatMap(senseWords),
      ...senseWords(sense.synonyms.join(" ")),
      ...sense.related,
    ].filter((w) => w !== key),
  );

function muellerStems(sense, key, reverse) {
  const back = [];
  for (const word of new Set(russianWords(sense.ru))) {
    const english = reverse.get(word);
    if (english && english.size <= MAX_ENGLISH_PER_RUSSIAN) for (const other of english) if (other !== key) back.push(other);
  }
  return { back: stems(back), quoted: stems(senseWords(sense.english.join(" ")).filter((w) => w !== key)) };
}

const shared = (a, b) => {
  let count = 0;
  for (const item of a) if (b.has(item)) count += 1;
  return count;
};

const shorten = (gloss) => {
  if (gloss.length <= MAX_SENSE_GLOSS_LENGTH) return gloss;
  const parts = gloss.split(";");
  let kept = parts[0];
  for (const part of parts.slice(1)) {
    if (`${kept};${part}`.length > MAX_SENSE_GLOSS_LENGTH) break;
    kept = `${kept};${part}`;
  }
  return kept.trim();
};

/**
 * The Russian gloss of each WordNet sense of an entry (null where nothing matches).
 * @param {string} key the entry's lemma key
 * @param {{ pos: string, definition: string, examples: string[], synonyms: string[], related: string[] }[]} senses
 * @param {{ pos: string | null, senses: { ru: string, english: string[] }[] }[]} sections the Müller article's senses
 * @param {Map<string, Set<string>>} reverse
 * @returns {(string | null)[]}
 */
export function senseGlosses(key, senses, sections, reverse) {
  const byPos = new Map();
  for (const section of sections) {
    const pos = section.pos ?? (sections.every((s) => s.pos === null) ? senses[0]?.pos : null);
    if (pos) byPos.set(pos, [...(byPos.get(pos) ?? []), ...section.senses]);
  }
  const evidence = new Map();
  const seenPos = new Set();
  return senses.map((sense) => {
    const candidates = byPos.get(sense.pos);
    if (!candidates?.length) return null;
    const first = !seenPos.has(sense.pos);
    seenPos.add(sense.pos);
    const own = wordnetStems(sense, key);
    let best = null;
    let bestScore = 0;
    candidates.forEach((candidate, i) => {
      let stemsOf = evidence.get(candidate);
      if (!stemsOf) evidence.set(candidate, (stemsOf = muellerStems(candidate, key, reverse)));
      // Ties go to the earlier Müller sense: the dictionary lists the commoner meanings first.
      const score = shared(own, stemsOf.back) + 2 * shared(own, stemsOf.quoted) - i / 100;
      if (score > bestScore) [best, bestScore] = [candidate, score];
    });
    if (best && bestScore >= 1) return shorten(best.ru);
    return first ? shorten(candidates[0].ru) : null;
  });
}
