/**
 * /teacher-dashboard: the teacher's classes, each with its invitation and roster, and the
 * dialog that creates one. One responsive layout serves the desktop and the phone.
 */
import { useQuery, useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { toast } from "sonner";
import type { ScreenProps } from "../../app/screen";
import { Button } from "../../components/ui/Button";
import { LoadFailed } from "../../components/ui/LoadFailed";
import { Loading } from "../../components/ui/Spinner";
import { createClass, fetchTaughtClasses, teachingKeys } from "./api";
import { ClassCard } from "./ClassCard";
import { ClassFormDialog, type ClassFormValues } from "./ClassFormDialog";
import { failure } from "./rules";
import { useTeachingTranslation } from "./translations";
import { useClassActivity } from "./use-class-activity";
import { TeacherScreen } from "./TeacherScreen";

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
  return (
    <TeacherScreen
      titleKey={titleKey}
      intro={t("dashboard.intro")}
      notTeacher={{ message: t("dashboard.learnerOnly"), openProfile: t("dashboard.openProfile") }}
    >
      {(userId) => <Classes userId={userId} />}
    </TeacherScreen>
  );
}
