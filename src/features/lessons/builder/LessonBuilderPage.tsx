/**
 * /lesson-builder and /create-lesson, one screen: with `?id=` the builder of that lesson,
 * without it the teacher's lessons and "New lesson" (to the creation choice). Teachers only; a learner
 * is pointed to the profile's role. One responsive layout for desktop and phone.
 */
import { useQuery } from "@tanstack/react-query";
import { useTranslation } from "react-i18next";
import { Link, useSearchParams } from "react-router";
import type { ScreenProps } from "../../../app/screen";
import { buttonClasses } from "../../../components/ui/Button";
import { LoadFailed } from "../../../components/ui/LoadFailed";
import { Loading } from "../../../components/ui/Spinner";
import { ApiRequestError } from "../../../lib/api";
import { fetchLesson, fetchMyLessons, lessonKeys } from "./api";
import { Builder } from "./Builder";
import { useLessonBuilderTranslation } from "./translations";
import { TeacherScreen } from "../../teaching";

function MyLessons({ userId }: { userId: string }) {
  const { t, i18n } = useLessonBuilderTranslation();
  const { t: tCommon } = useTranslation();
  const lessons = useQuery({ queryKey: lessonKeys.mine(userId), queryFn: fetchMyLessons });
  return (
    <section aria-labelledby="my-lessons" className="flex flex-col gap-3">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 id="my-lessons" className="text-lg font-semibold text-slate-900 dark:text-white">
          {t("mine.heading")}
        </h2>
        <Link to="/lesson-creation-choice" className={buttonClasses()}>
          {t("mine.new")}
        </Link>
      </div>
      <p className="text-sm text-slate-700 dark:text-slate-300">{t("mine.intro")}</p>
      {lessons.isPending && <Loading label={tCommon("loading")} />}
      {lessons.isError && <LoadFailed message={t("loadFailed")} retryLabel={t("retry")} onRetry={() => void lessons.refetch()} />}
      {lessons.isSuccess && lessons.data.length === 0 && <p className="text-slate-700 dark:text-slate-300">{t("mine.empty")}</p>}
      {lessons.isSuccess && lessons.data.length > 0 && (
        <ul className="flex flex-col gap-2">
          {lessons.data.map((lesson) => (
            <li
              key={lesson.id}
              className="flex flex-wrap items-center justify-between gap-2 rounded-xl border border-slate-200 p-3 dark:border-slate-700"
            >
              <div className="min-w-0">
                <p className="font-medium break-words text-slate-900 dark:text-white">{lesson.title}</p>
                <p className="text-sm text-slate-700 dark:text-slate-300">
                  {t(`kinds.${lesson.kind}`)} · {t(`status.${lesson.status}`)} · {t("mine.blocks", { count: lesson.block_count })}
                  {lesson.level && ` · ${lesson.level}`} · {new Date(lesson.updated_at).toLocaleDateString(i18n.language)}
                </p>
              </div>
              <Link
                to={`/lesson-builder?id=${encodeURIComponent(lesson.id)}`}
                aria-label={t("mine.editNamed", { title: lesson.title })}
                className={buttonClasses({ variant: "secondary", size: "sm" })}
              >
                {t("mine.edit")}
              </Link>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

function EditLesson({ userId, lessonId }: { userId: string; lessonId: string }) {
  const { t } = useLessonBuilderTranslation();
  const { t: tCommon } = useTranslation();
  const lesson = useQuery({
    queryKey: lessonKeys.one(userId, lessonId),
    queryFn: () => fetchLesson(lessonId),
    staleTime: Infinity,
    gcTime: 0,
  });
  return (
    <>
      <div>
        <Link to="/lesson-builder" className="text-sm text-indigo-700 underline dark:text-indigo-300">
          ← {t("builder.backToList")}
        </Link>
      </div>
      {lesson.isPending && <Loading label={tCommon("loading")} />}
      {lesson.isError &&
        (lesson.error instanceof ApiRequestError && lesson.error.status === 404 ? (
          <p className="text-slate-700 dark:text-slate-300">{t("builder.notFound")}</p>
        ) : (
          <LoadFailed message={t("loadFailed")} retryLabel={t("retry")} onRetry={() => void lesson.refetch()} />
        ))}
      {lesson.isSuccess && <Builder key={lesson.data.id} lesson={lesson.data} userId={userId} />}
    </>
  );
}

export default function LessonBuilderPage({ titleKey }: ScreenProps) {
  const { t } = useLessonBuilderTranslation();
  const [params] = useSearchParams();
  const lessonId = params.get("id");
  return (
    <TeacherScreen titleKey={titleKey} notTeacher={{ message: t("teacherOnly"), openProfile: t("openProfile") }}>
      {(userId) => (lessonId ? <EditLesson userId={userId} lessonId={lessonId} /> : <MyLessons userId={userId} />)}
    </TeacherScreen>
  );
}
