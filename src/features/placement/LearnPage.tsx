/**
 * /learn: "What should I do today?" — the learner's level (or a call to take the placement
 * test), the SRS cards due, open assignments from their classes, the next practice chosen from the
 * weakest criterion or skill, the weeks to the exam date and the reading and listening library. Every
 * item is one click away. One responsive layout serves the desktop and the phone (the mobile variant).
 */
import { useQuery } from "@tanstack/react-query";
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { CRITERION_NAMES } from "../../../worker/contract/ielts";
import type { LearningPlan } from "../../../worker/contract/learning-plan";
import type { ScreenProps } from "../../app/screen";
import { buttonClasses } from "../../components/ui/Button";
import { Card } from "../../components/ui/Card";
import { Link } from "../../components/ui/Link";
import { LoadFailed } from "../../components/ui/LoadFailed";
import { Loading } from "../../components/ui/Spinner";
import { useAuth } from "../../lib/auth/AuthProvider";
import { useDocumentTitle } from "../../lib/document-title";
import { formatDue, OpenWorkButton } from "../assignments";
import { SatPlanWeeks } from "../sat";
import { fetchLearningPlan, placementKeys } from "./api";
import { usePlacementTranslation } from "./translations";

function PlanCard({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <Card>
      <section aria-labelledby={id}>
        <h2 id={id} className="text-lg font-semibold text-slate-900 dark:text-white">
          {title}
        </h2>
        <div className="mt-2 text-slate-700 dark:text-slate-200">{children}</div>
      </section>
    </Card>
  );
}

const action = (primary = true) => buttonClasses({ variant: primary ? "primary" : "secondary", size: "sm", className: "mt-3" });

function NextPractice({ next }: { next: LearningPlan["next"] }) {
  const { t } = usePlacementTranslation();
  const what = t(`learn.focus.${next.focus}`);
  const because =
    next.reason === "criterion"
      ? t("learn.nextBecause.criterion", { criterion: CRITERION_NAMES[next.criterion], section: what, band: next.band })
      : next.reason === "skill"
        ? t("learn.nextBecause.skill", { skill: what, score: `${Math.round(next.score)}%` })
        : next.reason === "placement"
          ? t("learn.nextBecause.placement", { skill: what })
          : t("learn.nextBecause.start");
  return (
    <PlanCard id="learn-next" title={t("learn.nextTitle")}>
      <p>{because}</p>
      <Link to={next.route} className={action()}>
        {t("learn.go", { what })}
      </Link>
    </PlanCard>
  );
}

function ExamPlan({ exam }: { exam: LearningPlan["exam"] }) {
  const { t, i18n } = usePlacementTranslation();
  const day = (iso: string) => new Date(`${iso}T12:00:00Z`).toLocaleDateString(i18n.language, { day: "numeric", month: "short" });
  if (!exam.examDate || exam.daysToExam === null) {
    return (
      <PlanCard id="learn-exam" title={t("learn.examTitle")}>
        <p>{t("learn.noExam")}</p>
        <Link to="/profile" className={action(false)}>
          {t("learn.setGoals")}
        </Link>
      </PlanCard>
    );
  }
  const date = new Date(`${exam.examDate}T12:00:00Z`).toLocaleDateString(i18n.language, { dateStyle: "long" });
  return (
    <PlanCard id="learn-exam" title={t("learn.examTitle")}>
      <p className="font-semibold" data-testid="exam-countdown">
        {exam.daysToExam > 0 ? t("learn.examCountdown", { count: exam.daysToExam, date }) : t("learn.examPast", { date })}
      </p>
      {exam.targetBand !== null && (
        <p className="text-sm">{t("learn.target", { target: exam.targetBand, current: exam.current ?? t("learn.noEstimate") })}</p>
      )}
      {exam.weeks.length > 0 && (
        <ol className="mt-3 grid gap-2 sm:grid-cols-2">
          {exam.weeks.map((week) => (
            <li key={week.week} className="rounded-lg border border-slate-200 p-3 dark:border-slate-700">
              <p className="text-sm font-semibold text-slate-900 dark:text-white">
                {t("learn.weekTitle", { week: week.week, from: day(week.from), to: day(week.to) })}
              </p>
              <p className="text-sm">
                {t(`learn.focus.${week.focus}`)} · {t("learn.weekAim", { band: week.aimBand })}
              </p>
            </li>
          ))}
        </ol>
      )}
      {exam.sat && <SatPlanWeeks sat={exam.sat} day={day} />}
      {exam.targetBand === null && exam.sat === null && (
        <Link to="/profile" className={action(false)}>
          {t("learn.setGoals")}
        </Link>
      )}
    </PlanCard>
  );
}

export default function LearnPage({ titleKey }: ScreenProps) {
  const { t, i18n } = usePlacementTranslation();
  const { t: tCommon } = useTranslation();
  const { t: tPages } = useTranslation("pages");
  const { user } = useAuth();
  const userId = user?.id ?? "";
  const title = tPages(`routes.${titleKey}`);
  useDocumentTitle(title);
  const plan = useQuery({ queryKey: placementKeys.plan(userId), queryFn: fetchLearningPlan, enabled: userId !== "", staleTime: 0 });
  if (!user) return null;
  const data = plan.data;
  return (
    <div className="mx-auto flex max-w-4xl flex-col gap-4 px-3 py-5 sm:gap-6 sm:px-4 sm:py-10">
      <div>
        <h1 className="text-2xl font-semibold text-slate-900 dark:text-white">{title}</h1>
        <p className="mt-1 text-sm text-slate-600 dark:text-slate-300">{t("learn.intro")}</p>
      </div>
      {plan.isPending && <Loading label={tCommon("loading")} />}
      {plan.isError && <LoadFailed message={t("learn.loadFailed")} retryLabel={t("learn.retry")} onRetry={() => void plan.refetch()} />}
      {data && (
        <div className="grid gap-4 md:grid-cols-2">
          <PlanCard id="learn-level" title={t("learn.levelTitle")}>
            {data.placement ? (
              <>
                <p data-testid="learn-level">
                  {t("learn.levelFrom", {
                    date: new Date(data.placement.completedAt).toLocaleDateString(i18n.language, { dateStyle: "long" }),
                    level: data.placement.level,
                    min: data.placement.ieltsBand.min,
                    max: data.placement.ieltsBand.max,
                  })}
                </p>
                <Link to="/test" className={action(false)}>
                  {t("learn.retakeTest")}
                </Link>
              </>
            ) : (
              <>
                <p>{t("learn.noLevel")}</p>
                <Link to="/test" className={action()}>
                  {t("learn.takeTest")}
                </Link>
              </>
            )}
          </PlanCard>
          <PlanCard id="learn-review" title={t("learn.reviewTitle")}>
            {data.srsDue > 0 ? (
              <>
                <p>{t("learn.dueCount", { count: data.srsDue })}</p>
                <Link to="/review" className={action()}>
                  {t("learn.review")}
                </Link>
              </>
            ) : (
              <>
                <p>{t("learn.nothingDue")}</p>
                <Link to="/" className={action(false)}>
                  {t("learn.addWords")}
                </Link>
              </>
            )}
          </PlanCard>
          {data.assignments.length > 0 && (
            <PlanCard id="learn-assignments" title={t("learn.assignmentsTitle")}>
              <ul className="divide-y divide-slate-200 dark:divide-slate-700">
                {data.assignments.map((assignment) => (
                  <li key={assignment.id} className="flex flex-wrap items-center justify-between gap-2 py-2">
                    <span className="min-w-0 break-words">
                      {assignment.title} · {t("learn.assignmentDue", { date: formatDue(assignment.due_at, i18n.language) })}
                    </span>
                    <OpenWorkButton assignment={assignment} />
                  </li>
                ))}
              </ul>
              <Link to="/assignments" className={action(false)}>
                {t("learn.allAssignments")}
              </Link>
            </PlanCard>
          )}
          <NextPractice next={data.next} />
          <div className="md:col-span-2">
            <ExamPlan exam={data.exam} />
          </div>
          <div className="md:col-span-2">
            <PlanCard id="learn-library" title={t("learn.libraryTitle")}>
              <p>{t("learn.libraryText")}</p>
              <Link to="/library" className={action(false)}>
                {t("learn.library")}
              </Link>
            </PlanCard>
          </div>
        </div>
      )}
    </div>
  );
}
