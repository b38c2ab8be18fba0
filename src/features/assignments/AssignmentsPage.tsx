/**
 * /assignments: the learner's assignments from their classes, open ones first (soonest due),
 * then those finished in the last two weeks, each with its status, due date and a button to the work.
 * One responsive layout serves the desktop and the phone.
 */
import { useTranslation } from "react-i18next";
import type { MyAssignment } from "../../../worker/contract/assignments";
import type { ScreenProps } from "../../app/screen";
import { Card } from "../../components/ui/Card";
import { LoadFailed } from "../../components/ui/LoadFailed";
import { Loading } from "../../components/ui/Spinner";
import { useAuth } from "../../lib/auth/AuthProvider";
import { useDocumentTitle } from "../../lib/document-title";
import { useMyAssignments } from "./api";
import { formatDue } from "./format";
import { OpenWorkButton } from "./OpenWorkButton";
import { StatusBadge } from "./StatusBadge";
import { useAssignmentsTranslation } from "./translations";
import { WorkLabel } from "./WorkLabel";

function AssignmentItem({ assignment }: { assignment: MyAssignment }) {
  const { t, i18n } = useAssignmentsTranslation();
  return (
    <li className="flex flex-col gap-3 py-4 sm:flex-row sm:items-start sm:justify-between" data-testid="my-assignment">
      <div className="min-w-0 flex-1">
        <p className="flex flex-wrap items-center gap-2">
          <span className="font-semibold break-words text-slate-900 dark:text-white">{assignment.title}</span>
          <StatusBadge status={assignment.status} />
        </p>
        <p className="mt-1 text-sm text-slate-700 dark:text-slate-200">
          <WorkLabel work={assignment.work} />
        </p>
        <p className="mt-1 text-sm text-slate-600 dark:text-slate-300">
          {t("due", { date: formatDue(assignment.due_at, i18n.language) })} · {t("fromClass", { name: assignment.class_name })}
        </p>
        {assignment.instructions && (
          <p className="mt-2 text-sm break-words whitespace-pre-line text-slate-700 dark:text-slate-200">{assignment.instructions}</p>
        )}
      </div>
      <div className="shrink-0">
        <OpenWorkButton assignment={assignment} />
      </div>
    </li>
  );
}

export default function AssignmentsPage({ titleKey }: ScreenProps) {
  const { t } = useAssignmentsTranslation();
  const { t: tCommon } = useTranslation();
  const { t: tPages } = useTranslation("pages");
  const { user } = useAuth();
  const title = tPages(`routes.${titleKey}`);
  useDocumentTitle(title);
  const list = useMyAssignments(user?.id ?? "");
  if (!user) return null;
  const open = list.data?.assignments.filter((a) => a.done_at === null) ?? [];
  const finished = list.data?.assignments.filter((a) => a.done_at !== null) ?? [];
  return (
    <div className="mx-auto flex max-w-3xl flex-col gap-4 px-3 py-5 sm:gap-6 sm:px-4 sm:py-10">
      <div>
        <h1 className="text-2xl font-semibold text-slate-900 dark:text-white">{title}</h1>
        <p className="mt-1 text-sm text-slate-600 dark:text-slate-300">{t("page.intro")}</p>
      </div>
      {list.isPending && <Loading label={tCommon("loading")} />}
      {list.isError && <LoadFailed message={t("page.loadFailed")} retryLabel={t("retry")} onRetry={() => void list.refetch()} />}
      {list.isSuccess && list.data.assignments.length === 0 && <p className="text-slate-600 dark:text-slate-300">{t("page.empty")}</p>}
      {open.length > 0 && (
        <Card>
          <section aria-labelledby="assignments-open">
            <h2 id="assignments-open" className="text-lg font-semibold text-slate-900 dark:text-white">
              {t("page.open")}
            </h2>
            <ul className="divide-y divide-slate-200 dark:divide-slate-700">
              {open.map((a) => (
                <AssignmentItem key={a.id} assignment={a} />
              ))}
            </ul>
          </section>
        </Card>
      )}
      {finished.length > 0 && (
        <Card>
          <section aria-labelledby="assignments-finished">
            <h2 id="assignments-finished" className="text-lg font-semibold text-slate-900 dark:text-white">
              {t("page.finished")}
            </h2>
            <ul className="divide-y divide-slate-200 dark:divide-slate-700">
              {finished.map((a) => (
                <AssignmentItem key={a.id} assignment={a} />
              ))}
            </ul>
          </section>
        </Card>
      )}
    </div>
  );
}
