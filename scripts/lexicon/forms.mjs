// Inflected forms → lemma (went → go, children → child, better → good) with wink-lemmatizer, an
// implementation of WordNet's Morphy, and WordNet's exception lists as wink-lexicon ships them.
import { createRequire } from "node:module";

const require = createRequire(import.meta.url);
const lemmatize = require("wink-lemmatizer");
const EXCEPTIONS = {
  noun: require("wink-lexicon/src/wn-noun-exceptions.js"),
  verb: require("wink-lexicon/src/wn-verb-exceptions.js"),
  adjective: require("wink-lexicon/src/wn-adjective-exceptions.js"),
};

const WORD_PATTERN = /^[a-z][a-z'-]*$/;

/**
 * Maps real word forms (from the frequency list and the pronouncing dictionary) to the WordNet lemmas
 * they inflect. A form that is itself a lemma keeps only irregular mappings from the exception lists
 * (saw → see), because Morphy's suffix rules would turn lemmas like "bed" or "news" into nonsense.
 * @param {Iterable<string>} candidates lower-case words seen in real text
 * @param {(key: string, pos: string) => boolean} hasLemma whether WordNet has the lemma with that part of speech
 * @returns {Map<string, { lemma: string, pos: string }[]>}
 */
export function inflectedForms(candidates, hasLemma, isLemma) {
  const forms = new Map();
  const add = (form, lemma, pos) => {
    if (form === lemma || !hasLemma(lemma, pos)) return;
    const list = forms.get(form) ?? [];
    if (!list.some((f) => f.lemma === lemma)) list.push({ lemma, pos });
    forms.set(form, list);
  };
  for (const [pos, exceptions] of Object.entries(EXCEPTIONS)) {
    for (const [form, lemma] of Object.entries(exceptions)) if (WORD_PATTERN.test(form)) add(form, lemma, pos);
  }
  for (const word of candidates) {
    if (!WORD_PATTERN.test(word)) continue;
    if (isLemma(word)) {
      // A participle that WordNet lists as an adjective or noun of its own ("assumed", "charged",
      // "settled") is still the verb's form in most sentences: the sentence's part of speech decides.
      const verb = lemmatize.verb(word);
      if (/(?:ed|ing)$/.test(word) && !hasLemma(word, "verb") && verb.length >= 3) add(word, verb, "verb");
      continue;
    }
    for (const pos of Object.keys(EXCEPTIONS)) add(word, lemmatize[pos](word), pos);
  }
  return forms;
}
