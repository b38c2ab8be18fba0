/** The dictionary's calls to the Worker (docs/architecture.md §5) and where their answers are cached. */
import type { CreateWordRequest, ImportBody, SortOrder, UpdateWordRequest, WordSortKey } from "../../../worker/contract/words";
import { ApiRequestError, toApiRequestError } from "../../lib/api";
import { api, call } from "../../lib/api-client";
import { accountQueryKey } from "../../lib/auth/account-queries";
import { MUTATION_RETRIES } from "../../lib/constants";
import { WORDS_PAGE_MAX, type GlossLanguage } from "../../../worker/contract/vocabulary-constants";
import { LEXICON_CONTEXT_MAX_LENGTH } from "../../../worker/contract/lexicon";

/** Words fetched per request; the list asks for the next page as the reader scrolls near its end. */
export const WORDS_PAGE_SIZE = 200;

export type WordListFilter = { categoryId?: string; q?: string; sort: WordSortKey; order: SortOrder };

export const dictionaryKeys = {
  all: (userId: string) => [...accountQueryKey(userId), "dictionary"] as const,
  words: (userId: string) => [...dictionaryKeys.all(userId), "words"] as const,
  wordList: (userId: string, filter: WordListFilter) => [...dictionaryKeys.words(userId), filter] as const,
  categories: (userId: string) => [...dictionaryKeys.all(userId), "categories"] as const,
};

/** Which rows one request asks for. */
export type WordPage = { offset: number; limit: number };

/**
 * The page after `offset` when the list shows rows up to `reach`: a normal page while scrolling, or
 * everything up to where the reader jumped (the scrollbar dragged to the end) in one request.
 */
export const nextWordPage = (offset: number, reach: number): WordPage => ({
  offset,
  limit: Math.min(WORDS_PAGE_MAX, Math.max(WORDS_PAGE_SIZE, reach - offset + WORDS_PAGE_SIZE)),
});

export function fetchWords(filter: WordListFilter, { offset, limit }: WordPage, signal?: AbortSignal) {
  const { categoryId, q, sort, order } = filter;
  const query = { sort, order, limit: String(limit), offset: String(offset), ...(categoryId ? { categoryId } : {}), ...(q ? { q } : {}) };
  return call(api.words.$get({ query }, { init: { signal } }));
}

export const createWord = (json: CreateWordRequest) => call(api.words.$post({ json }));

export const updateWord = (id: string, json: UpdateWordRequest) =>
  call(api.words[":id"].$patch({ param: { id: encodeURIComponent(id) }, json }));

export const deleteWord = (id: string) => call(api.words[":id"].$delete({ param: { id: encodeURIComponent(id) } }));

export const addWordToSrs = (id: string) => call(api.words[":id"].srs.$post({ param: { id: encodeURIComponent(id) } }));

export const fetchCategories = () => call(api.categories.$get()).then((body) => body.categories);

export const createCategory = (name: string) => call(api.categories.$post({ json: { name } }));

export const renameCategory = (id: string, name: string) =>
  call(api.categories[":id"].$patch({ param: { id: encodeURIComponent(id) }, json: { name } }));

export const deleteCategory = (id: string) => call(api.categories[":id"].$delete({ param: { id: encodeURIComponent(id) } }));

/**
 * Mutations retry once (spec §9), but only what a retry can fix: a refused request (4xx) would be
 * refused again and only delay its message.
 */
export const retryOnceUnlessRefused = (failureCount: number, error: unknown) =>
  failureCount < MUTATION_RETRIES && !(error instanceof ApiRequestError && error.status < 500);

/** `lang`: a gloss language (the interface's), for each item's gloss; absent in other interfaces. */
export const searchLexicon = (q: string, lang: GlossLanguage | undefined, signal?: AbortSignal) =>
  call(api.lexicon.search.$get({ query: { q, limit: "8", ...(lang ? { lang } : {}) } }, { init: { signal } }));

/** The longest sentence a look-up sends (the Worker refuses longer ones); a longer one is cut at a word. */
export const lexiconContext = (sentence: string) => {
  const text = sentence.replace(/\s+/g, " ").trim();
  return text.length <= LEXICON_CONTEXT_MAX_LENGTH ? text : text.slice(0, text.lastIndexOf(" ", LEXICON_CONTEXT_MAX_LENGTH));
};

/** A word's lexicon entry: glosses in `lang`, and with `context` its sense in that sentence first. */
export const fetchLexiconEntry = (word: string, lang: GlossLanguage | null, context?: string) =>
  call(
    api.lexicon.entries[":lemma"].$get({
      param: { lemma: encodeURIComponent(word) },
      query: { ...(lang ? { lang } : {}), ...(context ? { context: lexiconContext(context) } : {}) },
    }),
  );

export const lexiconEntryKey = (word: string, lang: GlossLanguage | null, context?: string) =>
  ["lexicon", "entry", word, lang, context ?? null] as const;

/**
 * Whether the lexicon knows a word (its lemma or an inflected form), asked before adding a typed word.
 * A failed look-up counts as known: the warning must never stop a learner from adding a word.
 */
export async function lexiconKnows(word: string): Promise<boolean> {
  try {
    await call(api.lexicon.entries[":lemma"].$get({ param: { lemma: encodeURIComponent(word) }, query: {} }));
    return true;
  } catch (error) {
    // 404: not in the lexicon; 400: too long to be in it.
    return !(error instanceof ApiRequestError && (error.status === 404 || error.status === 400));
  }
}

/**
 * Sends a CSV/TSV file's text; rows without a category go to `categoryId` (General when absent). The
 * route reads its body itself (JSON or the raw file), so the JSON is checked here against its schema.
 */
export function importWords(content: string, categoryId: string | undefined) {
  const body: ImportBody = { content, ...(categoryId ? { categoryId } : {}) };
  return call(
    api.words.import.$post({ query: {} }, { init: { body: JSON.stringify(body) }, headers: { "Content-Type": "application/json" } }),
  );
}

export type ExportFormat = "csv" | "anki";

/** Downloads the dictionary (or one category) as the Worker writes it, keeping its file name. */
export async function downloadExport(format: ExportFormat, categoryId: string | undefined): Promise<void> {
  // A file, not JSON: the answer is read as a blob, so this call skips `call()`.
  const response = await api.words.export.$get({ query: { format, ...(categoryId ? { categoryId } : {}) } });
  if (!response.ok) throw await toApiRequestError(response);
  const fileName =
    /filename="([^"]+)"/.exec(response.headers.get("Content-Disposition") ?? "")?.[1] ?? `lexora-words.${format === "csv" ? "csv" : "txt"}`;
  const url = URL.createObjectURL(await response.blob());
  const link = document.createElement("a");
  link.href = url;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  // The browser has taken the file by the next task; the object URL is no longer needed.
  setTimeout(() => URL.revokeObjectURL(url), 0);
}
