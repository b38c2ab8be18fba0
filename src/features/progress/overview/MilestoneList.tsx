import { Link } from "react-router";
import type { AchievementStatus } from "../../../../worker/contract/progress";
import { classNames, focusRing } from "../../../components/ui/class-names";
import { useStudentId } from "../api";
import { NoticeIcon } from "../NoticeIcon";
import { formatBand, formatNumber } from "../format";
import { useProgressTranslation } from "../translations";

const isBandRule = (id: AchievementStatus["id"]) => id === "ielts_ready" || id === "ielts_excellence";

/** Achievements as a list with progress bars; shared by the Overview's milestones and /achievements. */
export function MilestoneList({ milestones, showPoints = false }: { milestones: AchievementStatus[]; showPoints?: boolean }) {
  const { t, i18n } = useProgressTranslation();
  const lang = i18n.language;
  // A teacher reading a student's progress cannot set the student's target.
  const ownGoals = useStudentId() === null;
  return (
    <ul className="mt-4 grid gap-3 sm:grid-cols-2">
      {milestones.map((m) => {
        const { target } = m;
        const share = m.unlocked ? 1 : target === null ? 0 : Math.min(1, target > 0 ? m.current / target : 0);
        // No target band in the learner's goals: nothing to measure against, so the list says so instead of inventing one.
        const progress =
          target === null
            ? t("milestones.noTarget")
            : isBandRule(m.id)
              ? t("milestones.bandProgress", { current: formatBand(m.current || null, lang), target: formatBand(target, lang) })
              : t("milestones.progress", { current: formatNumber(Math.min(m.current, target), lang), target: formatNumber(target, lang) });
        return (
          <li
            key={m.id}
            className={classNames(
              "rounded-lg border p-3",
              m.unlocked
                ? "border-amber-300 bg-amber-50 dark:border-amber-700 dark:bg-amber-950/40"
                : "border-slate-200 dark:border-slate-700",
            )}
          >
            <div className="flex items-start justify-between gap-2">
              <div className="flex items-center gap-2">
                <NoticeIcon type="achievement" className={m.unlocked ? undefined : "text-slate-400 dark:text-slate-500"} />
                <h3 className="font-medium text-slate-900 dark:text-white">{t(`achievements.catalogue.${m.id}.title`)}</h3>
              </div>
              <span className="shrink-0 text-xs font-medium text-slate-600 dark:text-slate-300">
                {m.unlocked ? t("milestones.unlocked") : t("milestones.locked")}
                {showPoints && ` · ${t("milestones.points", { count: m.points })}`}
              </span>
            </div>
            <p className="mt-1 text-sm text-slate-600 dark:text-slate-300">{t(`achievements.catalogue.${m.id}.description`)}</p>
            <div
              role="progressbar"
              aria-label={t(`achievements.catalogue.${m.id}.title`)}
              aria-valuemin={0}
              aria-valuemax={100}
              aria-valuenow={Math.round(share * 100)}
              aria-valuetext={progress}
              className="mt-2 h-2 overflow-hidden rounded-full bg-slate-200 dark:bg-slate-700"
            >
              <div
                className={classNames("h-full rounded-full", m.unlocked ? "bg-amber-500" : "bg-indigo-500")}
                style={{ width: `${share * 100}%` }}
              />
            </div>
            <p className="mt-1 text-xs text-slate-600 dark:text-slate-400">
              {progress}
              {target === null && ownGoals && (
                <>
                  {" "}
                  <Link to="/profile" className={classNames("rounded text-indigo-700 underline dark:text-indigo-300", focusRing)}>
                    {t("milestones.setTarget")}
                  </Link>
                </>
              )}
            </p>
          </li>
        );
      })}
    </ul>
  );
}
