/**
 * The grapher: lines that are functions of x ("x^2 - 3", "y = 2x + 1"), points ("(2, 5)") or sliders ("a = 2",
 * used by the other lines), a table of points, zoom buttons besides the library's dragging and wheel zoom, and
 * the zeros of each function and the intersections of each pair, marked on the graph and listed as text. Every
 * line is evaluated by mathjs (graph-math.ts), and function-plot (loaded with this panel only) draws what mathjs
 * computed, so what is drawn and what is listed agree.
 */
import { useEffect, useId, useMemo, useRef, useState } from "react";
import { Button } from "../../../components/ui/Button";
import { classNames, focusRing } from "../../../components/ui/class-names";
import { formatCoordinate, intersectionsOf, parseLine, SLIDER_RANGE, slidersOf, zerosOf, type GraphLine } from "./graph-math";
import { useSatToolsTranslation } from "./translations";

const MAX_LINES = 6;
const MAX_ROWS = 8;
const DEFAULT_RANGE = 10;
/** Distinct in light and dark themes and for the common colour-vision deficiencies (Okabe–Ito). */
const COLOURS = ["#0072B2", "#D55E00", "#009E73", "#CC79A7", "#E69F00", "#56B4E9"];

type Row = { x: string; y: string };
type FunctionPlotModule = typeof import("function-plot");

/**
 * function-plot is CommonJS with `exports.default`: the production bundle hands over the exports object as the
 * default (calling it threw "e is not a function"), the development server the function itself.
 */
function plotFunction(module: FunctionPlotModule): FunctionPlotModule["default"] {
  const loaded: unknown = module.default;
  return typeof loaded === "function" ? (loaded as FunctionPlotModule["default"]) : (loaded as FunctionPlotModule).default;
}
const inputClasses = classNames(
  "min-w-0 flex-1 rounded-lg border border-slate-300 bg-white px-3 py-1.5 font-mono text-slate-900 dark:border-slate-600 dark:bg-slate-950 dark:text-slate-100",
  focusRing,
);

export function Grapher() {
  const { t } = useSatToolsTranslation();
  const id = useId();
  const target = useRef<HTMLDivElement>(null);
  const [sources, setSources] = useState<string[]>([""]);
  const [rows, setRows] = useState<Row[] | null>(null);
  const [range, setRange] = useState(DEFAULT_RANGE);
  const [ready, setReady] = useState(false);
  const [failed, setFailed] = useState(false);

  const lines = useMemo(() => {
    const sliders = slidersOf(sources);
    return sources.map((source) => parseLine(source, sliders));
  }, [sources]);
  const functions = lines.flatMap((line, i) => (line.kind === "function" ? [{ ...line, index: i }] : []));
  const tablePoints = (rows ?? []).flatMap(({ x, y }) => {
    const [px, py] = [Number(x), Number(y)];
    return x.trim() !== "" && y.trim() !== "" && Number.isFinite(px) && Number.isFinite(py) ? [[px, py]] : [];
  });
  const points = [...lines.flatMap((line) => (line.kind === "point" ? [[line.x, line.y]] : [])), ...tablePoints];
  const zeros = functions.map((fn) => ({ fn, xs: zerosOf(fn.f, -range, range) }));
  const meetings = functions.flatMap((fn, i) =>
    functions.slice(i + 1).map((other) => ({ fn, other, at: intersectionsOf(fn.f, other.f, -range, range) })),
  );

  useEffect(() => {
    let cancelled = false;
    import("function-plot")
      .then((module) => {
        const functionPlot = plotFunction(module);
        const element = target.current;
        if (cancelled || !element) return;
        setReady(true);
        element.replaceChildren();
        const width = Math.max(240, element.clientWidth);
        const marks = [...zeros.flatMap(({ xs }) => xs.map((x) => [x, 0])), ...meetings.flatMap(({ at }) => at.map(({ x, y }) => [x, y]))];
        functionPlot({
          target: element,
          width,
          height: Math.round(Math.min(360, width * 0.8)),
          grid: true,
          xAxis: { domain: [-range, range] },
          yAxis: { domain: [-range, range] },
          tip: { xLine: true, yLine: true },
          data: [
            ...functions.map((fn) => ({
              fn: (scope: Record<string, unknown>) => fn.f(Number(scope.x)),
              sampler: "builtIn" as const,
              graphType: "polyline" as const,
              color: COLOURS[fn.index % COLOURS.length],
            })),
            ...(points.length > 0
              ? [{ fnType: "points", graphType: "scatter" as const, points, color: "#000000", attr: { r: 4, opacity: 1 } }]
              : []),
            ...(marks.length > 0
              ? [{ fnType: "points", graphType: "scatter" as const, points: marks, color: "#6B21A8", attr: { r: 5, opacity: 1 } }]
              : []),
          ],
        });
        // The picture is for sighted users; the caption and the lists below say the same in words.
        element.querySelector("svg")?.setAttribute("aria-hidden", "true");
      })
      .catch((error: unknown) => {
        console.error("The grapher could not draw", error);
        if (!cancelled) setFailed(true);
      });
    return () => {
      cancelled = true;
    };
    // Redrawn when what it draws changes; the derived arrays are new objects on every render.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [lines, rows, range]);

  const change = (index: number, value: string) => setSources(sources.map((source, i) => (i === index ? value : source)));
  const described = (fn: { source: string }) => `y = ${fn.source}`;

  return (
    <div className="space-y-4">
      <p className="text-sm text-slate-600 dark:text-slate-300">{t("grapher.hint")}</p>
      <fieldset className="space-y-2">
        <legend className="text-sm font-semibold text-slate-900 dark:text-white">{t("grapher.lines")}</legend>
        {sources.map((source, i) => (
          <LineInput
            key={i}
            id={`${id}-line-${i}`}
            index={i}
            source={source}
            line={lines[i]!}
            onChange={(value) => change(i, value)}
            onRemove={sources.length > 1 ? () => setSources(sources.filter((_, j) => j !== i)) : undefined}
          />
        ))}
        <div className="flex flex-wrap gap-2">
          <Button variant="secondary" size="sm" onClick={() => setSources([...sources, ""])} disabled={sources.length >= MAX_LINES}>
            {t("grapher.add")}
          </Button>
          {rows === null ? (
            <Button variant="secondary" size="sm" onClick={() => setRows([{ x: "", y: "" }])}>
              {t("grapher.addTable")}
            </Button>
          ) : null}
        </div>
      </fieldset>
      {rows !== null ? <PointTable rows={rows} onChange={setRows} /> : null}
      <div className="flex flex-wrap gap-2">
        <Button variant="secondary" size="sm" onClick={() => setRange(Math.max(0.5, range / 2))}>
          {t("grapher.zoomIn")}
        </Button>
        <Button variant="secondary" size="sm" onClick={() => setRange(Math.min(1000, range * 2))}>
          {t("grapher.zoomOut")}
        </Button>
        <Button variant="secondary" size="sm" onClick={() => setRange(DEFAULT_RANGE)}>
          {t("grapher.reset")}
        </Button>
      </div>
      {failed ? (
        <p role="alert" className="text-sm text-red-700 dark:text-red-300">
          {t("grapher.failed")}
        </p>
      ) : !ready ? (
        <p className="text-sm text-slate-600 dark:text-slate-300">{t("grapher.loading")}</p>
      ) : null}
      <figure className="max-w-full overflow-hidden">
        <div ref={target} data-testid="sat-graph" className="w-full text-slate-900 dark:text-slate-100 [&_text]:fill-current" />
        <figcaption className="sr-only">
          {t("grapher.caption", { functions: functions.map(described).join("; ") || "—", range: formatCoordinate(range) })}
        </figcaption>
      </figure>
      <section aria-label={t("grapher.results")} aria-live="polite" className="space-y-1 text-sm text-slate-800 dark:text-slate-200">
        {zeros.map(({ fn, xs }) => (
          <p key={`zeros-${fn.index}`}>
            {xs.length === 0
              ? t("grapher.noZeros", { function: described(fn) })
              : t("grapher.zeros", { function: described(fn), points: xs.map((x) => `(${formatCoordinate(x)}, 0)`).join(", ") })}
          </p>
        ))}
        {meetings.map(({ fn, other, at }) => (
          <p key={`meet-${fn.index}-${other.index}`}>
            {at.length === 0
              ? t("grapher.noIntersections", { first: described(fn), second: described(other) })
              : t("grapher.intersections", {
                  first: described(fn),
                  second: described(other),
                  points: at.map(({ x, y }) => `(${formatCoordinate(x)}, ${formatCoordinate(y)})`).join(", "),
                })}
          </p>
        ))}
      </section>
    </div>
  );
}

function LineInput(props: {
  id: string;
  index: number;
  source: string;
  line: GraphLine;
  onChange(value: string): void;
  onRemove: (() => void) | undefined;
}) {
  const { t } = useSatToolsTranslation();
  const { id, index, source, line } = props;
  const invalid = line.kind === "invalid";
  return (
    <div className="space-y-1">
      <div className="flex items-center gap-2">
        <span aria-hidden="true" className="size-3 shrink-0 rounded-full" style={{ backgroundColor: COLOURS[index % COLOURS.length] }} />
        <label htmlFor={id} className="sr-only">
          {t("grapher.line", { number: index + 1 })}
        </label>
        <input
          id={id}
          value={source}
          onChange={(event) => props.onChange(event.target.value)}
          placeholder={index === 0 ? "y = x^2 - 3" : undefined}
          autoComplete="off"
          autoCapitalize="off"
          spellCheck={false}
          lang="en"
          aria-invalid={invalid || undefined}
          aria-describedby={invalid ? `${id}-error` : undefined}
          className={inputClasses}
        />
        {props.onRemove ? (
          <Button variant="secondary" size="sm" aria-label={t("grapher.remove", { number: index + 1 })} onClick={props.onRemove}>
            ×
          </Button>
        ) : null}
      </div>
      {invalid ? (
        <p id={`${id}-error`} role="alert" className="text-sm text-red-700 dark:text-red-300">
          {t("grapher.invalid", { number: index + 1 })}
        </p>
      ) : null}
      {line.kind === "slider" ? (
        <input
          type="range"
          aria-label={t("grapher.slider", { name: line.name })}
          min={SLIDER_RANGE.min}
          max={SLIDER_RANGE.max}
          step={SLIDER_RANGE.step}
          value={line.value}
          onChange={(event) => props.onChange(`${line.name} = ${Number(event.target.value)}`)}
          className="w-full accent-indigo-600"
        />
      ) : null}
    </div>
  );
}

function PointTable({ rows, onChange }: { rows: Row[]; onChange(rows: Row[] | null): void }) {
  const { t } = useSatToolsTranslation();
  const set = (index: number, key: keyof Row, value: string) =>
    onChange(rows.map((row, i) => (i === index ? { ...row, [key]: value } : row)));
  return (
    <div className="space-y-2">
      <table className="w-full text-sm">
        <caption className="text-left font-semibold text-slate-900 dark:text-white">{t("grapher.table")}</caption>
        <thead>
          <tr>
            <th scope="col" className="text-left font-mono">
              x
            </th>
            <th scope="col" className="text-left font-mono">
              y
            </th>
          </tr>
        </thead>
        <tbody>
          {rows.map((row, i) => (
            <tr key={i}>
              {(["x", "y"] as const).map((key) => (
                <td key={key} className="pr-2 pb-1">
                  <input
                    aria-label={t("grapher.cell", { column: key, row: i + 1 })}
                    inputMode="decimal"
                    value={row[key]}
                    onChange={(event) => set(i, key, event.target.value)}
                    className={classNames(inputClasses, "w-full")}
                  />
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
      <div className="flex flex-wrap gap-2">
        <Button variant="secondary" size="sm" onClick={() => onChange([...rows, { x: "", y: "" }])} disabled={rows.length >= MAX_ROWS}>
          {t("grapher.addRow")}
        </Button>
        <Button variant="secondary" size="sm" onClick={() => onChange(null)}>
          {t("grapher.removeTable")}
        </Button>
      </div>
    </div>
  );
}
