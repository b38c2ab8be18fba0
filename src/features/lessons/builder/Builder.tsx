/**
 * One lesson in the builder: its details, its blocks (BlockList.tsx), the blocks that may be added for
 * its kind, the autosave status (autosave.ts) and publishing. The draft lives here; every change goes
 * through the draft reducer and into the autosave queue.
 */
import { useQueryClient } from "@tanstack/react-query";
import { useEffect, useId, useMemo, useRef, useState } from "react";
import { Link } from "react-router";
import { toast } from "sonner";
import { CEFR_LEVELS, type CefrLevel, type Lesson } from "../../../../worker/contract/lessons";
import { ApiRequestError, toApiRequestError } from "../../../lib/api";
import { Button, buttonClasses } from "../../../components/ui/Button";
import { Select } from "../../../components/ui/Select";
import { TextArea, TextField } from "../../../components/ui/form-fields";
import { lessonKeys, publishLesson, saveLesson, withdrawLesson } from "./api";
import { AutosaveQueue, keptDraft, type SaveStatus, type SendResult } from "./autosave";
import { BlockList } from "./BlockList";
import { addableBlockTypes, draftReducer, newBlock, refusalPlace, type Draft, type DraftAction } from "./model";
import { useLessonBuilderTranslation } from "./translations";

async function send(lessonId: string, draft: Draft): Promise<SendResult> {
  const response = await saveLesson(lessonId, draft);
  if (response.ok) return { ok: true };
  const error = await toApiRequestError(response);
  // A refusal stays refused until the draft changes; anything else is tried again.
  return error.status >= 400 && error.status < 500 && error.status !== 408 && error.status !== 429
    ? { ok: false, refused: { message: error.message, field: error.field } }
    : { ok: false, refused: null };
}

function SaveIndicator({ status }: { status: SaveStatus }) {
  const { t } = useLessonBuilderTranslation();
  const text = status.state === "refused" ? t("save.refused", { message: status.refusal.message }) : t(`save.${status.state}`);
  return (
    <p
      role="status"
      aria-live="polite"
      className={
        status.state === "refused" || status.state === "unsaved"
          ? "text-sm font-medium text-red-700 dark:text-red-300"
          : "text-sm text-slate-700 dark:text-slate-300"
      }
    >
      {text}
    </p>
  );
}

function Publishing({
  lesson,
  status,
  blockCount,
  onPublished,
}: {
  lesson: Lesson;
  status: SaveStatus;
  blockCount: number;
  onPublished: (lesson: Lesson) => void;
}) {
  const { t, i18n } = useLessonBuilderTranslation();
  const [inLibrary, setInLibrary] = useState(lesson.in_library);
  const [libraryAnswers, setLibraryAnswers] = useState(lesson.library_answers);
  const [busy, setBusy] = useState(false);
  const checkboxId = useId();
  const answersId = useId();
  const blocker = blockCount === 0 ? t("publish.needsBlocks") : status.state !== "saved" ? t("publish.waitForSave") : null;
  const run = async (action: () => Promise<Lesson>, done: string) => {
    setBusy(true);
    try {
      onPublished(await action());
      toast.success(done);
    } catch (error) {
      toast.error(t("failed", { message: error instanceof ApiRequestError ? error.message : String(error) }));
    } finally {
      setBusy(false);
    }
  };
  return (
    <section
      aria-labelledby={`${checkboxId}-heading`}
      className="flex flex-col gap-3 rounded-xl border border-slate-200 p-4 dark:border-slate-700"
    >
      <h2 id={`${checkboxId}-heading`} className="text-lg font-semibold text-slate-900 dark:text-white">
        {t("publish.heading")}
      </h2>
      {lesson.status === "published" && lesson.published_at && (
        <p className="text-sm text-slate-700 dark:text-slate-300">
          {t("publish.publishedOn", { date: new Date(lesson.published_at).toLocaleDateString(i18n.language) })}
          {lesson.in_library && ` · ${t(lesson.library_answers ? "publish.inLibraryNow" : "publish.inLibraryNowWithoutAnswers")}`}
        </p>
      )}
      <label htmlFor={checkboxId} className="flex items-center gap-2 text-sm text-slate-800 dark:text-slate-200">
        <input id={checkboxId} type="checkbox" checked={inLibrary} onChange={(e) => setInLibrary(e.target.checked)} className="size-4" />
        {t("publish.inLibrary")}
      </label>
      {inLibrary && (
        <div className="flex flex-col gap-2 rounded-lg bg-amber-50 p-3 text-sm text-amber-950 dark:bg-amber-950 dark:text-amber-100">
          <p id={`${answersId}-warning`}>{t("publish.answersReadable")}</p>
          <label htmlFor={answersId} className="flex items-center gap-2">
            <input
              id={answersId}
              type="checkbox"
              checked={libraryAnswers}
              onChange={(e) => setLibraryAnswers(e.target.checked)}
              aria-describedby={`${answersId}-warning`}
              className="size-4"
            />
            {t("publish.libraryAnswers")}
          </label>
        </div>
      )}
      <div className="flex flex-wrap gap-2">
        <Button
          disabled={busy || blocker !== null}
          onClick={() =>
            void run(() => publishLesson(lesson.id, { in_library: inLibrary, library_answers: libraryAnswers }), t("publish.published"))
          }
        >
          {lesson.status === "published" ? t("publish.update") : t("publish.publish")}
        </Button>
        {lesson.in_library && (
          <Button variant="secondary" disabled={busy} onClick={() => void run(() => withdrawLesson(lesson.id), t("publish.withdrawn"))}>
            {t("publish.withdraw")}
          </Button>
        )}
      </div>
      {blocker && <p className="text-sm text-slate-700 dark:text-slate-300">{blocker}</p>}
    </section>
  );
}

export function Builder({ lesson: loaded, userId }: { lesson: Lesson; userId: string }) {
  const { t } = useLessonBuilderTranslation();
  const queryClient = useQueryClient();
  const [lesson, setLesson] = useState(loaded);
  const kept = useMemo(() => keptDraft(localStorage, loaded.id), [loaded.id]);
  const [draft, setDraft] = useState<Draft>(
    () => kept ?? { title: loaded.title, description: loaded.description, level: loaded.level, blocks: loaded.blocks },
  );
  const draftRef = useRef(draft);
  const [status, setStatus] = useState<SaveStatus>(kept ? { state: "unsaved" } : { state: "saved" });
  const [refusal, setRefusal] = useState<{ blockId: string | null; message: string } | null>(null);
  const [queue] = useState(
    () =>
      new AutosaveQueue({
        lessonId: loaded.id,
        storage: localStorage,
        send: (d) => send(loaded.id, d),
        onStatus: (next, sent) => {
          setStatus(next);
          if (next.state === "refused") setRefusal(refusalPlace(next.refusal, sent.blocks));
          else if (next.state === "saved") setRefusal(null);
          if (next.state === "saved") void queryClient.invalidateQueries({ queryKey: lessonKeys.mine(userId) });
        },
      }),
  );

  useEffect(() => {
    // Edits kept from an earlier visit (offline, or the tab closed before they were sent) go now.
    if (kept) queue.change(kept);
    const online = () => queue.online();
    window.addEventListener("online", online);
    return () => {
      window.removeEventListener("online", online);
      queue.dispose();
    };
  }, [kept, queue]);

  const dispatch = (action: DraftAction) => {
    const next = draftReducer(draftRef.current, action);
    draftRef.current = next;
    setDraft(next);
    queue.change(next);
  };

  const addable = addableBlockTypes(lesson.kind, draft.blocks);
  const levelOptions = [{ value: "", label: t("builder.noLevel") }, ...CEFR_LEVELS.map((level) => ({ value: level, label: level }))];
  const lessonMessage = refusal && refusal.blockId === null ? refusal.message : null;

  return (
    <div className="flex flex-col gap-5">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <SaveIndicator status={status} />
        <Link to={`/lesson/${encodeURIComponent(lesson.id)}`} className={buttonClasses({ variant: "secondary" })}>
          {t("builder.previewAsStudent")}
        </Link>
      </div>
      <section
        aria-labelledby="lesson-details"
        className="flex flex-col gap-3 rounded-xl border border-slate-200 p-4 dark:border-slate-700"
      >
        <h2 id="lesson-details" className="text-lg font-semibold text-slate-900 dark:text-white">
          {t("builder.details")} · {t(`kinds.${lesson.kind}`)}
        </h2>
        {lessonMessage && (
          <p role="alert" className="text-sm text-red-700 dark:text-red-300">
            {lessonMessage}
          </p>
        )}
        <TextField
          label={t("builder.title")}
          value={draft.title}
          maxLength={120}
          onChange={(e) => dispatch({ type: "title", value: e.target.value })}
        />
        <TextArea
          label={t("builder.description")}
          rows={2}
          maxLength={500}
          value={draft.description ?? ""}
          onChange={(e) => dispatch({ type: "description", value: e.target.value })}
        />
        <Select
          label={t("builder.level")}
          value={draft.level ?? ""}
          options={levelOptions}
          onChange={(value) => dispatch({ type: "level", value: value === "" ? null : (value as CefrLevel) })}
        />
      </section>
      <section aria-labelledby="lesson-blocks" className="flex flex-col gap-3">
        <h2 id="lesson-blocks" className="text-lg font-semibold text-slate-900 dark:text-white">
          {t("builder.blocksHeading")}
        </h2>
        {draft.blocks.length === 0 && <p className="text-slate-700 dark:text-slate-300">{t("builder.noBlocks")}</p>}
        <BlockList lessonId={lesson.id} blocks={draft.blocks} dispatch={dispatch} refusal={refusal} />
      </section>
      {addable.length > 0 && (
        <section aria-labelledby="lesson-add" className="flex flex-col gap-2">
          <h2 id="lesson-add" className="text-lg font-semibold text-slate-900 dark:text-white">
            {t("builder.addHeading")}
          </h2>
          <div className="flex flex-wrap gap-2">
            {addable.map((type) => (
              <Button key={type} variant="secondary" onClick={() => dispatch({ type: "addBlock", block: newBlock(type) })}>
                {t("builder.add", { type: t(`blockTypes.${type}`) })}
              </Button>
            ))}
          </div>
        </section>
      )}
      <Publishing
        key={`${lesson.status}-${lesson.in_library}`}
        lesson={lesson}
        status={status}
        blockCount={draft.blocks.length}
        onPublished={(published) => {
          setLesson(published);
          void queryClient.invalidateQueries({ queryKey: lessonKeys.mine(userId) });
        }}
      />
    </div>
  );
}
