/**
 * Progress, three routers: `unifiedProgressRoutes` (GET|POST /api/unified-progress, spec §7),
 * `progressRoutes` (GET /api/progress/analytics, GET /api/progress/history, GET|PATCH
 * /api/progress/goals) and `streakRoutes` (GET /api/streaks).
 */
import { Hono } from "hono";
import { historyQuerySchema, learnerGoalsUpdateSchema, summaryQuerySchema, trackEventRequestSchema } from "../contract/progress";
import { learnerGoals } from "../db/schema";
import type { AppEnv } from "../env";
import { signedIn } from "../lib/auth-middleware";
import { ApiError } from "../lib/errors";
import { validate } from "../lib/validation";
import { canReadProgressOf } from "../progress/access";
import { loadAnalytics } from "../progress/analytics";
import { loadHistory } from "../progress/history";
import { readLearner } from "../progress/learner";
import { loadStreaks } from "../progress/streak-view";
import { loadSummary } from "../progress/summary";
import { trackEvent } from "../progress/record";

export const unifiedProgressRoutes = new Hono<AppEnv>()
  .use(signedIn)
  .get("/", validate("query", summaryQuerySchema), async (c) => {
    const caller = c.var.user;
    const { user_id: learnerId = caller.userId } = c.req.valid("query");
    const db = c.var.db;
    if (!(await canReadProgressOf(db, caller, learnerId))) {
      throw new ApiError(403, "forbidden", "You can see only your own progress or your students'.");
    }
    return c.json(await loadSummary(db, learnerId));
  })
  .post("/", validate("json", trackEventRequestSchema), async (c) => {
    const { userId } = c.var.user;
    const { status, body } = await trackEvent(c.var.db, c.env, userId, c.req.valid("json"));
    return c.json(body, status);
  });

export const progressRoutes = new Hono<AppEnv>()
  .use(signedIn)
  .get("/analytics", async (c) => c.json(await loadAnalytics(c.var.db, c.var.user.userId)))
  .get("/history", validate("query", historyQuerySchema), async (c) => {
    const { userId } = c.var.user;
    return c.json(await loadHistory(c.var.db, userId, c.req.valid("query")));
  })
  .get("/goals", async (c) => c.json((await readLearner(c.var.db, c.var.user.userId)).goals))
  .patch("/goals", validate("json", learnerGoalsUpdateSchema), async (c) => {
    const { userId } = c.var.user;
    const update = c.req.valid("json");
    const db = c.var.db;
    const row = {
      ...(update.target_band !== undefined && { targetBand: update.target_band }),
      ...(update.exam_date !== undefined && { examDate: update.exam_date }),
      ...(update.daily_goal !== undefined && { dailyGoal: update.daily_goal }),
      updatedAt: new Date().toISOString(),
    };
    await db
      .insert(learnerGoals)
      .values({ userId, ...row })
      .onConflictDoUpdate({ target: learnerGoals.userId, set: row });
    return c.json((await readLearner(db, userId)).goals);
  });

export const streakRoutes = new Hono<AppEnv>().use(signedIn).get("/", async (c) => c.json(await loadStreaks(c.var.db, c.var.user.userId)));
