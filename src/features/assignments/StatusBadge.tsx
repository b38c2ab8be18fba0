import type { AssignmentStatus } from "../../../worker/contract/assignments";
import { classNames } from "../../components/ui/class-names";
import { useAssignmentsTranslation } from "./translations";

const STYLES: Record<AssignmentStatus, string> = {
  done: "bg-emerald-100 text-emerald-900 dark:bg-emerald-900/50 dark:text-emerald-100",
  late: "bg-amber-100 text-amber-900 dark:bg-amber-900/50 dark:text-amber-100",
  not_started: "bg-slate-100 text-slate-800 dark:bg-slate-800 dark:text-slate-100",
  overdue: "bg-red-100 text-red-900 dark:bg-red-900/50 dark:text-red-100",
};

/** done / late / not started / overdue, in words (the colour only repeats them). */
export function StatusBadge({ status }: { status: AssignmentStatus }) {
  const { t } = useAssignmentsTranslation();
  return (
    <span
      className={classNames("inline-flex items-center rounded-full px-2 py-0.5 text-xs font-medium", STYLES[status])}
      data-status={status}
    >
      {t(`status.${status}`)}
    </span>
  );
}
