/**
 * Analytics: accuracy per SAT domain and skill over the learner's server-scored module
 * answers, one table per section: a domain row with its skills under it, each with a bar and its figures.
 */
import type { SatSkillAccuracy } from "../../../../worker/contract/sat-progress";
import { SAT_SCORE_SECTIONS } from "../../../../worker/contract/sat-progress";
import { Card } from "../../../components/ui/Card";
import { classNames } from "../../../components/ui/class-names";
import { useSatTranslation } from "../translations";
import { useSatProgressTranslation } from "./translations";

type Row = { key: string; name: string; correct: number; total: number; domain: boolean };

function rowsOf(skills: SatSkillAccuracy[], name: (kind: "domains" | "skills", id: string) => string): Row[] {
  const domains = [...new Set(skills.map((s) => s.domain))];
  return domains.flatMap((domain) => {
    const own = skills.filter((s) => s.domain === domain);
    const correct = own.reduce((sum, s) => sum + s.correct, 0);
    const total = own.reduce((sum, s) => sum + s.total, 0);
    return [
      { key: domain, name: name("domains", domain), correct, total, domain: true },
      ...own.map((s) => ({
        key: `${domain}/${s.skill}`,
        name: name("skills", s.skill),
        correct: s.correct,
        total: s.total,
        domain: false,
      })),
    ];
  });
}

export function SatSkillsCard({ skills }: { skills: SatSkillAccuracy[] }) {
  const { t, i18n } = useSatProgressTranslation();
  const { t: tSat } = useSatTranslation();
  const percent = new Intl.NumberFormat(i18n.language, { style: "percent" });
  const name = (kind: "domains" | "skills", id: string) => tSat(`${kind}.${id}`, { defaultValue: id });
  const cell = "border-b border-slate-200 px-2 py-1.5 dark:border-slate-700";
  return (
    <Card>
      <h3 className="font-semibold text-slate-900 dark:text-white">{t("skills.title")}</h3>
      <p className="mt-1 text-sm text-slate-600 dark:text-slate-300">{skills.length > 0 ? t("skills.description") : t("skills.empty")}</p>
      <div className="mt-4 grid gap-6 lg:grid-cols-2">
        {SAT_SCORE_SECTIONS.map((section) => {
          const rows = rowsOf(
            skills.filter((s) => s.section === section),
            name,
          );
          if (rows.length === 0) return null;
          return (
            <div key={section} className="max-w-full overflow-x-auto">
              <table className="w-full text-sm text-slate-900 dark:text-slate-100" data-testid={`sat-skills-${section}`}>
                <caption className="mb-2 text-left font-semibold">
                  {t(section === "math" ? "skills.sectionMath" : "skills.sectionReadingWriting")}
                </caption>
                <thead>
                  <tr>
                    <th scope="col" className={classNames(cell, "text-left")}>
                      {t("skills.skill")}
                    </th>
                    <th scope="col" className={classNames(cell, "text-right")}>
                      {t("skills.correct")}
                    </th>
                    <th scope="col" className={classNames(cell, "w-1/3 text-right")}>
                      {t("skills.accuracy")}
                    </th>
                  </tr>
                </thead>
                <tbody>
                  {rows.map((row) => {
                    const share = row.total === 0 ? 0 : row.correct / row.total;
                    return (
                      <tr key={row.key}>
                        <th
                          scope="row"
                          className={classNames(cell, "text-left break-words", row.domain ? "font-semibold" : "pl-5 font-normal")}
                        >
                          {row.name}
                        </th>
                        <td className={classNames(cell, "text-right whitespace-nowrap tabular-nums")}>
                          {t("skills.outOf", { correct: row.correct, total: row.total })}
                        </td>
                        <td className={cell}>
                          <span className="flex items-center justify-end gap-2">
                            <span
                              aria-hidden="true"
                              className="hidden h-2 w-16 overflow-hidden rounded-full bg-slate-200 sm:block dark:bg-slate-700"
                            >
                              <span
                                className="block h-full rounded-full bg-indigo-600 dark:bg-indigo-400"
                                style={{ width: `${share * 100}%` }}
                              />
                            </span>
                            <span className="tabular-nums">{percent.format(share)}</span>
                          </span>
                        </td>
                      </tr>
                    );
                  })}
                </tbody>
              </table>
            </div>
          );
        })}
      </div>
    </Card>
  );
}
