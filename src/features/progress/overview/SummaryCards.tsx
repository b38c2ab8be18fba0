import type { ReactNode } from "react";
import type { ProgressSummary } from "../../../../worker/contract/progress";
import { classNames } from "../../../components/ui/class-names";
import { formatNumber, formatPercent } from "../format";
import { useProgressTranslation } from "../translations";

/** The progress summary (spec §3): quizzes, lessons, SRS reviews today, plus the day streak and points. */
export function SummaryCards({ summary, compact }: { summary: ProgressSummary; compact: boolean }) {
  const { t, i18n } = useProgressTranslation();
  const lang = i18n.language;
  return (
    <section aria-labelledby="progress-summary-title">
      <h2 id="progress-summary-title" className="sr-only">
        {t("summary.title")}
      </h2>
      <dl className={classNames("grid gap-3", compact ? "grid-cols-2" : "grid-cols-2 md:grid-cols-3 xl:grid-cols-5")}>
        <Stat
          label={t("summary.quizCount")}
          value={formatNumber(summary.quiz_count, lang)}
          note={lastScore(t("summary.lastQuizScore"), summary.last_quiz_score, lang)}
        />
        <Stat
          label={t("summary.lessonCount")}
          value={formatNumber(summary.lesson_count, lang)}
          note={lastScore(t("summary.lastLessonScore"), summary.last_lesson_score, lang)}
        />
        <Stat label={t("summary.srsReviewsToday")} value={formatNumber(summary.srs_reviews_today, lang)} />
        <Stat label={t("summary.currentStreak")} value={t("days", { count: summary.current_streak })} />
        <Stat label={t("summary.points")} value={formatNumber(summary.total_points, lang)} />
      </dl>
    </section>
  );
}

const lastScore = (label: string, score: number | null, lang: string) => `${label}: ${formatPercent(score, lang)}`;

function Stat({ label, value, note }: { label: string; value: ReactNode; note?: string }) {
  return (
    <div className="rounded-xl border border-slate-200 bg-white p-4 shadow-sm dark:border-slate-700 dark:bg-slate-900">
      <dt className="text-sm text-slate-600 dark:text-slate-300">{label}</dt>
      <dd className="mt-1 text-2xl font-semibold text-slate-900 dark:text-white">{value}</dd>
      {note && <dd className="mt-1 text-xs text-slate-600 dark:text-slate-400">{note}</dd>}
    </div>
  );
}
