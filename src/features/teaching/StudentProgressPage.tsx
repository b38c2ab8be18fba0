/**
 * /student-progress/:studentId: a student's progress as the student sees it (the progress
 * views of src/features/progress, reading the student's data through `?user_id=`) and their SAT results, read-only, under
 * the student's name and the teacher's classes they are in. Anyone who is not their teacher is told so.
 */
import { useQuery } from "@tanstack/react-query";
import { useTranslation } from "react-i18next";
import { Link, useParams } from "react-router";
import type { ScreenProps } from "../../app/screen";
import { LoadFailed } from "../../components/ui/LoadFailed";
import { Loading } from "../../components/ui/Spinner";
import { useAuth } from "../../lib/auth/AuthProvider";
import { ApiRequestError } from "../../lib/api";
import { useDocumentTitle } from "../../lib/document-title";
import { useDeviceVariant } from "../../lib/device";
import { ProgressSubject, ProgressView } from "../progress";
import { StudentSatResults } from "../sat";
import { fetchStudentContext, teachingKeys } from "./api";
import { useTeachingTranslation } from "./translations";
import { useClassActivity } from "./use-class-activity";

export default function StudentProgressPage({ titleKey }: ScreenProps) {
  const { t } = useTeachingTranslation();
  const { t: tPages } = useTranslation("pages");
  const { user } = useAuth();
  const { studentId = "" } = useParams();
  const compact = useDeviceVariant() === "mobile";
  const userId = user?.id ?? "";
  useClassActivity(userId);
  const student = useQuery({
    queryKey: teachingKeys.student(userId, studentId),
    queryFn: () => fetchStudentContext(studentId),
    enabled: user !== null,
    retry: (count, error) => !(error instanceof ApiRequestError && error.status < 500) && count < 2,
  });
  const title = tPages(`routes.${titleKey}`);
  useDocumentTitle(student.data ? `${student.data.display_name} · ${title}` : title);

  if (!user) return null;
  const back = (
    <Link to="/teacher-dashboard" className="text-sm font-medium text-indigo-700 underline dark:text-indigo-300">
      {t("student.back")}
    </Link>
  );
  if (student.isPending) return <Loading label={t("student.loading")} />;
  if (student.isError) {
    const refused = student.error instanceof ApiRequestError && [403, 404].includes(student.error.status);
    return (
      <section className="mx-auto flex max-w-3xl flex-col items-start gap-3 px-4 py-10">
        <h1 className="text-2xl font-semibold text-slate-900 dark:text-white">{title}</h1>
        {refused ? (
          <p className="text-slate-700 dark:text-slate-200">{t("student.notVisible")}</p>
        ) : (
          <LoadFailed message={t("student.loadFailed")} retryLabel={t("actions.retry")} onRetry={() => void student.refetch()} />
        )}
        {back}
      </section>
    );
  }
  const { display_name, classes } = student.data;
  return (
    <ProgressSubject.Provider value={studentId}>
      <ProgressView
        titleKey={titleKey}
        compact={compact}
        context={
          <div className="mt-2 flex flex-col items-start gap-1 text-sm text-slate-700 dark:text-slate-200">
            <p className="text-lg font-medium text-slate-900 dark:text-white" data-testid="student-name">
              {display_name}
            </p>
            <p>{t("student.classes", { names: classes.map((c) => c.name).join(", ") })}</p>
            <p className="text-slate-600 dark:text-slate-300">{t("student.intro", { name: display_name })}</p>
            {back}
          </div>
        }
      />
      <StudentSatResults teacherId={userId} studentId={studentId} />
    </ProgressSubject.Provider>
  );
}
