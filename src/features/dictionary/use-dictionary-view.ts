/** What the dictionary shows (tab, category, sort, search), kept in the address so it survives a reload and can be shared. */
import { useCallback } from "react";
import { useSearchParams } from "react-router";
import { SORT_ORDERS, WORD_SORT_KEYS, type SortOrder, type WordSortKey } from "../../../worker/contract/words";

export const DICTIONARY_TABS = ["words", "review", "edit"] as const;
export type DictionaryTab = (typeof DICTIONARY_TABS)[number];

export type DictionaryView = {
  tab: DictionaryTab;
  /** Undefined: all categories. */
  categoryId: string | undefined;
  sort: WordSortKey;
  order: SortOrder;
  q: string;
};

const DEFAULT_VIEW: DictionaryView = { tab: "words", categoryId: undefined, sort: "date", order: "desc", q: "" };

function oneOf<T extends string>(value: string | null, allowed: readonly T[], fallback: T): T {
  return allowed.find((item) => item === value) ?? fallback;
}

export function useDictionaryView(): [DictionaryView, (changes: Partial<DictionaryView>) => void] {
  const [params, setParams] = useSearchParams();
  const view: DictionaryView = {
    tab: oneOf(params.get("tab"), DICTIONARY_TABS, DEFAULT_VIEW.tab),
    categoryId: params.get("category") || undefined,
    sort: oneOf(params.get("sort"), WORD_SORT_KEYS, DEFAULT_VIEW.sort),
    order: oneOf(params.get("order"), SORT_ORDERS, DEFAULT_VIEW.order),
    q: params.get("q") ?? "",
  };

  const change = useCallback(
    (changes: Partial<DictionaryView>) =>
      setParams(
        (current) => {
          const next = new URLSearchParams(current);
          const names: Record<keyof DictionaryView, string> = { tab: "tab", categoryId: "category", sort: "sort", order: "order", q: "q" };
          for (const [key, value] of Object.entries(changes) as [keyof DictionaryView, string | undefined][]) {
            // Defaults stay out of the address, so a plain /dictionary is the usual view.
            if (value === undefined || value === "" || value === DEFAULT_VIEW[key]) next.delete(names[key]);
            else next.set(names[key], value);
          }
          return next;
        },
        { replace: true },
      ),
    [setParams],
  );
  return [view, change];
}
