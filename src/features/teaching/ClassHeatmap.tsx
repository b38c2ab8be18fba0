/**
 * The class heatmap: students × IELTS criteria and question types, each cell coloured by the
 * student's latest score and showing it as text, with the class average per column and the weakest one
 * named. A real table that scrolls sideways inside its own box, so the page never does on a phone.
 */
import { useQuery } from "@tanstack/react-query";
import { useTranslation } from "react-i18next";
import { HEATMAP_RECENT_SUBMISSIONS, type HeatmapColumn, type TeacherClass } from "../../../worker/contract/classes";
import { LoadFailed } from "../../components/ui/LoadFailed";
import { Loading } from "../../components/ui/Spinner";
import { classNames, focusRing } from "../../components/ui/class-names";
import { fetchHeatmap, teachingKeys } from "./api";
import { heatmapTone, weakestColumn, type HeatmapTone } from "./rules";
import { useTeachingTranslation } from "./translations";

const TONE_CLASSES: Record<HeatmapTone, string> = {
  low: "bg-red-100 text-red-950 dark:bg-red-950/70 dark:text-red-50",
  fair: "bg-orange-100 text-orange-950 dark:bg-orange-950/70 dark:text-orange-50",
  good: "bg-yellow-100 text-yellow-950 dark:bg-yellow-900/60 dark:text-yellow-50",
  strong: "bg-emerald-100 text-emerald-950 dark:bg-emerald-950/70 dark:text-emerald-50",
};

const SECTIONS = ["writing", "speaking", "reading", "listening"] as const;

export function ClassHeatmap({ userId, schoolClass }: { userId: string; schoolClass: TeacherClass }) {
  const { t } = useTeachingTranslation();
  const { t: tCommon } = useTranslation();
  const heatmap = useQuery({ queryKey: teachingKeys.heatmap(userId, schoolClass.id), queryFn: () => fetchHeatmap(schoolClass.id) });

  if (heatmap.isPending) return <Loading label={tCommon("loading")} className="justify-start p-2" />;
  if (heatmap.isError)
    return <LoadFailed message={t("heatmap.loadFailed")} retryLabel={t("actions.retry")} onRetry={() => void heatmap.refetch()} />;
  const { columns, students, averages } = heatmap.data;
  if (students.length === 0) return <p className="text-sm text-slate-600 dark:text-slate-300">{t("heatmap.empty")}</p>;

  const columnLabel = (column: HeatmapColumn) =>
    column.unit === "band"
      ? t(`heatmap.criteria.${column.criterion}`)
      : t(`heatmap.questionTypes.${column.question_type}`, { defaultValue: column.question_type.replaceAll("_", " ") });
  const valueText = (value: number | null | undefined, unit: HeatmapColumn["unit"]) =>
    value === null || value === undefined ? (
      <>
        <span aria-hidden="true">–</span>
        <span className="sr-only">{t("heatmap.noScore")}</span>
      </>
    ) : unit === "band" ? (
      String(value)
    ) : (
      t("heatmap.percent", { value })
    );
  const groups = SECTIONS.map((section) => ({ section, span: columns.filter((c) => c.section === section).length })).filter(
    (g) => g.span > 0,
  );
  const weakest = weakestColumn(heatmap.data);
  const hasResults = Object.values(averages).some((v) => v !== null);

  return (
    <div className="flex flex-col gap-3">
      <p className="text-sm text-slate-600 dark:text-slate-300">{t("heatmap.intro", { recent: HEATMAP_RECENT_SUBMISSIONS })}</p>
      {!hasResults && <p className="text-sm font-medium text-slate-800 dark:text-slate-100">{t("heatmap.noResults")}</p>}
      {/* Focusable so keyboard users can scroll it. Relative: the cells' screen-reader-only texts are
          positioned, and only then does the box clip them, so the page itself keeps its width. */}
      <div
        role="region"
        aria-label={t("heatmap.scrollLabel")}
        tabIndex={0}
        className={classNames("relative max-w-full overflow-x-auto rounded-lg border border-slate-200 dark:border-slate-700", focusRing)}
        data-testid="heatmap"
      >
        <table className="min-w-max border-collapse text-left text-sm">
          <caption className="sr-only">{t("heatmap.caption")}</caption>
          <thead className="text-xs text-slate-700 dark:text-slate-200">
            <tr>
              <td className="bg-white dark:bg-slate-900" />
              {groups.map((g) => (
                <th
                  key={g.section}
                  scope="colgroup"
                  colSpan={g.span}
                  className="border-l border-slate-200 px-2 pt-2 font-semibold uppercase dark:border-slate-700"
                >
                  {t(`heatmap.sections.${g.section}`)}
                </th>
              ))}
            </tr>
            <tr>
              <th scope="col" className="sticky left-0 bg-white px-2 py-2 font-semibold dark:bg-slate-900">
                {t("heatmap.student")}
              </th>
              {columns.map((column) => (
                <th key={column.id} scope="col" className="w-24 max-w-24 px-2 py-2 align-bottom font-medium break-words whitespace-normal">
                  {columnLabel(column)}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {students.map((student) => (
              <tr key={student.student_id} className="border-t border-slate-200 dark:border-slate-700">
                <th
                  scope="row"
                  className="sticky left-0 max-w-40 truncate bg-white px-2 py-1.5 font-medium text-slate-900 dark:bg-slate-900 dark:text-white"
                >
                  {student.display_name}
                </th>
                {columns.map((column) => {
                  const value = student.cells[column.id];
                  const byTeacher = student.teacher_cells.includes(column.id);
                  return (
                    <td
                      key={column.id}
                      className={classNames(
                        "px-2 py-1.5 text-center tabular-nums",
                        value === null || value === undefined
                          ? "text-slate-500 dark:text-slate-400"
                          : TONE_CLASSES[heatmapTone(value, column.unit)],
                      )}
                    >
                      {byTeacher ? (
                        <span title={t("heatmap.teacherCell", { value: valueText(value, column.unit) })}>
                          <span aria-hidden="true">{valueText(value, column.unit)}*</span>
                          <span className="sr-only">{t("heatmap.teacherCell", { value: valueText(value, column.unit) })}</span>
                        </span>
                      ) : (
                        valueText(value, column.unit)
                      )}
                    </td>
                  );
                })}
              </tr>
            ))}
          </tbody>
          <tfoot>
            <tr className="border-t-2 border-slate-300 font-semibold dark:border-slate-600">
              <th scope="row" className="sticky left-0 bg-white px-2 py-2 text-slate-900 dark:bg-slate-900 dark:text-white">
                {t("heatmap.average")}
              </th>
              {columns.map((column) => {
                const value = averages[column.id];
                return (
                  <td
                    key={column.id}
                    className={classNames(
                      "px-2 py-2 text-center tabular-nums",
                      value === null || value === undefined
                        ? "text-slate-500 dark:text-slate-400"
                        : TONE_CLASSES[heatmapTone(value, column.unit)],
                      column.id === weakest && "outline-2 -outline-offset-2 outline-red-700 dark:outline-red-300",
                    )}
                  >
                    {valueText(value, column.unit)}
                    {column.id === weakest && <span className="block text-xs font-bold uppercase">{t("heatmap.weakest")}</span>}
                  </td>
                );
              })}
            </tr>
          </tfoot>
        </table>
      </div>
      <p className="text-xs text-slate-600 dark:text-slate-300">
        {t("heatmap.legend")} {t("heatmap.teacherLegend")}
      </p>
    </div>
  );
}
