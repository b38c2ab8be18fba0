import { useTranslation } from "react-i18next";
import type { ScreenProps } from "../../../app/screen";
import { Card } from "../../../components/ui/Card";
import { Loading } from "../../../components/ui/Spinner";
import { classNames } from "../../../components/ui/class-names";
import { useDocumentTitle } from "../../../lib/document-title";
import { LoadError } from "../LoadError";
import { MilestoneList } from "../overview/MilestoneList";
import { formatNumber } from "../format";
import { useAchievements } from "../api";
import { useProgressTranslation } from "../translations";

/** /achievements: every achievement, unlocked first, with the points it gives and the learner's total. */
export function AchievementsView({ titleKey, compact }: ScreenProps & { compact: boolean }) {
  const { t, i18n } = useProgressTranslation();
  const { t: tPages } = useTranslation("pages");
  const title = tPages(`routes.${titleKey}`);
  useDocumentTitle(title);
  const achievements = useAchievements();
  const data = achievements.data;
  const unlocked = data?.achievements.filter((a) => a.unlocked) ?? [];
  const locked = data?.achievements.filter((a) => !a.unlocked) ?? [];
  return (
    <section className={classNames("mx-auto max-w-5xl", compact ? "px-4 py-6" : "px-6 py-10")}>
      <h1 className="text-2xl font-semibold text-slate-900 dark:text-white">{title}</h1>
      {achievements.isError ? (
        <LoadError onRetry={() => void achievements.refetch()} />
      ) : !data ? (
        <Loading label={t("loading")} />
      ) : (
        <>
          <Card className="mt-6 flex flex-wrap items-center gap-6">
            <p>
              <span className="block text-sm text-slate-600 dark:text-slate-300">{t("achievements.totalPoints")}</span>
              <span className="text-3xl font-semibold text-slate-900 dark:text-white">
                {formatNumber(data.total_points, i18n.language)}
              </span>
            </p>
            <p>
              <span className="block text-sm text-slate-600 dark:text-slate-300">{t("achievements.unlockedCount")}</span>
              <span className="text-3xl font-semibold text-slate-900 dark:text-white">
                {t("achievements.ofTotal", { unlocked: data.unlocked_count, total: data.achievements.length })}
              </span>
            </p>
          </Card>
          <h2 className="mt-8 text-lg font-semibold text-slate-900 dark:text-white">
            {t("achievements.unlocked", { count: unlocked.length })}
          </h2>
          {unlocked.length === 0 ? (
            <p className="mt-2 text-slate-600 dark:text-slate-300">{t("achievements.noneYet")}</p>
          ) : (
            <MilestoneList milestones={unlocked} showPoints />
          )}
          <h2 className="mt-8 text-lg font-semibold text-slate-900 dark:text-white">
            {t("achievements.locked", { count: locked.length })}
          </h2>
          {locked.length === 0 ? (
            <p className="mt-2 text-slate-600 dark:text-slate-300">{t("achievements.allDone")}</p>
          ) : (
            <MilestoneList milestones={locked} showPoints />
          )}
        </>
      )}
    </section>
  );
}
