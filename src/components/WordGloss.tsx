/**
 * A word's translation into the interface language under its English definition: the Russian gloss
 * in a Russian interface; in a Kazakh one, a line saying there is no Kazakh dictionary yet, so the
 * missing translation is not a silent gap; nothing in English. A list of words says it once, above the
 * list (`KazakhGlossNote`), and its rows pass `inList`.
 */
import { useTranslation } from "react-i18next";
import { classNames } from "./ui/class-names";

type WordGlossProps = { gloss: string | null | undefined; className?: string; testId?: string; inList?: boolean };

/** In a Kazakh interface, the one line that says words have no Kazakh translation yet; nothing otherwise. */
export function KazakhGlossNote({ className }: { className?: string }) {
  const { t, i18n } = useTranslation();
  if ((i18n.resolvedLanguage ?? i18n.language) !== "kk") return null;
  return <span className={classNames("block text-sm text-slate-500 dark:text-slate-400", className)}>{t("gloss.noKazakh")}</span>;
}

export function WordGloss({ gloss, className, testId = "word-gloss", inList = false }: WordGlossProps) {
  const { t, i18n } = useTranslation();
  const language = i18n.resolvedLanguage ?? i18n.language;
  if (language === "kk") return inList ? null : <KazakhGlossNote className={className} />;
  if (!gloss) return null;
  return (
    <span lang="ru" data-testid={testId} className={classNames("block text-slate-700 dark:text-slate-200", className)}>
      <span className="sr-only">{t("gloss.label")}: </span>
      {gloss}
    </span>
  );
}
