/** How practice screens show intervals and times in the interface language. */
import { formatInterval } from "../../../../worker/contract/srs";
import { DEFAULT_CATEGORY_NAME } from "../../../../worker/contract/vocabulary-constants";
import { usePracticeTranslation } from "../translations";

/** "10 min", "3 d", "2.5 mo": the interval on a rating button, Anki-style. */
export function useIntervalLabel(): (seconds: number) => string {
  const { t, i18n } = usePracticeTranslation();
  return (seconds) => {
    const { value, unit } = formatInterval(seconds);
    return t(`interval.${unit}`, { value: new Intl.NumberFormat(i18n.language).format(value) });
  };
}

/** A moment as "12 Mar 2026, 14:05". */
export function useDateTimeLabel(): (iso: string) => string {
  const { i18n } = usePracticeTranslation();
  return (iso) => new Intl.DateTimeFormat(i18n.language, { dateStyle: "medium", timeStyle: "short" }).format(new Date(iso));
}

/** A category's name; "General", every learner's own default category, in the interface language. */
export function useCategoryName(): (name: string) => string {
  const { t } = usePracticeTranslation();
  return (name) => (name === DEFAULT_CATEGORY_NAME ? t("generalCategory") : name);
}
