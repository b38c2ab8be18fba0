import type { StreaksResponse } from "../../../../worker/contract/progress";
import { Card } from "../../../components/ui/Card";
import { classNames } from "../../../components/ui/class-names";
import { NoticeIcon } from "../NoticeIcon";
import { formatDay, formatNumber } from "../format";
import { useProgressTranslation } from "../translations";

/** The learning streak (spec §3): day streak, tracked words and lessons, freezes, and the last 30 days. */
export function StreaksCard({ streaks }: { streaks: StreaksResponse }) {
  const { t, i18n } = useProgressTranslation();
  const lang = i18n.language;
  return (
    <Card>
      <h2 className="text-lg font-semibold text-slate-900 dark:text-white">{t("streaks.title")}</h2>
      <ul className="mt-4 space-y-3">
        {streaks.streaks.map((streak) => (
          <li key={streak.streak_type} className="flex flex-wrap items-center justify-between gap-2">
            <span className="flex items-center gap-2 font-medium">
              <NoticeIcon type="streak" />
              {t(`streaks.types.${streak.streak_type}`)}
            </span>
            <span className="text-right text-sm">
              <strong className="text-base text-slate-900 dark:text-white">{t("days", { count: streak.current_streak })}</strong>
              <span className="block text-xs text-slate-600 dark:text-slate-400">
                {t("streaks.longest", { count: streak.longest_streak })} · {t("streaks.freezes", { count: streak.freezes_available })}
              </span>
            </span>
            {streak.at_risk && <p className="w-full text-xs text-amber-700 dark:text-amber-300">{t("streaks.atRisk")}</p>}
            {streak.frozen_days > 0 && (
              <p className="w-full text-xs text-sky-700 dark:text-sky-300">{t("streaks.frozen", { count: streak.frozen_days })}</p>
            )}
          </li>
        ))}
      </ul>
      <p className="mt-4 text-sm text-slate-600 dark:text-slate-300">
        {t("streaks.tracked", { words: formatNumber(streaks.tracked_words, lang), lessons: formatNumber(streaks.tracked_lessons, lang) })}
      </p>
      <p className="mt-1 text-xs text-slate-600 dark:text-slate-400">
        {t("streaks.freezeRule", { every: streaks.freeze_every_days, max: streaks.freeze_max })}
      </p>
      <h3 className="mt-4 text-sm font-medium text-slate-700 dark:text-slate-200">{t("streaks.calendar")}</h3>
      <ol className="mt-2 grid max-w-sm grid-cols-10 gap-1" aria-label={t("streaks.calendar")}>
        {streaks.calendar.map((day) => {
          const state = day.active ? "active" : day.frozen ? "frozen" : "missed";
          return (
            <li
              key={day.day}
              title={`${formatDay(day.day, lang)}: ${t(`streaks.day.${state}`)}`}
              className={classNames(
                "aspect-square rounded",
                state === "active" && "bg-emerald-500 dark:bg-emerald-400",
                state === "frozen" && "bg-sky-300 dark:bg-sky-600",
                state === "missed" && "bg-slate-200 dark:bg-slate-700",
                day.day === streaks.today && "ring-2 ring-indigo-500",
              )}
            >
              <span className="sr-only">{`${formatDay(day.day, lang)}: ${t(`streaks.day.${state}`)}`}</span>
            </li>
          );
        })}
      </ol>
      <p className="mt-2 flex flex-wrap gap-3 text-xs text-slate-600 dark:text-slate-400" aria-hidden="true">
        <Legend className="bg-emerald-500 dark:bg-emerald-400" label={t("streaks.day.active")} />
        <Legend className="bg-sky-300 dark:bg-sky-600" label={t("streaks.day.frozen")} />
        <Legend className="bg-slate-200 dark:bg-slate-700" label={t("streaks.day.missed")} />
      </p>
    </Card>
  );
}

function Legend({ className, label }: { className: string; label: string }) {
  return (
    <span className="flex items-center gap-1">
      <span className={classNames("inline-block size-3 rounded", className)} />
      {label}
    </span>
  );
}
