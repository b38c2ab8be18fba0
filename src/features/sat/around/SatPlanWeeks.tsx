/**
 * The SAT side of the learning plan (/learn): the target against the latest section estimates, the weakest
 * domains measured, and the weeks to the exam, each on one SAT domain (weakest first) or a full test, with the
 * total to aim for. Each week links to where it is practised.
 */
import type { SatPlan } from "../../../../worker/contract/learning-plan";
import { Link } from "../../../components/ui/Link";
import { useSatTranslation } from "../translations";
import { useSatProgressTranslation } from "./translations";

export function SatPlanWeeks({ sat, day }: { sat: SatPlan; day: (iso: string) => string }) {
  const { t } = useSatProgressTranslation();
  const { t: tSat } = useSatTranslation();
  const domain = (name: string) => tSat(`domains.${name}`, { defaultValue: name });
  const section = (name: "reading_writing" | "math") => t(name === "math" ? "skills.sectionMath" : "skills.sectionReadingWriting");
  return (
    <section aria-labelledby="learn-sat-plan" className="mt-3 flex flex-col gap-2" data-testid="learn-sat-plan">
      <h3 id="learn-sat-plan" className="font-semibold text-slate-900 dark:text-white">
        {t("plan.title")}
      </h3>
      <p className="text-sm">
        {sat.current !== null
          ? t("plan.target", { target: sat.targetScore, current: sat.current, readingWriting: sat.readingWriting, math: sat.math })
          : sat.math !== null || sat.readingWriting !== null
            ? t("plan.targetOneSection", {
                target: sat.targetScore,
                section: section(sat.math !== null ? "math" : "reading_writing"),
                score: sat.math ?? sat.readingWriting ?? 0,
              })
            : t("plan.targetNoEstimate", { target: sat.targetScore })}
      </p>
      {sat.weakestDomains.length > 0 && (
        <p className="text-sm">
          {t("plan.weakest", {
            domains: sat.weakestDomains.map((d) => t("plan.domainAccuracy", { domain: domain(d.domain), accuracy: d.accuracy })).join(", "),
          })}
        </p>
      )}
      {sat.weeks.length > 0 && (
        <ol className="grid gap-2 sm:grid-cols-2">
          {sat.weeks.map((week) => (
            <li key={week.week} className="rounded-lg border border-slate-200 p-3 dark:border-slate-700">
              <p className="text-sm font-semibold text-slate-900 dark:text-white">
                {t("plan.weekTitle", { week: week.week, from: day(week.from), to: day(week.to) })}
              </p>
              <p className="text-sm">
                <Link to={week.route}>
                  {week.focus.kind === "full_test"
                    ? t("plan.fullTest")
                    : t("plan.domain", { section: section(week.focus.section), domain: domain(week.focus.domain) })}
                </Link>
                {week.aimScore !== null ? ` · ${t("plan.aim", { score: week.aimScore })}` : ""}
              </p>
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}
