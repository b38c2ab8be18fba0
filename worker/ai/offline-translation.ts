/**
 * The translator without a model: words and set phrases from the lexicon, English ↔ Russian
 * only. English → Russian takes the lexicon's Russian gloss (an inflected form by its lemma) or a
 * phrase of Müller's (lexicon_phrases); Russian → English the reverse index of the glosses
 * (lexicon_russian). What it cannot translate (a sentence, a free phrase, another language) it says
 * so, in the reader's language, and never answers with the text itself.
 */
import { sql } from "drizzle-orm";
import { phraseKey, russianKey, russianWords } from "../../scripts/lexicon/keys.mjs";
import {
  AUTO_DETECT,
  WORD_BY_WORD_MAX_WORDS,
  basicKey,
  basicTranslation,
  type DictionaryMatch,
  type OfflineTranslateRequest,
  type TranslateResponse,
  type WordGloss,
} from "../contract/ai";
import type { Db } from "../db/client";
import { translator, type Lang } from "../i18n";
import { glossesByKey } from "../lexicon/glosses";
import { matchLexicon } from "../lexicon/entries";

/** Letters of Kazakh's Cyrillic alphabet that Russian lacks. */
const KAZAKH_LETTERS = /[әғқңөұүһі]/iu;
const CYRILLIC = /[а-яё]/iu;
const LATIN = /[a-z]/iu;
const ENGLISH_WORD = /[a-z]+(?:['’-][a-z]+)*/giu;
/** A Russian word's answers: English words kept, and the cost of a row of another spelling of its stem. */
const RUSSIAN_ANSWERS = 4;
const OTHER_SPELLING_COST = 6;
/** Texts of more words, or ending like a sentence, are sentences; shorter ones free phrases. */
const PHRASE_MAX_WORDS = 3;

type Note = "sentence" | "phraseNotFound" | "notFound" | "noKazakh" | "otherLanguages" | "sameLanguage" | "unknownLanguage";

const englishWords = (text: string) => (text.toLowerCase().match(ENGLISH_WORD) ?? []).map((word) => word.replace(/’/g, "'"));

/** A gloss's first translation: "собака, пёс; кобель" → "собака". */
const firstTranslation = (gloss: string) => gloss.split(/[;,]/)[0]!.trim();

/** The text's language by its script: Kazakh letters, Cyrillic, Latin; null when it has no letters of either. */
function scriptLanguage(text: string): "kk" | "ru" | "en" | null {
  if (KAZAKH_LETTERS.test(text)) return "kk";
  if (CYRILLIC.test(text)) return "ru";
  return LATIN.test(text) ? "en" : null;
}

type RussianAnswer = { headword: string; lemmas: string[] };

/**
 * Russian words → their English words, best first. Every spelling of a word's stem counts, the
 * spelling asked for before the others ("друг" → friend, though "другой" shares the stem). The
 * dictionary form shown is the spelling most glosses use among those giving the best answer
 * ("книги" → "книга").
 */
async function russianAnswers(db: Db, words: readonly string[]): Promise<Map<string, RussianAnswer>> {
  const keys = [...new Set(words.map(russianKey))];
  if (keys.length === 0) return new Map();
  const rows = await db.all<{ key: string; word: string; uses: number; lemmas: string }>(
    sql`SELECT r.key, r.word, r.uses, r.lemmas FROM json_each(${JSON.stringify(keys)}) j JOIN lexicon_russian r ON r.key = j.value`,
  );
  const parsed = rows.map((row) => ({ ...row, lemmas: JSON.parse(row.lemmas) as [string, number][] }));
  const answers = new Map<string, RussianAnswer>();
  for (const word of new Set(words)) {
    const spellings = parsed.filter((row) => row.key === russianKey(word));
    const costs = new Map<string, number>();
    for (const row of spellings) {
      const extra = row.word === word ? 0 : OTHER_SPELLING_COST;
      for (const [lemma, cost] of row.lemmas) costs.set(lemma, Math.min(costs.get(lemma) ?? Infinity, cost + extra));
    }
    const lemmas = [...costs].sort((a, b) => a[1] - b[1]).map(([lemma]) => lemma);
    if (lemmas.length === 0) continue;
    const headword = spellings.filter((row) => row.lemmas.some(([lemma]) => lemma === lemmas[0])).sort((a, b) => b.uses - a.uses)[0]!.word;
    // The index keys English in lower case; "I" is the one word always written capital.
    answers.set(word, { headword, lemmas: lemmas.slice(0, RUSSIAN_ANSWERS).map((lemma) => (lemma === "i" ? "I" : lemma)) });
  }
  return answers;
}

/** English words → their lexicon entry (an inflected form by its lemma) and its Russian gloss, if any. */
async function englishAnswers(db: Db, words: readonly string[]): Promise<Map<string, { headword: string; gloss: string | null }>> {
  const matches = await matchLexicon(db, words);
  const glosses = await glossesByKey(
    db,
    "ru",
    [...matches.values()].map((m) => m.lemma_key),
  );
  return new Map([...matches].map(([word, m]) => [word, { headword: m.lemma, gloss: glosses.get(m.lemma_key) ?? null }]));
}

/** An English phrase of the dictionary: as written, else with its words' lemmas ("looked up" → "look up"). */
async function englishPhrase(db: Db, text: string, words: readonly string[]): Promise<DictionaryMatch | null> {
  const lemmas = await matchLexicon(db, words);
  const lemmatised = words.map((word) => lemmas.get(word)?.lemma_key ?? word);
  const candidates = [
    ...new Set([phraseKey(text), phraseKey(lemmatised.join(" ")), phraseKey([lemmatised[0], ...words.slice(1)].join(" "))]),
  ];
  const rows = await db.all<{ key: string; phrase: string; russian: string }>(
    sql`SELECT p.key, p.phrase, p.russian FROM json_each(${JSON.stringify(candidates)}) j JOIN lexicon_phrases p ON p.key = j.value`,
  );
  const found = candidates.map((key) => rows.find((row) => row.key === key)).find(Boolean);
  if (found) return { kind: "phrase", headword: found.phrase, translations: [found.russian] };
  // WordNet's collocations are lexicon entries ("ice cream"); some have a gloss of their own.
  const entry = [...(await englishAnswers(db, candidates)).values()].find((answer) => answer.gloss);
  return entry?.gloss ? { kind: "phrase", headword: entry.headword, translations: [entry.gloss] } : null;
}

export async function offlineTranslation(db: Db, request: OfflineTranslateRequest, lang: Lang): Promise<TranslateResponse> {
  const t = translator(lang);
  const text = request.text.trim();
  const target = request.targetLanguage;
  const script = scriptLanguage(text);
  // Offline, the script decides: Russian typed under "EN → RU" is still Russian.
  const source = script === "en" || script === "ru" ? script : request.sourceLanguage === AUTO_DETECT ? null : request.sourceLanguage;
  const answer = {
    sourceLanguage: source ?? request.sourceLanguage,
    targetLanguage: target,
    basic: true,
  };
  const translated = (match: DictionaryMatch, shown: string): TranslateResponse => ({
    ...answer,
    translatedText: shown,
    translation: shown,
    outcome: "translated",
    match,
    wordByWord: null,
    note: lang === "kk" && target === "ru" ? t("translator:russianForKazakh") : null,
  });
  const untranslated = (note: Note, wordByWord: WordGloss[] | null = null): TranslateResponse => ({
    ...answer,
    translatedText: "",
    translation: "",
    outcome: "untranslated",
    match: null,
    wordByWord,
    note: t(`translator:${note}`, { text }),
  });

  const basic = basicTranslation(text, target);
  if (basic)
    return translated({ kind: /\s/.test(basicKey(text)) ? "phrase" : "word", headword: basicKey(text), translations: [basic] }, basic);
  if (script === "kk") return untranslated("noKazakh");
  if (source === null) return untranslated("unknownLanguage");
  if (source === target) return untranslated("sameLanguage");
  const sentence = (count: number) => count > PHRASE_MAX_WORDS || /[.!?…]\s*$/.test(text);

  if (source === "en" && target === "ru") {
    const words = englishWords(text);
    if (words.length === 0) return untranslated("unknownLanguage");
    if (words.length > 1 || /-/.test(words[0]!)) {
      const phrase = await englishPhrase(db, text, words);
      if (phrase) return translated(phrase, phrase.translations[0]!);
    }
    if (words.length === 1) {
      const found = (await englishAnswers(db, words)).get(words[0]!);
      return found?.gloss
        ? translated({ kind: "word", headword: found.headword, translations: [found.gloss] }, found.gloss)
        : untranslated("notFound");
    }
    const glossed = words.slice(0, WORD_BY_WORD_MAX_WORDS);
    const answers = await englishAnswers(db, glossed);
    const wordByWord = glossed.map((word) => {
      const found = answers.get(word);
      return { word, headword: found?.headword ?? null, translation: found?.gloss ? firstTranslation(found.gloss) : null };
    });
    return untranslated(sentence(words.length) ? "sentence" : "phraseNotFound", wordByWord);
  }

  if (source === "ru" && target === "en") {
    const words = russianWords(text);
    const glossed = words.slice(0, WORD_BY_WORD_MAX_WORDS);
    const answers = await russianAnswers(db, glossed);
    if (words.length === 1) {
      const found = answers.get(words[0]!);
      return found
        ? translated({ kind: "word", headword: found.headword, translations: found.lemmas }, found.lemmas[0]!)
        : untranslated("notFound");
    }
    const wordByWord = glossed.map((word) => {
      const found = answers.get(word);
      return { word, headword: found?.headword ?? null, translation: found?.lemmas[0] ?? null };
    });
    return untranslated(sentence(words.length) ? "sentence" : "phraseNotFound", wordByWord);
  }
  return untranslated("otherLanguages");
}
