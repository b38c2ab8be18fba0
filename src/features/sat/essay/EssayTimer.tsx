/** The essay's 50-minute countdown, which the learner may hide; when it runs out the essay can still be sent. */
import { useEffect, useState } from "react";
import { Button } from "../../../components/ui/Button";
import { secondsLeft } from "./draft";
import { useSatEssayTranslation } from "./translations";

const clock = (seconds: number) => `${Math.floor(seconds / 60)}:${String(seconds % 60).padStart(2, "0")}`;

export function EssayTimer({ startedAt }: { startedAt: number }) {
  const { t } = useSatEssayTranslation();
  const [now, setNow] = useState(() => Date.now());
  const [hidden, setHidden] = useState(false);
  const left = secondsLeft(startedAt, now);
  useEffect(() => {
    if (left === 0) return;
    const id = window.setInterval(() => setNow(Date.now()), 1000);
    return () => window.clearInterval(id);
  }, [left]);
  return (
    <div className="flex flex-wrap items-center gap-3">
      {hidden ? (
        <span className="text-sm text-slate-600 dark:text-slate-300">{t("timer.hidden")}</span>
      ) : (
        <span className="text-sm text-slate-700 dark:text-slate-200">
          {t("timer.label")}:{" "}
          <span role="timer" aria-live="off" className="font-mono text-base font-semibold text-slate-900 tabular-nums dark:text-white">
            {clock(left)}
          </span>
        </span>
      )}
      <Button size="sm" variant="secondary" onClick={() => setHidden(!hidden)} aria-pressed={hidden}>
        {hidden ? t("timer.show") : t("timer.hide")}
      </Button>
      {left === 0 && (
        <p role="status" className="w-full text-sm font-medium text-amber-800 dark:text-amber-300">
          {t("timer.timeUp")}
        </p>
      )}
    </div>
  );
}
