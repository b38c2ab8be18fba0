/** The dictionary's data: the word list in pages, the categories, and the actions on words with their messages. */
import {
  keepPreviousData,
  useInfiniteQuery,
  useMutation,
  useQuery,
  useQueryClient,
  type InfiniteData,
  type QueryClient,
} from "@tanstack/react-query";
import { useCallback, useRef } from "react";
import { toast } from "sonner";
import type { ListWordsResponse, UpdateWordRequest, Word } from "../../../worker/contract/words";
import {
  addWordToSrs,
  deleteWord,
  dictionaryKeys,
  fetchCategories,
  fetchWords,
  nextWordPage,
  retryOnceUnlessRefused,
  updateWord,
  WORDS_PAGE_SIZE,
  type WordListFilter,
  type WordPage,
} from "./api";
import { failureReason, isUnauthorized } from "./error-messages";
import { playPronunciation } from "./pronounce";
import { useDictionaryTranslation } from "./translations";

type WordPages = InfiniteData<ListWordsResponse, WordPage>;

/** The word list in pages; `loadUpTo(index)` fetches what the list needs to show the row at `index`. */
export function useWordList(userId: string, filter: WordListFilter) {
  // The furthest row the list wants; read when the next page is fetched, not when it is rendered.
  const reach = useRef(0);
  const query = useInfiniteQuery({
    queryKey: dictionaryKeys.wordList(userId, filter),
    queryFn: ({ pageParam, signal }) => fetchWords(filter, pageParam, signal),
    initialPageParam: { offset: 0, limit: WORDS_PAGE_SIZE },
    getNextPageParam: (last): WordPage | undefined => (last.nextOffset === null ? undefined : nextWordPage(last.nextOffset, reach.current)),
    // A new sort or filter keeps the old rows on screen until the new ones arrive.
    placeholderData: keepPreviousData,
  });
  const { hasNextPage, isFetchingNextPage, fetchNextPage } = query;
  const loadUpTo = useCallback(
    (index: number) => {
      reach.current = index + 1;
      if (hasNextPage && !isFetchingNextPage) void fetchNextPage();
    },
    [hasNextPage, isFetchingNextPage, fetchNextPage],
  );
  return { ...query, loadUpTo };
}

export function useCategories(userId: string) {
  return useQuery({ queryKey: dictionaryKeys.categories(userId), queryFn: fetchCategories });
}

/** Applies `change` to every cached copy of the word list: a word returned is replaced, null removes it. */
function changeCachedWords(queryClient: QueryClient, userId: string, id: string, change: (word: Word) => Word | null): void {
  queryClient.setQueriesData<WordPages>({ queryKey: dictionaryKeys.words(userId) }, (data) => {
    if (!data) return data;
    const old = data.pages.flatMap((page) => page.words).find((word) => word.id === id);
    if (!old) return data;
    const next = change(old);
    const srsDelta = (next?.srs ? 1 : 0) - (old.srs ? 1 : 0);
    const removed = next === null ? 1 : 0;
    return {
      ...data,
      pages: data.pages.map((page) => ({
        ...page,
        words: page.words.flatMap((word) => (word.id !== id ? [word] : next ? [next] : [])),
        total: page.total - removed,
        matching: page.matching - removed,
        inSrs: page.inSrs + srsDelta,
      })),
    };
  });
}

/** Everything the list counts may have changed: words, counts, category sizes. */
export function invalidateDictionary(queryClient: QueryClient, userId: string): Promise<void> {
  return queryClient.invalidateQueries({ queryKey: dictionaryKeys.all(userId) });
}

/** The actions of a word row, each with the spec §8 message of its outcome. */
export function useWordActions(userId: string) {
  const { t } = useDictionaryTranslation();
  const queryClient = useQueryClient();

  const srs = useMutation({
    mutationFn: (word: Word) => addWordToSrs(word.id),
    retry: retryOnceUnlessRefused,
    onSuccess: ({ card }, word) => {
      changeCachedWords(queryClient, userId, word.id, (old) => ({ ...old, srs: { due: card.due, state: card.state } }));
      toast.success(t("srs.added"));
    },
    onError: (error, word) => {
      if (isUnauthorized(error)) toast.error(t("srs.unauthorized"));
      else toast.error(t("srs.failed"), { description: failureReason(t, error, { word: word.word }) });
    },
  });

  const remove = useMutation({
    mutationFn: (word: Word) => deleteWord(word.id),
    retry: retryOnceUnlessRefused,
    onSuccess: (_, word) => {
      changeCachedWords(queryClient, userId, word.id, () => null);
      void queryClient.invalidateQueries({ queryKey: dictionaryKeys.categories(userId) });
      toast.success(t("word.deleted"));
    },
    onError: (error, word) => toast.error(t("word.deleteFailed"), { description: failureReason(t, error, { word: word.word }) }),
  });

  const copy = useCallback(
    async (word: Word) => {
      try {
        await navigator.clipboard.writeText(word.word);
        toast.success(t("word.copied", { word: word.word }));
      } catch {
        toast.error(t("word.copyFailed"));
      }
    },
    [t],
  );

  const pronounce = useCallback((word: Word) => playPronunciation(word.word, t("word.pronunciationFailed")), [t]);

  return { srs, remove, copy, pronounce };
}

/** Saves an inline edit; the list is reloaded afterwards because the word's place in the sort may change. */
export function useWordUpdate(userId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, changes }: { id: string; changes: UpdateWordRequest }) => updateWord(id, changes),
    retry: retryOnceUnlessRefused,
    onSuccess: (saved) => {
      changeCachedWords(queryClient, userId, saved.id, () => saved);
      void invalidateDictionary(queryClient, userId);
    },
  });
}
