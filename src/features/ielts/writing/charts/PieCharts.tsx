/** One or more pie charts (percentages) side by side, with a shared legend; slices start at twelve o'clock. */
import type { Task1Visual } from "../../../../../worker/contract/ielts-content";

type PieVisual = Extract<Task1Visual, { kind: "pie_chart" }>;

/** Slice colours; every slice also carries its percentage, and the legend lists them in the same order. */
const SLICE_FILLS = [
  "fill-indigo-600 dark:fill-indigo-400",
  "fill-amber-500 dark:fill-amber-400",
  "fill-emerald-600 dark:fill-emerald-400",
  "fill-rose-600 dark:fill-rose-400",
  "fill-sky-500 dark:fill-sky-300",
  "fill-violet-500 dark:fill-violet-300",
  "fill-slate-500 dark:fill-slate-400",
  "fill-lime-600 dark:fill-lime-400",
];

const R = 100;

function slicePath(from: number, to: number): string {
  const point = (fraction: number) => {
    const angle = 2 * Math.PI * fraction - Math.PI / 2;
    return `${R * Math.cos(angle)} ${R * Math.sin(angle)}`;
  };
  const large = to - from > 0.5 ? 1 : 0;
  return `M0 0L${point(from)}A${R} ${R} 0 ${large} 1 ${point(to)}Z`;
}

export function PieCharts({ visual, format }: { visual: PieVisual; format: (value: number) => string }) {
  const labels = [...new Set(visual.pies.flatMap((pie) => pie.slices.map((s) => s.label)))];
  const fillOf = (label: string) => SLICE_FILLS[labels.indexOf(label) % SLICE_FILLS.length]!;
  return (
    <div aria-hidden="true">
      <div className="flex flex-wrap justify-center gap-6">
        {visual.pies.map((pie) => {
          let start = 0;
          return (
            <div key={pie.label} className="w-56 text-center">
              <svg viewBox="-110 -110 220 220" className="h-auto w-full">
                {pie.slices.map((slice) => {
                  const from = start;
                  start += slice.value / 100;
                  const mid = 2 * Math.PI * ((from + start) / 2) - Math.PI / 2;
                  return (
                    <g key={slice.label}>
                      <path
                        d={slicePath(from, start)}
                        className={`${fillOf(slice.label)} stroke-white dark:stroke-slate-900`}
                        strokeWidth={1.5}
                      />
                      {slice.value >= 6 && (
                        <text
                          x={R * 0.62 * Math.cos(mid)}
                          y={R * 0.62 * Math.sin(mid) + 4}
                          textAnchor="middle"
                          className="fill-white text-[12px] font-semibold dark:fill-slate-950"
                        >
                          {format(slice.value)}%
                        </text>
                      )}
                    </g>
                  );
                })}
              </svg>
              <p className="mt-1 text-sm font-medium text-slate-800 dark:text-slate-200">{pie.label}</p>
            </div>
          );
        })}
      </div>
      <ul className="mt-3 flex flex-wrap justify-center gap-x-4 gap-y-1 text-sm text-slate-700 dark:text-slate-300">
        {labels.map((label) => (
          <li key={label} className="flex items-center gap-1.5">
            <svg viewBox="0 0 10 10" className="size-3">
              <rect width="10" height="10" className={fillOf(label)} />
            </svg>
            {label}
          </li>
        ))}
      </ul>
    </div>
  );
}
