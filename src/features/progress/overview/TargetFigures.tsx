import { classNames } from "../../../components/ui/class-names";

type TargetFiguresProps = {
  /** Each figure's label and value, already formatted. */
  figures: readonly { id: string; label: string; value: string }[];
  /** Whether the latest result reaches the target; null before there is one to compare. */
  onTrack: boolean | null;
  onTrackText: string;
  behindText: string;
};

/** A target tracker's figures in tiles and whether the learner is on track: the IELTS band and the SAT total alike. */
export function TargetFigures({ figures, onTrack, onTrackText, behindText }: TargetFiguresProps) {
  return (
    <>
      <dl className={classNames("mt-4 grid gap-3 text-center", figures.length === 3 ? "grid-cols-3" : "grid-cols-2")}>
        {figures.map((figure) => (
          <div key={figure.id} className="rounded-lg bg-slate-50 p-3 dark:bg-slate-800">
            <dt className="text-xs text-slate-600 dark:text-slate-300">{figure.label}</dt>
            <dd className="mt-1 text-2xl font-semibold text-slate-900 tabular-nums dark:text-white">{figure.value}</dd>
          </div>
        ))}
      </dl>
      {onTrack !== null && (
        <p
          className={classNames(
            "mt-3 text-sm font-medium",
            onTrack ? "text-emerald-700 dark:text-emerald-300" : "text-amber-700 dark:text-amber-300",
          )}
        >
          {onTrack ? onTrackText : behindText}
        </p>
      )}
    </>
  );
}
