/** Series styles: a colour that holds in light and dark themes plus a second cue (dash, marker) for those who cannot tell colours apart. */
const SERIES_STYLES = [
  { stroke: "stroke-indigo-600 dark:stroke-indigo-400", fill: "fill-indigo-600 dark:fill-indigo-400", dash: undefined, marker: "circle" },
  { stroke: "stroke-amber-600 dark:stroke-amber-400", fill: "fill-amber-600 dark:fill-amber-400", dash: "8 4", marker: "square" },
  { stroke: "stroke-emerald-700 dark:stroke-emerald-400", fill: "fill-emerald-700 dark:fill-emerald-400", dash: "2 4", marker: "diamond" },
  { stroke: "stroke-rose-600 dark:stroke-rose-400", fill: "fill-rose-600 dark:fill-rose-400", dash: "12 4 2 4", marker: "triangle" },
  { stroke: "stroke-sky-700 dark:stroke-sky-300", fill: "fill-sky-700 dark:fill-sky-300", dash: "4 2", marker: "circle" },
  { stroke: "stroke-slate-600 dark:stroke-slate-300", fill: "fill-slate-600 dark:fill-slate-300", dash: "1 3", marker: "square" },
] as const;

export const seriesStyle = (index: number) => SERIES_STYLES[index % SERIES_STYLES.length]!;

/** Axis labels are drawn one SVG unit to the pixel (AxisChart), so this is their size on screen. */
export const AXIS_FONT_PX = 12;
export const axisText = "fill-slate-700 text-[12px] dark:fill-slate-300";
export const gridLine = "stroke-slate-200 dark:stroke-slate-700";

/** Round axis steps (1, 2, 2.5, 5 × 10ⁿ) from 0 up to at least `max`. */
export function niceTicks(max: number, count = 5): number[] {
  if (max <= 0) return [0, 1];
  const raw = max / count;
  const magnitude = 10 ** Math.floor(Math.log10(raw));
  const step = [1, 2, 2.5, 5, 10].map((m) => m * magnitude).find((s) => s >= raw)!;
  const ticks: number[] = [];
  for (let t = 0; t < max + step / 2; t += step) ticks.push(Math.round(t * 1000) / 1000);
  if (ticks[ticks.length - 1]! < max) ticks.push(ticks[ticks.length - 1]! + step);
  return ticks;
}

export const formatNumber = (value: number, language: string) => new Intl.NumberFormat(language).format(value);
