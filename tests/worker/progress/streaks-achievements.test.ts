import { env } from "cloudflare:workers";
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import {
  ACHIEVEMENTS,
  type AchievementsResponse,
  type NotificationsResponse,
  STREAK_FREEZE_EVERY_DAYS,
  STREAK_FREEZE_MAX,
  type StreaksResponse,
} from "../../../worker/contract/progress";
import { overallEstimate } from "../../../worker/progress/bands";
import { addDays, localDay } from "../../../worker/lib/days";
import { advanceStreak, EMPTY_STREAK, foldStreak, type StreakState, streakToday } from "../../../worker/progress/streaks";
import { call, json, signedIn, track, utcDay, utcNoon } from "./helpers";

const days = (from: string, count: number) => Array.from({ length: count }, (_, i) => addDays(from, i));

describe("streak rules", () => {
  it(`earns a freeze every ${STREAK_FREEZE_EVERY_DAYS} days and holds at most ${STREAK_FREEZE_MAX}`, () => {
    expect(foldStreak(days("2026-01-01", 6)).state).toMatchObject({ current: 6, freezes: 0 });
    expect(foldStreak(days("2026-01-01", 7)).state).toMatchObject({ current: 7, freezes: 1 });
    expect(foldStreak(days("2026-01-01", 28)).state).toMatchObject({ current: 28, freezes: STREAK_FREEZE_MAX });
  });

  it("spends a freeze on a missed day instead of resetting, and resets when freezes run out", () => {
    const week = days("2026-01-01", 7);
    const kept = foldStreak([...week, "2026-01-09"]);
    expect(kept.state).toMatchObject({ current: 8, freezes: 0, longest: 8 });
    expect(kept.log).toContainEqual({ day: "2026-01-08", kind: "used" });

    const broken = foldStreak([...week, "2026-01-10"]);
    expect(broken.state).toMatchObject({ current: 1, longest: 7, freezes: 1 });
    expect(foldStreak(["2026-01-01", "2026-01-03"]).state.current).toBe(1);
  });

  it("reads a streak as of today: alive yesterday, covered by freezes, or broken", () => {
    const { state } = foldStreak(days("2026-01-01", 7));
    expect(streakToday("daily", state, "2026-01-07")).toMatchObject({ current_streak: 7, active_today: true, at_risk: false });
    expect(streakToday("daily", state, "2026-01-08")).toMatchObject({ current_streak: 7, at_risk: true, frozen_days: 0 });
    expect(streakToday("daily", state, "2026-01-09")).toMatchObject({ current_streak: 7, frozen_days: 1, freezes_available: 0 });
    expect(streakToday("daily", state, "2026-01-10")).toMatchObject({ current_streak: 0, at_risk: false });
  });

  it("gives the same streak whatever order the days arrive in (offline outbox)", () => {
    const dayArb = fc.integer({ min: 0, max: 60 }).map((n) => addDays("2026-03-01", n));
    fc.assert(
      fc.property(fc.array(dayArb, { maxLength: 40 }), fc.array(dayArb, { maxLength: 40 }), (a, b) => {
        expect(foldStreak([...a, ...b])).toEqual(foldStreak([...b, ...a]));
      }),
    );
  });

  it("advances day by day exactly as the whole fold does", () => {
    fc.assert(
      fc.property(fc.uniqueArray(fc.integer({ min: 0, max: 90 }), { maxLength: 50 }), (offsets) => {
        const sorted = offsets.sort((x, y) => x - y).map((n) => addDays("2026-01-01", n));
        let state: StreakState = EMPTY_STREAK;
        for (const day of sorted) state = advanceStreak(state, day).state;
        const folded = foldStreak(sorted).state;
        expect(state).toEqual(folded);
        expect(folded.freezes).toBeLessThanOrEqual(STREAK_FREEZE_MAX);
        expect(folded.longest).toBeGreaterThanOrEqual(folded.current);
      }),
    );
  });
});

describe("day streak in the learner's time zone", () => {
  it("counts 23:30 and 00:30 local time as two days even when UTC sees one", async () => {
    // Asia/Tokyo is UTC+9 all year: 23:30 and 00:30 local are 14:30 and 15:30 UTC of the same UTC day.
    const me = await signedIn({ timezone: "Asia/Tokyo" });
    const utc = utcDay(utcNoon(-10));
    const lateEvening = Date.parse(`${utc}T14:30:00Z`);
    const afterMidnight = Date.parse(`${utc}T15:30:00Z`);
    expect(localDay(lateEvening, "Asia/Tokyo")).not.toBe(localDay(afterMidnight, "Asia/Tokyo"));

    const first = await track(me.token, { event_type: "srs_review_completed", timestamp: lateEvening });
    expect(first.event.local_day).toBe(utc);
    const second = await track(me.token, { event_type: "srs_review_completed", timestamp: afterMidnight });
    expect(second.event.local_day).toBe(addDays(utc, 1));
    expect(second.streaks_updated).toContainEqual(expect.objectContaining({ streak_type: "daily", current_streak: 2 }));
  });

  it("counts 00:30 and 23:30 of one local day once even when UTC sees two days", async () => {
    // Pacific/Honolulu is UTC−10 all year: 00:30 and 23:30 local fall on two UTC days.
    const me = await signedIn({ timezone: "Pacific/Honolulu" });
    const day = utcDay(utcNoon(-10));
    const morning = Date.parse(`${day}T10:30:00Z`);
    const night = Date.parse(`${addDays(day, 1)}T09:30:00Z`);
    const first = await track(me.token, { event_type: "lesson_completed", event_data: { score: 80 }, timestamp: morning });
    const second = await track(me.token, { event_type: "lesson_completed", event_data: { score: 80 }, timestamp: night });
    expect(second.event.local_day).toBe(first.event.local_day);
    expect(first.streaks_updated.find((s) => s.streak_type === "daily")?.current_streak).toBe(1);
    expect(second.streaks_updated).toEqual([]);
  });
});

describe("streak freezes through the API", () => {
  it("earns a freeze on day 7 (Reward Available) and consumes it for a missed day instead of resetting", async () => {
    const me = await signedIn();
    let last;
    for (let d = -9; d <= -3; d++) last = await track(me.token, { event_type: "srs_review_completed", timestamp: utcNoon(d) });
    expect(last!.rewards).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ type: "streak_freeze", name: "Streak Freeze", streak_type: "daily", earned_on: utcDay(utcNoon(-3)) }),
      ]),
    );
    expect(last!.streaks_updated).toContainEqual(
      expect.objectContaining({ streak_type: "daily", current_streak: 7, freezes_available: 1 }),
    );

    // Day −2 missed; day −1 keeps the streak going with the freeze.
    const back = await track(me.token, { event_type: "srs_review_completed", timestamp: utcNoon(-1) });
    expect(back.streaks_updated).toContainEqual(
      expect.objectContaining({ streak_type: "daily", current_streak: 8, freezes_available: 0, freeze_used_days: [utcDay(utcNoon(-2))] }),
    );

    const view = await json<StreaksResponse>(await call("/api/streaks", me.token));
    expect(view.streaks.find((s) => s.streak_type === "daily")).toMatchObject({
      current_streak: 8,
      longest_streak: 8,
      freezes_available: 0,
      at_risk: true,
    });
    expect(view.calendar.find((d) => d.day === utcDay(utcNoon(-2)))).toEqual({ day: utcDay(utcNoon(-2)), active: false, frozen: true });
    expect(view.calendar.filter((d) => d.active)).toHaveLength(8);
    expect(view.tracked_words).toBe(8);
  });

  it("resets a streak after a missed day when no freeze is left", async () => {
    const me = await signedIn();
    await track(me.token, { event_type: "quiz_completed", event_data: { score: 50 }, timestamp: utcNoon(-4) });
    await track(me.token, { event_type: "quiz_completed", event_data: { score: 50 }, timestamp: utcNoon(-3) });
    const after = await track(me.token, { event_type: "quiz_completed", event_data: { score: 50 }, timestamp: utcNoon(-1) });
    expect(after.streaks_updated).toContainEqual(
      expect.objectContaining({ streak_type: "daily", current_streak: 1, freeze_used_days: [] }),
    );
    const view = await json<StreaksResponse>(await call("/api/streaks", me.token));
    expect(view.streaks.find((s) => s.streak_type === "words")).toMatchObject({ current_streak: 1, longest_streak: 2 });
  });

  it("counts a day posted late from the offline outbox and fills the gap it leaves", async () => {
    const me = await signedIn();
    await track(me.token, { event_type: "lesson_completed", event_data: { score: 70 }, timestamp: utcNoon(-3) });
    const gap = await track(me.token, { event_type: "lesson_completed", event_data: { score: 70 }, timestamp: utcNoon(-1) });
    expect(gap.summary.current_streak).toBe(1);
    const late = await track(me.token, { event_type: "lesson_completed", event_data: { score: 70 }, timestamp: utcNoon(-2) });
    expect(late.streaks_updated).toContainEqual(expect.objectContaining({ streak_type: "lessons", current_streak: 3 }));
    expect(late.summary.current_streak).toBe(3);
  });
});

const achievementsOf = async (token: string) => json<AchievementsResponse>(await call("/api/achievements", token));

describe("achievements", () => {
  it("unlocks an achievement once, with one notification and its points", async () => {
    const me = await signedIn();
    const first = await track(me.token, { event_type: "quiz_completed", event_data: { score: 100 } });
    expect(first.achievements_unlocked.map((a) => a.achievement_id).sort()).toEqual(["first_step", "perfect_score"]);
    expect(first.achievements_unlocked.find((a) => a.achievement_id === "first_step")).toMatchObject({
      title: "First Step",
      points: 10,
      total_points: 35,
    });

    const second = await track(me.token, { event_type: "quiz_completed", event_data: { score: 100 } });
    expect(second.achievements_unlocked).toEqual([]);
    expect(second.summary.total_points).toBe(35);

    const { results } = await env.DB.prepare("select achievement_id from user_achievements where user_id = ?").bind(me.id).all();
    expect(results).toHaveLength(2);
    const list = await json<NotificationsResponse>(await call("/api/notifications", me.token));
    const unlocked = list.notifications.filter((n) => n.type === "achievement");
    expect(unlocked).toHaveLength(2);
    expect(unlocked[0]).toMatchObject({ title: "Achievement Unlocked!" });

    const view = await achievementsOf(me.token);
    expect(view).toMatchObject({ total_points: 35, unlocked_count: 2 });
    expect(view.achievements).toHaveLength(ACHIEVEMENTS.length);
    expect(view.achievements.find((a) => a.id === "century_club")).toMatchObject({
      unlocked: false,
      current: 2,
      target: 100,
      points: 100,
      milestone: true,
    });
  });

  it("unlocks Week Warrior on a 7-day streak", async () => {
    const me = await signedIn();
    let last;
    for (let d = -7; d <= -1; d++) last = await track(me.token, { event_type: "srs_review_completed", timestamp: utcNoon(d) });
    expect(last!.achievements_unlocked.map((a) => a.achievement_id)).toEqual(["week_warrior"]);
    const view = await achievementsOf(me.token);
    expect(view.achievements.find((a) => a.id === "streak_champion")).toMatchObject({ unlocked: false, current: 7, target: 14 });
  });

  it("tracks the target band: IELTS Ready at the learner's target, IELTS Excellence at band 8", async () => {
    const me = await signedIn();
    const goals = await call("/api/progress/goals", me.token, { method: "PATCH", json: { target_band: 7, exam_date: "2099-06-01" } });
    expect(await json(goals)).toMatchObject({ target_band: 7, exam_date: "2099-06-01", daily_goal: 3 });

    await track(me.token, { event_type: "ielts_reading_completed", event_data: { score: 80, band: 7 } });
    await track(me.token, { event_type: "ielts_listening_completed", event_data: { score: 80, band: 7 } });
    await track(me.token, { event_type: "ielts_writing_evaluated", event_data: { band: 6.5 } });
    const almost = await track(me.token, { event_type: "ielts_speaking_evaluated", event_data: { band: 6 } });
    // (7 + 7 + 6.5 + 6) / 4 = 6.625 → 6.5: not yet at 7.
    expect(almost.achievements_unlocked.map((a) => a.achievement_id)).not.toContain("ielts_ready");
    const ready = await track(me.token, { event_type: "ielts_speaking_evaluated", event_data: { band: 8 } });
    // (7 + 7 + 6.5 + 8) / 4 = 7.125 → 7.0.
    expect(ready.achievements_unlocked.map((a) => a.achievement_id).sort()).toEqual(["ielts_excellence", "ielts_ready"]);

    const view = await achievementsOf(me.token);
    expect(view.achievements.find((a) => a.id === "ielts_ready")).toMatchObject({ unlocked: true, current: 7, target: 7 });
  });

  it("estimates the overall band with the IELTS rounding, only once all four skills have a band", () => {
    const estimate = (reading: number, listening: number, writing: number, speaking: number | null) =>
      overallEstimate({ reading, listening, writing, speaking });
    // Means 6.125, 6.25, 6.625, 6.75 → 6, 6.5, 6.5, 7.
    expect([estimate(6.5, 6, 6, 6), estimate(6.5, 6.5, 6, 6), estimate(7, 7, 6.5, 6), estimate(7, 7, 7, 6)]).toEqual([6, 6.5, 6.5, 7]);
    expect(estimate(7, 7, 7, null)).toBeNull();
  });
});
