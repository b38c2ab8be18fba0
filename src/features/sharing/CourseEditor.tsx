/**
 * The course editor: title, description and the ordered lessons of a course, added from the
 * teacher's published lessons, moved up and down by buttons (keyboard and screen reader: each move is
 * announced and focus stays on the moved lesson's button) and removed. On the web it opens from
 * /shared-content (?course=<id>); the native app's /edit-course/{courseId} renders this component too.
 */
import { useQuery, useQueryClient } from "@tanstack/react-query";
import { useId, useState, type FormEvent } from "react";
import { useTranslation } from "react-i18next";
import { toast } from "sonner";
import { COURSE_DESCRIPTION_MAX_LENGTH, COURSE_TITLE_MAX_LENGTH, type SharedLessonFacts } from "../../../worker/contract/sharing";
import { Button } from "../../components/ui/Button";
import { LoadFailed } from "../../components/ui/LoadFailed";
import { Loading } from "../../components/ui/Spinner";
import { TextField, TextArea } from "../../components/ui/form-fields";
import { Select } from "../../components/ui/Select";
import { createCourse, fetchCourses, fetchShareableItems, saveCourse, sharingKeys } from "./api";
import { failure, moveItem } from "./rules";
import { useSharingTranslation } from "./translations";

type CourseEditorProps = {
  userId: string;
  /** null: a new course. */
  courseId: string | null;
  onDone: () => void;
};

export function CourseEditor({ userId, courseId, onDone }: CourseEditorProps) {
  const { t } = useSharingTranslation();
  const { t: tCommon } = useTranslation();
  const items = useQuery({ queryKey: sharingKeys.items(userId), queryFn: fetchShareableItems });
  const courses = useQuery({ queryKey: sharingKeys.courses(userId), queryFn: fetchCourses, enabled: courseId !== null });
  if (items.isPending || (courseId !== null && courses.isPending)) return <Loading label={tCommon("loading")} />;
  if (items.isError || courses.isError)
    return (
      <LoadFailed
        message={t("teacher.loadFailed")}
        retryLabel={t("retry")}
        onRetry={() => void Promise.all([items.refetch(), courses.refetch()])}
      />
    );
  const course = courseId === null ? null : courses.data?.courses.find((c) => c.id === courseId);
  if (course === undefined) return <p className="text-slate-700 dark:text-slate-200">{t("course.notFound")}</p>;
  const published = items.data.items.filter((i) => i.status === "published");
  return (
    <CourseForm
      key={course?.id ?? "new"}
      userId={userId}
      courseId={courseId}
      initial={{ title: course?.title ?? "", description: course?.description ?? "", lessons: course?.lessons ?? [] }}
      published={published}
      onDone={onDone}
    />
  );
}

type CourseFormProps = {
  userId: string;
  courseId: string | null;
  initial: { title: string; description: string; lessons: SharedLessonFacts[] };
  published: SharedLessonFacts[];
  onDone: () => void;
};

function CourseForm({ userId, courseId, initial, published, onDone }: CourseFormProps) {
  const { t } = useSharingTranslation();
  const queryClient = useQueryClient();
  const listId = useId();
  const [title, setTitle] = useState(initial.title);
  const [description, setDescription] = useState(initial.description);
  const [lessons, setLessons] = useState(initial.lessons);
  const [adding, setAdding] = useState("");
  const [announcement, setAnnouncement] = useState("");
  const [tried, setTried] = useState(false);
  const [pending, setPending] = useState(false);
  const titleError = title.trim() === "" ? t("course.titleRequired") : undefined;
  const addable = published.filter((p) => !lessons.some((l) => l.id === p.id));

  const move = (index: number, step: -1 | 1) => {
    const lesson = lessons[index];
    if (!lesson) return;
    const next = moveItem(lessons, index, step);
    setLessons(next);
    setAnnouncement(t("course.moved", { title: lesson.title, position: index + step + 1, total: next.length }));
    // The row moved in the DOM: keep the focus on its button (or the other one at either end).
    requestAnimationFrame(() => {
      const same = document.getElementById(`${listId}-${step < 0 ? "up" : "down"}-${lesson.id}`) as HTMLButtonElement | null;
      const other = document.getElementById(`${listId}-${step < 0 ? "down" : "up"}-${lesson.id}`);
      (same && !same.disabled ? same : other)?.focus();
    });
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setTried(true);
    if (titleError) return;
    const body = { title: title.trim(), description: description.trim(), lesson_ids: lessons.map((l) => l.id) };
    setPending(true);
    try {
      if (courseId === null) await createCourse(body);
      else await saveCourse(courseId, body);
      toast.success(t("course.saved"));
      await queryClient.invalidateQueries({ queryKey: sharingKeys.courses(userId) });
      onDone();
    } catch (error) {
      toast.error(t("course.failed", { message: failure(error) }));
    } finally {
      setPending(false);
    }
  };

  return (
    <form onSubmit={(event) => void submit(event)} className="flex flex-col gap-4" noValidate>
      <TextField
        label={t("course.title")}
        name="title"
        value={title}
        maxLength={COURSE_TITLE_MAX_LENGTH}
        autoComplete="off"
        onChange={(event) => setTitle(event.target.value)}
        error={tried ? titleError : undefined}
      />
      <TextArea
        label={t("course.description")}
        name="description"
        rows={2}
        value={description}
        maxLength={COURSE_DESCRIPTION_MAX_LENGTH}
        onChange={(event) => setDescription(event.target.value)}
      />
      <fieldset className="flex min-w-0 flex-col gap-2">
        <legend className="mb-1 text-sm font-medium text-slate-800 dark:text-slate-200">{t("course.lessons")}</legend>
        {lessons.length === 0 ? (
          <p className="text-sm text-slate-600 dark:text-slate-300">{t("course.empty")}</p>
        ) : (
          <ol className="flex flex-col gap-2" data-testid="course-lessons">
            {lessons.map((lesson, index) => (
              <li key={lesson.id} className="flex items-center gap-2 rounded-lg border border-slate-200 px-3 py-2 dark:border-slate-700">
                <span className="w-6 shrink-0 text-sm text-slate-500 dark:text-slate-400" aria-hidden="true">
                  {index + 1}.
                </span>
                <span className="min-w-0 flex-1 break-words text-slate-900 dark:text-white">{lesson.title}</span>
                <Button
                  id={`${listId}-up-${lesson.id}`}
                  size="icon"
                  variant="ghost"
                  aria-label={t("course.moveUp", { title: lesson.title })}
                  disabled={index === 0}
                  onClick={() => move(index, -1)}
                >
                  <span aria-hidden="true">↑</span>
                </Button>
                <Button
                  id={`${listId}-down-${lesson.id}`}
                  size="icon"
                  variant="ghost"
                  aria-label={t("course.moveDown", { title: lesson.title })}
                  disabled={index === lessons.length - 1}
                  onClick={() => move(index, 1)}
                >
                  <span aria-hidden="true">↓</span>
                </Button>
                <Button
                  size="icon"
                  variant="ghost"
                  aria-label={t("course.remove", { title: lesson.title })}
                  onClick={() => setLessons((before) => before.filter((l) => l.id !== lesson.id))}
                >
                  <span aria-hidden="true">✕</span>
                </Button>
              </li>
            ))}
          </ol>
        )}
        <p className="sr-only" aria-live="polite">
          {announcement}
        </p>
      </fieldset>
      {published.length === 0 ? (
        <p className="text-sm text-slate-600 dark:text-slate-300">{t("course.noPublished")}</p>
      ) : (
        addable.length > 0 && (
          <div className="flex flex-wrap items-end gap-2">
            <div className="min-w-0 flex-1">
              <Select
                stacked
                label={t("course.add")}
                name="add-lesson"
                value={adding}
                options={[{ value: "", label: t("course.pickLesson") }, ...addable.map((l) => ({ value: l.id, label: l.title }))]}
                onChange={setAdding}
              />
            </div>
            <Button
              variant="secondary"
              disabled={adding === ""}
              onClick={() => {
                const lesson = addable.find((l) => l.id === adding);
                if (lesson) setLessons((before) => [...before, lesson]);
                setAdding("");
              }}
            >
              {t("course.addButton")}
            </Button>
          </div>
        )
      )}
      <div className="flex flex-wrap justify-end gap-2">
        <Button variant="secondary" onClick={onDone} disabled={pending}>
          {t("cancel")}
        </Button>
        <Button type="submit" disabled={pending}>
          {courseId === null ? t("course.create") : t("course.save")}
        </Button>
      </div>
    </form>
  );
}
