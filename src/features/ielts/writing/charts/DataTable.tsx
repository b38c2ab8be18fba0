import type { ReactNode } from "react";

type Props = {
  caption: ReactNode;
  rowHeader: string;
  columns: string[];
  rows: { label: string; values: (number | string | null)[] }[];
  format: (value: number) => string;
  emptyValue: string;
};

/** A plain data table: the task's table itself, and every chart's text alternative. */
export function DataTable({ caption, rowHeader, columns, rows, format, emptyValue }: Props) {
  return (
    <div className="overflow-x-auto">
      <table className="w-full min-w-max border-collapse text-sm">
        <caption className="mb-2 text-left font-medium text-slate-900 dark:text-slate-100">{caption}</caption>
        <thead>
          <tr>
            <th
              scope="col"
              className="border border-slate-300 bg-slate-100 px-3 py-1.5 text-left font-semibold text-slate-900 dark:border-slate-600 dark:bg-slate-800 dark:text-slate-100"
            >
              {rowHeader}
            </th>
            {columns.map((column) => (
              <th
                key={column}
                scope="col"
                className="border border-slate-300 bg-slate-100 px-3 py-1.5 text-right font-semibold text-slate-900 dark:border-slate-600 dark:bg-slate-800 dark:text-slate-100"
              >
                {column}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.label}>
              <th
                scope="row"
                className="border border-slate-300 px-3 py-1.5 text-left font-medium text-slate-800 dark:border-slate-600 dark:text-slate-200"
              >
                {row.label}
              </th>
              {row.values.map((value, i) => (
                <td
                  key={columns[i] ?? i}
                  className="border border-slate-300 px-3 py-1.5 text-right tabular-nums text-slate-800 dark:border-slate-600 dark:text-slate-200"
                >
                  {value === null ? <span aria-label={emptyValue}>–</span> : typeof value === "number" ? format(value) : value}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
