import { useId, type ReactNode } from "react";
import { Card } from "../../../components/ui/Card";
import { classNames, focusRing } from "../../../components/ui/class-names";
import { useProgressTranslation } from "../translations";
import type { ChartTable, ChartText } from "./chart-text";

/**
 * A chart with its text alternative: the picture is for the eye only; the sentence under the title
 * and the data table (one click away) carry every number for everyone.
 */
export function ChartFigure({ title, text, children, empty }: { title: string; text: ChartText; children: ReactNode; empty: boolean }) {
  const { t } = useProgressTranslation();
  const titleId = useId();
  const descriptionId = useId();
  return (
    <Card className="min-w-0">
      <figure aria-labelledby={titleId} aria-describedby={descriptionId}>
        <h3 id={titleId} className="font-semibold text-slate-900 dark:text-white">
          {title}
        </h3>
        <figcaption id={descriptionId} className="mt-1 text-sm text-slate-600 dark:text-slate-300">
          {text.description}
        </figcaption>
        {empty ? (
          <div
            aria-hidden="true"
            className="mt-4 flex h-60 items-center justify-center rounded-lg border border-dashed border-slate-300 dark:border-slate-600"
          >
            <svg viewBox="0 0 48 32" className="h-12 text-slate-300 dark:text-slate-600" fill="currentColor">
              <rect x="2" y="18" width="8" height="12" rx="2" />
              <rect x="14" y="10" width="8" height="20" rx="2" />
              <rect x="26" y="14" width="8" height="16" rx="2" />
              <rect x="38" y="4" width="8" height="26" rx="2" />
            </svg>
          </div>
        ) : (
          <div aria-hidden="true" className="mt-4 h-60 text-xs text-slate-600 dark:text-slate-300">
            {children}
          </div>
        )}
        {text.table.rows.length > 0 && (
          <details className="mt-3 text-sm">
            <summary className={classNames("cursor-pointer rounded text-indigo-700 dark:text-indigo-300", focusRing)}>
              {t("analytics.showTable")}
            </summary>
            <DataTable caption={title} table={text.table} />
          </details>
        )}
      </figure>
    </Card>
  );
}

export function DataTable({ caption, table, className }: { caption: string; table: ChartTable; className?: string }) {
  return (
    <div className={classNames("mt-2 overflow-x-auto", className)}>
      <table className="w-full text-left text-sm">
        <caption className="sr-only">{caption}</caption>
        <thead>
          <tr className="border-b border-slate-200 dark:border-slate-700">
            {table.columns.map((column) => (
              <th key={column} scope="col" className="px-2 py-1 font-medium text-slate-700 dark:text-slate-200">
                {column}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {table.rows.map((row, i) => (
            <tr key={i} className="border-b border-slate-100 last:border-0 dark:border-slate-800">
              {row.map((cell, j) =>
                j === 0 ? (
                  <th key={j} scope="row" className="px-2 py-1 font-normal text-slate-900 dark:text-slate-100">
                    {cell}
                  </th>
                ) : (
                  <td key={j} className="px-2 py-1 text-slate-700 dark:text-slate-300">
                    {cell}
                  </td>
                ),
              )}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
