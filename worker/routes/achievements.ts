/** GET /api/achievements: the whole catalogue with the caller's unlocked ones, progress and points. */
import { Hono } from "hono";
import type { AchievementsResponse } from "../contract/progress";
import type { AppEnv } from "../env";
import { signedIn } from "../lib/auth-middleware";
import { achievementStatuses } from "../progress/achievements";
import { achievementFacts } from "../progress/analytics";
import { localDay } from "../lib/days";
import { readLearner } from "../progress/learner";

export const achievementRoutes = new Hono<AppEnv>().use(signedIn).get("/", async (c) => {
  const learner = await readLearner(c.var.db, c.var.user.userId);
  const achievements = achievementStatuses(achievementFacts(learner, localDay(Date.now(), learner.timezone)), learner.unlocked);
  const body: AchievementsResponse = {
    achievements,
    total_points: learner.totalPoints,
    unlocked_count: achievements.filter((a) => a.unlocked).length,
  };
  return c.json(body);
});
