import { useEffect, useId, useState } from "react";
import type { IeltsSection } from "../../../../worker/contract/ielts";
import { Button } from "../../../components/ui/Button";
import { classNames } from "../../../components/ui/class-names";
import { Switch } from "../../../components/ui/Switch";
import { useIeltsTranslation } from "../translations";
import { formatClock, sectionSeconds, type TimerAnnouncement } from "./timer-machine";
import { useIeltsTimer } from "./use-ielts-timer";

export type { IeltsSection };

/** Below these many seconds the clock turns amber, then red. */
const WARNING_SECONDS = 5 * 60;
const URGENT_SECONDS = 60;

function notificationPermission(): NotificationPermission | "unsupported" {
  return typeof Notification === "undefined" ? "unsupported" : Notification.permission;
}

/**
 * The shared IELTS section timer (spec §4, §9) for one section's screen: start, pause, resume, reset
 * and stop, the on/off switch, and a polite live region that speaks on changes and at 10, 5 and 1
 * minutes left — never every second. One timer serves all sections; starting it here takes it over.
 */
export function IeltsTimer({ section }: { section: IeltsSection }) {
  const { t } = useIeltsTranslation();
  const { store, state, announcement } = useIeltsTimer();
  const labelId = useId();
  const [permission, setPermission] = useState(notificationPermission);

  useEffect(() => {
    store.setNotificationText((finished) => ({
      title: t("timer.notificationTitle"),
      body: t("timer.notificationBody", { section: finished.toUpperCase() }),
    }));
  }, [store, t]);

  const sectionName = (name: IeltsSection) => t(`sections.${name}`);
  const spoken = (said: TimerAnnouncement | undefined) => {
    if (!said) return "";
    return t(`timer.announce.${said.kind}`, {
      section: sectionName(said.section),
      time: formatClock(said.timeLeft),
      minutes: Math.ceil(said.timeLeft / 60),
    });
  };

  const ownsTimer = state.section === section;
  const otherRunning = state.isRunning && !ownsTimer && state.section !== "none";
  const timeLeft = ownsTimer ? state.timeLeft : sectionSeconds(section);
  const active = ownsTimer && state.isRunning;
  const clockTone =
    active && timeLeft <= URGENT_SECONDS
      ? "text-red-700 dark:text-red-400"
      : active && timeLeft <= WARNING_SECONDS
        ? "text-amber-700 dark:text-amber-300"
        : ownsTimer && state.timeLeft === 0
          ? "text-red-700 dark:text-red-400"
          : "text-slate-900 dark:text-white";

  const askForNotifications = () => {
    void Notification.requestPermission().then(setPermission);
  };

  return (
    <section
      aria-labelledby={labelId}
      data-testid="ielts-timer"
      className="flex flex-wrap items-center gap-x-4 gap-y-1 rounded-xl border border-slate-200 bg-white px-3 py-2 shadow-sm sm:px-4 dark:border-slate-700 dark:bg-slate-900"
    >
      <h2 id={labelId} className="text-sm font-semibold text-slate-700 dark:text-slate-200">
        {t("timer.title", { section: sectionName(section) })}
      </h2>

      {state.isEnabled && (
        <>
          <p
            role="timer"
            aria-label={t("timer.timeLeft")}
            className={classNames("font-mono text-2xl font-semibold tabular-nums", clockTone)}
          >
            {formatClock(timeLeft)}
          </p>
          {ownsTimer && state.isPaused && <span className="text-sm text-slate-600 dark:text-slate-300">{t("timer.pausedBadge")}</span>}
          {ownsTimer && !state.isRunning && state.timeLeft === 0 && (
            <span className="text-sm font-medium text-red-700 dark:text-red-400">{t("timer.timeUp")}</span>
          )}

          <div className="flex flex-wrap items-center gap-2">
            {!active && (
              <Button size="sm" onClick={() => store.start(section)}>
                {ownsTimer && state.timeLeft !== state.totalTime ? t("timer.restart") : t("timer.start")}
              </Button>
            )}
            {active && !state.isPaused && (
              <Button size="sm" variant="secondary" onClick={() => store.pause()}>
                {t("timer.pause")}
              </Button>
            )}
            {active && state.isPaused && (
              <Button size="sm" onClick={() => store.resume()}>
                {t("timer.resume")}
              </Button>
            )}
            {active && (
              <Button size="sm" variant="ghost" onClick={() => store.stop()}>
                {t("timer.stop")}
              </Button>
            )}
            {ownsTimer && state.timeLeft !== state.totalTime && (
              <Button size="sm" variant="ghost" onClick={() => store.reset()}>
                {t("timer.reset")}
              </Button>
            )}
            {ownsTimer && !state.isRunning && (
              <Button size="sm" variant="ghost" onClick={() => store.remove()}>
                {t("timer.remove")}
              </Button>
            )}
          </div>

          {otherRunning && (
            <p className="w-full text-sm text-slate-600 dark:text-slate-300">
              {t("timer.otherRunning", { section: sectionName(state.section as IeltsSection), time: formatClock(state.timeLeft) })}
            </p>
          )}
          {permission === "default" && (
            <Button size="sm" variant="ghost" onClick={askForNotifications} className="text-indigo-700 dark:text-indigo-300">
              {t("timer.enableNotifications")}
            </Button>
          )}
        </>
      )}

      <Switch label={t("timer.enabled")} checked={state.isEnabled} onChange={(enabled) => store.setEnabled(enabled)} className="ml-auto" />
      <p aria-live="polite" aria-atomic="true" className="sr-only">
        {spoken(announcement?.value)}
      </p>
    </section>
  );
}
