// English phrases with their Russian translations from Müller's articles: "board and lodging квартира
// и стол", phrasal verbs with their lettered senses ("look up а) смотреть вверх…; б) искать…"), and the
// dictionary's own headwords of several words ("ice-cream"). The translator's offline answer for a
// phrase (lexicon_phrases).
import { existsSync, readFileSync } from "node:fs";
import { gunzipSync } from "node:zlib";
import { phraseKey } from "./keys.mjs";
import { MUELLER_FILES, glossFor, muellerGlosses, parseDictdIndex } from "./mueller.mjs";

/** Translations a phrase keeps, and their longest joined length (as the glosses). */
const MAX_TRANSLATIONS = 3;
const MAX_TRANSLATION_LENGTH = 90;
/** Phrases of two to this many words. */
const MAX_PHRASE_WORDS = 6;
/**
 * Phrases of common words only, each at most this frequency rank: what a learner meets ("a stroke of
 * luck"), not a specialist's term ("azimuth deviation"); it keeps the import small.
 */
export const PHRASE_MAX_RANK = 20_000;
/** Words a phrase may have whatever their rank. */
const PLACEHOLDER_WORDS = new Set(["one's", "oneself"]);

const LATIN = /[a-z]/i;
const CYRILLIC = /[а-яё]/i;
const wordsOf = (key) => (key ? key.split(" ").length : 0);

/** One article's body as one line: wrapped lines joined, transcriptions, cross-references and labels dropped. */
function articleBody(article) {
  const lines = article.split("\n").slice(1);
  return lines
    .reduce((text, line) => (text.endsWith("-") ? text + line.trim() : `${text} ${line.trim()}`), "")
    .replace(/\[[^\]]*\]/g, " ")
    .replace(/\{[^}]*\}/g, " ")
    .replace(/\([^()]*\)/g, (group) => (LATIN.test(group) ? " " : group)) // "(или to go)", "(into)"
    .replace(/(^|\s)_[IVX]+(?=\s|$)/g, " 0. ") // a homograph ("_II") starts afresh, like a numbered sense
    .replace(/(^|\s)_\S+/g, " ") // "_разг.", "_v."
    .replace(/\s+/g, " ");
}

/** A piece of text as runs of one script: [{ latin: boolean, text }] (punctuation goes with its neighbours). */
function scriptRuns(piece) {
  const runs = [];
  for (const token of piece.split(" ").filter(Boolean)) {
    const latin = LATIN.test(token) && !CYRILLIC.test(token);
    const script = latin ? true : CYRILLIC.test(token) ? false : null;
    const last = runs.at(-1);
    if (last && (script === null || last.latin === script)) last.text += ` ${token}`;
    else runs.push({ latin: script ?? false, text: token });
  }
  return runs;
}

const cleanTranslation = (text) => text.replace(/^[\s,.:;!-]+|[\s,:;-]+$/g, "");

/**
 * The phrases of one article, in order: { phrase, key, translations }.
 * @param {string} article the article as stored: its headword line, then indented lines
 */
export function articlePhrases(article) {
  const headword = article.split("\n")[0].trim();
  const initial = new RegExp(`(^|\\s)${headword[0]?.toUpperCase()}\\.(?=\\s)`, "g");
  const phrases = [];
  /** The phrase the next Russian belongs to, and one waiting for its lettered senses ("look up а) …"). */
  let last = null;
  let pending = null;
  const add = (english, russian) => {
    // "B. of Directors" abbreviates the headword.
    const phrase = english
      .replace(initial, `$1${headword[0].toUpperCase()}${headword.slice(1)}`)
      .replace(/^\s*to\s+/i, "")
      .replace(/[\s,;:]+$/, "");
    const key = phraseKey(phrase);
    const entry = { phrase, key, translations: [] };
    if (wordsOf(key) >= 2 && wordsOf(key) <= MAX_PHRASE_WORDS) phrases.push(entry);
    if (russian) entry.translations.push(russian);
    return entry;
  };
  // Separators: numbered senses "1.", "1)" end a phrase's senses; lettered "а)" continue a pending phrase.
  for (const part of articleBody(article).split(/(?:^|\s)(\d+\.(?=\s)|\d+\)|[а-я]\)(?=\s))|;/)) {
    if (part === undefined) continue;
    if (/^\d+[.)]$/.test(part)) {
      last = pending = null;
      continue;
    }
    if (/^[а-я]\)$/.test(part)) {
      last = pending;
      continue;
    }
    const runs = scriptRuns(part);
    runs.forEach((run, i) => {
      if (run.latin) {
        const next = runs[i + 1];
        if (next) last = add(run.text, cleanTranslation(next.text));
        else pending = last = add(run.text, null);
      } else if (i === 0 && last) {
        last.translations.push(cleanTranslation(run.text));
      }
    });
  }
  return phrases
    .map((p) => ({ ...p, translation: joinTranslations(p.translations) }))
    .filter((p) => p.translation)
    .map(({ phrase, key, translation }) => ({ phrase, key, translation }));
}

function joinTranslations(translations) {
  let joined = "";
  for (const translation of translations.filter((t) => CYRILLIC.test(t)).slice(0, MAX_TRANSLATIONS)) {
    const next = joined ? `${joined}; ${translation}` : translation;
    if (joined && next.length > MAX_TRANSLATION_LENGTH) break;
    joined = next;
  }
  return joined;
}

/**
 * Every phrase of common words, one per key: the dictionary's own headword of several words, else the
 * phrase from the article of its first word ("board and lodging" from "board", not "lodging"), else a
 * hyphenated headword ("ice-cream" as "ice cream"), else the first found.
 * @param {string} indexText the dictd index
 * @param {Buffer} dict the uncompressed dictionary
 * @param {(word: string) => number | null} rankOf an English word's frequency rank
 * @returns {{ key: string, phrase: string, translation: string }[]} by key
 */
export function muellerPhrases(indexText, dict, rankOf) {
  const common = (key) =>
    key.split(" ").every((word) => PLACEHOLDER_WORDS.has(word) || (rankOf(word.replace(/'s$/, "")) ?? Infinity) <= PHRASE_MAX_RANK);
  const byKey = new Map();
  const keep = (found, preference) => {
    if (wordsOf(found.key) < 2 || !common(found.key) || (byKey.get(found.key)?.preference ?? -1) >= preference) return;
    byKey.set(found.key, { ...found, preference });
  };
  for (const { headword, offset, length } of parseDictdIndex(indexText)) {
    if (headword.startsWith("00-database")) continue;
    const article = dict.subarray(offset, offset + length).toString("utf8");
    const first = phraseKey(headword).split(" ")[0];
    // A headword of several words is that phrase; a hyphenated one may be another part of speech
    // ("take-off", a noun) than the phrase ("take off", a verb in the article "take").
    if (/[ -]/.test(headword.trim())) {
      const translation = glossFor(muellerGlosses(article), null);
      if (translation) keep({ key: phraseKey(headword), phrase: headword.trim(), translation }, headword.includes(" ") ? 3 : 1);
    }
    for (const found of articlePhrases(article)) keep(found, found.key.split(" ")[0] === first ? 2 : 0);
  }
  return [...byKey.values()].map(({ key, phrase, translation }) => ({ key, phrase, translation })).sort((a, b) => (a.key < b.key ? -1 : 1));
}

/** The installed dictionary's phrases, or none without it. */
export function readMuellerPhrases(rankOf) {
  if (!existsSync(MUELLER_FILES.index) || !existsSync(MUELLER_FILES.dict)) return [];
  return muellerPhrases(readFileSync(MUELLER_FILES.index, "utf8"), gunzipSync(readFileSync(MUELLER_FILES.dict)), rankOf);
}
