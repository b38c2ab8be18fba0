/**
 * Line graphs and bar charts (vertical or horizontal) drawn as SVG from the content's numbers, at the
 * width they are shown: one SVG unit is one CSS pixel, so the labels keep their 12 px on any screen.
 */
import { useLayoutEffect, useRef, useState } from "react";
import type { Task1Visual } from "../../../../../worker/contract/ielts-content";
import { AXIS_FONT_PX, axisText, gridLine, niceTicks, seriesStyle } from "./palette";

type AxisVisual = Extract<Task1Visual, { kind: "line_graph" | "bar_chart" }>;

/** Below this width the chart scrolls sideways in its frame rather than squeezing its labels together. */
const MIN_W = 320;
const DEFAULT_W = 640;
const H = 340;
/** A rough average glyph width, enough to decide where a category label breaks into lines. */
const CHAR_PX = AXIS_FONT_PX * 0.56;

/** The width the chart's frame is given, followed as it changes. */
function useFrameWidth() {
  const frame = useRef<HTMLDivElement>(null);
  const [width, setWidth] = useState(DEFAULT_W);
  useLayoutEffect(() => {
    const element = frame.current;
    if (!element) return;
    const measure = () => setWidth(Math.max(MIN_W, Math.floor(element.clientWidth)));
    measure();
    const observer = new ResizeObserver(measure);
    observer.observe(element);
    return () => observer.disconnect();
  }, []);
  return { frame, width };
}

/** A category label broken into lines (at spaces) that each fit `room` pixels where possible. */
function labelLines(label: string, room: number): string[] {
  const perLine = Math.max(4, Math.floor(room / CHAR_PX));
  const lines: string[] = [];
  for (const word of label.split(" ")) {
    const last = lines[lines.length - 1];
    if (last !== undefined && `${last} ${word}`.length <= perLine) lines[lines.length - 1] = `${last} ${word}`;
    else lines.push(word);
  }
  return lines;
}

function Marker({ shape, x, y, className }: { shape: string; x: number; y: number; className: string }) {
  switch (shape) {
    case "square":
      return <rect x={x - 3.5} y={y - 3.5} width={7} height={7} className={className} />;
    case "diamond":
      return <path d={`M${x} ${y - 4.5}L${x + 4.5} ${y}L${x} ${y + 4.5}L${x - 4.5} ${y}Z`} className={className} />;
    case "triangle":
      return <path d={`M${x} ${y - 4.5}L${x + 4.5} ${y + 3.5}L${x - 4.5} ${y + 3.5}Z`} className={className} />;
    default:
      return <circle cx={x} cy={y} r={3.5} className={className} />;
  }
}

/** Splits a series at missing values, so a gap in the data is a gap in the line. */
function segments(values: (number | null)[]): { index: number; value: number }[][] {
  const runs: { index: number; value: number }[][] = [];
  let run: { index: number; value: number }[] = [];
  values.forEach((value, index) => {
    if (value === null) {
      if (run.length) runs.push(run);
      run = [];
    } else run.push({ index, value });
  });
  if (run.length) runs.push(run);
  return runs;
}

export function AxisChart({ visual, format }: { visual: AxisVisual; format: (value: number) => string }) {
  const { frame, width: W } = useFrameWidth();
  const horizontal = visual.kind === "bar_chart" && visual.orientation === "horizontal";
  const categories = visual.categoryAxis.categories;
  const max = Math.max(...visual.series.flatMap((s) => s.values.filter((v): v is number => v !== null)));
  const ticks = niceTicks(max);
  const top = ticks[ticks.length - 1]!;
  const margin = horizontal ? { left: 136, right: 20, top: 12, bottom: 44 } : { left: 64, right: 16, top: 12, bottom: 72 };
  const plotW = W - margin.left - margin.right;
  const plotH = H - margin.top - margin.bottom;
  const valuePos = (v: number) => (horizontal ? margin.left + (v / top) * plotW : margin.top + plotH - (v / top) * plotH);
  const band = (horizontal ? plotH : plotW) / categories.length;
  const categoryCentre = (i: number) => (horizontal ? margin.top : margin.left) + band * (i + 0.5);
  const valueLabel = `${visual.valueAxis.label} (${visual.valueAxis.unit})`;

  return (
    <div ref={frame} className="overflow-x-auto">
      <svg viewBox={`0 0 ${W} ${H}`} width={W} height={H} className="max-w-none" aria-hidden="true">
        {ticks.map((t) => {
          const p = valuePos(t);
          return horizontal ? (
            <g key={t}>
              <line x1={p} x2={p} y1={margin.top} y2={margin.top + plotH} className={gridLine} />
              <text x={p} y={margin.top + plotH + 16} textAnchor="middle" className={axisText}>
                {format(t)}
              </text>
            </g>
          ) : (
            <g key={t}>
              <line x1={margin.left} x2={margin.left + plotW} y1={p} y2={p} className={gridLine} />
              <text x={margin.left - 8} y={p + 4} textAnchor="end" className={axisText}>
                {format(t)}
              </text>
            </g>
          );
        })}
        {categories.map((category, i) =>
          horizontal ? (
            <text key={category} x={margin.left - 8} y={categoryCentre(i) + 4} textAnchor="end" className={axisText}>
              {category}
            </text>
          ) : (
            <text key={category} x={categoryCentre(i)} y={margin.top + plotH + 18} textAnchor="middle" className={axisText}>
              {labelLines(category, band - 4).map((line, n) => (
                <tspan key={n} x={categoryCentre(i)} dy={n === 0 ? 0 : AXIS_FONT_PX + 2}>
                  {line}
                </tspan>
              ))}
            </text>
          ),
        )}
        <line
          x1={margin.left}
          y1={margin.top + plotH}
          x2={horizontal ? margin.left : margin.left + plotW}
          y2={horizontal ? margin.top : margin.top + plotH}
          className="stroke-slate-500 dark:stroke-slate-400"
        />
        {horizontal ? (
          <text x={margin.left + plotW / 2} y={H - 6} textAnchor="middle" className={axisText}>
            {valueLabel}
          </text>
        ) : (
          <>
            <text transform={`translate(14 ${margin.top + plotH / 2}) rotate(-90)`} textAnchor="middle" className={axisText}>
              {valueLabel}
            </text>
            <text x={margin.left + plotW / 2} y={H - 8} textAnchor="middle" className={axisText}>
              {visual.categoryAxis.label}
            </text>
          </>
        )}

        {visual.kind === "line_graph"
          ? visual.series.map((series, s) => {
              const style = seriesStyle(s);
              return (
                <g key={series.name}>
                  {segments(series.values).map((run) => (
                    <polyline
                      key={run[0]!.index}
                      points={run.map((p) => `${categoryCentre(p.index)},${valuePos(p.value)}`).join(" ")}
                      fill="none"
                      strokeWidth={2.5}
                      strokeDasharray={style.dash}
                      className={style.stroke}
                    />
                  ))}
                  {series.values.map((v, i) =>
                    v === null ? null : (
                      <Marker key={i} shape={style.marker} x={categoryCentre(i)} y={valuePos(v)} className={style.fill} />
                    ),
                  )}
                </g>
              );
            })
          : visual.series.map((series, s) => {
              const style = seriesStyle(s);
              const inner = (band * 0.75) / visual.series.length;
              return (
                <g key={series.name}>
                  {series.values.map((v, i) => {
                    if (v === null) return null;
                    const offset = (horizontal ? margin.top : margin.left) + band * i + band * 0.125 + inner * s;
                    const length = horizontal ? valuePos(v) - margin.left : margin.top + plotH - valuePos(v);
                    return horizontal ? (
                      <rect key={i} x={margin.left} y={offset} width={length} height={inner - 1} className={style.fill} />
                    ) : (
                      <rect key={i} x={offset} y={valuePos(v)} width={inner - 1} height={length} className={style.fill} />
                    );
                  })}
                </g>
              );
            })}
      </svg>
    </div>
  );
}
