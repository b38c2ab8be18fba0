import { useQueryClient } from "@tanstack/react-query";
import { Suspense, useId, useState } from "react";
import { toast } from "sonner";
import type { TeacherClass } from "../../../worker/contract/classes";
import { Button } from "../../components/ui/Button";
import { Card } from "../../components/ui/Card";
import { ClassAssignments } from "../assignments";
import { StartGameDialog, useGamesTranslation } from "../games";
import { Tabs } from "../../components/ui/Tabs";
import { rotateJoinCode, teachingKeys, updateClass } from "./api";
import { ClassFormDialog, type ClassFormValues } from "./ClassFormDialog";
import { ConfirmDialog } from "../../components/ui/ConfirmDialog";
import { ClassAnnouncements } from "./ClassAnnouncements";
import { ClassHeatmap } from "./ClassHeatmap";
import { Gradebook } from "./Gradebook";
import { RosterList } from "./RosterList";
import { joinLink, spacedCode, failure } from "./rules";
import { useTeachingTranslation } from "./translations";
import { lazyWhenOnline } from "../../lib/load-when-online";

const JoinQrCode = lazyWhenOnline(() => import("./JoinQrCode"));

/** One class on the dashboard: its details, the invitation (code, link, QR, new code), and its roster or heatmap. */
export function ClassCard({ userId, schoolClass }: { userId: string; schoolClass: TeacherClass }) {
  const { t, i18n } = useTeachingTranslation();
  const queryClient = useQueryClient();
  const headingId = useId();
  const [editing, setEditing] = useState(false);
  const [confirmRotate, setConfirmRotate] = useState(false);
  const [confirmArchive, setConfirmArchive] = useState(false);
  const [startingGame, setStartingGame] = useState(false);
  const { t: tGames } = useGamesTranslation();
  const archived = schoolClass.archived_at !== null;
  const link = joinLink(schoolClass.join_code, window.location.origin);
  const refresh = () => queryClient.invalidateQueries({ queryKey: teachingKeys.taught(userId) });

  const save = async (values: ClassFormValues) => {
    try {
      await updateClass(schoolClass.id, values);
      toast.success(t("form.saved"));
      setEditing(false);
      await refresh();
    } catch (error) {
      toast.error(t("form.failed", { message: failure(error) }));
    }
  };
  const setArchived = async (value: boolean) => {
    try {
      await updateClass(schoolClass.id, { archived: value });
      toast.success(value ? t("class.archived") : t("class.restored"));
      setConfirmArchive(false);
      await refresh();
    } catch (error) {
      toast.error(t("class.actionFailed", { message: failure(error) }));
    }
  };
  const rotate = async () => {
    try {
      await rotateJoinCode(schoolClass.id);
      toast.success(t("class.rotated"));
      setConfirmRotate(false);
      await refresh();
    } catch (error) {
      toast.error(t("class.actionFailed", { message: failure(error) }));
    }
  };
  const copyLink = () =>
    navigator.clipboard.writeText(link).then(
      () => toast.success(t("class.copied")),
      (error: unknown) => toast.error(t("class.actionFailed", { message: failure(error) })),
    );

  const examDate = schoolClass.exam_date
    ? new Intl.DateTimeFormat(i18n.language, { dateStyle: "medium", timeZone: "UTC" }).format(
        new Date(`${schoolClass.exam_date}T00:00:00Z`),
      )
    : null;

  return (
    <Card role="region" aria-labelledby={headingId} className="flex flex-col gap-4" data-testid="class-card">
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div>
          <h2 id={headingId} className="text-lg font-semibold text-slate-900 dark:text-white">
            {schoolClass.name}
          </h2>
          <p className="mt-1 flex flex-wrap gap-x-3 gap-y-1 text-sm text-slate-600 dark:text-slate-300">
            <span>{t(`focus.${schoolClass.focus}`)}</span>
            {schoolClass.target !== null && <span>{t("class.target", { target: schoolClass.target })}</span>}
            {examDate && <span>{t("class.examDate", { date: examDate })}</span>}
            <span>{t("class.students", { count: schoolClass.student_count })}</span>
          </p>
        </div>
        <div className="flex flex-wrap gap-2">
          {!archived && (
            <Button size="sm" onClick={() => setStartingGame(true)} aria-label={tGames("start.openNamed", { name: schoolClass.name })}>
              {tGames("start.open")}
            </Button>
          )}
          {!archived && (
            <Button
              size="sm"
              variant="secondary"
              onClick={() => setEditing(true)}
              aria-label={t("class.editNamed", { name: schoolClass.name })}
            >
              {t("class.edit")}
            </Button>
          )}
          {/* Each button names its class, so a screen reader's list of buttons tells the classes apart. */}
          <Button
            size="sm"
            variant="secondary"
            onClick={() => (archived ? void setArchived(false) : setConfirmArchive(true))}
            aria-label={t(archived ? "class.restoreNamed" : "class.archiveNamed", { name: schoolClass.name })}
          >
            {archived ? t("class.restore") : t("class.archive")}
          </Button>
        </div>
      </div>

      {archived ? (
        <p className="text-sm text-slate-600 dark:text-slate-300">{t("class.archivedNote")}</p>
      ) : (
        <>
          <section
            aria-label={t("class.invite")}
            className="flex flex-col gap-4 rounded-lg bg-slate-50 p-4 sm:flex-row sm:items-center dark:bg-slate-800/60"
          >
            <Suspense fallback={<span aria-hidden="true" className="inline-block size-32" />}>
              <JoinQrCode link={link} label={t("class.qrLabel", { name: schoolClass.name })} />
            </Suspense>
            <dl className="flex min-w-0 flex-1 flex-col gap-2 text-sm">
              <div>
                <dt className="text-slate-600 dark:text-slate-300">{t("class.codeLabel")}</dt>
                <dd className="font-mono text-2xl font-semibold tracking-widest text-slate-900 dark:text-white" data-testid="join-code">
                  {spacedCode(schoolClass.join_code)}
                </dd>
              </div>
              <div>
                <dt className="text-slate-600 dark:text-slate-300">{t("class.linkLabel")}</dt>
                <dd className="truncate font-mono text-slate-900 dark:text-white" data-testid="join-link">
                  {link}
                </dd>
              </div>
            </dl>
            <div className="flex flex-wrap gap-2 sm:flex-col">
              <Button size="sm" variant="secondary" onClick={() => void copyLink()}>
                {t("class.copyLink")}
              </Button>
              <Button size="sm" variant="secondary" onClick={() => setConfirmRotate(true)}>
                {t("class.rotate")}
              </Button>
            </div>
          </section>
          <section aria-label={t("roster.title")}>
            <h3 className="mb-2 text-base font-semibold text-slate-900 dark:text-white">{t("roster.title")}</h3>
            <Tabs
              label={t("class_views.label", { name: schoolClass.name })}
              items={[
                { id: "roster", label: t("class_views.roster"), panel: <RosterList userId={userId} schoolClass={schoolClass} /> },
                { id: "heatmap", label: t("class_views.heatmap"), panel: <ClassHeatmap userId={userId} schoolClass={schoolClass} /> },
                { id: "gradebook", label: t("class_views.gradebook"), panel: <Gradebook userId={userId} schoolClass={schoolClass} /> },
              ]}
            />
          </section>
          <ClassAssignments userId={userId} classId={schoolClass.id} />
          <ClassAnnouncements userId={userId} classId={schoolClass.id} canWrite />
        </>
      )}

      {startingGame && <StartGameDialog userId={userId} classId={schoolClass.id} onClose={() => setStartingGame(false)} />}
      {editing && <ClassFormDialog open editing={schoolClass} onClose={() => setEditing(false)} onSubmit={save} />}
      <ConfirmDialog
        open={confirmArchive}
        title={t("class.archiveTitle", { name: schoolClass.name })}
        description={t("class.archiveConfirm")}
        confirmLabel={t("class.archiveNamed", { name: schoolClass.name })}
        destructive
        onConfirm={() => setArchived(true)}
        onClose={() => setConfirmArchive(false)}
      />
      <ConfirmDialog
        open={confirmRotate}
        title={t("class.rotateTitle")}
        description={t("class.rotateConfirm")}
        confirmLabel={t("class.rotate")}
        onConfirm={rotate}
        onClose={() => setConfirmRotate(false)}
      />
    </Card>
  );
}
