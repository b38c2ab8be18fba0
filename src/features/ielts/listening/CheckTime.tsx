import { useEffect, useRef, useState } from "react";
import { LISTENING_CHECK_SECONDS } from "../../../../worker/contract/ielts";
import { formatClock } from "../timer/timer-machine";
import { useIeltsTranslation } from "../translations";

const checkSecondsLeft = (checkStartedAt: number, now = Date.now()) =>
  Math.max(0, LISTENING_CHECK_SECONDS - Math.floor((now - checkStartedAt) / 1000));

/**
 * The 2 minutes to check answers after the last recording (computer-delivered IELTS). Counts from a
 * saved start time, so a reload does not give extra time; at zero the answers are submitted (once).
 */
export function CheckTime({ startedAt, onExpire }: { startedAt: number; onExpire: () => void }) {
  const { t } = useIeltsTranslation();
  const [left, setLeft] = useState(() => checkSecondsLeft(startedAt));
  useEffect(() => {
    const update = () => setLeft(checkSecondsLeft(startedAt));
    update();
    const interval = setInterval(update, 1000);
    return () => clearInterval(interval);
  }, [startedAt]);
  // Once: after a failed automatic submission the learner submits with the button.
  const expired = useRef(false);
  useEffect(() => {
    if (left > 0 || expired.current) return;
    expired.current = true;
    onExpire();
  }, [left, onExpire]);
  return (
    <div className="flex flex-wrap items-center gap-3 rounded-xl border border-amber-300 bg-amber-50 px-4 py-3 dark:border-amber-700 dark:bg-amber-950">
      <p className="text-sm font-medium text-amber-950 dark:text-amber-100">{t("listening.checkTitle")}</p>
      <p
        role="timer"
        aria-label={t("listening.checkLeft")}
        className="font-mono text-xl font-semibold text-amber-950 tabular-nums dark:text-amber-100"
      >
        {formatClock(left)}
      </p>
      <p className="w-full text-sm text-amber-900 dark:text-amber-200">{t("listening.checkHint")}</p>
    </div>
  );
}
