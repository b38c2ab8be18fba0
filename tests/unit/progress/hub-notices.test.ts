import i18next, { type TFunction } from "i18next";
import { describe, expect, it } from "vitest";
import type { EventFrame } from "../../../worker/contract/realtime";
import { noticeForEvent } from "../../../src/features/progress/live/hub-notices";
import en from "../../../src/locales/en/progress.json";

async function english() {
  const i18n = i18next.createInstance();
  await i18n.init({ lng: "en", resources: { en: { progress: en } }, interpolation: { escapeValue: false } });
  return i18n.getFixedT("en", "progress") as TFunction<"progress">;
}

const frame = (type: EventFrame["type"], data: Record<string, unknown>, seq = 1): EventFrame => ({ v: 1, type, seq, ts: 0, data });

const summary = {
  user_id: "u",
  quiz_count: 1,
  last_quiz_score: 75,
  lesson_count: 0,
  last_lesson_score: null,
  srs_reviews_today: 0,
  activities_today: 1,
  daily_goal: 3,
  current_streak: 1,
  total_points: 0,
  today: "2026-05-01",
  updated_at: null,
};
const progressFrame = (event_type: string, score: number | null) =>
  frame("progress_update", {
    event: {
      id: `e-${event_type}`,
      client_event_id: "c-12345678",
      event_type,
      skill: "vocabulary",
      score,
      event_data: {},
      timestamp: "2026-05-01T10:00:00Z",
      local_day: "2026-05-01",
    },
    summary,
    message: "",
    notification_id: null,
  });

describe("live notification texts (spec §9)", () => {
  it("shows the progress toasts verbatim for 3 s", async () => {
    const t = await english();
    const texts = [
      progressFrame("quiz_completed", 75),
      progressFrame("lesson_completed", 82.4),
      progressFrame("srs_review_completed", null),
    ].map((f) => noticeForEvent(f, t));
    expect(texts.map((n) => n?.title)).toEqual([
      "Quiz completed with 75% score!",
      "Lesson completed with 82% score!",
      "SRS review completed!",
    ]);
    expect(texts.every((n) => n?.durationMs === 3000 && n.type === "progress")).toBe(true);
  });

  it("names library answers as library practice, not IELTS practice", async () => {
    const t = await english();
    const titles = [
      progressFrame("library_article_completed", 80),
      progressFrame("library_podcast_completed", 50),
      progressFrame("library_podcast_completed", null),
    ].map((f) => noticeForEvent(f, t)?.title);
    expect(titles).toEqual([
      "Article questions answered with 80% score!",
      "Podcast questions answered with 50% score!",
      "Podcast questions answered!",
    ]);
    expect(titles.join(" ")).not.toMatch(/IELTS/);
  });

  it("titles achievements, streaks (type and days) and rewards as the spec does, for the stack's 4 s", async () => {
    const t = await english();
    const achievement = noticeForEvent(
      frame("achievement_unlocked", {
        achievement_id: "week_warrior",
        title: "Week Warrior",
        points: 50,
        description: "",
        unlocked_at: "",
        total_points: 60,
        notification_id: "n1",
      }),
      t,
    );
    const streak = noticeForEvent(
      frame("streak_updated", {
        streak_type: "daily",
        current_streak: 7,
        longest_streak: 7,
        freezes_available: 1,
        freeze_used_days: [],
        message: "",
        notification_id: "n2",
      }),
      t,
    );
    const frozen = noticeForEvent(
      frame("streak_updated", {
        streak_type: "words",
        current_streak: 9,
        longest_streak: 9,
        freezes_available: 0,
        freeze_used_days: ["2026-05-01"],
        message: "",
        notification_id: "n3",
      }),
      t,
    );
    const reward = noticeForEvent(
      frame("reward_available", {
        name: "Streak Freeze",
        type: "streak_freeze",
        streak_type: "daily",
        earned_on: "2026-05-01",
        notification_id: "n4",
      }),
      t,
    );
    expect([achievement, streak, frozen, reward].map((n) => [n?.title, n?.message, n?.durationMs])).toEqual([
      ["Achievement Unlocked!", "Week Warrior (+50 points)", 4000],
      ["Streak Updated!", "Day streak: 7 days", 4000],
      ["Streak Updated!", "Words streak: 9 days A streak freeze covered 1 missed day.", 4000],
      ["Reward Available!", "Streak Freeze: a missed day will not end your Day streak.", 4000],
    ]);
  });

  it("ignores a payload it does not understand", async () => {
    const t = await english();
    expect(noticeForEvent(frame("achievement_unlocked", { achievement_id: "unknown" }), t)).toBeNull();
  });

  it("shows no toast for a teacher's class event, which only refreshes the dashboard", async () => {
    const t = await english();
    const data = { class_id: "c", student_id: "s", event_type: "quiz_completed", occurred_at: "2026-05-01T10:00:00Z" };
    expect(noticeForEvent(frame("class_activity", data), t)).toBeNull();
  });
});
