/**
 * A word's translation into the interface language under its English definition: the Russian gloss
 * in a Russian interface; in a Kazakh one, a line saying there is no Kazakh dictionary yet, so the
 * missing translation is not a silent gap; nothing in English.
 */
import { useTranslation } from "react-i18next";
import { classNames } from "./ui/class-names";

type WordGlossProps = {
  gloss: string | null | undefined;
  className?: string;
  testId?: string;
  /** In a list, where the missing Kazakh dictionary is said once above it (KazakhGlossNotice), not on every row. */
  quietInKazakh?: boolean;
};

export function WordGloss({ gloss, className, testId = "word-gloss", quietInKazakh = false }: WordGlossProps) {
  const { t, i18n } = useTranslation();
  const language = i18n.resolvedLanguage ?? i18n.language;
  if (language === "kk") {
    if (quietInKazakh) return null;
    return <span className={classNames("block text-sm text-slate-500 dark:text-slate-400", className)}>{t("gloss.noKazakh")}</span>;
  }
  if (!gloss) return null;
  return (
    <span lang="ru" data-testid={testId} className={classNames("block text-slate-700 dark:text-slate-200", className)}>
      <span className="sr-only">{t("gloss.label")}: </span>
      {gloss}
    </span>
  );
}

/** Said once above a list of words in a Kazakh interface: there is no Kazakh dictionary to translate them. */
export function KazakhGlossNotice({ className }: { className?: string }) {
  const { t, i18n } = useTranslation();
  if ((i18n.resolvedLanguage ?? i18n.language) !== "kk") return null;
  return <p className={classNames("text-sm text-slate-600 dark:text-slate-400", className)}>{t("gloss.noKazakh")}</p>;
}
