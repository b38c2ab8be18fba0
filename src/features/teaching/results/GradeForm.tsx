/**
 * The teacher grades a writing or speaking submission: a band per criterion (whole or half bands),
 * a live preview of the overall with the same rounding the server applies, a general comment, and
 * comments on passages of the essay or transcript — chosen by selecting text and pressing "Use the
 * selected text", or by typing the passage (the keyboard way). The saved overall is the server's.
 */
import { useEffect, useId, useRef, useState, type FormEvent } from "react";
import { toast } from "sonner";
import {
  ANCHORED_COMMENT_MAX_LENGTH,
  ANCHORED_COMMENTS_MAX,
  GRADE_COMMENT_MAX_LENGTH,
  gradingCriteria,
  teacherOverall,
  type AnchoredComment,
  type GradableSection,
  type TeacherGrade,
} from "../../../../worker/contract/grading";
import type { SubmissionDetail } from "../../../../worker/contract/ielts";
import { Button } from "../../../components/ui/Button";
import { Select } from "../../../components/ui/Select";
import { Spinner } from "../../../components/ui/Spinner";
import { TextArea, TextField } from "../../../components/ui/form-fields";
import { failure } from "../rules";
import { locateQuote, selectionOffsets } from "./anchors";
import { putGrade } from "./api";
import { CommentedText } from "./CommentedText";
import { useGradingTranslation } from "./translations";

const BANDS = Array.from({ length: 19 }, (_, i) => (i / 2).toFixed(1));

type Props = { studentId: string; submission: SubmissionDetail & { section: GradableSection }; onSaved: (grade: TeacherGrade) => void };

export function GradeForm({ studentId, submission, onSaved }: Props) {
  const { t } = useGradingTranslation();
  const ids = useId();
  const criteria = gradingCriteria(submission.section, submission.taskType);
  const previous = submission.teacherGrade;
  const [bands, setBands] = useState<Record<string, string>>(() =>
    Object.fromEntries(criteria.map((id) => [id, previous?.criteria.find((c) => c.id === id)?.band.toFixed(1) ?? ""])),
  );
  const [comment, setComment] = useState(previous?.comment ?? "");
  const [anchored, setAnchored] = useState<AnchoredComment[]>(previous?.anchored_comments ?? []);
  const [passage, setPassage] = useState("");
  const [selected, setSelected] = useState<{ start: number; end: number } | null>(null);
  const [note, setNote] = useState("");
  const [draftError, setDraftError] = useState<string | null>(null);
  const [saveError, setSaveError] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  const textRef = useRef<HTMLDivElement>(null);
  const lastSelection = useRef<{ start: number; end: number; quote: string } | null>(null);
  const text = (submission.section === "writing" ? submission.studentText : submission.transcript) ?? "";

  // Remembered as it happens: pressing the button may move focus and clear the selection in some browsers.
  useEffect(() => {
    const remember = () => {
      const selection = document.getSelection();
      const container = textRef.current;
      if (!selection || selection.rangeCount === 0 || !container) return;
      const offsets = selectionOffsets(container, selection.getRangeAt(0));
      if (offsets) lastSelection.current = { ...offsets, quote: text.slice(offsets.start, offsets.end) };
    };
    document.addEventListener("selectionchange", remember);
    return () => document.removeEventListener("selectionchange", remember);
  }, [text]);

  const chosen = criteria.map((id) => bands[id] ?? "");
  const preview = chosen.every((b) => b !== "") ? teacherOverall(chosen.map(Number)) : null;

  const takeSelection = () => {
    const found = lastSelection.current;
    if (!found || found.quote.trim() === "") {
      setDraftError(t("comments.selectFirst"));
      return;
    }
    setPassage(found.quote);
    setSelected({ start: found.start, end: found.end });
    setDraftError(null);
  };

  const addComment = () => {
    const anchor = locateQuote(text, passage, selected);
    if (!anchor) return setDraftError(t("comments.notInText"));
    if (note.trim() === "") return setDraftError(t("comments.writeComment"));
    if (anchored.length >= ANCHORED_COMMENTS_MAX) return setDraftError(t("comments.tooMany", { max: ANCHORED_COMMENTS_MAX }));
    setAnchored([...anchored, { ...anchor, comment: note.trim() }]);
    setPassage("");
    setSelected(null);
    setNote("");
    setDraftError(null);
  };

  const save = async (event: FormEvent) => {
    event.preventDefault();
    if (preview === null) return setSaveError(t("form.allCriteria"));
    // A comment the teacher started but that was not added (or could not be) is not dropped silently.
    if (passage.trim() !== "" || note.trim() !== "") return setSaveError(t("form.pendingComment"));
    setSaving(true);
    setSaveError(null);
    try {
      const grade = await putGrade(studentId, submission.id, {
        criteria: criteria.map((id) => ({ id, band: Number(bands[id]) })),
        comment: comment.trim() === "" ? null : comment,
        anchored_comments: anchored,
      });
      toast.success(t("form.saved", { band: grade.overall.toFixed(1) }));
      onSaved(grade);
    } catch (error) {
      setSaveError(t("form.failed", { message: failure(error) }));
    } finally {
      setSaving(false);
    }
  };

  return (
    <form onSubmit={(e) => void save(e)} aria-labelledby={`${ids}-title`} className="space-y-5" data-testid="grade-form">
      <h3 id={`${ids}-title`} className="text-xl font-semibold text-slate-900 dark:text-white">
        {previous ? t("form.regradeTitle") : t("form.title")}
      </h3>
      <fieldset className="grid gap-3 sm:grid-cols-2">
        <legend className="mb-2 text-sm font-medium text-slate-700 dark:text-slate-300">{t("form.criteriaLegend")}</legend>
        {criteria.map((id) => (
          <Select
            key={id}
            label={t(`criteria.${id}`)}
            value={bands[id] ?? ""}
            options={[{ value: "", label: "–" }, ...BANDS.map((b) => ({ value: b, label: b }))]}
            onChange={(value) => setBands({ ...bands, [id]: value })}
            className="justify-between"
          />
        ))}
      </fieldset>
      <p className="text-sm text-slate-700 dark:text-slate-300" aria-live="polite" data-testid="overall-preview">
        {preview === null ? t("form.previewPending") : t("form.preview", { band: preview.toFixed(1) })}
      </p>

      <TextArea
        label={t("form.comment")}
        value={comment}
        maxLength={GRADE_COMMENT_MAX_LENGTH}
        rows={3}
        onChange={(e) => setComment(e.target.value)}
      />

      {text && (
        <section aria-labelledby={`${ids}-comments`} className="space-y-3">
          <h4 id={`${ids}-comments`} className="font-semibold text-slate-900 dark:text-white">
            {t("comments.heading")}
          </h4>
          <p className="text-sm text-slate-600 dark:text-slate-300">{t("comments.howTo")}</p>
          <CommentedText
            text={text}
            comments={anchored}
            label={t(submission.section === "writing" ? "comments.essayLabel" : "comments.transcriptLabel")}
            textRef={textRef}
            onRemove={(c) => setAnchored(anchored.filter((a) => a !== c))}
          />
          <div className="space-y-2 rounded-lg border border-slate-200 p-3 dark:border-slate-700">
            <div className="flex flex-wrap items-end gap-2">
              <TextField
                label={t("comments.passage")}
                className="min-w-0 flex-1"
                value={passage}
                onChange={(e) => {
                  setPassage(e.target.value);
                  setSelected(null);
                }}
              />
              <Button variant="secondary" size="sm" onClick={takeSelection}>
                {t("comments.useSelection")}
              </Button>
            </div>
            <TextArea
              label={t("comments.comment")}
              value={note}
              maxLength={ANCHORED_COMMENT_MAX_LENGTH}
              onChange={(e) => setNote(e.target.value)}
            />
            {draftError && (
              <p role="alert" className="text-sm text-red-700 dark:text-red-300">
                {draftError}
              </p>
            )}
            <Button variant="secondary" size="sm" onClick={addComment}>
              {t("comments.add")}
            </Button>
          </div>
        </section>
      )}

      {saveError && (
        <p role="alert" className="text-sm text-red-700 dark:text-red-300">
          {saveError}
        </p>
      )}
      <Button type="submit" disabled={saving}>
        {saving && <Spinner className="size-4" />}
        {t("form.save")}
      </Button>
    </form>
  );
}
