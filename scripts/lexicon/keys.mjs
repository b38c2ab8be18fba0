// How the offline translator's tables are keyed, shared by the lexicon build and the Worker, so a
// learner's text is keyed exactly as the dictionary was.
import StemmerRu from "@nlpjs/lang-ru/src/stemmer-ru.js";

/** "smb.", "smth.", "smb.'s": placeholders a learner leaves out ("look up to smb." is found as "look up to"). */
const PLACEHOLDER = /\b(?:smb|smth)\.(?:'s)?/g;

/**
 * An English phrase's key (lexicon_phrases): lower case, hyphens and runs of spaces as one space,
 * without the infinitive's "to", placeholders and punctuation ("To look up!" → "look up").
 */
export function phraseKey(text) {
  return text
    .toLowerCase()
    .replace(/[’‘]/g, "'")
    .replace(PLACEHOLDER, " ")
    .replace(/[-–—]/g, " ")
    .replace(/[^a-z' ]+/g, " ")
    .replace(/\s+/g, " ")
    .trim()
    .replace(/^to /, "");
}

const stemmer = new StemmerRu();

/** Cyrillic words (hyphenated ones whole: "кто-нибудь"). */
const RUSSIAN_WORD = /[а-яё]+(?:-[а-яё]+)*/giu;

/** The Russian words of a text, lower case with ё as е. */
export const russianWords = (text) => text.toLowerCase().replace(/ё/g, "е").match(RUSSIAN_WORD) ?? [];

/**
 * A Russian word's key (lexicon_russian): its Snowball stem (nlp.js's StemmerRu), so an inflected
 * form meets the dictionary form a gloss shows ("собаки" and "собака" are both "собак").
 */
export function russianKey(word) {
  const normal = word.toLowerCase().replace(/ё/g, "е");
  return stemmer.stemWord(normal) || normal;
}
