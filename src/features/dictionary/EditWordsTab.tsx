/**
 * The Edit Words tab (spec §2, §6): the learner's own rows as editable fields, saved straight to the
 * database row by row, behind a warning that it is meant for advanced users.
 */
import { useState, type FormEvent, type ReactNode } from "react";
import { toast } from "sonner";
import { DIFFICULTIES, WORD_LENGTH_LIMIT, type Difficulty } from "../../../worker/contract/vocabulary-constants";
import { wordTextSchema, type Category, type UpdateWordRequest, type Word } from "../../../worker/contract/words";
import { isSafeText } from "../../../worker/contract/text";
import { Button } from "../../components/ui/Button";
import { classNames } from "../../components/ui/class-names";
import { failureReason } from "./error-messages";
import { controlClasses, Notice } from "../../components/ui/form-fields";
import { useDictionaryTranslation } from "./translations";
import { useWordUpdate } from "./use-dictionary";
import { VirtualRows } from "./VirtualRows";
import { categoryLabel } from "./WordBadges";
import { WordRowPlaceholder } from "./WordRow";

const TEXT_FIELDS = ["word", "ipa", "definition", "example"] as const;
type TextField = (typeof TEXT_FIELDS)[number];
type Draft = Partial<Record<TextField, string>> & { difficulty?: Difficulty; categoryId?: string };

/** The fields of `draft` that differ from the saved word, as the PATCH body. */
export function changedFields(word: Word, draft: Draft): UpdateWordRequest {
  const changes: UpdateWordRequest = {};
  for (const field of TEXT_FIELDS) {
    const value = draft[field];
    if (value === undefined || value.trim() === (word[field] ?? "")) continue;
    if (field === "word") changes.word = value;
    else changes[field] = value.trim() === "" ? null : value;
  }
  if (draft.difficulty && draft.difficulty !== word.difficulty) changes.difficulty = draft.difficulty;
  if (draft.categoryId && draft.categoryId !== word.categoryId) changes.categoryId = draft.categoryId;
  return changes;
}

type EditWordsTabProps = {
  userId: string;
  words: readonly Word[];
  count: number;
  categories: readonly Category[];
  /** The list shows rows up to this index and needs them loaded. */
  onNeedMore: (index: number) => void;
  compact: boolean;
};

export function EditWordsTab({ userId, words, count, categories, onNeedMore, compact }: EditWordsTabProps) {
  const { t } = useDictionaryTranslation();
  // Kept here, not in the rows: a row scrolled out of view unmounts, its unsaved edits must not.
  const [drafts, setDrafts] = useState<Record<string, Draft>>({});
  const [errors, setErrors] = useState<Record<string, string>>({});
  const update = useWordUpdate(userId);

  const edit = (id: string, changes: Draft) => {
    setDrafts((current) => ({ ...current, [id]: { ...current[id], ...changes } }));
    setErrors(({ [id]: _, ...rest }) => rest);
  };
  const discard = (id: string) => {
    setDrafts(({ [id]: _, ...rest }) => rest);
    setErrors(({ [id]: _, ...rest }) => rest);
  };

  const save = (word: Word) => {
    const changes = changedFields(word, drafts[word.id] ?? {});
    if (Object.keys(changes).length === 0) return discard(word.id);
    if (changes.word !== undefined) {
      const parsed = wordTextSchema.safeParse(changes.word);
      if (!parsed.success) {
        const problem =
          changes.word.trim() === ""
            ? t("form.wordRequired")
            : isSafeText(changes.word)
              ? t("form.wordTooLong", { limit: WORD_LENGTH_LIMIT })
              : t("form.wordUnsafe");
        return setErrors((current) => ({ ...current, [word.id]: problem }));
      }
    }
    const category = categories.find((c) => c.id === (changes.categoryId ?? word.categoryId));
    update.mutate(
      { id: word.id, changes },
      {
        onSuccess: () => {
          discard(word.id);
          toast.success(t("edit.saved", { word: changes.word ?? word.word }));
        },
        onError: (error) => {
          const reason = failureReason(t, error, {
            word: changes.word ?? word.word,
            category: category ? categoryLabel(t, category.name, category.isDefault) : undefined,
          });
          setErrors((current) => ({ ...current, [word.id]: t("edit.saveFailed", { reason }) }));
        },
      },
    );
  };

  return (
    <div className="flex flex-col gap-3">
      <Notice tone="warning">
        <p className="font-semibold">{t("edit.warningTitle")}</p>
        <p className="mt-1">{t("edit.warning")}</p>
      </Notice>
      {!compact && (
        <div
          aria-hidden="true"
          className="grid grid-cols-[10rem_8rem_minmax(0,1fr)_minmax(0,1fr)_7rem_9rem_auto] gap-2 px-3 text-xs font-medium text-slate-600 dark:text-slate-400"
        >
          <span>{t("form.word")}</span>
          <span>{t("form.ipa")}</span>
          <span>{t("form.definition")}</span>
          <span>{t("form.example")}</span>
          <span>{t("form.difficulty")}</span>
          <span>{t("form.category")}</span>
          <span className="w-32" />
        </div>
      )}
      <VirtualRows
        label={t("edit.label")}
        items={words}
        count={count}
        getKey={(word) => word.id}
        estimateSize={compact ? 260 : 64}
        renderItem={(word) => (
          <EditableRow
            word={word}
            draft={drafts[word.id] ?? {}}
            error={errors[word.id]}
            categories={categories}
            saving={update.isPending && update.variables.id === word.id}
            onEdit={(changes) => edit(word.id, changes)}
            onSave={() => save(word)}
            onDiscard={() => discard(word.id)}
            compact={compact}
          />
        )}
        renderPlaceholder={() => <WordRowPlaceholder compact={compact} />}
        onNeedMore={onNeedMore}
        className="overflow-hidden rounded-xl border border-slate-200 dark:border-slate-800"
      />
    </div>
  );
}

type EditableRowProps = {
  word: Word;
  draft: Draft;
  error: string | undefined;
  categories: readonly Category[];
  saving: boolean;
  onEdit: (changes: Draft) => void;
  onSave: () => void;
  onDiscard: () => void;
  compact: boolean;
};

function EditableRow({ word, draft, error, categories, saving, onEdit, onSave, onDiscard, compact }: EditableRowProps) {
  const { t } = useDictionaryTranslation();
  const dirty = Object.keys(changedFields(word, draft)).length > 0;
  const errorId = `edit-error-${word.id}`;
  const fieldLabel = (field: string) => t("edit.fieldOf", { field, word: word.word });
  // On a phone the fields stack two to a row; the long ones take the whole row.
  const labelled = (field: string, control: ReactNode, wide = false) =>
    compact ? (
      <label
        className={classNames("flex min-w-0 flex-col gap-1 text-xs font-medium text-slate-700 dark:text-slate-300", wide && "col-span-2")}
      >
        {field}
        {control}
      </label>
    ) : (
      control
    );

  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSave();
  };

  const text = (field: TextField, label: string) =>
    labelled(
      label,
      <input
        aria-label={compact ? undefined : fieldLabel(label)}
        value={draft[field] ?? word[field] ?? ""}
        aria-invalid={field === "word" && error ? true : undefined}
        aria-describedby={error ? errorId : undefined}
        onChange={(event) => onEdit({ [field]: event.target.value })}
        className={controlClasses(false, "h-9")}
      />,
      field === "definition" || field === "example",
    );

  return (
    <form
      onSubmit={submit}
      onKeyDown={(event) => {
        if (event.key === "Escape" && dirty) onDiscard();
      }}
      aria-label={t("edit.rowLabel", { word: word.word })}
      className={classNames(
        "border-b border-slate-200 bg-white dark:border-slate-800 dark:bg-slate-900",
        dirty && "bg-indigo-50/60 dark:bg-indigo-950/40",
        compact ? "flex flex-col gap-2 p-4" : "px-3 py-2",
      )}
    >
      <div
        className={
          compact ? "grid grid-cols-2 gap-2" : "grid grid-cols-[10rem_8rem_minmax(0,1fr)_minmax(0,1fr)_7rem_9rem_auto] items-center gap-2"
        }
      >
        {text("word", t("form.word"))}
        {text("ipa", t("form.ipa"))}
        {text("definition", t("form.definition"))}
        {text("example", t("form.example"))}
        {labelled(
          t("form.difficulty"),
          <select
            aria-label={compact ? undefined : fieldLabel(t("form.difficulty"))}
            value={draft.difficulty ?? word.difficulty}
            onChange={(event) => onEdit({ difficulty: event.target.value as Difficulty })}
            className={controlClasses(false, "h-9 px-2")}
          >
            {DIFFICULTIES.map((d) => (
              <option key={d} value={d}>
                {t(`difficulty.${d}`)}
              </option>
            ))}
          </select>,
        )}
        {labelled(
          t("form.category"),
          <select
            aria-label={compact ? undefined : fieldLabel(t("form.category"))}
            value={draft.categoryId ?? word.categoryId}
            onChange={(event) => onEdit({ categoryId: event.target.value })}
            className={controlClasses(false, "h-9 px-2")}
          >
            {categories.map((c) => (
              <option key={c.id} value={c.id}>
                {categoryLabel(t, c.name, c.isDefault)}
              </option>
            ))}
          </select>,
        )}
        <div className={compact ? "col-span-2 flex gap-2" : "flex w-32 gap-1"}>
          <Button type="submit" size="sm" disabled={!dirty || saving}>
            {t("edit.save")}
          </Button>
          <Button size="sm" variant="ghost" disabled={!dirty || saving} onClick={onDiscard}>
            {t("edit.discard")}
          </Button>
        </div>
      </div>
      {error && (
        <p id={errorId} role="alert" className="mt-1 text-sm text-red-700 dark:text-red-300">
          {error}
        </p>
      )}
    </form>
  );
}
