/**
 * /student-shared-content (learner): what teachers shared with me, by whom and when, new
 * (not opened yet) and done marked; open a lesson in the player, add a shared word list to my
 * dictionary and SRS, and my place in each course ("3 of 8 done") with "Continue". Refetches live when
 * something new is shared. One responsive layout serves the desktop and the phone.
 */
import { useQuery } from "@tanstack/react-query";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { toast } from "sonner";
import type { SharedCourseForMe, SharedLessonForMe } from "../../../worker/contract/sharing";
import type { ScreenProps } from "../../app/screen";
import { Button, buttonClasses } from "../../components/ui/Button";
import { Card } from "../../components/ui/Card";
import { LoadFailed } from "../../components/ui/LoadFailed";
import { Loading } from "../../components/ui/Spinner";
import { useAuth } from "../../lib/auth/AuthProvider";
import { useDocumentTitle } from "../../lib/document-title";
import { addSharedWords, fetchSharedWithMe, sharingKeys } from "./api";
import { failure, lessonPath, lessonState, type LessonState } from "./rules";
import { useSharedLive } from "./use-shared-live";
import { useSharingTranslation } from "./translations";

const badgeTone: Record<LessonState, string> = {
  new: "bg-sky-100 text-sky-900 dark:bg-sky-900 dark:text-sky-100",
  started: "bg-slate-100 text-slate-800 dark:bg-slate-800 dark:text-slate-100",
  done: "bg-emerald-100 text-emerald-900 dark:bg-emerald-900 dark:text-emerald-100",
};

function StateBadge({ state }: { state: LessonState }) {
  const { t } = useSharingTranslation();
  return <span className={`inline-flex rounded-full px-2 py-0.5 text-xs font-medium ${badgeTone[state]}`}>{t(`learner.${state}`)}</span>;
}

function useSharedDate() {
  const { i18n } = useSharingTranslation();
  return (iso: string) => new Intl.DateTimeFormat(i18n.language, { dateStyle: "medium" }).format(new Date(iso));
}

function LessonItem({ item }: { item: SharedLessonForMe }) {
  const { t } = useSharingTranslation();
  const date = useSharedDate();
  const [adding, setAdding] = useState(false);
  const { lesson } = item;
  const addWords = async () => {
    setAdding(true);
    try {
      const { words } = await addSharedWords(lesson.id);
      toast.success(t("learner.wordsAdded", { count: words }));
    } catch (error) {
      toast.error(t("learner.addFailed", { message: failure(error) }));
    } finally {
      setAdding(false);
    }
  };
  return (
    <li className="flex flex-col gap-3 py-4 sm:flex-row sm:items-start sm:justify-between" data-testid="shared-lesson">
      <div className="min-w-0 flex-1">
        <p className="flex flex-wrap items-center gap-2">
          <span className="font-semibold break-words text-slate-900 dark:text-white">{lesson.title}</span>
          <StateBadge state={lessonState(item)} />
        </p>
        <p className="mt-1 text-sm text-slate-700 dark:text-slate-200">{t(`kinds.${lesson.kind}`)}</p>
        <p className="mt-1 text-sm break-words text-slate-600 dark:text-slate-300">
          {t("learner.from", { teacher: item.teacher_name, class: item.class_name, date: date(item.shared_at) })}
        </p>
        {lesson.description && <p className="mt-1 text-sm break-words text-slate-700 dark:text-slate-200">{lesson.description}</p>}
      </div>
      <div className="flex shrink-0 flex-wrap gap-2">
        {lesson.word_count > 0 && (
          <Button
            size="sm"
            variant="secondary"
            disabled={adding}
            aria-label={t("learner.addWordsOf", { title: lesson.title })}
            onClick={() => void addWords()}
          >
            {t("learner.addWords")}
          </Button>
        )}
        <Link
          to={lessonPath(lesson.id)}
          className={buttonClasses({ size: "sm" })}
          aria-label={t("learner.openOf", { title: lesson.title })}
        >
          {t("learner.open")}
        </Link>
      </div>
    </li>
  );
}

function CourseItem({ item }: { item: SharedCourseForMe }) {
  const { t } = useSharingTranslation();
  const date = useSharedDate();
  const state: LessonState = item.next_lesson_id === null ? "done" : item.opened ? "started" : "new";
  return (
    <li className="flex flex-col gap-3 py-4" data-testid="shared-course">
      <div className="flex flex-col gap-3 sm:flex-row sm:items-start sm:justify-between">
        <div className="min-w-0 flex-1">
          <p className="flex flex-wrap items-center gap-2">
            <span className="font-semibold break-words text-slate-900 dark:text-white">{item.course.title}</span>
            <StateBadge state={state} />
          </p>
          <p className="mt-1 text-sm font-medium text-slate-800 dark:text-slate-100">
            {t("learner.position", { finished: item.finished, total: item.total })}
          </p>
          <p className="mt-1 text-sm break-words text-slate-600 dark:text-slate-300">
            {t("learner.from", { teacher: item.teacher_name, class: item.class_name, date: date(item.shared_at) })}
          </p>
          {item.course.description && (
            <p className="mt-1 text-sm break-words text-slate-700 dark:text-slate-200">{item.course.description}</p>
          )}
        </div>
        <div className="shrink-0">
          {item.next_lesson_id === null ? (
            <p className="text-sm font-medium text-emerald-800 dark:text-emerald-200">{t("learner.courseDone")}</p>
          ) : (
            <Link
              to={lessonPath(item.next_lesson_id)}
              className={buttonClasses({ size: "sm" })}
              aria-label={t("learner.continueOf", { title: item.course.title })}
            >
              {item.opened ? t("learner.continue") : t("learner.start")}
            </Link>
          )}
        </div>
      </div>
      <ol className="flex flex-col gap-1 text-sm">
        {item.lessons.map((lesson, index) => (
          <li key={lesson.id} className="flex flex-wrap items-center gap-2 text-slate-700 dark:text-slate-200">
            <span aria-hidden="true">{index + 1}.</span>
            <Link to={lessonPath(lesson.id)} className="break-words underline-offset-2 hover:underline">
              {lesson.title}
            </Link>
            {lesson.finished && <span className="text-emerald-800 dark:text-emerald-200">({t("learner.lessonDone")})</span>}
          </li>
        ))}
      </ol>
    </li>
  );
}

export default function StudentSharedContentPage({ titleKey }: ScreenProps) {
  const { t } = useSharingTranslation();
  const { t: tCommon } = useTranslation();
  const { t: tPages } = useTranslation("pages");
  const { user } = useAuth();
  const title = tPages(`routes.${titleKey}`);
  useDocumentTitle(title);
  const userId = user?.id ?? "";
  const shared = useQuery({ queryKey: sharingKeys.mine(userId), queryFn: fetchSharedWithMe, enabled: userId !== "", staleTime: 0 });
  useSharedLive(userId);
  if (!user) return null;
  const empty = shared.isSuccess && shared.data.lessons.length === 0 && shared.data.courses.length === 0;
  return (
    <div className="mx-auto flex max-w-3xl flex-col gap-4 px-3 py-5 sm:gap-6 sm:px-4 sm:py-10">
      <div>
        <h1 className="text-2xl font-semibold text-slate-900 dark:text-white">{title}</h1>
        <p className="mt-1 text-sm text-slate-600 dark:text-slate-300">{t("learner.intro")}</p>
      </div>
      {shared.isPending && <Loading label={tCommon("loading")} />}
      {shared.isError && <LoadFailed message={t("learner.loadFailed")} retryLabel={t("retry")} onRetry={() => void shared.refetch()} />}
      {empty && <p className="text-slate-600 dark:text-slate-300">{t("learner.empty")}</p>}
      {shared.isSuccess && shared.data.courses.length > 0 && (
        <Card>
          <section aria-labelledby="shared-with-me-courses">
            <h2 id="shared-with-me-courses" className="text-lg font-semibold text-slate-900 dark:text-white">
              {t("learner.coursesHeading")}
            </h2>
            <ul className="divide-y divide-slate-200 dark:divide-slate-700">
              {shared.data.courses.map((c) => (
                <CourseItem key={c.course.id} item={c} />
              ))}
            </ul>
          </section>
        </Card>
      )}
      {shared.isSuccess && shared.data.lessons.length > 0 && (
        <Card>
          <section aria-labelledby="shared-with-me-lessons">
            <h2 id="shared-with-me-lessons" className="text-lg font-semibold text-slate-900 dark:text-white">
              {t("learner.itemsHeading")}
            </h2>
            <ul className="divide-y divide-slate-200 dark:divide-slate-700">
              {shared.data.lessons.map((l) => (
                <LessonItem key={l.lesson.id} item={l} />
              ))}
            </ul>
          </section>
        </Card>
      )}
    </div>
  );
}
