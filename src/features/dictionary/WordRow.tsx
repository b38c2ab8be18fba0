/** One word of the list: the word, pronunciation, meaning and example, its labels and its actions. */
import { memo } from "react";
import type { Word } from "../../../worker/contract/words";
import { Button } from "../../components/ui/Button";
import { classNames } from "../../components/ui/class-names";
import { WordGloss } from "../../components/WordGloss";
import { CopyIcon, MeaningsIcon, SpeakerIcon, SrsIcon, TrashIcon } from "../../components/button-icons";
import { useDictionaryTranslation } from "./translations";
import { CategoryBadge, DifficultyBadge, SrsStatus } from "./WordBadges";

export type WordRowActions = {
  pronounce: (word: Word) => void;
  copy: (word: Word) => void;
  addToSrs: (word: Word) => void;
  /** Asks before deleting. */
  askDelete: (word: Word) => void;
  /** Opens the word's other meanings (words the lexicon knows). */
  changeMeaning: (word: Word) => void;
  /** The word whose SRS card is being created, if any. */
  addingToSrs: string | undefined;
};

type WordRowProps = {
  word: Word;
  /** The word's translation in the interface language (useSavedWordGlosses), or null. */
  gloss: string | null;
  actions: WordRowActions;
  compact: boolean;
};

export const WordRow = memo(function WordRow({ word, gloss, actions, compact }: WordRowProps) {
  const { t } = useDictionaryTranslation();
  const actionButtons = (
    <div className={classNames("flex items-center gap-1", compact && "justify-end")}>
      {word.lexiconLemma && (
        <Button
          size="icon"
          variant="ghost"
          className="size-9"
          aria-label={t("senses.changeNamed", { word: word.word })}
          onClick={() => actions.changeMeaning(word)}
        >
          <MeaningsIcon />
        </Button>
      )}
      <Button
        size="icon"
        variant="ghost"
        className="size-9"
        aria-label={t("word.copyNamed", { word: word.word })}
        onClick={() => actions.copy(word)}
      >
        <CopyIcon />
      </Button>
      <Button
        size="icon"
        variant="ghost"
        className="size-9 hover:text-red-700 dark:hover:text-red-300"
        aria-label={t("word.deleteNamed", { word: word.word })}
        onClick={() => actions.askDelete(word)}
      >
        <TrashIcon />
      </Button>
    </div>
  );
  const srs = word.srs ? null : (
    <Button size="sm" variant="secondary" onClick={() => actions.addToSrs(word)} disabled={actions.addingToSrs === word.id}>
      <SrsIcon />
      {t("srs.add")}
    </Button>
  );

  return (
    <article
      aria-labelledby={`word-${word.id}`}
      className={classNames(
        "border-b border-slate-200 bg-white dark:border-slate-800 dark:bg-slate-900",
        compact ? "px-4 py-3" : "grid grid-cols-[minmax(0,1fr)_auto] gap-x-6 px-5 py-4",
      )}
    >
      <div className="min-w-0">
        <div className="flex flex-wrap items-center gap-x-2 gap-y-1">
          <h3 id={`word-${word.id}`} lang="en" className="text-base font-semibold break-words text-slate-900 dark:text-white">
            {word.word}
          </h3>
          <Button
            size="icon"
            variant="ghost"
            className="size-8"
            aria-label={t("word.pronounceNamed", { word: word.word })}
            onClick={() => actions.pronounce(word)}
          >
            <SpeakerIcon />
          </Button>
          {word.ipa && <span className="text-sm text-slate-600 dark:text-slate-300">/{word.ipa}/</span>}
          {word.pos && <span className="text-xs text-slate-600 italic dark:text-slate-400">{t(`pos.${word.pos}`)}</span>}
        </div>
        <WordGloss gloss={gloss} className="mt-1 text-sm font-medium" inList />
        {word.definition && (
          <p lang="en" className="mt-1 text-sm text-slate-800 dark:text-slate-200">
            {word.definition}
          </p>
        )}
        {word.example && (
          <p lang="en" className="mt-1 text-sm text-slate-600 italic dark:text-slate-400">
            “{word.example}”
          </p>
        )}
        <div className="mt-2 flex flex-wrap items-center gap-2">
          <CategoryBadge name={word.category} />
          <DifficultyBadge difficulty={word.difficulty} />
          <SrsStatus srs={word.srs} />
        </div>
      </div>
      {compact ? (
        <div className="mt-2 flex items-center justify-between gap-2">
          {srs ?? <span />}
          {actionButtons}
        </div>
      ) : (
        <div className="flex flex-col items-end justify-between gap-2">
          {actionButtons}
          {srs}
        </div>
      )}
    </article>
  );
});

/** Keeps the place of a row that is still being fetched. */
export function WordRowPlaceholder({ compact }: { compact: boolean }) {
  return (
    <div
      aria-hidden="true"
      className={classNames(
        "border-b border-slate-200 bg-white dark:border-slate-800 dark:bg-slate-900",
        compact ? "px-4 py-3" : "px-5 py-4",
      )}
    >
      <div className="h-4 w-32 animate-pulse rounded bg-slate-200 dark:bg-slate-700" />
      <div className="mt-2 h-3 w-3/4 animate-pulse rounded bg-slate-100 dark:bg-slate-800" />
    </div>
  );
}
