/** Two maps of one place (before and after), features drawn as labelled areas by category. */
import type { Task1Visual } from "../../../../../worker/contract/ielts-content";

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

/** Map units one character of a label takes at the label size (about 0.55 em). */
const LABEL_SIZE = 2.6;
const CHAR_WIDTH = LABEL_SIZE * 0.55;

type Feature = MapVisual["states"][number]["features"][number];

/** A label fits inside its area (along its longer side) or the area gets a number and the key lists it. */
function labelFits(f: Feature): boolean {
  const along = Math.max(f.width, f.height);
  const across = Math.min(f.width, f.height);
  return f.label.length * CHAR_WIDTH <= along - 1 && across >= LABEL_SIZE + 0.6;
}

function MapState({ visual, state }: { visual: MapVisual; state: MapVisual["states"][number] }) {
  const numbered = state.features.filter((f) => !labelFits(f));
  return (
    <div>
      <p className="mb-1 text-center text-sm font-semibold text-slate-800 dark:text-slate-200">{state.label}</p>
      <svg
        viewBox={`0 0 ${visual.width} ${visual.height}`}
        className="h-auto w-full rounded border border-slate-300 bg-white dark:border-slate-600 dark:bg-slate-950"
      >
        {state.features.map((f) => (
          <rect
            key={f.id}
            x={f.x}
            y={f.y}
            width={f.width}
            height={f.height}
            className={`${CATEGORY_FILLS[f.category]} stroke-white dark:stroke-slate-950`}
            strokeWidth={0.3}
          />
        ))}
        {state.features.map((f) => {
          const cx = f.x + f.width / 2;
          const cy = f.y + f.height / 2;
          const number = numbered.indexOf(f);
          if (number >= 0) {
            return (
              <g key={`${f.id}-label`}>
                <circle
                  cx={cx}
                  cy={cy}
                  r={2}
                  className="fill-white stroke-slate-900 dark:fill-slate-900 dark:stroke-white"
                  strokeWidth={0.3}
                />
                <text
                  x={cx}
                  y={cy}
                  textAnchor="middle"
                  dominantBaseline="central"
                  className="fill-slate-950 text-[2.4px] font-bold dark:fill-white"
                >
                  {number + 1}
                </text>
              </g>
            );
          }
          const vertical = f.height > f.width;
          return (
            <text
              key={`${f.id}-label`}
              x={cx}
              y={cy}
              textAnchor="middle"
              dominantBaseline="central"
              transform={vertical ? `rotate(-90 ${cx} ${cy})` : undefined}
              className="fill-slate-950 text-[2.6px] font-medium dark:fill-white"
            >
              {f.label}
            </text>
          );
        })}
      </svg>
      {numbered.length > 0 && (
        <ol className="mt-1 flex flex-wrap gap-x-3 text-xs text-slate-700 dark:text-slate-300">
          {numbered.map((f, i) => (
            <li key={f.id}>
              <span className="font-bold">{i + 1}</span> {f.label}
            </li>
          ))}
        </ol>
      )}
    </div>
  );
}

export function PlaceMaps({ visual }: { visual: MapVisual }) {
  return (
    <div aria-hidden="true" className="grid gap-4">
      {visual.states.map((state) => (
        <MapState key={state.label} visual={visual} state={state} />
      ))}
    </div>
  );
}
