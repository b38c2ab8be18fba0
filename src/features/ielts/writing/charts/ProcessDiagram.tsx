/** A process as numbered stages joined by arrows (a loop back to the start when it is a cycle). */
import type { Task1Visual } from "../../../../../worker/contract/ielts-content";

type ProcessVisual = Extract<Task1Visual, { kind: "process_diagram" }>;

export function ProcessDiagram({ visual, cycleLabel }: { visual: ProcessVisual; cycleLabel: string }) {
  return (
    <ol className="grid gap-x-3 gap-y-4 sm:grid-cols-2">
      {visual.steps.map((step, i) => (
        <li
          key={step.order}
          className="relative flex gap-3 rounded-lg border border-slate-300 bg-slate-50 p-3 dark:border-slate-600 dark:bg-slate-800"
        >
          <span
            aria-hidden="true"
            className="flex size-7 shrink-0 items-center justify-center rounded-full bg-indigo-600 text-sm font-semibold text-white dark:bg-indigo-400 dark:text-slate-950"
          >
            {step.order}
          </span>
          <span>
            <span className="block font-medium text-slate-900 dark:text-slate-100">{step.label}</span>
            {step.detail && <span className="block text-sm text-slate-600 dark:text-slate-300">{step.detail}</span>}
          </span>
          {(i < visual.steps.length - 1 || visual.cyclical) && (
            <span aria-hidden="true" className="absolute -bottom-4 left-6 text-slate-400 sm:hidden">
              ↓
            </span>
          )}
        </li>
      ))}
      {visual.cyclical && (
        <li className="flex items-center gap-2 text-sm text-slate-600 italic dark:text-slate-300">
          <span aria-hidden="true">↻</span>
          {cycleLabel}
        </li>
      )}
    </ol>
  );
}
