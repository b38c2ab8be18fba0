/**
 * The function grapher: several functions of x drawn by function-plot (its own evaluator, loaded with this
 * panel only), with dragging and wheel zoom from the library, zoom buttons for keyboard and touch users, and the
 * library's tip tracing the point under the pointer. Each function is checked with mathjs first, so a typo says
 * which function is wrong instead of blanking the graph.
 */
import { compile } from "mathjs";
import { useEffect, useId, useRef, useState } from "react";
import { Button } from "../../../components/ui/Button";
import { classNames, focusRing } from "../../../components/ui/class-names";
import { useSatToolsTranslation } from "./translations";

const MAX_FUNCTIONS = 5;
const DEFAULT_RANGE = 10;
/** Distinct in light and dark themes and for the common colour-vision deficiencies (Okabe–Ito). */
const COLOURS = ["#0072B2", "#D55E00", "#009E73", "#CC79A7", "#E69F00"];

/** Whether mathjs can read `fn` as a function of x (the grapher's own parser is stricter about nothing we need). */
export function isGraphable(fn: string): boolean {
  if (fn.trim() === "") return false;
  try {
    const value: unknown = compile(fn).evaluate({ x: 1.2345 });
    return typeof value === "number";
  } catch {
    return false;
  }
}

export function Grapher() {
  const { t } = useSatToolsTranslation();
  const id = useId();
  const target = useRef<HTMLDivElement>(null);
  const [functions, setFunctions] = useState<string[]>(["x^2 - 3", "2*x + 1"]);
  const [range, setRange] = useState(DEFAULT_RANGE);
  const [ready, setReady] = useState(false);
  const drawable = functions.map((fn) => fn.trim() === "" || isGraphable(fn));

  useEffect(() => {
    let cancelled = false;
    void import("function-plot").then(({ default: functionPlot }) => {
      const element = target.current;
      if (cancelled || !element) return;
      setReady(true);
      element.replaceChildren();
      const width = Math.max(240, element.clientWidth);
      functionPlot({
        target: element,
        width,
        height: Math.round(Math.min(360, width * 0.8)),
        grid: true,
        xAxis: { domain: [-range, range] },
        yAxis: { domain: [-range, range] },
        tip: { xLine: true, yLine: true },
        data: functions.flatMap((fn, i) => (fn.trim() !== "" && isGraphable(fn) ? [{ fn, color: COLOURS[i % COLOURS.length] }] : [])),
      });
    });
    return () => {
      cancelled = true;
    };
  }, [functions, range]);

  const change = (index: number, value: string) => setFunctions(functions.map((fn, i) => (i === index ? value : fn)));
  const drawn = functions.filter((fn, i) => fn.trim() !== "" && drawable[i]);

  return (
    <div className="space-y-4">
      <p className="text-sm text-slate-600 dark:text-slate-300">{t("grapher.hint")}</p>
      <fieldset className="space-y-2">
        <legend className="text-sm font-semibold text-slate-900 dark:text-white">{t("grapher.functions")}</legend>
        {functions.map((fn, i) => (
          <div key={i} className="flex items-center gap-2">
            <span aria-hidden="true" className="size-3 shrink-0 rounded-full" style={{ backgroundColor: COLOURS[i % COLOURS.length] }} />
            <label htmlFor={`${id}-fn-${i}`} className="shrink-0 font-mono text-sm text-slate-800 dark:text-slate-200">
              <span className="sr-only">{t("grapher.function", { number: i + 1 })}</span>
              <span aria-hidden="true">y =</span>
            </label>
            <input
              id={`${id}-fn-${i}`}
              value={fn}
              onChange={(event) => change(i, event.target.value)}
              autoComplete="off"
              autoCapitalize="off"
              spellCheck={false}
              aria-invalid={!drawable[i] || undefined}
              className={classNames(
                "min-w-0 flex-1 rounded-lg border border-slate-300 bg-white px-3 py-1.5 font-mono text-slate-900 dark:border-slate-600 dark:bg-slate-950 dark:text-slate-100",
                focusRing,
              )}
            />
            <Button
              variant="secondary"
              size="sm"
              aria-label={t("grapher.remove", { number: i + 1 })}
              onClick={() => setFunctions(functions.filter((_, j) => j !== i))}
              disabled={functions.length === 1}
            >
              ×
            </Button>
          </div>
        ))}
        {functions.map((_, i) =>
          drawable[i] ? null : (
            <p key={`invalid-${i}`} role="alert" className="text-sm text-red-700 dark:text-red-300">
              {t("grapher.invalid", { number: i + 1 })}
            </p>
          ),
        )}
        <Button variant="secondary" size="sm" onClick={() => setFunctions([...functions, ""])} disabled={functions.length >= MAX_FUNCTIONS}>
          {t("grapher.add")}
        </Button>
      </fieldset>
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
      {!ready && <p className="text-sm text-slate-600 dark:text-slate-300">{t("grapher.loading")}</p>}
      <figure className="max-w-full overflow-hidden">
        <div ref={target} className="w-full text-slate-900 dark:text-slate-100 [&_text]:fill-current" />
        <figcaption className="sr-only">{t("grapher.caption", { functions: drawn.map((fn) => `y = ${fn}`).join("; ") })}</figcaption>
      </figure>
    </div>
  );
}
