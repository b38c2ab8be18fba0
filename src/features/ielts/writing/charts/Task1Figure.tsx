/**
 * A Writing Task 1 visual drawn from its numbers, with a text alternative: the drawing is hidden
 * from screen readers, which read the figure's caption, a one-line description and the data (a
 * table, the list of stages, or the features of each map and what changed).
 */
import { useId } from "react";
import { Trans } from "react-i18next";
import type { Task1Visual } from "../../../../../worker/contract/ielts-content";
import { useIeltsTasksTranslation } from "../../task-translations";
import { AxisChart } from "./AxisChart";
import { DataTable } from "./DataTable";
import { formatNumber, seriesStyle } from "./palette";
import { PieCharts } from "./PieCharts";
import { PlaceMaps } from "./PlaceMaps";
import { ProcessDiagram } from "./ProcessDiagram";

function Legend({ names, line }: { names: string[]; line: boolean }) {
  return (
    <ul aria-hidden="true" className="mt-2 flex flex-wrap justify-center gap-x-4 gap-y-1 text-sm text-slate-700 dark:text-slate-300">
      {names.map((name, i) => {
        const style = seriesStyle(i);
        return (
          <li key={name} className="flex items-center gap-1.5">
            <svg viewBox="0 0 24 10" className="h-2.5 w-6">
              {line ? (
                <line x1="0" y1="5" x2="24" y2="5" strokeWidth="2.5" strokeDasharray={style.dash} className={style.stroke} />
              ) : (
                <rect width="24" height="10" className={style.fill} />
              )}
            </svg>
            {name}
          </li>
        );
      })}
    </ul>
  );
}

function TextAlternative({ summary, language, children }: { summary: string; language: string; children: React.ReactNode }) {
  return (
    <details className="mt-3 rounded-lg border border-slate-200 px-3 py-2 dark:border-slate-700">
      <summary lang={language} className="cursor-pointer text-sm font-medium text-indigo-700 dark:text-indigo-300">
        {summary}
      </summary>
      <div className="mt-2">{children}</div>
    </details>
  );
}

type DescriptionKey =
  "chart.describeLine" | "chart.describeBar" | "chart.describePie" | "chart.describeTable" | "chart.describeProcess" | "chart.describeMap";

export function Task1Figure({ visual }: { visual: Task1Visual }) {
  const { t, i18n } = useIeltsTasksTranslation();
  const captionId = useId();
  const format = (value: number) => formatNumber(value, i18n.language);
  const dataLabel = t("chart.showData");

  let drawing: React.ReactNode;
  let description: { key: DescriptionKey; values: Record<string, string | number | undefined> };
  let data: React.ReactNode;
  switch (visual.kind) {
    case "line_graph":
    case "bar_chart":
      description = {
        key: visual.kind === "line_graph" ? "chart.describeLine" : "chart.describeBar",
        values: {
          series: visual.series.map((s) => s.name).join(", "),
          axis: visual.categoryAxis.label,
          from: visual.categoryAxis.categories[0],
          to: visual.categoryAxis.categories[visual.categoryAxis.categories.length - 1],
          unit: `${visual.valueAxis.label} (${visual.valueAxis.unit})`,
        },
      };
      drawing = (
        <>
          <AxisChart visual={visual} format={format} />
          <Legend names={visual.series.map((s) => s.name)} line={visual.kind === "line_graph"} />
        </>
      );
      data = (
        <DataTable
          caption={`${visual.title} — ${visual.valueAxis.label} (${visual.valueAxis.unit})`}
          rowHeader={visual.categoryAxis.label}
          columns={visual.series.map((s) => s.name)}
          rows={visual.categoryAxis.categories.map((category, i) => ({
            label: category,
            values: visual.series.map((s) => s.values[i] ?? null),
          }))}
          format={format}
          emptyValue={t("chart.noData")}
        />
      );
      break;
    case "pie_chart":
      description = { key: "chart.describePie", values: { count: visual.pies.length, pies: visual.pies.map((p) => p.label).join(", ") } };
      drawing = <PieCharts visual={visual} format={format} />;
      data = (
        <DataTable
          caption={`${visual.title} (%)`}
          rowHeader={t("chart.category")}
          columns={visual.pies.map((p) => p.label)}
          rows={[...new Set(visual.pies.flatMap((p) => p.slices.map((s) => s.label)))].map((label) => ({
            label,
            values: visual.pies.map((p) => p.slices.find((s) => s.label === label)?.value ?? null),
          }))}
          format={(v) => `${format(v)}%`}
          emptyValue={t("chart.noData")}
        />
      );
      break;
    case "table":
      description = { key: "chart.describeTable", values: { rows: visual.rows.length, columns: visual.columns.length, unit: visual.unit } };
      drawing = null;
      data = null;
      break;
    case "process_diagram":
      description = { key: "chart.describeProcess", values: { count: visual.steps.length } };
      drawing = <ProcessDiagram visual={visual} cycleLabel={t("chart.cycle")} />;
      data = null;
      break;
    case "map": {
      const [before, after] = visual.states as [MapState, MapState];
      const beforeIds = new Set(before.features.map((f) => f.id));
      const afterIds = new Set(after.features.map((f) => f.id));
      const added = after.features.filter((f) => !beforeIds.has(f.id)).map((f) => f.label);
      const removed = before.features.filter((f) => !afterIds.has(f.id)).map((f) => f.label);
      description = { key: "chart.describeMap", values: { before: before.label, after: after.label } };
      drawing = <PlaceMaps visual={visual} />;
      data = (
        <dl className="space-y-2 text-sm text-slate-800 dark:text-slate-200">
          {visual.states.map((state) => (
            <div key={state.label}>
              <dt className="font-semibold">{state.label}</dt>
              <dd>{state.features.map((f) => f.label).join(", ")}</dd>
            </div>
          ))}
          <div>
            <dt className="font-semibold" lang={i18n.language}>
              {t("chart.mapAdded", { after: after.label })}
            </dt>
            <dd>{added.join(", ") || "—"}</dd>
          </div>
          <div>
            <dt className="font-semibold" lang={i18n.language}>
              {t("chart.mapRemoved", { before: before.label })}
            </dt>
            <dd>{removed.join(", ") || "—"}</dd>
          </div>
        </dl>
      );
      break;
    }
  }

  return (
    // The figure is the exam's, in English; what the interface says about it is marked with the interface's language.
    <figure
      lang="en"
      aria-labelledby={captionId}
      className="rounded-xl border border-slate-200 bg-white p-4 dark:border-slate-700 dark:bg-slate-900"
    >
      <figcaption id={captionId} className="mb-3 text-center font-semibold text-slate-900 dark:text-slate-100">
        {visual.title}
      </figcaption>
      <p className="sr-only" lang={i18n.language}>
        {/* The figure's own names (series, axis, unit, places) stay marked as English inside the sentence. */}
        <Trans t={t} i18nKey={description.key} values={description.values} components={{ en: <span lang="en" /> }} />
      </p>
      {visual.kind === "table" ? (
        <DataTable
          caption={<span className="sr-only">{visual.title}</span>}
          rowHeader={visual.rowHeader}
          columns={visual.columns}
          rows={visual.rows}
          format={format}
          emptyValue={t("chart.noData")}
        />
      ) : (
        drawing
      )}
      {data && (
        <TextAlternative summary={dataLabel} language={i18n.language}>
          {data}
        </TextAlternative>
      )}
    </figure>
  );
}

type MapState = Extract<Task1Visual, { kind: "map" }>["states"][number];
