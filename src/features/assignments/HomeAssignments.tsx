import { Link } from "react-router";
import { Card } from "../../components/ui/Card";
import { classNames, focusRing } from "../../components/ui/class-names";
import { useUserId } from "../progress";
import { useMyAssignments } from "./api";
import { formatDue } from "./format";
import { OpenWorkButton } from "./OpenWorkButton";
import { openAssignments } from "./rules";
import { StatusBadge } from "./StatusBadge";
import { useAssignmentsTranslation } from "./translations";

/** The home page's "Assignments" card: the learner's open assignments, shown only when they have any. */
export function HomeAssignments({ className }: { className?: string }) {
  const { t, i18n } = useAssignmentsTranslation();
  const userId = useUserId();
  const list = useMyAssignments(userId ?? "");
  const open = openAssignments(list.data?.assignments ?? []).slice(0, 3);
  if (open.length === 0) return null;
  return (
    <Card className={className}>
      <section aria-labelledby="home-assignments-title" data-testid="home-assignments">
        <div className="flex flex-wrap items-baseline justify-between gap-2">
          <h2 id="home-assignments-title" className="text-lg font-semibold text-slate-900 dark:text-white">
            {t("home.title")}
          </h2>
          <Link to="/assignments" className={classNames("rounded text-sm text-indigo-700 hover:underline dark:text-indigo-300", focusRing)}>
            {t("home.all")}
          </Link>
        </div>
        <ul className="mt-3 divide-y divide-slate-200 dark:divide-slate-700">
          {open.map((a) => (
            <li key={a.id} className="flex flex-wrap items-center justify-between gap-3 py-3">
              <div className="min-w-0 flex-1">
                <p className="flex flex-wrap items-center gap-2">
                  <span className="font-medium break-words text-slate-900 dark:text-white">{a.title}</span>
                  <StatusBadge status={a.status} />
                </p>
                <p className="text-sm text-slate-600 dark:text-slate-300">{t("due", { date: formatDue(a.due_at, i18n.language) })}</p>
              </div>
              <OpenWorkButton assignment={a} />
            </li>
          ))}
        </ul>
      </section>
    </Card>
  );
}
