/**
 * /shared-content (teacher): the teacher's lessons, word lists, quizzes and writing prompts,
 * each with its shares and who opened and finished it, and their courses with each student's place.
 * Share (a class, whole or chosen students), unshare (confirmed), edit a course (?course=<id>, or
 * ?course=new; the native app's /edit-course/{courseId} for an existing one). One responsive layout
 * serves the desktop and the phone.
 */
import { useQuery, useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { Link, useNavigate, useSearchParams } from "react-router";
import { toast } from "sonner";
import type { CourseShare, LessonShare, ShareableItem, ShareTargetClass, TeacherCourse } from "../../../worker/contract/sharing";
import type { ScreenProps } from "../../app/screen";
import { Button, buttonClasses } from "../../components/ui/Button";
import { Card } from "../../components/ui/Card";
import { Dialog } from "../../components/ui/Dialog";
import { LoadFailed } from "../../components/ui/LoadFailed";
import { Loading } from "../../components/ui/Spinner";
import { IS_NATIVE } from "../../lib/config";
import { ConfirmDialog } from "../../components/ui/ConfirmDialog";
import { createShare, deleteCourse, deleteShare, fetchCourses, fetchShareableItems, sharingKeys } from "./api";
import { CourseEditor } from "./CourseEditor";
import { builderPath, failure, lessonPath, shareCounts } from "./rules";
import { ShareDialog, type ShareTarget } from "./ShareDialog";
import { useSharingTranslation } from "./translations";
import { TeacherScreen } from "../teaching";

type Sharing = { kind: "lesson" | "course"; id: string; title: string };
type Unsharing = { id: string; title: string; className: string };

const badge = "inline-flex rounded-full px-2 py-0.5 text-xs font-medium";

function ShareHeading({ share }: { share: LessonShare | CourseShare }) {
  const { t } = useSharingTranslation();
  const who = share.student_ids === null ? t("teacher.wholeClass") : t("teacher.chosen", { count: share.student_ids.length });
  return (
    <span className="font-medium break-words text-slate-900 dark:text-white">
      {t("teacher.sharedWith", { class: share.class_name })} · {who}
    </span>
  );
}

function UnshareButton({
  share,
  title,
  onUnshare,
}: {
  share: LessonShare | CourseShare;
  title: string;
  onUnshare: (u: Unsharing) => void;
}) {
  const { t } = useSharingTranslation();
  return (
    <Button
      size="sm"
      variant="ghost"
      aria-label={t("teacher.unshareOf", { title, class: share.class_name })}
      onClick={() => onUnshare({ id: share.id, title, className: share.class_name })}
    >
      {t("teacher.unshare")}
    </Button>
  );
}

function LessonShareRow({ share, title, onUnshare }: { share: LessonShare; title: string; onUnshare: (u: Unsharing) => void }) {
  const { t } = useSharingTranslation();
  const counts = shareCounts(share.students);
  return (
    <li className="flex flex-col gap-1 py-2" data-testid="lesson-share">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <ShareHeading share={share} />
        <UnshareButton share={share} title={title} onUnshare={onUnshare} />
      </div>
      <p className="text-sm text-slate-700 dark:text-slate-200">{t("teacher.counts", counts)}</p>
      <details className="text-sm">
        <summary className="cursor-pointer text-slate-700 dark:text-slate-200">{t("teacher.whoDetails")}</summary>
        {share.students.length === 0 ? (
          <p className="mt-1 text-slate-600 dark:text-slate-300">{t("teacher.noStudents")}</p>
        ) : (
          <ul className="mt-1 flex flex-col gap-0.5">
            {share.students.map((s) => (
              <li key={s.student_id} className="break-words text-slate-700 dark:text-slate-200">
                {s.display_name}:{" "}
                {s.finished_at ? t("teacher.studentFinished") : s.opened_at ? t("teacher.studentOpened") : t("teacher.studentNotOpened")}
              </li>
            ))}
          </ul>
        )}
      </details>
    </li>
  );
}

function ItemCard({ item, onShare, onUnshare }: { item: ShareableItem; onShare: (s: Sharing) => void; onUnshare: (u: Unsharing) => void }) {
  const { t } = useSharingTranslation();
  const published = item.status === "published";
  return (
    <li className="flex flex-col gap-2 py-4" data-testid="shareable-item">
      <div className="flex flex-col gap-2 sm:flex-row sm:items-start sm:justify-between">
        <div className="min-w-0 flex-1">
          <p className="flex flex-wrap items-center gap-2">
            <span className="font-semibold break-words text-slate-900 dark:text-white">{item.title}</span>
            <span className={`${badge} bg-slate-100 text-slate-800 dark:bg-slate-800 dark:text-slate-100`}>{t(`kinds.${item.kind}`)}</span>
            {!published && (
              <span className={`${badge} bg-amber-100 text-amber-900 dark:bg-amber-900 dark:text-amber-100`}>{t("teacher.draft")}</span>
            )}
          </p>
          {!published && <p className="mt-1 text-sm text-slate-600 dark:text-slate-300">{t("teacher.draftHint")}</p>}
        </div>
        <div className="flex shrink-0 flex-wrap gap-2">
          <Link
            to={builderPath(item.id)}
            className={buttonClasses({ variant: "secondary", size: "sm" })}
            aria-label={t("teacher.editOf", { title: item.title })}
          >
            {t("teacher.edit")}
          </Link>
          <Link
            to={lessonPath(item.id)}
            className={buttonClasses({ variant: "secondary", size: "sm" })}
            aria-label={t("teacher.openOf", { title: item.title })}
          >
            {t("teacher.open")}
          </Link>
          {published && (
            <Button
              size="sm"
              aria-label={t("teacher.shareOf", { title: item.title })}
              onClick={() => onShare({ kind: "lesson", id: item.id, title: item.title })}
            >
              {t("teacher.share")}
            </Button>
          )}
        </div>
      </div>
      {published &&
        (item.shares.length === 0 ? (
          <p className="text-sm text-slate-600 dark:text-slate-300">{t("teacher.notShared")}</p>
        ) : (
          <ul className="divide-y divide-slate-100 dark:divide-slate-800">
            {item.shares.map((share) => (
              <LessonShareRow key={share.id} share={share} title={item.title} onUnshare={onUnshare} />
            ))}
          </ul>
        ))}
    </li>
  );
}

function CourseCard({
  course,
  onShare,
  onUnshare,
  onEdit,
  onDelete,
}: {
  course: TeacherCourse;
  onShare: (s: Sharing) => void;
  onUnshare: (u: Unsharing) => void;
  onEdit: () => void;
  onDelete: () => void;
}) {
  const { t } = useSharingTranslation();
  return (
    <li className="flex flex-col gap-2 py-4" data-testid="teacher-course">
      <div className="flex flex-col gap-2 sm:flex-row sm:items-start sm:justify-between">
        <div className="min-w-0 flex-1">
          <p className="font-semibold break-words text-slate-900 dark:text-white">{course.title}</p>
          <p className="text-sm text-slate-600 dark:text-slate-300">{t("teacher.lessonCount", { count: course.lessons.length })}</p>
          {course.description && <p className="mt-1 text-sm break-words text-slate-700 dark:text-slate-200">{course.description}</p>}
          {course.lessons.length > 0 && (
            <ol className="mt-1 list-inside list-decimal text-sm text-slate-700 dark:text-slate-200">
              {course.lessons.map((l) => (
                <li key={l.id} className="break-words">
                  {l.title}
                </li>
              ))}
            </ol>
          )}
        </div>
        <div className="flex shrink-0 flex-wrap gap-2">
          <Button size="sm" variant="secondary" aria-label={t("teacher.editCourseOf", { title: course.title })} onClick={onEdit}>
            {t("teacher.editCourse")}
          </Button>
          <Button size="sm" variant="ghost" aria-label={t("teacher.deleteCourseOf", { title: course.title })} onClick={onDelete}>
            {t("teacher.deleteCourse")}
          </Button>
          {course.lessons.length > 0 && (
            <Button
              size="sm"
              aria-label={t("teacher.shareOf", { title: course.title })}
              onClick={() => onShare({ kind: "course", id: course.id, title: course.title })}
            >
              {t("teacher.share")}
            </Button>
          )}
        </div>
      </div>
      {course.shares.length === 0 ? (
        <p className="text-sm text-slate-600 dark:text-slate-300">{t("teacher.notShared")}</p>
      ) : (
        <ul className="divide-y divide-slate-100 dark:divide-slate-800">
          {course.shares.map((share) => (
            <li key={share.id} className="flex flex-col gap-1 py-2">
              <div className="flex flex-wrap items-center justify-between gap-2">
                <ShareHeading share={share} />
                <UnshareButton share={share} title={course.title} onUnshare={onUnshare} />
              </div>
              <details className="text-sm">
                <summary className="cursor-pointer text-slate-700 dark:text-slate-200">{t("teacher.courseDetails")}</summary>
                {share.students.length === 0 ? (
                  <p className="mt-1 text-slate-600 dark:text-slate-300">{t("teacher.noStudents")}</p>
                ) : (
                  <ul className="mt-1 flex flex-col gap-0.5">
                    {share.students.map((s) => (
                      <li key={s.student_id} className="break-words text-slate-700 dark:text-slate-200">
                        {s.display_name}: {t("teacher.studentPlace", { finished: s.finished, total: s.total })}
                      </li>
                    ))}
                  </ul>
                )}
              </details>
            </li>
          ))}
        </ul>
      )}
    </li>
  );
}

function TeacherSharedContent({ userId }: { userId: string }) {
  const { t } = useSharingTranslation();
  const { t: tCommon } = useTranslation();
  const queryClient = useQueryClient();
  const [params, setParams] = useSearchParams();
  const [sharing, setSharing] = useState<Sharing | null>(null);
  const [unsharing, setUnsharing] = useState<Unsharing | null>(null);
  const [deleting, setDeleting] = useState<TeacherCourse | null>(null);
  const items = useQuery({ queryKey: sharingKeys.items(userId), queryFn: fetchShareableItems });
  const courses = useQuery({ queryKey: sharingKeys.courses(userId), queryFn: fetchCourses });
  const editing = params.get("course");
  const classes: ShareTargetClass[] = items.data?.classes ?? [];

  const refresh = () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: sharingKeys.items(userId) }),
      queryClient.invalidateQueries({ queryKey: sharingKeys.courses(userId) }),
    ]);
  const navigate = useNavigate();
  const openEditor = (courseId: string | null) => {
    // The native app edits a course on its own screen (spec §2); a new one is still made in the dialog.
    if (IS_NATIVE && courseId !== null && courseId !== "new") return void navigate(`/edit-course/${encodeURIComponent(courseId)}`);
    setParams((before) => {
      const next = new URLSearchParams(before);
      if (courseId === null) next.delete("course");
      else next.set("course", courseId);
      return next;
    });
  };

  const share = async (target: ShareTarget) => {
    if (!sharing) return;
    try {
      await createShare(sharing.kind === "lesson" ? { lesson_id: sharing.id, ...target } : { course_id: sharing.id, ...target });
      toast.success(t("shareDialog.shared"));
      setSharing(null);
      await refresh();
    } catch (error) {
      toast.error(t("shareDialog.failed", { message: failure(error) }));
    }
  };
  const unshare = async () => {
    if (!unsharing) return;
    try {
      await deleteShare(unsharing.id);
      toast.success(t("teacher.unshared"));
      setUnsharing(null);
      await refresh();
    } catch (error) {
      toast.error(t("teacher.unshareFailed", { message: failure(error) }));
    }
  };
  const removeCourse = async () => {
    if (!deleting) return;
    try {
      await deleteCourse(deleting.id);
      toast.success(t("teacher.courseDeleted"));
      setDeleting(null);
      await refresh();
    } catch (error) {
      toast.error(t("teacher.deleteFailed", { message: failure(error) }));
    }
  };

  return (
    <>
      {(items.isPending || courses.isPending) && <Loading label={tCommon("loading")} />}
      {(items.isError || courses.isError) && (
        <LoadFailed
          message={t("teacher.loadFailed")}
          retryLabel={t("retry")}
          onRetry={() => void Promise.all([items.refetch(), courses.refetch()])}
        />
      )}
      {items.isSuccess && (
        <Card>
          <section aria-labelledby="shared-items" className="flex flex-col gap-2">
            <div className="flex flex-wrap items-center justify-between gap-2">
              <h2 id="shared-items" className="text-lg font-semibold text-slate-900 dark:text-white">
                {t("teacher.itemsHeading")}
              </h2>
              <Link to="/lesson-creation-choice" className={buttonClasses({ variant: "secondary", size: "sm" })}>
                {t("teacher.newLesson")}
              </Link>
            </div>
            {items.data.items.length === 0 ? (
              <p className="text-slate-600 dark:text-slate-300">{t("teacher.noItems")}</p>
            ) : (
              <ul className="divide-y divide-slate-200 dark:divide-slate-700">
                {items.data.items.map((item) => (
                  <ItemCard key={item.id} item={item} onShare={setSharing} onUnshare={setUnsharing} />
                ))}
              </ul>
            )}
          </section>
        </Card>
      )}
      {courses.isSuccess && (
        <Card>
          <section aria-labelledby="shared-courses" className="flex flex-col gap-2">
            <div className="flex flex-wrap items-center justify-between gap-2">
              <h2 id="shared-courses" className="text-lg font-semibold text-slate-900 dark:text-white">
                {t("teacher.coursesHeading")}
              </h2>
              <Button size="sm" variant="secondary" onClick={() => openEditor("new")}>
                {t("teacher.newCourse")}
              </Button>
            </div>
            {courses.data.courses.length === 0 ? (
              <p className="text-slate-600 dark:text-slate-300">{t("teacher.noCourses")}</p>
            ) : (
              <ul className="divide-y divide-slate-200 dark:divide-slate-700">
                {courses.data.courses.map((course) => (
                  <CourseCard
                    key={course.id}
                    course={course}
                    onShare={setSharing}
                    onUnshare={setUnsharing}
                    onEdit={() => openEditor(course.id)}
                    onDelete={() => setDeleting(course)}
                  />
                ))}
              </ul>
            )}
          </section>
        </Card>
      )}
      {sharing && <ShareDialog title={sharing.title} classes={classes} onSubmit={share} onClose={() => setSharing(null)} />}
      {editing !== null && (
        <Dialog
          open
          onClose={() => openEditor(null)}
          title={editing === "new" ? t("course.createTitle") : t("course.editTitle")}
          className="max-h-[90dvh] max-w-lg overflow-y-auto"
        >
          <CourseEditor userId={userId} courseId={editing === "new" ? null : editing} onDone={() => openEditor(null)} />
        </Dialog>
      )}
      {unsharing && (
        <ConfirmDialog
          open
          title={t("teacher.unshareTitle", { title: unsharing.title })}
          description={t("teacher.unshareBody", { class: unsharing.className })}
          confirmLabel={t("teacher.unshare")}
          destructive
          onConfirm={unshare}
          onClose={() => setUnsharing(null)}
        />
      )}
      {deleting && (
        <ConfirmDialog
          open
          title={t("teacher.deleteCourseTitle", { title: deleting.title })}
          description={t("teacher.deleteCourseBody")}
          confirmLabel={t("teacher.deleteCourse")}
          destructive
          onConfirm={removeCourse}
          onClose={() => setDeleting(null)}
        />
      )}
    </>
  );
}

export default function SharedContentPage({ titleKey }: ScreenProps) {
  const { t } = useSharingTranslation();
  return (
    <TeacherScreen
      titleKey={titleKey}
      intro={t("teacher.intro")}
      notTeacher={{ message: t("teacher.learnerOnly"), openProfile: t("teacher.openProfile") }}
    >
      {(userId) => <TeacherSharedContent userId={userId} />}
    </TeacherScreen>
  );
}
