/** What the list shows: search, category filter, sort and its direction; and the counts (spec §2). */
import { useEffect, useId, useState } from "react";
import { WORD_LENGTH_LIMIT } from "../../../worker/contract/vocabulary-constants";
import { WORD_SORT_KEYS, type Category } from "../../../worker/contract/words";
import { Button } from "../../components/ui/Button";
import { classNames } from "../../components/ui/class-names";
import { Select } from "../../components/ui/Select";
import { controlClasses } from "../../components/ui/form-fields";
import { SortIcon } from "../../components/button-icons";
import { useDictionaryTranslation } from "./translations";
import type { DictionaryView } from "./use-dictionary-view";
import { categoryLabel } from "./WordBadges";

/** Typing in the search box settles for this long before the list is asked again. */
const SEARCH_DELAY_MS = 250;
const ALL = "all";

type ListControlsProps = {
  view: DictionaryView;
  onChange: (changes: Partial<DictionaryView>) => void;
  categories: readonly Category[];
  compact: boolean;
};

export function ListControls({ view, onChange, categories, compact }: ListControlsProps) {
  const { t } = useDictionaryTranslation();
  const searchId = useId();
  const [search, setSearch] = useState(view.q);
  useEffect(() => {
    if (search === view.q) return;
    const timer = setTimeout(() => onChange({ q: search.trim() }), SEARCH_DELAY_MS);
    return () => clearTimeout(timer);
  }, [search, view.q, onChange]);

  const categoryOptions = [
    { value: ALL, label: t("list.allCategories") },
    ...categories.map((c) => ({
      value: c.id,
      label: t("list.categoryOption", { name: categoryLabel(t, c.name, c.isDefault), n: c.wordCount }),
    })),
  ];
  const filterValue = categories.some((c) => c.id === view.categoryId) ? view.categoryId! : ALL;

  return (
    <div className={classNames("flex flex-wrap items-center gap-3", compact && "gap-2")}>
      <div className={classNames(compact ? "w-full" : "min-w-56 flex-1")}>
        <label htmlFor={searchId} className="sr-only">
          {t("list.search")}
        </label>
        <input
          id={searchId}
          type="search"
          value={search}
          maxLength={WORD_LENGTH_LIMIT}
          placeholder={t("list.searchPlaceholder")}
          onChange={(event) => setSearch(event.target.value)}
          className={controlClasses(false, "h-9")}
        />
      </div>
      <Select
        label={t("list.category")}
        hideLabel={compact}
        value={filterValue}
        options={categoryOptions}
        onChange={(value) => onChange({ categoryId: value === ALL ? undefined : value })}
        className={compact ? "min-w-0 flex-1 [&>select]:w-full" : undefined}
      />
      <Select
        label={t("list.sortBy")}
        hideLabel={compact}
        value={view.sort}
        options={WORD_SORT_KEYS.map((key) => ({ value: key, label: t(`list.sort.${key}`) }))}
        onChange={(sort) => onChange({ sort })}
        className={compact ? "min-w-0 flex-1 [&>select]:w-full" : undefined}
      />
      <Button
        size="sm"
        variant="secondary"
        className="h-9"
        onClick={() => onChange({ order: view.order === "asc" ? "desc" : "asc" })}
        aria-label={t("list.orderLabel", { order: t(`list.order.${view.order}`) })}
      >
        <SortIcon />
        <span className={compact ? "sr-only" : undefined}>{t(`list.order.${view.order}`)}</span>
      </Button>
    </div>
  );
}

type ListCountsProps = { total: number; shown: number; inSrs: number };

export function ListCounts({ total, shown, inSrs }: ListCountsProps) {
  const { t, i18n } = useDictionaryTranslation();
  const item = (label: string, value: number, testId: string) => (
    <div className="rounded-lg bg-white px-3 py-2 ring-1 ring-slate-200 dark:bg-slate-900 dark:ring-slate-700">
      <dt className="text-xs text-slate-600 dark:text-slate-400">{label}</dt>
      <dd data-testid={testId} className="text-lg font-semibold text-slate-900 tabular-nums dark:text-white">
        {value.toLocaleString(i18n.language)}
      </dd>
    </div>
  );
  return (
    <dl className="grid grid-cols-3 gap-2 sm:max-w-md">
      {item(t("counts.total"), total, "count-total")}
      {item(t("counts.shown"), shown, "count-shown")}
      {item(t("counts.inSrs"), inSrs, "count-srs")}
    </dl>
  );
}
