/**
 * A class card's assignments section: the teacher sets an assignment, sees each one with
 * every student's done / late / not started / overdue, edits its title and due date, deletes it.
 */
import { useQuery, useQueryClient } from "@tanstack/react-query";
import { useId, useState } from "react";
import { useTranslation } from "react-i18next";
import { toast } from "sonner";
import type { ClassAssignment } from "../../../worker/contract/assignments";
import { Button } from "../../components/ui/Button";
import { LoadFailed } from "../../components/ui/LoadFailed";
import { Loading } from "../../components/ui/Spinner";
import { classNames, focusRing } from "../../components/ui/class-names";
import { fetchRoster, teachingKeys, remindAssignment } from "../teaching";
import { ConfirmDialog } from "../../components/ui/ConfirmDialog";
import { assignmentKeys, createAssignment, deleteAssignment, fetchClassAssignments, updateAssignment } from "./api";
import { AssignmentFormDialog, type AssignmentFormValues } from "./AssignmentFormDialog";
import { formatDue } from "./format";
import { StatusBadge } from "./StatusBadge";
import { useAssignmentsTranslation } from "./translations";
import { WorkLabel } from "./WorkLabel";

const message = (error: unknown) => (error instanceof Error ? error.message : String(error));

/** One click reminds the students who have not finished (the server allows one reminder a day). */
function RemindButton({ assignment }: { assignment: ClassAssignment }) {
  const { t } = useAssignmentsTranslation();
  const [pending, setPending] = useState(false);
  const remind = async () => {
    setPending(true);
    try {
      const { reminded } = await remindAssignment(assignment.id);
      toast.success(t("reminded", { count: reminded }));
    } catch (error) {
      toast.error(error instanceof Error ? error.message : String(error));
    } finally {
      setPending(false);
    }
  };
  return (
    <Button size="sm" variant="ghost" onClick={() => void remind()} disabled={pending} aria-label={`${t("remind")}: ${assignment.title}`}>
      {t("remind")}
    </Button>
  );
}

function AssignmentRow({ assignment, onEdit, onDelete }: { assignment: ClassAssignment; onEdit: () => void; onDelete: () => void }) {
  const { t, i18n } = useAssignmentsTranslation();
  const finished = assignment.students.filter((s) => s.status === "done" || s.status === "late").length;
  return (
    <li className="py-3" data-testid="class-assignment">
      <div className="flex flex-wrap items-start justify-between gap-2">
        <div className="min-w-0 flex-1">
          <p className="font-medium break-words text-slate-900 dark:text-white">{assignment.title}</p>
          <p className="text-sm text-slate-600 dark:text-slate-300">
            <WorkLabel work={assignment.work} /> · {t("due", { date: formatDue(assignment.due_at, i18n.language) })}
          </p>
        </div>
        <div className="flex flex-wrap gap-2">
          <Button size="sm" variant="ghost" onClick={onEdit} aria-label={`${t("edit")}: ${assignment.title}`}>
            {t("edit")}
          </Button>
          {finished < assignment.students.length && <RemindButton assignment={assignment} />}
          <Button size="sm" variant="ghost" onClick={onDelete} aria-label={`${t("delete")}: ${assignment.title}`}>
            {t("delete")}
          </Button>
        </div>
      </div>
      <details className="mt-2 text-sm">
        <summary className={classNames("cursor-pointer rounded text-slate-700 dark:text-slate-200", focusRing)}>
          {t("class.finishedCount", { done: finished, total: assignment.students.length })}
        </summary>
        {assignment.students.length === 0 ? (
          <p className="mt-2 text-slate-600 dark:text-slate-300">{t("class.noStudents")}</p>
        ) : (
          <ul className="mt-2 flex flex-col gap-1">
            {assignment.students.map((s) => (
              <li key={s.student_id} className="flex flex-wrap items-center justify-between gap-2" data-testid="assignment-student">
                <span className="min-w-0 break-words text-slate-900 dark:text-white">{s.display_name}</span>
                <StatusBadge status={s.status} />
              </li>
            ))}
          </ul>
        )}
      </details>
    </li>
  );
}

export function ClassAssignments({ userId, classId }: { userId: string; classId: string }) {
  const { t } = useAssignmentsTranslation();
  const { t: tCommon } = useTranslation();
  const queryClient = useQueryClient();
  const list = useQuery({ queryKey: assignmentKeys.ofClass(userId, classId), queryFn: () => fetchClassAssignments(classId) });
  const roster = useQuery({ queryKey: teachingKeys.roster(userId, classId), queryFn: () => fetchRoster(classId) });
  const headingId = useId();
  const [creating, setCreating] = useState(false);
  const [editing, setEditing] = useState<ClassAssignment | null>(null);
  const [deleting, setDeleting] = useState<ClassAssignment | null>(null);
  const refresh = () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: assignmentKeys.ofClass(userId, classId) }),
      queryClient.invalidateQueries({ queryKey: teachingKeys.roster(userId, classId) }),
    ]);

  const create = async (values: AssignmentFormValues) => {
    try {
      await createAssignment(values);
      toast.success(t("class.created"));
      setCreating(false);
      await refresh();
    } catch (error) {
      toast.error(t("class.failed", { message: message(error) }));
    }
  };
  const save = async (id: string, values: AssignmentFormValues) => {
    try {
      await updateAssignment(id, { title: values.title, instructions: values.instructions ?? null, due_at: values.due_at });
      toast.success(t("class.saved"));
      setEditing(null);
      await refresh();
    } catch (error) {
      toast.error(t("class.failed", { message: message(error) }));
    }
  };
  const remove = async (id: string) => {
    try {
      await deleteAssignment(id);
      toast.success(t("class.deleted"));
      setDeleting(null);
      await refresh();
    } catch (error) {
      toast.error(t("class.failed", { message: message(error) }));
    }
  };

  const students = roster.data?.students ?? [];
  return (
    <section aria-labelledby={headingId} data-testid="class-assignments">
      <div className="mb-2 flex flex-wrap items-center justify-between gap-2">
        <h3 id={headingId} className="text-base font-semibold text-slate-900 dark:text-white">
          {t("class.title")}
        </h3>
        <Button size="sm" variant="secondary" onClick={() => setCreating(true)}>
          {t("class.new")}
        </Button>
      </div>
      {list.isPending && <Loading label={tCommon("loading")} className="justify-start p-2" />}
      {list.isError && <LoadFailed message={t("class.loadFailed")} retryLabel={t("retry")} onRetry={() => void list.refetch()} />}
      {list.isSuccess &&
        (list.data.assignments.length === 0 ? (
          <p className="text-sm text-slate-600 dark:text-slate-300">{t("class.empty")}</p>
        ) : (
          <ul className="divide-y divide-slate-200 dark:divide-slate-700">
            {list.data.assignments.map((a) => (
              <AssignmentRow key={a.id} assignment={a} onEdit={() => setEditing(a)} onDelete={() => setDeleting(a)} />
            ))}
          </ul>
        ))}
      {creating && (
        <AssignmentFormDialog
          open
          userId={userId}
          classId={classId}
          students={students}
          onClose={() => setCreating(false)}
          onSubmit={create}
        />
      )}
      {editing && (
        <AssignmentFormDialog
          open
          userId={userId}
          classId={classId}
          students={students}
          editing={editing}
          onClose={() => setEditing(null)}
          onSubmit={(values) => save(editing.id, values)}
        />
      )}
      <ConfirmDialog
        open={deleting !== null}
        title={deleting ? t("class.deleteTitle", { title: deleting.title }) : ""}
        description={t("class.deleteConfirm")}
        confirmLabel={t("delete")}
        destructive
        onConfirm={() => (deleting ? remove(deleting.id) : Promise.resolve())}
        onClose={() => setDeleting(null)}
      />
    </section>
  );
}
