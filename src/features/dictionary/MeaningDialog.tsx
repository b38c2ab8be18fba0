/**
 * Another meaning for a saved word: its lemma's senses to choose from; the word then keeps that sense's
 * definition, part of speech and translation (PATCH /api/words/:id with `sense`).
 */
import { useQuery } from "@tanstack/react-query";
import { useState } from "react";
import { toast } from "sonner";
import type { Word } from "../../../worker/contract/words";
import { Button } from "../../components/ui/Button";
import { Dialog } from "../../components/ui/Dialog";
import { Loading } from "../../components/ui/Spinner";
import { useGlossLanguage } from "../../lib/glosses";
import { fetchLexiconEntry, lexiconEntryKey } from "./api";
import { failureReason } from "./error-messages";
import { SenseChoice } from "./SenseChoice";
import { useDictionaryTranslation } from "./translations";
import { useWordUpdate } from "./use-dictionary";

type MeaningDialogProps = { userId: string; word: Word | null; onClose: () => void };

export function MeaningDialog({ userId, word, onClose }: MeaningDialogProps) {
  const { t } = useDictionaryTranslation();
  return (
    <Dialog open={word !== null} onClose={onClose} title={t("senses.changeTitle", { word: word?.word ?? "" })} className="max-w-lg">
      {word?.lexiconLemma && <MeaningChoice userId={userId} word={word} lemma={word.lexiconLemma} onClose={onClose} />}
    </Dialog>
  );
}

function MeaningChoice({ userId, word, lemma, onClose }: { userId: string; word: Word; lemma: string; onClose: () => void }) {
  const { t } = useDictionaryTranslation();
  const glossLang = useGlossLanguage();
  const entry = useQuery({
    queryKey: lexiconEntryKey(lemma, glossLang),
    queryFn: () => fetchLexiconEntry(lemma, glossLang),
    staleTime: Infinity,
  });
  const update = useWordUpdate(userId);
  const current = word.lexiconSense ?? entry.data?.entry.senses.find((s) => s.definition === word.definition)?.position ?? 0;
  const [chosen, setChosen] = useState<number | null>(null);
  if (entry.isError) return <p className="text-sm text-slate-700 dark:text-slate-300">{t("entry.loadFailed")}</p>;
  if (!entry.data) return <Loading label={t("senses.loading")} />;
  const save = () =>
    update.mutate(
      { id: word.id, changes: { sense: chosen ?? current, ...(glossLang ? { glossLang } : {}) } },
      {
        onSuccess: () => {
          toast.success(t("senses.changed", { word: word.word }));
          onClose();
        },
        onError: (error) => toast.error(t("senses.changeFailed"), { description: failureReason(t, error, { word: word.word }) }),
      },
    );
  return (
    <div className="space-y-3">
      <div className="max-h-[60vh] overflow-y-auto pr-1">
        <SenseChoice
          senses={entry.data.entry.senses}
          value={chosen ?? current}
          onChange={setChosen}
          label={t("senses.choose")}
          withSynonyms
        />
      </div>
      <div className="flex flex-wrap gap-3">
        <Button onClick={save} disabled={update.isPending || chosen === null || chosen === current}>
          {t("senses.save")}
        </Button>
        <Button variant="secondary" onClick={onClose}>
          {t("categories.cancel")}
        </Button>
      </div>
    </div>
  );
}
