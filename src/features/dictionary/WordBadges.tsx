/** The small labels of a word: its difficulty, its category and its place in SRS. */
import type { Word } from "../../../worker/contract/words";
import type { Difficulty } from "../../../worker/contract/vocabulary-constants";
import { DEFAULT_CATEGORY_NAME } from "../../../worker/contract/vocabulary-constants";
import { classNames } from "../../components/ui/class-names";
import { useDictionaryTranslation, type DictionaryT } from "./translations";

const DIFFICULTY_CLASSES: Record<Difficulty, string> = {
  Easy: "bg-emerald-50 text-emerald-800 ring-emerald-600/30 dark:bg-emerald-950 dark:text-emerald-200 dark:ring-emerald-400/40",
  Medium: "bg-amber-50 text-amber-900 ring-amber-600/30 dark:bg-amber-950 dark:text-amber-100 dark:ring-amber-400/40",
  Hard: "bg-rose-50 text-rose-800 ring-rose-600/30 dark:bg-rose-950 dark:text-rose-200 dark:ring-rose-400/40",
};

const badge = "inline-flex items-center rounded-full px-2 py-0.5 text-xs font-medium ring-1 ring-inset";

export function DifficultyBadge({ difficulty }: { difficulty: Difficulty }) {
  const { t } = useDictionaryTranslation();
  return <span className={classNames(badge, DIFFICULTY_CLASSES[difficulty])}>{t(`difficulty.${difficulty}`)}</span>;
}

/** "General" is every learner's own default category, so it is shown in their language. */
export function categoryLabel(t: DictionaryT, name: string, isDefault = name === DEFAULT_CATEGORY_NAME): string {
  return isDefault ? t("categories.general") : name;
}

export function CategoryBadge({ name }: { name: string }) {
  const { t } = useDictionaryTranslation();
  return (
    <span
      className={classNames(
        badge,
        "max-w-40 truncate bg-slate-100 text-slate-700 ring-slate-500/20 dark:bg-slate-800 dark:text-slate-200 dark:ring-slate-400/30",
      )}
    >
      {categoryLabel(t, name)}
    </span>
  );
}

const dateFormats = new Map<string, Intl.DateTimeFormat>();

/** The date in the interface language; a formatter per language, since a long list formats many. */
function formatDate(iso: string, language: string): string {
  let format = dateFormats.get(language);
  if (!format) dateFormats.set(language, (format = new Intl.DateTimeFormat(language, { dateStyle: "medium" })));
  return format.format(new Date(iso));
}

/** 'in SRS until <date>' or 'no date' (spec §2). */
export function SrsStatus({ srs }: { srs: Word["srs"] }) {
  const { t, i18n } = useDictionaryTranslation();
  return srs ? (
    <span className="text-xs font-medium text-indigo-700 dark:text-indigo-300">
      {t("srs.until", { date: formatDate(srs.due, i18n.language) })}
    </span>
  ) : (
    <span className="text-xs text-slate-600 dark:text-slate-400">{t("srs.noDate")}</span>
  );
}
