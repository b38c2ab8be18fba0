import { describe, expect, it } from "vitest";
import type { AchievementsResponse, AnalyticsResponse, LearnerGoals } from "../../../worker/contract/progress";
import { achievementStatuses, newlyUnlocked } from "../../../worker/progress/achievements";
import { call, json, signedIn } from "./helpers";

/** What each screen reads of the learner's target band: the profile's goals, the target tracker, IELTS Ready. */
async function targetsSeen(token: string) {
  const goals = await json<LearnerGoals>(await call("/api/progress/goals", token));
  const analytics = await json<AnalyticsResponse>(await call("/api/progress/analytics", token));
  const achievements = await json<AchievementsResponse>(await call("/api/achievements", token));
  return {
    profile: goals.target_band,
    tracker: analytics.target_score.target,
    milestone: analytics.milestones.find((m) => m.id === "ielts_ready")!.target,
    achievement: achievements.achievements.find((a) => a.id === "ielts_ready")!.target,
  };
}

describe("the learner's target band: one source for the profile, the target tracker and IELTS Ready", () => {
  it("is unset everywhere for a new learner (no default 6.5), set everywhere once chosen, and unset again when cleared", async () => {
    const me = await signedIn();
    expect(await targetsSeen(me.token)).toEqual({ profile: null, tracker: null, milestone: null, achievement: null });

    await json(await call("/api/progress/goals", me.token, { method: "PATCH", json: { target_band: 7 } }));
    expect(await targetsSeen(me.token)).toEqual({ profile: 7, tracker: 7, milestone: 7, achievement: 7 });

    await json(await call("/api/progress/goals", me.token, { method: "PATCH", json: { target_band: null } }));
    expect(await targetsSeen(me.token)).toEqual({ profile: null, tracker: null, milestone: null, achievement: null });
  });

  it("does not unlock IELTS Ready without a target band, whatever the bands", () => {
    const counters = { ielts_band_reading: 9, ielts_band_listening: 9, ielts_band_writing: 9, ielts_band_speaking: 9 };
    const ids = (targetBand: number | null) => newlyUnlocked({ counters, dailyStreak: 0, targetBand }, new Set()).map((a) => a.id);
    expect(ids(null)).not.toContain("ielts_ready");
    expect(ids(8)).toContain("ielts_ready");
    const status = achievementStatuses({ counters, dailyStreak: 0, targetBand: null }, new Map()).find((a) => a.id === "ielts_ready");
    expect(status).toMatchObject({ current: 9, target: null, unlocked: false });
  });
});
