/**
 * The text alternative of every Analytics chart: one sentence that says what the chart shows and a
 * table with all of its numbers. Pure, so the same figures reach sighted and screen-reader users.
 */
import type { TFunction } from "i18next";
import type { AnalyticsResponse } from "../../../../worker/contract/progress";
import { formatDateTime, formatDay, formatNumber, formatPercent, skillLabel } from "../format";

export type ChartTable = { columns: string[]; rows: string[][] };
export type ChartText = { description: string; table: ChartTable };

type T = TFunction<"progress">;

export function masteryText(a: AnalyticsResponse, t: T, lang: string): ChartText {
  const { total, states } = a.vocabulary_mastery;
  const share = (count: number) => (total === 0 ? 0 : (count / total) * 100);
  return {
    description:
      total === 0
        ? t("analytics.mastery.empty")
        : t("analytics.mastery.description", {
            total: formatNumber(total, lang),
            parts: states.map((s) => `${t(`analytics.mastery.states.${s.state}`)} ${formatNumber(s.count, lang)}`).join(", "),
          }),
    table: {
      columns: [t("analytics.columns.state"), t("analytics.columns.words"), t("analytics.columns.share")],
      rows: states.map((s) => [t(`analytics.mastery.states.${s.state}`), formatNumber(s.count, lang), formatPercent(share(s.count), lang)]),
    },
  };
}

export function skillScoresText(a: AnalyticsResponse, t: T, lang: string): ChartText {
  const scores = a.skill_scores;
  const best = [...scores].sort((x, y) => y.average - x.average)[0];
  return {
    description:
      best === undefined
        ? t("analytics.skillScores.empty", { days: a.range_days })
        : t("analytics.skillScores.description", {
            days: a.range_days,
            count: scores.length,
            best: skillLabel(t, best.skill),
            score: formatPercent(best.average, lang),
          }),
    table: {
      columns: [t("analytics.columns.skill"), t("analytics.columns.average"), t("analytics.columns.attempts")],
      rows: scores.map((s) => [skillLabel(t, s.skill), formatPercent(s.average, lang), formatNumber(s.count, lang)]),
    },
  };
}

export function dailyActivityText(a: AnalyticsResponse, t: T, lang: string): ChartText {
  const days = a.daily_activity;
  const total = days.reduce((sum, d) => sum + d.activities, 0);
  const activeDays = days.filter((d) => d.activities > 0).length;
  const busiest = [...days].sort((x, y) => y.activities - x.activities)[0];
  return {
    description:
      total === 0 || busiest === undefined
        ? t("analytics.daily.empty", { days: a.range_days })
        : t("analytics.daily.description", {
            days: a.range_days,
            count: total,
            active: activeDays,
            busiest: formatDay(busiest.day, lang),
            most: formatNumber(busiest.activities, lang),
          }),
    table: {
      columns: [
        t("analytics.columns.day"),
        t("analytics.columns.activities"),
        t("analytics.columns.minutes"),
        t("analytics.columns.average"),
      ],
      rows: days.map((d) => [
        formatDay(d.day, lang),
        formatNumber(d.activities, lang),
        formatNumber(d.minutes, lang, 1),
        formatPercent(d.average_score, lang),
      ]),
    },
  };
}

export function proficiencyText(a: AnalyticsResponse, t: T, lang: string): ChartText {
  const skills = a.skill_proficiency;
  const weakest = [...skills].sort((x, y) => x.proficiency - y.proficiency)[0];
  return {
    description:
      weakest === undefined
        ? t("analytics.proficiency.empty")
        : t("analytics.proficiency.description", {
            count: skills.length,
            weakest: skillLabel(t, weakest.skill),
            score: formatPercent(weakest.proficiency, lang),
          }),
    table: {
      columns: [
        t("analytics.columns.skill"),
        t("analytics.columns.proficiency"),
        t("analytics.columns.attempts"),
        t("analytics.columns.lastScore"),
      ],
      rows: skills.map((s) => [
        skillLabel(t, s.skill),
        formatPercent(s.proficiency, lang),
        formatNumber(s.attempts, lang),
        formatPercent(s.last_score, lang),
      ]),
    },
  };
}

export function timeDistributionText(a: AnalyticsResponse, t: T, lang: string): ChartText {
  const { session_count, total_minutes, by_skill } = a.time_distribution;
  return {
    description:
      session_count === 0
        ? t("analytics.time.empty", { days: a.range_days })
        : t("analytics.time.description", {
            days: a.range_days,
            count: session_count,
            minutes: formatNumber(total_minutes, lang, 1),
          }),
    table: {
      columns: [t("analytics.columns.skill"), t("analytics.columns.minutes"), t("analytics.columns.activities")],
      rows: by_skill.map((s) => [skillLabel(t, s.skill), formatNumber(s.minutes, lang, 1), formatNumber(s.activities, lang)]),
    },
  };
}

export function hourText(a: AnalyticsResponse, t: T, lang: string): ChartText {
  const hours = a.time_distribution.by_hour;
  const peak = hours.reduce((best, count, hour) => (count > hours[best]! ? hour : best), 0);
  const hourName = (hour: number) => `${String(hour).padStart(2, "0")}:00`;
  return {
    description: hours.every((h) => h === 0)
      ? t("analytics.hours.empty")
      : t("analytics.hours.description", { hour: hourName(peak), count: hours[peak] }),
    table: {
      columns: [t("analytics.columns.hour"), t("analytics.columns.activities")],
      rows: hours.flatMap((count, hour) => (count > 0 ? [[hourName(hour), formatNumber(count, lang)]] : [])),
    },
  };
}

export function sessionsTable(a: AnalyticsResponse, t: T, lang: string): ChartTable {
  return {
    columns: [t("analytics.columns.started"), t("analytics.columns.minutes"), t("analytics.columns.activities")],
    rows: a.time_distribution.sessions.map((s) => [
      formatDateTime(s.started_at, lang),
      formatNumber(s.minutes, lang, 1),
      formatNumber(s.activities, lang),
    ]),
  };
}
