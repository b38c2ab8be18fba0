/**
 * Glosses of saved words in the interface language (Russian, from the Müller dictionary): asked for
 * only when the interface language has glosses, so English and Kazakh interfaces download none.
 */
import { useQuery } from "@tanstack/react-query";
import { useTranslation } from "react-i18next";
import { GLOSS_WORDS_MAX, glossLanguageOf, normalizeLexiconQuery, type GlossLanguage } from "../../worker/contract/vocabulary-constants";
import { api, call } from "./api-client";

/** The gloss language of the current interface, or null (English needs none, Kazakh has no dictionary). */
export function useGlossLanguage(): GlossLanguage | null {
  const { i18n } = useTranslation();
  return glossLanguageOf(i18n.resolvedLanguage ?? i18n.language);
}

async function fetchGlosses(lang: GlossLanguage, words: readonly string[]): Promise<Record<string, string>> {
  const requests = [];
  for (let i = 0; i < words.length; i += GLOSS_WORDS_MAX) {
    const chunk = words.slice(i, i + GLOSS_WORDS_MAX).join(",");
    requests.push(call(api.lexicon.glosses.$get({ query: { lang, words: chunk } })).then((body) => body.glosses));
  }
  return Object.assign({}, ...(await Promise.all(requests))) as Record<string, string>;
}

/**
 * `glossOf(word)` for the words shown on a screen, in the interface's gloss language; null while
 * loading, for words without a gloss, and always in interfaces without glosses.
 */
export function useGlosses(words: readonly string[]): (word: string) => string | null {
  const lang = useGlossLanguage();
  // Commas separate words in the request; a saved word with one has no lexicon entry anyway.
  const keys = [...new Set(words.map(normalizeLexiconQuery).filter((w) => w && !w.includes(",")))].sort();
  const { data } = useQuery({
    queryKey: ["lexicon", "glosses", lang, keys],
    queryFn: () => fetchGlosses(lang!, keys),
    enabled: lang !== null && keys.length > 0,
    // The lexicon changes only with a new build.
    staleTime: Infinity,
  });
  return (word) => data?.[normalizeLexiconQuery(word)] ?? null;
}

/** A saved word and the translation kept with it, if any. */
export type GlossedWord = { word: string; gloss: string | null; glossLang: string | null };

/**
 * `glossOf(word)` for saved words: the translation kept with the word (the sense the learner chose) when
 * it is in the interface's gloss language, else the lexicon's gloss of its lemma.
 */
export function useSavedWordGlosses(words: readonly GlossedWord[]): (word: GlossedWord) => string | null {
  const lang = useGlossLanguage();
  const kept = (word: GlossedWord) => (lang !== null && word.glossLang === lang ? word.gloss : null);
  const lexiconGlossOf = useGlosses(words.filter((w) => kept(w) === null).map((w) => w.word));
  return (word) => kept(word) ?? lexiconGlossOf(word.word);
}
