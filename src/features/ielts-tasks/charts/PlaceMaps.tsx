/** Two maps of one place (before and after), features drawn as labelled areas by category. */
import type { Task1Visual } from "../../../../worker/contract/ielts-content";

type MapVisual = Extract<Task1Visual, { kind: "map" }>;
type Category = MapVisual["states"][number]["features"][number]["category"];

const CATEGORY_FILLS: Record<Category, string> = {
  building: "fill-stone-400 dark:fill-stone-500",
  housing: "fill-orange-300 dark:fill-orange-700",
  shop: "fill-pink-300 dark:fill-pink-700",
  road: "fill-slate-500 dark:fill-slate-400",
  path: "fill-amber-700 dark:fill-amber-500",
  railway: "fill-zinc-800 dark:fill-zinc-300",
  car_park: "fill-slate-300 dark:fill-slate-600",
  green_space: "fill-green-300 dark:fill-green-800",
  woodland: "fill-green-600 dark:fill-green-900",
  farmland: "fill-yellow-200 dark:fill-yellow-900",
  water: "fill-sky-400 dark:fill-sky-700",
  beach: "fill-amber-200 dark:fill-amber-800",
  sports: "fill-lime-300 dark:fill-lime-800",
};

export function PlaceMaps({ visual }: { visual: MapVisual }) {
  return (
    <div aria-hidden="true" className="grid gap-4 md:grid-cols-2">
      {visual.states.map((state) => (
        <div key={state.label}>
          <p className="mb-1 text-center text-sm font-semibold text-slate-800 dark:text-slate-200">{state.label}</p>
          <svg viewBox={`0 0 ${visual.width} ${visual.height}`} className="h-auto w-full rounded border border-slate-300 bg-white dark:border-slate-600 dark:bg-slate-950">
            {state.features.map((f) => (
              <rect key={f.id} x={f.x} y={f.y} width={f.width} height={f.height} className={`${CATEGORY_FILLS[f.category]} stroke-white dark:stroke-slate-950`} strokeWidth={0.3} />
            ))}
            {state.features
              .filter((f) => f.width * f.height >= 40 || f.width >= 8)
              .map((f) => {
                const vertical = f.height > f.width * 2;
                const cx = f.x + f.width / 2;
                const cy = f.y + f.height / 2;
                return (
                  <text
                    key={`${f.id}-label`}
                    x={cx}
                    y={cy}
                    textAnchor="middle"
                    dominantBaseline="middle"
                    transform={vertical ? `rotate(-90 ${cx} ${cy})` : undefined}
                    className="fill-slate-950 text-[2.6px] font-medium dark:fill-white"
                  >
                    {f.label}
                  </text>
                );
              })}
          </svg>
        </div>
      ))}
    </div>
  );
}
