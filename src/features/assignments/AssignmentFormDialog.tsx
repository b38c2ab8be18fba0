import { useQuery } from "@tanstack/react-query";
import { useState, type FormEvent } from "react";
import {
  ASSIGNMENT_INSTRUCTIONS_MAX_LENGTH,
  ASSIGNMENT_KINDS,
  ASSIGNMENT_TITLE_MAX_LENGTH,
  WORD_LIST_MAX_WORDS,
  type Assignment,
  type AssignmentCreate,
  type AssignmentKind,
} from "../../../worker/contract/assignments";
import type { RosterStudent } from "../../../worker/contract/classes";
import { Button } from "../../components/ui/Button";
import { Dialog } from "../../components/ui/Dialog";
import { FieldError, TextField, TextArea } from "../../components/ui/form-fields";
import { RecipientsFieldset } from "../teaching";
import { Select } from "../../components/ui/Select";
import { assignmentKeys, fetchIeltsItems, fetchOwnLessons } from "./api";
import { isoToLocalInput, localInputToIso, parseWordList } from "./rules";
import { useAssignmentsTranslation } from "./translations";

/** A new assignment's fields, or an edit's (title, instructions, due date: what the work is stays). */
export type AssignmentFormValues = AssignmentCreate;

type Props = {
  open: boolean;
  userId: string;
  classId: string;
  students: readonly RosterStudent[];
  /** The assignment being edited; none for a new one. */
  editing?: Assignment;
  onClose: () => void;
  onSubmit: (values: AssignmentFormValues) => Promise<void>;
};

const inAWeek = () => isoToLocalInput(new Date(Date.now() + 7 * 86_400_000).toISOString());

/** Set (or edit) an assignment: kind, the IELTS item or words, whole class or chosen students, title, due date. */
export function AssignmentFormDialog({ open, userId, classId, students, editing, onClose, onSubmit }: Props) {
  const { t } = useAssignmentsTranslation();
  const [kind, setKind] = useState<AssignmentKind>(editing?.work.kind ?? "ielts");
  const [testId, setTestId] = useState(editing?.work.kind === "ielts" ? editing.work.test_id : "");
  const [wordsText, setWordsText] = useState(editing?.work.kind === "word_list" ? editing.work.words.join("\n") : "");
  const [lessonId, setLessonId] = useState(editing?.work.kind === "lesson" ? editing.work.lesson_id : "");
  const [title, setTitle] = useState(editing?.title ?? "");
  const [instructions, setInstructions] = useState(editing?.instructions ?? "");
  const [due, setDue] = useState(editing ? isoToLocalInput(editing.due_at) : inAWeek());
  const [wholeClass, setWholeClass] = useState(true);
  const [chosen, setChosen] = useState<string[]>([]);
  const [tried, setTried] = useState(false);
  const [pending, setPending] = useState(false);
  const items = useQuery({ queryKey: assignmentKeys.ieltsItems(userId), queryFn: fetchIeltsItems, enabled: open && !editing });
  const lessons = useQuery({
    queryKey: assignmentKeys.lessons(userId),
    queryFn: fetchOwnLessons,
    enabled: open && !editing && kind === "lesson",
  });

  const words = parseWordList(wordsText);
  const dueIso = localInputToIso(due);
  const errors = {
    title: title.trim() === "" ? t("form.titleRequired") : undefined,
    due: dueIso === null ? t("form.dueRequired") : undefined,
    test: !editing && kind === "ielts" && testId === "" ? t("form.testRequired") : undefined,
    lesson: !editing && kind === "lesson" && lessonId === "" ? t("form.lessonRequired") : undefined,
    words:
      !editing && kind === "word_list" && (words.length === 0 || words.length > WORD_LIST_MAX_WORDS)
        ? t("form.wordsRequired", { max: WORD_LIST_MAX_WORDS })
        : undefined,
    students: !editing && !wholeClass && chosen.length === 0 ? t("form.studentsRequired") : undefined,
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setTried(true);
    if (Object.values(errors).some(Boolean) || dueIso === null) return;
    const common = {
      class_id: classId,
      title: title.trim(),
      instructions: instructions.trim() === "" ? null : instructions.trim(),
      due_at: dueIso,
      student_ids: wholeClass ? null : chosen,
    };
    setPending(true);
    try {
      await onSubmit(
        kind === "ielts"
          ? { ...common, kind, test_id: testId }
          : kind === "word_list"
            ? { ...common, kind, words }
            : kind === "lesson"
              ? { ...common, kind, lesson_id: lessonId }
              : { ...common, kind },
      );
    } finally {
      setPending(false);
    }
  };

  const itemOptions = [
    { value: "", label: t("form.pickTest") },
    ...(items.data?.tests ?? []).map((item) => ({ value: item.id, label: t(`work.${item.section}`, { title: item.title }) })),
  ];

  return (
    <Dialog open={open} onClose={() => !pending && onClose()} title={editing ? t("form.editTitle") : t("form.createTitle")}>
      <form onSubmit={(event) => void submit(event)} className="flex flex-col gap-4" noValidate>
        {!editing && (
          <>
            <Select
              stacked
              label={t("form.kind")}
              name="kind"
              value={kind}
              options={ASSIGNMENT_KINDS.map((value) => ({ value, label: t(`kinds.${value}`) }))}
              onChange={setKind}
            />
            {kind === "ielts" && (
              <div className="flex flex-col gap-1">
                <Select stacked label={t("form.test")} name="test" value={testId} options={itemOptions} onChange={setTestId} />
                {tried && errors.test && <FieldError>{errors.test}</FieldError>}
              </div>
            )}
            {kind === "word_list" && (
              <TextArea
                label={t("form.words")}
                name="words"
                rows={4}
                value={wordsText}
                lang="en"
                hint={t("form.wordsHint", { max: WORD_LIST_MAX_WORDS })}
                error={tried ? errors.words : undefined}
                onChange={(event) => setWordsText(event.target.value)}
              />
            )}
            {kind === "quiz" && <p className="text-sm text-slate-600 dark:text-slate-300">{t("form.quizHint")}</p>}
            {kind === "lesson" && (
              <div className="flex flex-col gap-1">
                <Select
                  stacked
                  label={t("form.lesson")}
                  name="lesson"
                  value={lessonId}
                  options={[
                    { value: "", label: t("form.pickLesson") },
                    ...(lessons.data ?? []).filter((l) => l.status === "published").map((l) => ({ value: l.id, label: l.title })),
                  ]}
                  onChange={setLessonId}
                />
                {tried && errors.lesson && <FieldError>{errors.lesson}</FieldError>}
              </div>
            )}
          </>
        )}
        <TextField
          label={t("form.title")}
          name="title"
          value={title}
          maxLength={ASSIGNMENT_TITLE_MAX_LENGTH}
          autoComplete="off"
          onChange={(event) => setTitle(event.target.value)}
          error={tried ? errors.title : undefined}
        />
        <TextArea
          label={t("form.instructions")}
          name="instructions"
          rows={3}
          value={instructions}
          maxLength={ASSIGNMENT_INSTRUCTIONS_MAX_LENGTH}
          onChange={(event) => setInstructions(event.target.value)}
        />
        <TextField
          label={t("form.due")}
          name="due"
          type="datetime-local"
          value={due}
          onChange={(event) => setDue(event.target.value)}
          error={tried ? errors.due : undefined}
        />
        {!editing && (
          <RecipientsFieldset
            labels={{ legend: t("form.for"), wholeClass: t("form.wholeClass"), noStudents: t("form.noStudents") }}
            wholeClass={wholeClass}
            onWholeClassChange={setWholeClass}
            students={students.map((s) => ({ id: s.student_id, name: s.display_name }))}
            chosen={chosen}
            onChosenChange={setChosen}
            error={tried ? errors.students : undefined}
          />
        )}
        <div className="flex flex-wrap justify-end gap-2">
          <Button variant="secondary" onClick={onClose} disabled={pending}>
            {t("cancel")}
          </Button>
          <Button type="submit" disabled={pending}>
            {editing ? t("form.save") : t("form.create")}
          </Button>
        </div>
      </form>
    </Dialog>
  );
}
