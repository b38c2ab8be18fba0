import { useQuery, useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { toast } from "sonner";
import { IELTS_SECTIONS } from "../../../worker/contract/progress";
import type { RosterStudent, TeacherClass } from "../../../worker/contract/classes";
import { Button, buttonClasses } from "../../components/ui/Button";
import { LoadFailed } from "../../components/ui/LoadFailed";
import { Loading } from "../../components/ui/Spinner";
import { classNames } from "../../components/ui/class-names";
import { useAssignmentsTranslation } from "../assignments";
import { fetchRoster, removeStudent, teachingKeys } from "./api";
import { ConfirmDialog } from "../../components/ui/ConfirmDialog";
import { useGradingTranslation } from "./results/translations";
import { daysSince, failure } from "./rules";
import { useTeachingTranslation } from "./translations";

function InactiveBadge() {
  const { t } = useTeachingTranslation();
  return (
    <span className="inline-flex items-center rounded-full bg-amber-100 px-2 py-0.5 text-xs font-medium text-amber-900 dark:bg-amber-900/50 dark:text-amber-100">
      {t("roster.inactive")}
    </span>
  );
}

function useLastActivity() {
  const { t } = useTeachingTranslation();
  return (student: RosterStudent) => {
    if (!student.last_activity_at) return t("roster.never");
    const days = daysSince(student.last_activity_at, Date.now());
    return days === 0 ? t("roster.today") : t("roster.daysAgo", { count: days });
  };
}

/** The latest IELTS band per section the student has taken, e.g. "Reading 7 · Writing 6"; SAT joins once it exists. */
function LatestBands({ student }: { student: RosterStudent }) {
  const { t } = useTeachingTranslation();
  const taken = IELTS_SECTIONS.filter((section) => student.ielts_bands[section] !== null);
  if (taken.length === 0) return <span className="text-slate-500 dark:text-slate-400">{t("roster.noBands")}</span>;
  return (
    <span className="flex flex-wrap gap-x-2">
      {taken.map((section) => (
        <span key={section} className="whitespace-nowrap">
          {t(`roster.bandShort.${section}`, { band: student.ielts_bands[section] })}
          {student.graded_by_teacher.includes(section) && ` ${t("roster.teacherMark")}`}
        </span>
      ))}
    </span>
  );
}

/**
 * A class's students with their last activity, day streak, reviews today and latest IELTS bands, and a
 * link to each one's progress; students idle for 3+ days are flagged. A table on wider screens, a list
 * of cards on a phone.
 */
export function RosterList({ userId, schoolClass }: { userId: string; schoolClass: TeacherClass }) {
  const { t } = useTeachingTranslation();
  const { t: tCommon } = useTranslation();
  const { t: tGrading } = useGradingTranslation();
  const { t: tAssignments } = useAssignmentsTranslation();
  const queryClient = useQueryClient();
  const lastActivity = useLastActivity();
  const roster = useQuery({ queryKey: teachingKeys.roster(userId, schoolClass.id), queryFn: () => fetchRoster(schoolClass.id) });
  const [removing, setRemoving] = useState<RosterStudent | null>(null);

  const remove = async (student: RosterStudent) => {
    try {
      await removeStudent(schoolClass.id, student.student_id);
      toast.success(t("roster.removed", { name: student.display_name }));
      setRemoving(null);
      await queryClient.invalidateQueries({ queryKey: teachingKeys.taught(userId) });
    } catch (error) {
      toast.error(t("class.actionFailed", { message: failure(error) }));
    }
  };

  if (roster.isPending) return <Loading label={tCommon("loading")} className="justify-start p-2" />;
  if (roster.isError)
    return <LoadFailed message={t("roster.loadFailed")} retryLabel={t("actions.retry")} onRetry={() => void roster.refetch()} />;
  const students = roster.data.students;
  if (students.length === 0) return <p className="text-sm text-slate-600 dark:text-slate-300">{t("roster.empty")}</p>;

  const studentLink = (student: RosterStudent, to: string, label: string, text: string) => (
    <Link
      to={`${to}/${encodeURIComponent(student.student_id)}`}
      aria-label={label}
      className={buttonClasses({ variant: "ghost", size: "sm" })}
    >
      {text}
    </Link>
  );
  const progressLink = (student: RosterStudent) =>
    studentLink(student, "/student-progress", t("roster.progressLabel", { name: student.display_name }), t("roster.progress"));
  const resultsLink = (student: RosterStudent) =>
    studentLink(student, "/student-test-results", tGrading("roster.linkLabel", { name: student.display_name }), tGrading("roster.link"));

  const removeButton = (student: RosterStudent) => (
    <Button
      size="sm"
      variant="ghost"
      aria-label={t("roster.removeLabel", { name: student.display_name })}
      onClick={() => setRemoving(student)}
    >
      {t("roster.remove")}
    </Button>
  );

  return (
    <>
      <table className="hidden w-full text-left text-sm sm:table" data-testid="roster">
        <thead className="text-xs text-slate-600 uppercase dark:text-slate-300">
          <tr>
            <th scope="col" className="py-2 pr-3 font-semibold">
              {t("roster.name")}
            </th>
            <th scope="col" className="py-2 pr-3 font-semibold">
              {t("roster.lastActivity")}
            </th>
            <th scope="col" className="py-2 pr-3 font-semibold">
              {t("roster.streak")}
            </th>
            <th scope="col" className="py-2 pr-3 font-semibold">
              {t("roster.reviewsToday")}
            </th>
            <th scope="col" className="py-2 pr-3 font-semibold">
              {t("roster.bands")}
            </th>
            <th scope="col" className="py-2 pr-3 font-semibold">
              {tAssignments("roster.column")}
            </th>
            <td />
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-200 dark:divide-slate-700">
          {students.map((student) => (
            <tr key={student.student_id} className={classNames(student.inactive && "bg-amber-50/60 dark:bg-amber-950/30")}>
              <th scope="row" className="py-2 pr-3 font-medium text-slate-900 dark:text-white">
                <span className="flex flex-wrap items-center gap-2">
                  {student.display_name}
                  {student.inactive && <InactiveBadge />}
                </span>
              </th>
              <td className="py-2 pr-3">{lastActivity(student)}</td>
              <td className="py-2 pr-3">{t("roster.streakDays", { count: student.current_streak })}</td>
              <td className="py-2 pr-3">{student.reviews_today}</td>
              <td className="py-2 pr-3">
                <LatestBands student={student} />
              </td>
              <td className="py-2 pr-3">
                {tAssignments("roster.doneOfDue", { done: student.assignments_done, due: student.assignments_due })}
              </td>
              <td className="py-2 text-right whitespace-nowrap">
                {progressLink(student)}
                {resultsLink(student)}
                {removeButton(student)}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
      <ul className="flex flex-col gap-2 sm:hidden" data-testid="roster-mobile">
        {students.map((student) => (
          <li key={student.student_id} className="rounded-lg border border-slate-200 p-3 dark:border-slate-700">
            <div className="flex items-start justify-between gap-2">
              <div className="flex flex-wrap items-center gap-2 font-medium text-slate-900 dark:text-white">
                {student.display_name}
                {student.inactive && <InactiveBadge />}
              </div>
              <div className="shrink-0">{removeButton(student)}</div>
            </div>
            <dl className="mt-1 grid grid-cols-2 gap-2 text-xs text-slate-600 dark:text-slate-300">
              <div>
                <dt>{t("roster.lastActivity")}</dt>
                <dd className="text-sm text-slate-900 dark:text-white">{lastActivity(student)}</dd>
              </div>
              <div>
                <dt>{t("roster.streak")}</dt>
                <dd className="text-sm text-slate-900 dark:text-white">{t("roster.streakDays", { count: student.current_streak })}</dd>
              </div>
              <div>
                <dt>{t("roster.reviewsToday")}</dt>
                <dd className="text-sm text-slate-900 dark:text-white">{student.reviews_today}</dd>
              </div>
              <div>
                <dt>{tAssignments("roster.column")}</dt>
                <dd className="text-sm text-slate-900 dark:text-white">
                  {tAssignments("roster.doneOfDue", { done: student.assignments_done, due: student.assignments_due })}
                </dd>
              </div>
              <div className="col-span-2">
                <dt>{t("roster.bands")}</dt>
                <dd className="text-sm text-slate-900 dark:text-white">
                  <LatestBands student={student} />
                </dd>
              </div>
            </dl>
            <div className="mt-2 flex flex-wrap gap-1">
              {progressLink(student)}
              {resultsLink(student)}
            </div>
          </li>
        ))}
      </ul>
      <ConfirmDialog
        open={removing !== null}
        title={removing ? t("roster.removeTitle", { name: removing.display_name, className: schoolClass.name }) : ""}
        description={t("roster.removeConfirm")}
        confirmLabel={t("roster.remove")}
        destructive
        onConfirm={() => (removing ? remove(removing) : Promise.resolve())}
        onClose={() => setRemoving(null)}
      />
    </>
  );
}
