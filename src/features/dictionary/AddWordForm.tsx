/**
 * The add-word form: the word with lexicon suggestions that fill in the definition, IPA, example and
 * difficulty; fields left empty are filled by the Worker from the lexicon when it knows the word. A
 * typed word the lexicon does not know ("qwzzxk") is added only after the learner confirms it.
 */
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { useId, useRef, useState, type FormEvent } from "react";
import { toast } from "sonner";
import type { LexiconEntryResponse, LexiconSearchItem } from "../../../worker/contract/lexicon";
import { DIFFICULTIES, WORD_LENGTH_LIMIT, type Difficulty } from "../../../worker/contract/vocabulary-constants";
import { WORD_ERROR_CODES, wordTextSchema, type Category, type CreateWordRequest } from "../../../worker/contract/words";
import { isSafeText } from "../../../worker/contract/text";
import { Button } from "../../components/ui/Button";
import { ApiRequestError } from "../../lib/api";
import { WordGloss } from "../../components/WordGloss";
import { useGlossLanguage } from "../../lib/glosses";
import { createWord, fetchLexiconEntry, lexiconEntryKey, lexiconKnows, retryOnceUnlessRefused } from "./api";
import { failureReason } from "./error-messages";
import { Notice, TextArea, TextField } from "../../components/ui/form-fields";
import { Select } from "../../components/ui/Select";
import { LexiconCombobox } from "./LexiconCombobox";
import { SenseChoice } from "./SenseChoice";
import { useDictionaryTranslation } from "./translations";
import { invalidateDictionary } from "./use-dictionary";
import { categoryLabel } from "./WordBadges";

type Draft = { word: string; definition: string; ipa: string; example: string; difficulty: Difficulty | "auto" };
const EMPTY: Draft = { word: "", definition: "", ipa: "", example: "", difficulty: "auto" };

type AddWordFormProps = {
  userId: string;
  categories: readonly Category[];
  /** The category the form starts in (the one the list is filtered by, else General). */
  initialCategoryId: string | undefined;
  onClose: () => void;
};

export function AddWordForm({ userId, categories, initialCategoryId, onClose }: AddWordFormProps) {
  const { t } = useDictionaryTranslation();
  const queryClient = useQueryClient();
  const titleId = useId();
  const wordInput = useRef<HTMLInputElement>(null);
  const [draft, setDraft] = useState<Draft>(EMPTY);
  const general = categories.find((category) => category.isDefault);
  const [categoryId, setCategoryId] = useState(initialCategoryId ?? general?.id ?? "");
  const [wordError, setWordError] = useState<string>();
  const [formError, setFormError] = useState<string>();
  /** A typed word the lexicon does not know: the next submit of the same word adds it anyway. */
  const [unknownWord, setUnknownWord] = useState<string>();
  const [checking, setChecking] = useState(false);
  /** The lemma picked from the suggestions: the lexicon knows it, no need to ask. */
  const [pickedWord, setPickedWord] = useState<string>();
  /** The meaning of the picked word to save (a sense position); its commonest until the learner picks another. */
  const [sense, setSense] = useState<number>();
  const glossLang = useGlossLanguage();
  const picked = useQuery({
    queryKey: lexiconEntryKey(pickedWord ?? "", glossLang),
    queryFn: () => fetchLexiconEntry(pickedWord!, glossLang),
    enabled: pickedWord !== undefined,
    staleTime: Infinity,
  });
  const pickedEntry = pickedWord !== undefined && draft.word === pickedWord ? picked.data?.entry : undefined;
  const category = categories.find((c) => c.id === categoryId) ?? general;

  const set = (changes: Partial<Draft>) => setDraft((current) => ({ ...current, ...changes }));

  const fillFrom = (item: LexiconSearchItem) => {
    setDraft({
      word: item.lemma,
      definition: item.definition,
      ipa: item.ipa ?? "",
      example: item.example ?? "",
      difficulty: item.difficulty,
    });
    setPickedWord(item.lemma);
    setSense(undefined);
    setWordError(undefined);
  };

  const chooseSense = (position: number) => {
    const chosen = pickedEntry?.senses.find((s) => s.position === position);
    if (!chosen) return;
    setSense(position);
    set({ definition: chosen.definition, example: chosen.examples[0] ?? "" });
  };

  const add = useMutation({
    mutationFn: (body: CreateWordRequest) => createWord(body),
    retry: retryOnceUnlessRefused,
    onSuccess: (word) => {
      toast.success(t("word.added", { word: word.word, category: categoryLabel(t, word.category) }));
      setDraft(EMPTY);
      setUnknownWord(undefined);
      setPickedWord(undefined);
      setSense(undefined);
      void invalidateDictionary(queryClient, userId);
      wordInput.current?.focus();
    },
    onError: (error, body) => {
      const reason = failureReason(t, error, {
        word: body.word,
        category: category ? categoryLabel(t, category.name, category.isDefault) : undefined,
      });
      // A duplicate or an invalid word is about the word field; anything else about the whole form.
      if (error instanceof ApiRequestError && (error.code === WORD_ERROR_CODES.wordExists || error.status === 400)) setWordError(reason);
      else setFormError(t("word.addFailed", { reason }));
    },
  });

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setFormError(undefined);
    const word = wordTextSchema.safeParse(draft.word);
    if (!word.success) {
      setWordError(
        draft.word.trim() === ""
          ? t("form.wordRequired")
          : isSafeText(draft.word)
            ? t("form.wordTooLong", { limit: WORD_LENGTH_LIMIT })
            : t("form.wordUnsafe"),
      );
      wordInput.current?.focus();
      return;
    }
    setWordError(undefined);
    if (word.data !== pickedWord && word.data !== unknownWord) {
      setChecking(true);
      const known = await lexiconKnows(word.data).finally(() => setChecking(false));
      if (!known) {
        setUnknownWord(word.data);
        return;
      }
    }
    const optional = (text: string) => (text.trim() === "" ? undefined : text.trim());
    const inLexicon = pickedEntry !== undefined;
    add.mutate({
      word: word.data,
      ...(inLexicon && sense !== undefined ? { sense } : {}),
      ...(inLexicon && glossLang ? { glossLang } : {}),
      definition: optional(draft.definition),
      ipa: optional(draft.ipa),
      example: optional(draft.example),
      difficulty: draft.difficulty === "auto" ? undefined : draft.difficulty,
      categoryId: category?.id,
    });
  };

  return (
    <form onSubmit={(event) => void submit(event)} noValidate aria-labelledby={titleId} className="flex flex-col gap-4">
      <h2 id={titleId} className="text-lg font-semibold text-slate-900 dark:text-white">
        {t("form.title")}
      </h2>
      <div className="grid gap-4 md:grid-cols-2">
        <LexiconCombobox
          label={t("form.word")}
          value={draft.word}
          onChange={(word) => {
            set({ word });
            if (wordError) setWordError(undefined);
            setUnknownWord(undefined);
          }}
          onPick={fillFrom}
          error={wordError}
          inputRef={wordInput}
        />
        <TextField
          label={t("form.ipa")}
          value={draft.ipa}
          onChange={(event) => set({ ipa: event.target.value })}
          placeholder={t("form.ipaPlaceholder")}
        />
        {pickedEntry && pickedEntry.senses.length > 0 && (
          <PickedEntry entry={pickedEntry} sense={sense ?? pickedEntry.senses[0]!.position} onChooseSense={chooseSense} />
        )}
        <TextArea
          label={t("form.definition")}
          value={draft.definition}
          onChange={(event) => set({ definition: event.target.value })}
          className="md:col-span-2"
        />
        <TextArea
          label={t("form.example")}
          value={draft.example}
          onChange={(event) => set({ example: event.target.value })}
          className="md:col-span-2"
        />
        <Select
          stacked
          label={t("form.difficulty")}
          value={draft.difficulty}
          onChange={(difficulty) => set({ difficulty })}
          options={[
            { value: "auto", label: t("form.difficultyAuto") },
            ...DIFFICULTIES.map((d) => ({ value: d, label: t(`difficulty.${d}`) })),
          ]}
        />
        <Select
          stacked
          label={t("form.category")}
          value={category?.id ?? ""}
          onChange={setCategoryId}
          options={categories.map((c) => ({ value: c.id, label: categoryLabel(t, c.name, c.isDefault) }))}
        />
      </div>
      <p className="text-xs text-slate-600 dark:text-slate-400">{t("form.autofillHint")}</p>
      {formError && <Notice>{formError}</Notice>}
      {unknownWord && (
        // Announced: the submit did not add the word, and the learner should hear why.
        <div role="alert">
          <Notice tone="warning">{t("form.notInLexicon", { word: unknownWord })}</Notice>
        </div>
      )}
      <div className="flex flex-wrap gap-3">
        <Button type="submit" disabled={add.isPending || checking}>
          {add.isPending ? t("form.adding") : checking ? t("form.checking") : unknownWord ? t("form.addAnyway") : t("form.submit")}
        </Button>
        <Button variant="secondary" onClick={onClose}>
          {t("form.hide")}
        </Button>
      </div>
    </form>
  );
}

type PickedEntryProps = { entry: LexiconEntryResponse["entry"]; sense: number; onChooseSense: (position: number) => void };

/**
 * What the lexicon has on the picked word, as the visitor's look-up shows it: its meanings to choose the
 * one to save (with translations and synonyms), its forms and its CEFR level.
 */
function PickedEntry({ entry, sense, onChooseSense }: PickedEntryProps) {
  const { t } = useDictionaryTranslation();
  const chosen = entry.senses.find((s) => s.position === sense);
  return (
    <section className="md:col-span-2" aria-label={t("senses.choose")} data-testid="picked-entry">
      <h3 className="text-sm font-medium text-slate-800 dark:text-slate-200">{t("senses.choose")}</h3>
      {!chosen?.gloss && <WordGloss gloss={entry.gloss ? `${t("senses.wordGloss")} ${entry.gloss}` : null} className="mt-1 text-sm" />}
      <div className="mt-2 max-h-80 overflow-y-auto pr-1">
        <SenseChoice senses={entry.senses} value={sense} onChange={onChooseSense} label={t("senses.choose")} withSynonyms />
      </div>
      {entry.forms.length > 0 && (
        <p className="mt-2 text-sm text-slate-700 dark:text-slate-300">
          {t("entry.forms", { list: "" })}
          <span lang="en">{entry.forms.join(", ")}</span>
        </p>
      )}
      <p className="mt-1 text-sm text-slate-700 dark:text-slate-300">
        {entry.cefr ? t("entry.cefr", { level: entry.cefr }) : t("entry.cefrBeyond")}
      </p>
    </section>
  );
}
