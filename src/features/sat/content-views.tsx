/** Content pieces shared by the test and results screens: a data table and an SVG figure. */
import type { SatTable } from "../../../worker/contract/sat-content";
import { RichText } from "./RichText";

/** A real table (caption, header cells with scope) that scrolls in its own box on a phone. */
export function SatTableView({ table }: { table: SatTable }) {
  return (
    <div className="max-w-full overflow-x-auto">
      <table className="min-w-full border-collapse text-sm text-slate-900 dark:text-slate-100">
        {table.caption ? (
          <caption className="mb-1 text-left font-semibold">
            <RichText text={table.caption} />
          </caption>
        ) : null}
        <thead>
          <tr>
            {table.header.map((cell, i) => (
              <th
                key={i}
                scope="col"
                className="border border-slate-300 bg-slate-100 px-2 py-1 text-left dark:border-slate-600 dark:bg-slate-800"
              >
                <RichText text={cell} />
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {table.rows.map((row, r) => (
            <tr key={r}>
              {row.map((cell, c) => (
                <td key={c} className="border border-slate-300 px-2 py-1 dark:border-slate-600">
                  <RichText text={cell} />
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

/**
 * A figure from our own content, which the content contract keeps free of scripts, handlers and
 * external references; its text alternative names it for screen readers.
 */
export function SatFigure({ svg, alt }: { svg: string; alt: string }) {
  return (
    <figure lang="en" className="max-w-sm rounded-lg bg-white p-2 [&_svg]:h-auto [&_svg]:max-w-full">
      <div role="img" aria-label={alt} dangerouslySetInnerHTML={{ __html: svg }} />
    </figure>
  );
}
