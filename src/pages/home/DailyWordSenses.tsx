/**
 * The other meanings of a word of the day, to choose the one to save: loaded only when the learner opens
 * them, so the home page stays light.
 */
import { useQuery } from "@tanstack/react-query";
import { Loading } from "../../components/ui/Spinner";
import { useGlossLanguage } from "../../lib/glosses";
import { fetchLexiconEntry, lexiconEntryKey } from "../../features/dictionary/api";
import { SenseChoice } from "../../features/dictionary/SenseChoice";
import { useProgressTranslation } from "../../features/progress/translations";

type DailyWordSensesProps = { lemma: string; sense: number; onChoose: (position: number) => void };

export default function DailyWordSenses({ lemma, sense, onChoose }: DailyWordSensesProps) {
  const { t } = useProgressTranslation();
  const glossLang = useGlossLanguage();
  const entry = useQuery({
    queryKey: lexiconEntryKey(lemma, glossLang),
    queryFn: () => fetchLexiconEntry(lemma, glossLang),
    staleTime: Infinity,
  });
  if (entry.isError) return <p className="text-sm text-slate-600 dark:text-slate-400">{t("home.meaningsFailed")}</p>;
  if (!entry.data) return <Loading label={t("loading")} />;
  return (
    <SenseChoice senses={entry.data.entry.senses} value={sense} onChange={onChoose} label={t("home.chooseMeaning", { word: lemma })} />
  );
}
