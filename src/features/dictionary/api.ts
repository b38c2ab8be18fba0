/** The dictionary's calls to the Worker (DESIGN.md §5) and where their answers are cached. */
import type { LexiconSearchResponse } from "../../../worker/contract/lexicon";
import type { SrsCard } from "../../../worker/contract/srs";
import type {
  Category,
  CreateWordRequest,
  ImportResponse,
  ListWordsResponse,
  SortOrder,
  UpdateWordRequest,
  Word,
  WordSortKey,
} from "../../../worker/contract/words";
import { apiFetch, ApiRequestError } from "../../lib/api";
import { accountQueryKey } from "../../lib/auth/account-queries";
import { currentAccessToken } from "../../lib/auth/access-token";
import { MUTATION_RETRIES } from "../../lib/constants";
import { WORDS_PAGE_MAX } from "../../../worker/contract/vocabulary-constants";

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

export function fetchWords(filter: WordListFilter, { offset, limit }: WordPage, signal?: AbortSignal): Promise<ListWordsResponse> {
  const query = new URLSearchParams({ sort: filter.sort, order: filter.order, limit: String(limit), offset: String(offset) });
  if (filter.categoryId) query.set("categoryId", filter.categoryId);
  if (filter.q) query.set("q", filter.q);
  return apiFetch<ListWordsResponse>(`/api/words?${query}`, { signal });
}

export const createWord = (body: CreateWordRequest) => apiFetch<Word>("/api/words", { method: "POST", body: JSON.stringify(body) });

export const updateWord = (id: string, body: UpdateWordRequest) =>
  apiFetch<Word>(`/api/words/${encodeURIComponent(id)}`, { method: "PATCH", body: JSON.stringify(body) });

export const deleteWord = (id: string) => apiFetch<void>(`/api/words/${encodeURIComponent(id)}`, { method: "DELETE" });

export const addWordToSrs = (id: string) =>
  apiFetch<{ card: SrsCard; created: boolean }>(`/api/words/${encodeURIComponent(id)}/srs`, { method: "POST" });

export const fetchCategories = () => apiFetch<{ categories: Category[] }>("/api/categories").then((body) => body.categories);

export const createCategory = (name: string) => apiFetch<Category>("/api/categories", { method: "POST", body: JSON.stringify({ name }) });

export const renameCategory = (id: string, name: string) =>
  apiFetch<Category>(`/api/categories/${encodeURIComponent(id)}`, { method: "PATCH", body: JSON.stringify({ name }) });

export const deleteCategory = (id: string) =>
  apiFetch<{ deleted: string; movedTo: string; movedWords: number; mergedDuplicates: number }>(`/api/categories/${encodeURIComponent(id)}`, {
    method: "DELETE",
  });

/**
 * Mutations retry once (spec §9), but only what a retry can fix: a refused request (4xx) would be
 * refused again and only delay its message.
 */
export const retryOnceUnlessRefused = (failureCount: number, error: unknown) =>
  failureCount < MUTATION_RETRIES && !(error instanceof ApiRequestError && error.status < 500);

export const searchLexicon = (q: string, signal?: AbortSignal) =>
  apiFetch<LexiconSearchResponse>(`/api/lexicon/search?${new URLSearchParams({ q, limit: "8" })}`, { signal });

/** Sends a CSV/TSV file's text; rows without a category go to `categoryId` (General when absent). */
export function importWords(content: string, categoryId: string | undefined): Promise<ImportResponse> {
  return apiFetch<ImportResponse>("/api/words/import", { method: "POST", body: JSON.stringify({ content, ...(categoryId ? { categoryId } : {}) }) });
}

export type ExportFormat = "csv" | "anki";

/** Downloads the dictionary (or one category) as the Worker writes it, keeping its file name. */
export async function downloadExport(format: ExportFormat, categoryId: string | undefined): Promise<void> {
  const query = new URLSearchParams({ format });
  if (categoryId) query.set("categoryId", categoryId);
  const token = await currentAccessToken();
  const response = await fetch(`/api/words/export?${query}`, { headers: token ? { Authorization: `Bearer ${token}` } : {} });
  if (!response.ok) throw new ApiRequestError(response.status, "export_failed", `${response.status} ${response.statusText}`.trim());
  const fileName = /filename="([^"]+)"/.exec(response.headers.get("Content-Disposition") ?? "")?.[1] ?? `lexora-words.${format === "csv" ? "csv" : "txt"}`;
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
