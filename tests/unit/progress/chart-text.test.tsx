import { render, screen, within } from "@testing-library/react";
import i18next, { type TFunction } from "i18next";
import { I18nextProvider } from "react-i18next";
import { describe, expect, it } from "vitest";
import type { AnalyticsResponse } from "../../../worker/contract/progress";
import { ChartFigure } from "../../../src/features/progress/analytics/ChartFigure";
import {
  dailyActivityText,
  hourText,
  masteryText,
  proficiencyText,
  sessionsTable,
  skillScoresText,
  timeDistributionText,
} from "../../../src/features/progress/analytics/chart-text";
import en from "../../../src/locales/en/progress.json";
import ru from "../../../src/locales/ru/progress.json";

async function translator(lng: "en" | "ru") {
  const i18n = i18next.createInstance();
  await i18n.init({ lng, resources: { en: { progress: en }, ru: { progress: ru } }, interpolation: { escapeValue: false } });
  return { i18n, t: i18n.getFixedT(lng, "progress") as TFunction<"progress"> };
}

const days = Array.from({ length: 14 }, (_, i) => `2026-05-${String(i + 1).padStart(2, "0")}`);

const analytics: AnalyticsResponse = {
  range_days: 14,
  timezone: "UTC",
  from_day: days[0]!,
  to_day: days[13]!,
  vocabulary_mastery: {
    total: 10,
    states: [
      { state: "new", count: 4 },
      { state: "learning", count: 3 },
      { state: "review", count: 2 },
      { state: "relearning", count: 0 },
      { state: "mastered", count: 1 },
    ],
  },
  skill_scores: [
    { skill: "vocabulary", average: 82.5, count: 4 },
    { skill: "ielts_reading", average: 65, count: 1 },
  ],
  daily_activity: days.map((day, i) => ({
    day,
    activities: i === 12 ? 5 : i === 3 ? 2 : 0,
    minutes: i === 12 ? 25 : 0,
    average_score: i === 12 ? 80 : null,
  })),
  skill_proficiency: [
    { skill: "vocabulary", proficiency: 80, attempts: 4, last_score: 90 },
    { skill: "ielts_reading", proficiency: 65, attempts: 1, last_score: 65 },
  ],
  time_distribution: {
    session_count: 2,
    total_minutes: 25.5,
    by_skill: [{ skill: "vocabulary", minutes: 25.5, activities: 7 }],
    by_hour: Array.from({ length: 24 }, (_, h) => (h === 9 ? 5 : h === 20 ? 2 : 0)),
    sessions: [{ started_at: "2026-05-13T09:00:00.000Z", ended_at: "2026-05-13T09:25:00.000Z", minutes: 25, activities: 5 }],
  },
  milestones: [],
  target_score: {
    exam: "ielts",
    current: null,
    target: null,
    benchmark: null,
    exam_date: null,
    days_to_exam: null,
    latest_bands: { reading: 6.5, listening: null, writing: null, speaking: null },
    on_track: null,
  },
  sat_skills: [],
  sat_target: { target: null, current: null, reading_writing: null, math: null, latest_at: null, on_track: null },
};

describe("text alternatives of the Analytics charts", () => {
  it("says in words what each chart shows, with its key figures", async () => {
    const { t } = await translator("en");
    expect(masteryText(analytics, t, "en").description).toBe(
      "10 words in spaced repetition: New 4, Learning 3, Reviewing 2, Relearning 0, Mastered 1.",
    );
    expect(skillScoresText(analytics, t, "en").description).toBe("Average scores of 2 skills over 14 days; best: Vocabulary with 83%.");
    expect(dailyActivityText(analytics, t, "en").description).toBe(
      "7 activities on 2 of the last 14 days; the busiest day was May 13, 2026 with 5.",
    );
    expect(proficiencyText(analytics, t, "en").description).toBe(
      "Proficiency in 2 skills from your latest scores; to work on: IELTS Reading at 65%.",
    );
    expect(timeDistributionText(analytics, t, "en").description).toBe("2 study sessions in the last 14 days, 25.5 minutes in all.");
    expect(hourText(analytics, t, "en").description).toBe("You learn most often around 09:00 (5 activities).");
  });

  it("gives every number of a chart in its table", async () => {
    const { t } = await translator("en");
    expect(masteryText(analytics, t, "en").table).toEqual({
      columns: ["State", "Words", "Share"],
      rows: [
        ["New", "4", "40%"],
        ["Learning", "3", "30%"],
        ["Reviewing", "2", "20%"],
        ["Relearning", "0", "0%"],
        ["Mastered", "1", "10%"],
      ],
    });
    const daily = dailyActivityText(analytics, t, "en").table;
    expect(daily.rows).toHaveLength(14);
    expect(daily.rows[12]).toEqual(["May 13, 2026", "5", "25", "80%"]);
    expect(daily.rows[0]).toEqual(["May 1, 2026", "0", "0", "—"]);
    expect(hourText(analytics, t, "en").table.rows).toEqual([
      ["09:00", "5"],
      ["20:00", "2"],
    ]);
    expect(sessionsTable(analytics, t, "en").rows).toHaveLength(1);
  });

  it("says so when there is nothing to draw", async () => {
    const { t } = await translator("en");
    const empty: AnalyticsResponse = {
      ...analytics,
      vocabulary_mastery: { total: 0, states: analytics.vocabulary_mastery.states.map((s) => ({ ...s, count: 0 })) },
      skill_scores: [],
      daily_activity: analytics.daily_activity.map((d) => ({ ...d, activities: 0, minutes: 0, average_score: null })),
      time_distribution: { session_count: 0, total_minutes: 0, by_skill: [], by_hour: Array(24).fill(0), sessions: [] },
    };
    expect(masteryText(empty, t, "en").description).toBe("No words in spaced repetition yet.");
    expect(skillScoresText(empty, t, "en").description).toBe("No scored activity in the last 14 days.");
    expect(dailyActivityText(empty, t, "en").description).toBe("No activity in the last 14 days.");
    expect(hourText(empty, t, "en").description).toBe("No activity yet.");
  });

  it("uses the Russian plural forms", async () => {
    const { t } = await translator("ru");
    expect(timeDistributionText(analytics, t, "ru").description).toBe("2 учебные сессии за последние 14 дней, всего 25,5 мин.");
    expect(
      hourText(
        {
          ...analytics,
          time_distribution: { ...analytics.time_distribution, by_hour: Array.from({ length: 24 }, (_, h) => (h === 9 ? 5 : 0)) },
        },
        t,
        "ru",
      ).description,
    ).toBe("Чаще всего вы занимаетесь около 09:00 (5 занятий).");
  });

  it("renders the chart as a figure named by its title, described by the sentence, with the table one click away", async () => {
    const { i18n, t } = await translator("en");
    const text = masteryText(analytics, t, "en");
    render(
      <I18nextProvider i18n={i18n}>
        <ChartFigure title="Vocabulary mastery" text={text} empty={false}>
          <svg data-testid="chart" />
        </ChartFigure>
      </I18nextProvider>,
    );
    const figure = screen.getByRole("figure", { name: "Vocabulary mastery" });
    expect(document.getElementById(figure.getAttribute("aria-describedby")!)?.textContent).toBe(text.description);
    expect(screen.getByTestId("chart").parentElement?.getAttribute("aria-hidden")).toBe("true");
    const table = within(figure).getByRole("table", { name: "Vocabulary mastery", hidden: true });
    expect(within(table).getAllByRole("row", { hidden: true })).toHaveLength(6);
    expect(within(figure).getByText("Show the data as a table").tagName).toBe("SUMMARY");
  });
});
