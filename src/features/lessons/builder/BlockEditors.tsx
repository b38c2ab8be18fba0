/**
 * The inline editors of the builder's blocks, one per block type (the quiz's is QuizEditor.tsx). Each
 * gets its block and hands back the changed block; the draft reducer puts it in place.
 */
import { useQuery } from "@tanstack/react-query";
import { useEffect, useId, useState } from "react";
import Markdown from "react-markdown";
import { VOCABULARY_BLOCK_MAX_WORDS, type LessonBlock } from "../../../../worker/contract/lessons";
import { Button } from "../../../components/ui/Button";
import { classNames } from "../../../components/ui/class-names";
import { TextArea, TextField } from "../../../components/ui/form-fields";
import { LexiconCombobox, fetchLexiconEntry, lexiconEntryKey, SenseChoice } from "../../dictionary";
import { useGlossLanguage } from "../../../lib/glosses";
import { fetchLessonMedia, uploadLessonMedia, type UploadedMedia } from "./api";
import { useLessonBuilderTranslation } from "./translations";

type EditorProps<T extends LessonBlock["type"]> = {
  block: Extract<LessonBlock, { type: T }>;
  onChange: (block: Extract<LessonBlock, { type: T }>) => void;
};

const orNull = (value: string) => (value.trim() === "" ? null : value);
const toInt = (value: string, fallback: number) => (Number.isFinite(Number.parseInt(value, 10)) ? Number.parseInt(value, 10) : fallback);

/** Markdown rendered the way the player renders it: react-markdown without raw HTML. */
export function MarkdownPreview({ markdown }: { markdown: string }) {
  return (
    <div className="prose-lesson text-sm leading-relaxed break-words text-slate-800 dark:text-slate-200 [&_h1]:text-xl [&_h1]:font-semibold [&_h2]:mt-2 [&_h2]:text-lg [&_h2]:font-semibold [&_li]:ml-5 [&_ol]:list-decimal [&_p]:my-2 [&_ul]:list-disc [&_a]:text-indigo-700 [&_a]:underline dark:[&_a]:text-indigo-300">
      <Markdown skipHtml>{markdown}</Markdown>
    </div>
  );
}

export function TextEditor({ block, onChange }: EditorProps<"text">) {
  const { t } = useLessonBuilderTranslation();
  const previewId = useId();
  return (
    <div className="grid gap-3 md:grid-cols-2">
      <TextArea
        label={t("text.label")}
        hint={t("text.hint")}
        rows={8}
        value={block.markdown}
        onChange={(e) => onChange({ ...block, markdown: e.target.value })}
      />
      <section aria-labelledby={previewId} className="min-w-0 rounded-lg border border-slate-200 p-3 dark:border-slate-700">
        <h4 id={previewId} className="text-sm font-medium text-slate-700 dark:text-slate-300">
          {t("text.preview")}
        </h4>
        {block.markdown.trim() ? (
          <MarkdownPreview markdown={block.markdown} />
        ) : (
          <p className="mt-2 text-sm text-slate-600 dark:text-slate-400">{t("text.emptyPreview")}</p>
        )}
      </section>
    </div>
  );
}

type VocabularyWordProps = {
  lemma: string;
  /** The chosen sense's position; the commonest sense when absent. */
  sense: number | undefined;
  onChooseSense: (position: number) => void;
  onRemove: () => void;
};

/** A word of the set in the meaning the lesson teaches, which the teacher may change (quizzes and saved words follow it). */
function VocabularyWord({ lemma, sense, onChooseSense, onRemove }: VocabularyWordProps) {
  const { t } = useLessonBuilderTranslation();
  const glossLang = useGlossLanguage();
  const [choosing, setChoosing] = useState(false);
  const entry = useQuery({
    queryKey: lexiconEntryKey(lemma, glossLang),
    queryFn: () => fetchLexiconEntry(lemma, glossLang),
    staleTime: Infinity,
    retry: false,
  });
  const senses = entry.data?.entry.senses ?? [];
  const chosen = senses.find((s) => s.position === sense) ?? senses[0];
  return (
    <li className="rounded-lg border border-slate-200 px-3 py-2 dark:border-slate-700">
      <div className="flex items-start justify-between gap-2">
        <div className="min-w-0">
          <span lang="en" className="font-semibold text-slate-900 dark:text-white">
            {lemma}
          </span>
          {entry.data?.entry.ipa && <span className="ml-2 text-slate-600 dark:text-slate-300">/{entry.data.entry.ipa}/</span>}
          <p lang={chosen ? "en" : undefined} className="text-sm break-words text-slate-700 dark:text-slate-300">
            {chosen?.definition ?? (entry.isError ? t("vocabulary.notInLexicon") : "…")}
          </p>
          {chosen?.gloss && (
            <p lang="ru" className="text-sm text-slate-700 dark:text-slate-200">
              {chosen.gloss}
            </p>
          )}
          {senses.length > 1 && (
            <button
              type="button"
              aria-expanded={choosing}
              className="mt-1 text-sm font-medium text-indigo-700 underline hover:text-indigo-900 dark:text-indigo-300"
              onClick={() => setChoosing((open) => !open)}
            >
              {choosing ? t("vocabulary.doneChoosing") : t("vocabulary.otherMeaning", { count: senses.length })}
            </button>
          )}
        </div>
        <Button variant="ghost" size="sm" onClick={onRemove} aria-label={t("vocabulary.remove", { word: lemma })}>
          <span aria-hidden="true">✕</span>
        </Button>
      </div>
      {choosing && chosen && (
        <div className="mt-2">
          <SenseChoice
            senses={senses}
            value={chosen.position}
            onChange={onChooseSense}
            label={t("vocabulary.meaningOf", { word: lemma })}
          />
        </div>
      )}
    </li>
  );
}

export function VocabularyEditor({ block, onChange }: EditorProps<"vocabulary">) {
  const { t } = useLessonBuilderTranslation();
  const [query, setQuery] = useState("");
  const [note, setNote] = useState("");
  const add = (lemma: string) => {
    const word = lemma.trim().toLowerCase();
    if (!word) return;
    if (block.words.includes(word)) return setNote(t("vocabulary.already", { word }));
    if (block.words.length >= VOCABULARY_BLOCK_MAX_WORDS) return setNote(t("vocabulary.full", { max: VOCABULARY_BLOCK_MAX_WORDS }));
    setNote("");
    setQuery("");
    onChange({ ...block, words: [...block.words, word] });
  };
  return (
    <div className="flex flex-col gap-3">
      <TextField
        label={t("block.optionalTitle")}
        value={block.title ?? ""}
        onChange={(e) => onChange({ ...block, title: orNull(e.target.value) })}
      />
      <LexiconCombobox label={t("vocabulary.search")} value={query} onChange={setQuery} onPick={(item) => add(item.lemma)} />
      <p role="status" className="text-sm text-slate-700 dark:text-slate-300">
        {note}
      </p>
      <h4 className="text-sm font-medium text-slate-800 dark:text-slate-200">{t("vocabulary.words")}</h4>
      {block.words.length === 0 ? (
        <p className="text-sm text-slate-600 dark:text-slate-400">{t("vocabulary.none")}</p>
      ) : (
        <ul className="grid gap-2 md:grid-cols-2">
          {block.words.map((word) => (
            <VocabularyWord
              key={word}
              lemma={word}
              sense={block.senses[word]}
              onChooseSense={(position) => onChange({ ...block, senses: { ...block.senses, [word]: position } })}
              onRemove={() => {
                const { [word]: _removed, ...senses } = block.senses;
                onChange({ ...block, words: block.words.filter((w) => w !== word), senses });
              }}
            />
          ))}
        </ul>
      )}
    </div>
  );
}

export function WritingEditor({ block, onChange }: EditorProps<"writing">) {
  const { t } = useLessonBuilderTranslation();
  const groupId = useId();
  return (
    <div className="flex flex-col gap-3">
      <fieldset className="flex flex-wrap gap-4" aria-labelledby={groupId}>
        <legend id={groupId} className="text-sm font-medium text-slate-800 dark:text-slate-200">
          {t("writing.task")}
        </legend>
        {(["task1", "task2"] as const).map((task) => (
          <label key={task} className="flex items-center gap-2 text-sm text-slate-800 dark:text-slate-200">
            <input
              type="radio"
              name={`${block.id}-task`}
              checked={block.task === task}
              onChange={() => onChange({ ...block, task, min_words: task === "task1" ? 150 : 250 })}
            />
            {t(`writing.${task}`)}
          </label>
        ))}
      </fieldset>
      <TextArea
        label={t("writing.prompt")}
        rows={5}
        value={block.prompt}
        onChange={(e) => onChange({ ...block, prompt: e.target.value })}
      />
      <TextField
        label={t("writing.minWords")}
        type="number"
        min={20}
        max={400}
        value={block.min_words}
        onChange={(e) => onChange({ ...block, min_words: toInt(e.target.value, block.min_words) })}
      />
    </div>
  );
}

export function SpeakingEditor({ block, onChange }: EditorProps<"speaking">) {
  const { t } = useLessonBuilderTranslation();
  return (
    <div className="flex flex-col gap-3">
      <TextArea
        label={t("speaking.prompt")}
        rows={4}
        value={block.prompt}
        onChange={(e) => onChange({ ...block, prompt: e.target.value })}
      />
      <div className="grid gap-3 sm:grid-cols-2">
        <TextField
          label={t("speaking.prep")}
          type="number"
          min={0}
          max={120}
          value={block.prep_seconds}
          onChange={(e) => onChange({ ...block, prep_seconds: toInt(e.target.value, block.prep_seconds) })}
        />
        <TextField
          label={t("speaking.speak")}
          type="number"
          min={15}
          max={180}
          value={block.speak_seconds}
          onChange={(e) => onChange({ ...block, speak_seconds: toInt(e.target.value, block.speak_seconds) })}
        />
      </div>
    </div>
  );
}

/** A file input that uploads at once into the lesson and reports the server's message on refusal. */
function MediaUpload({
  lessonId,
  label,
  accept,
  onUploaded,
}: {
  lessonId: string;
  label: string;
  accept: string;
  onUploaded: (media: UploadedMedia) => void;
}) {
  const { t } = useLessonBuilderTranslation();
  const id = useId();
  const [state, setState] = useState<{ busy: boolean; error: string }>({ busy: false, error: "" });
  return (
    <div className="flex flex-col gap-1.5">
      <label htmlFor={id} className="text-sm font-medium text-slate-800 dark:text-slate-200">
        {label}
      </label>
      <input
        id={id}
        type="file"
        accept={accept}
        disabled={state.busy}
        className="max-w-full text-sm text-slate-800 file:mr-3 file:rounded-lg file:border-0 file:bg-slate-100 file:px-3 file:py-2 dark:text-slate-200 dark:file:bg-slate-700 dark:file:text-slate-100"
        onChange={async (event) => {
          const file = event.target.files?.[0];
          if (!file) return;
          setState({ busy: true, error: "" });
          try {
            onUploaded(await uploadLessonMedia(lessonId, file));
            setState({ busy: false, error: "" });
          } catch (error) {
            setState({ busy: false, error: t("upload.failed", { message: error instanceof Error ? error.message : String(error) }) });
          }
          event.target.value = "";
        }}
      />
      <p
        role="status"
        className={classNames("text-sm", state.error ? "text-red-700 dark:text-red-300" : "text-slate-700 dark:text-slate-300")}
      >
        {state.busy ? t("upload.uploading") : state.error}
      </p>
    </div>
  );
}

export function AudioEditor({ block, onChange, lessonId }: EditorProps<"audio"> & { lessonId: string }) {
  const { t } = useLessonBuilderTranslation();
  return (
    <div className="flex flex-col gap-3">
      <TextField
        label={t("audio.title")}
        value={block.title ?? ""}
        onChange={(e) => onChange({ ...block, title: orNull(e.target.value) })}
      />
      <TextArea
        label={t("audio.transcript")}
        hint={t("audio.transcriptHint")}
        rows={5}
        value={block.transcript ?? ""}
        onChange={(e) => onChange({ ...block, transcript: orNull(e.target.value) })}
      />
      <MediaUpload
        lessonId={lessonId}
        label={t("audio.upload")}
        accept="audio/*"
        onUploaded={(media) => onChange({ ...block, media_key: media.key })}
      />
      {block.media_key && (
        <div className="flex flex-wrap items-center gap-2 text-sm text-slate-700 dark:text-slate-300">
          <span>{t("audio.uploaded")}</span>
          <Button variant="secondary" size="sm" onClick={() => onChange({ ...block, media_key: null })}>
            {t("audio.removeRecording")}
          </Button>
        </div>
      )}
    </div>
  );
}

/** The stored image of a block as an object URL: a reload keeps showing what was uploaded. */
function useStoredImage(key: string | null, skip: boolean): string | null {
  const [url, setUrl] = useState<string | null>(null);
  useEffect(() => {
    if (!key || skip) return;
    let objectUrl: string | null = null;
    let live = true;
    fetchLessonMedia(key).then(
      (blob) => {
        if (!live) return;
        objectUrl = URL.createObjectURL(blob);
        setUrl(objectUrl);
      },
      // The text "Image uploaded" stays in place of a picture that could not be read.
      () => undefined,
    );
    return () => {
      live = false;
      if (objectUrl) URL.revokeObjectURL(objectUrl);
      setUrl(null);
    };
  }, [key, skip]);
  return url;
}

export function ImageEditor({ block, onChange, lessonId }: EditorProps<"image"> & { lessonId: string }) {
  const { t } = useLessonBuilderTranslation();
  const [uploaded, setUploaded] = useState<string | null>(null);
  const stored = useStoredImage(block.media_key, uploaded !== null);
  const preview = uploaded ?? stored;
  return (
    <div className="flex flex-col gap-3">
      <MediaUpload
        lessonId={lessonId}
        label={t("image.upload")}
        accept="image/*"
        onUploaded={(media) => {
          setUploaded(media.url);
          onChange({ ...block, media_key: media.key });
        }}
      />
      {preview ? (
        <img src={preview} alt={block.alt} className="max-h-60 max-w-full rounded-lg object-contain" />
      ) : (
        <p className="text-sm text-slate-600 dark:text-slate-400">{block.media_key ? t("image.uploaded") : t("image.none")}</p>
      )}
      <TextField label={t("image.alt")} required value={block.alt} onChange={(e) => onChange({ ...block, alt: e.target.value })} />
      <TextField
        label={t("image.caption")}
        value={block.caption ?? ""}
        onChange={(e) => onChange({ ...block, caption: orNull(e.target.value) })}
      />
    </div>
  );
}
