/**
 * The word field of the add-word form: free text, with suggestions from the offline lexicon as the
 * learner types (WAI-ARIA combobox with a list popup: arrows move, Enter picks, Escape closes).
 */
import { useQuery } from "@tanstack/react-query";
import { useEffect, useId, useState, type KeyboardEvent, type Ref } from "react";
import type { LexiconSearchItem } from "../../../worker/contract/lexicon";
import { glossLanguageOf, normalizeLexiconQuery } from "../../../worker/contract/vocabulary-constants";
import { classNames } from "../../components/ui/class-names";
import { searchLexicon } from "./api";
import { controlClasses } from "../../components/ui/form-fields";
import { DifficultyBadge } from "./WordBadges";
import { useDictionaryTranslation } from "./translations";

/** How long typing must pause before the lexicon is asked. */
const LEXICON_SEARCH_DELAY_MS = 150;

function useDebounced<T>(value: T, delayMs: number): T {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(value), delayMs);
    return () => clearTimeout(timer);
  }, [value, delayMs]);
  return settled;
}

type LexiconComboboxProps = {
  label: string;
  value: string;
  onChange: (text: string) => void;
  /** A suggestion was chosen: the form fills its fields from it. */
  onPick: (item: LexiconSearchItem) => void;
  error?: string;
  inputRef?: Ref<HTMLInputElement>;
  /** Shows the suggestions for `value` at once: the field takes over typing begun elsewhere. */
  openAtStart?: boolean;
};

export function LexiconCombobox({ label, value, onChange, onPick, error, inputRef, openAtStart = false }: LexiconComboboxProps) {
  const { t, i18n } = useDictionaryTranslation();
  // Russian interfaces get each suggestion's gloss; others ask for none.
  const lang = glossLanguageOf(i18n.resolvedLanguage ?? i18n.language) ?? undefined;
  const id = useId();
  const listId = `${id}-suggestions`;
  const optionId = (index: number) => `${id}-option-${index}`;
  const [open, setOpen] = useState(openAtStart);
  const [active, setActive] = useState(-1);
  const query = normalizeLexiconQuery(useDebounced(value, LEXICON_SEARCH_DELAY_MS));

  const { data, isFetching } = useQuery({
    queryKey: ["lexicon", "search", query, lang],
    queryFn: ({ signal }) => searchLexicon(query, lang, signal),
    enabled: open && query.length > 0,
    // The lexicon changes only with a new build.
    staleTime: Infinity,
  });
  const items = query.length > 0 && data?.query === query ? data.items : [];
  const expanded = open && items.length > 0;

  const pick = (item: LexiconSearchItem) => {
    onChange(item.lemma);
    onPick(item);
    setOpen(false);
    setActive(-1);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    switch (event.key) {
      case "ArrowDown":
        event.preventDefault();
        setOpen(true);
        if (items.length) setActive((current) => (current + 1) % items.length);
        break;
      case "ArrowUp":
        event.preventDefault();
        setOpen(true);
        if (items.length) setActive((current) => (current <= 0 ? items.length - 1 : current - 1));
        break;
      case "Enter": {
        const item = expanded && active >= 0 ? items[active] : undefined;
        if (item) {
          // Enter picks the suggestion instead of submitting the form.
          event.preventDefault();
          pick(item);
        }
        break;
      }
      case "Escape":
        if (expanded) {
          event.preventDefault();
          setOpen(false);
          setActive(-1);
        }
        break;
    }
  };

  const errorId = `${id}-error`;
  const statusText =
    !open || query.length === 0 ? "" : isFetching && !items.length ? t("form.searching") : t("form.suggestionCount", { n: items.length });

  return (
    <div className="relative flex flex-col gap-1.5">
      <label htmlFor={id} className="text-sm font-medium text-slate-800 dark:text-slate-200">
        {label}
      </label>
      <input
        ref={inputRef}
        id={id}
        type="text"
        role="combobox"
        autoComplete="off"
        spellCheck={false}
        aria-autocomplete="list"
        aria-expanded={expanded}
        aria-controls={listId}
        aria-activedescendant={expanded && active >= 0 ? optionId(active) : undefined}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? errorId : undefined}
        placeholder={t("form.wordPlaceholder")}
        value={value}
        onChange={(event) => {
          onChange(event.target.value);
          setOpen(true);
          setActive(-1);
        }}
        onKeyDown={onKeyDown}
        onBlur={() => setOpen(false)}
        className={controlClasses(!!error, "h-10")}
      />
      <ul
        id={listId}
        role="listbox"
        aria-label={t("form.suggestions")}
        hidden={!expanded}
        className="absolute top-full right-0 left-0 z-30 mt-1 max-h-80 overflow-y-auto rounded-lg border border-slate-200 bg-white p-1 shadow-lg dark:border-slate-700 dark:bg-slate-900"
      >
        {items.map((item, index) => (
          <li
            key={`${item.lemma}-${item.pos}`}
            id={optionId(index)}
            role="option"
            aria-selected={index === active}
            // Keeps the focus in the field, so the blur does not close the list before the click lands.
            onMouseDown={(event) => event.preventDefault()}
            onClick={() => pick(item)}
            onMouseMove={() => setActive(index)}
            className={classNames(
              "cursor-pointer rounded-md px-3 py-2 text-sm",
              index === active ? "bg-indigo-50 dark:bg-indigo-950" : "hover:bg-slate-50 dark:hover:bg-slate-800",
            )}
          >
            <div className="flex flex-wrap items-baseline gap-x-2">
              <span className="font-semibold text-slate-900 dark:text-white">{item.lemma}</span>
              {item.ipa && <span className="text-slate-600 dark:text-slate-300">/{item.ipa}/</span>}
              <span className="text-xs text-slate-600 italic dark:text-slate-400">{t(`pos.${item.pos}`)}</span>
              <DifficultyBadge difficulty={item.difficulty} />
              {item.matched && item.match === "form" && (
                <span className="text-xs text-slate-600 dark:text-slate-400">{t("form.formOf", { form: item.matched })}</span>
              )}
            </div>
            <p className="mt-0.5 line-clamp-2 text-slate-700 dark:text-slate-300">{item.definition}</p>
            {item.gloss && (
              <p lang="ru" className="mt-0.5 line-clamp-1 text-slate-600 dark:text-slate-400">
                {item.gloss}
              </p>
            )}
          </li>
        ))}
      </ul>
      <span role="status" className="sr-only">
        {statusText}
      </span>
      {error && (
        <p id={errorId} role="alert" className="text-sm text-red-700 dark:text-red-300">
          {error}
        </p>
      )}
    </div>
  );
}
