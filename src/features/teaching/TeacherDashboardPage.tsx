/**
 * /teacher-dashboard (issue 14): the teacher's classes, each with its invitation and roster, and the
 * dialog that creates one. One responsive layout serves the desktop and the phone.
 */
import { useQuery, useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { toast } from "sonner";
import type { ScreenProps } from "../../app/screen";
import { Button, buttonClasses } from "../../components/ui/Button";
import { LoadFailed } from "../../components/ui/LoadFailed";
import { Loading } from "../../components/ui/Spinner";
import { useAuth } from "../../lib/auth/AuthProvider";
import { isTeacher } from "../../lib/auth/role";
import { useDocumentTitle } from "../../lib/document-title";
import { createClass, fetchTaughtClasses, teachingKeys } from "./api";
import { ClassCard } from "./ClassCard";
import { ClassFormDialog, type ClassFormValues } from "./ClassFormDialog";
import { failure } from "./rules";
import { useTeachingTranslation } from "./translations";
import { useClassActivity } from "./use-class-activity";

function Classes({ userId }: { userId: string }) {
  const { t } = useTeachingTranslation();
  const { t: tCommon } = useTranslation();
  const queryClient = useQueryClient();
  const [creating, setCreating] = useState(false);
  const classes = useQuery({ queryKey: teachingKeys.taught(userId), queryFn: fetchTaughtClasses });
  useClassActivity(userId);

  const create = async (values: ClassFormValues) => {
    try {
      await createClass(values);
      toast.success(t("form.created"));
      setCreating(false);
      await queryClient.invalidateQueries({ queryKey: teachingKeys.taught(userId) });
    } catch (error) {
      toast.error(t("form.failed", { message: failure(error) }));
    }
  };

  const active = classes.data?.filter((c) => c.archived_at === null) ?? [];
  const archived = classes.data?.filter((c) => c.archived_at !== null) ?? [];
  return (
    <>
      <div>
        <Button onClick={() => setCreating(true)}>{t("dashboard.newClass")}</Button>
      </div>
      {classes.isPending && <Loading label={tCommon("loading")} />}
      {classes.isError && (
        <LoadFailed message={t("dashboard.loadFailed")} retryLabel={t("actions.retry")} onRetry={() => void classes.refetch()} />
      )}
      {classes.isSuccess && classes.data.length === 0 && <p className="text-slate-600 dark:text-slate-300">{t("dashboard.empty")}</p>}
      {active.map((c) => (
        <ClassCard key={c.id} userId={userId} schoolClass={c} />
      ))}
      {archived.length > 0 && (
        <>
          <h2 className="mt-4 text-lg font-semibold text-slate-900 dark:text-white">{t("dashboard.archivedHeading")}</h2>
          {archived.map((c) => (
            <ClassCard key={c.id} userId={userId} schoolClass={c} />
          ))}
        </>
      )}
      {creating && <ClassFormDialog open onClose={() => setCreating(false)} onSubmit={create} />}
    </>
  );
}

export default function TeacherDashboardPage({ titleKey }: ScreenProps) {
  const { t } = useTeachingTranslation();
  const { t: tPages } = useTranslation("pages");
  const { user } = useAuth();
  const title = tPages(`routes.${titleKey}`);
  useDocumentTitle(title);
  if (!user) return null;
  return (
    <div className="mx-auto flex max-w-5xl flex-col gap-4 px-3 py-5 sm:gap-6 sm:px-4 sm:py-10">
      <div>
        <h1 className="text-2xl font-semibold text-slate-900 dark:text-white">{title}</h1>
        <p className="mt-1 text-sm text-slate-600 dark:text-slate-300">{t("dashboard.intro")}</p>
      </div>
      {isTeacher(user) ? (
        <Classes userId={user.id} />
      ) : (
        <div className="flex flex-col items-start gap-3">
          <p className="text-slate-700 dark:text-slate-200">{t("dashboard.learnerOnly")}</p>
          <Link to="/profile" className={buttonClasses({ variant: "secondary" })}>
            {t("dashboard.openProfile")}
          </Link>
        </div>
      )}
    </div>
  );
}
