/** The words list tab: the learner's words, filtered and sorted, each with its actions. */
import { useMemo, useState } from "react";
import type { Word } from "../../../worker/contract/words";
import { Button } from "../../components/ui/Button";
import { Dialog } from "../../components/ui/Dialog";
import { KazakhGlossNote } from "../../components/WordGloss";
import { useSavedWordGlosses } from "../../lib/glosses";
import { MeaningDialog } from "./MeaningDialog";
import { useDictionaryTranslation } from "./translations";
import { useWordActions } from "./use-dictionary";
import { VirtualRows } from "./VirtualRows";
import { WordRow, WordRowPlaceholder, type WordRowActions } from "./WordRow";

type WordsTabProps = {
  userId: string;
  words: readonly Word[];
  /** Words matching the filters, loaded or not. */
  count: number;
  /** The list shows rows up to this index and needs them loaded. */
  onNeedMore: (index: number) => void;
  compact: boolean;
};

export function WordsTab({ userId, words, count, onNeedMore, compact }: WordsTabProps) {
  const { t } = useDictionaryTranslation();
  const { srs, remove, copy, pronounce } = useWordActions(userId);
  const [deleting, setDeleting] = useState<Word | null>(null);
  const [changingMeaning, setChangingMeaning] = useState<Word | null>(null);

  const glossOf = useSavedWordGlosses(words);
  const addingToSrs = srs.isPending ? srs.variables.id : undefined;
  const { mutate: addToSrs } = srs;
  // Stable, so a scroll re-renders only the rows that come into view (WordRow is memoised).
  const actions = useMemo<WordRowActions>(
    () => ({
      pronounce,
      copy: (word) => void copy(word),
      addToSrs,
      askDelete: setDeleting,
      changeMeaning: setChangingMeaning,
      addingToSrs,
    }),
    [pronounce, copy, addToSrs, addingToSrs],
  );

  return (
    <>
      <KazakhGlossNote className="mb-2" />
      <VirtualRows
        label={t("list.label")}
        items={words}
        count={count}
        getKey={(word) => word.id}
        estimateSize={compact ? 168 : 132}
        renderItem={(word) => <WordRow word={word} gloss={glossOf(word)} actions={actions} compact={compact} />}
        renderPlaceholder={() => <WordRowPlaceholder compact={compact} />}
        onNeedMore={onNeedMore}
        className="overflow-hidden rounded-xl border border-slate-200 dark:border-slate-800"
      />
      <MeaningDialog userId={userId} word={changingMeaning} onClose={() => setChangingMeaning(null)} />
      <Dialog
        open={deleting !== null}
        onClose={() => setDeleting(null)}
        title={t("word.confirmDeleteTitle", { word: deleting?.word ?? "" })}
        description={deleting?.srs ? t("word.confirmDeleteSrs") : t("word.confirmDelete")}
      >
        <div className="flex gap-3">
          <Button
            variant="destructive"
            onClick={() => {
              if (deleting) remove.mutate(deleting);
              setDeleting(null);
            }}
          >
            {t("word.delete")}
          </Button>
          <Button variant="secondary" onClick={() => setDeleting(null)}>
            {t("categories.cancel")}
          </Button>
        </div>
      </Dialog>
    </>
  );
}
