/**
 * Progress, three routers: `unifiedProgressRoutes` (GET|POST /api/unified-progress, spec §7),
 * `progressRoutes` (GET /api/progress/analytics, GET /api/progress/history, GET|PATCH
 * /api/progress/goals) and `streakRoutes` (GET /api/streaks). The reads take `?user_id=` for a
 * teacher looking at a student of theirs; anyone else gets 403.
 */
import { Hono } from "hono";
import {
  historyQuerySchema,
  learnerGoalsUpdateSchema,
  learnerQuerySchema,
  summaryQuerySchema,
  trackEventRequestSchema,
} from "../contract/progress";
import type { Db } from "../db/client";
import { learnerGoals } from "../db/schema";
import type { AppEnv, SignedInUser } from "../env";
import { signedIn } from "../lib/auth-middleware";
import { ApiError } from "../lib/errors";
import { validate } from "../lib/validation";
import { canReadProgressOf } from "../progress/access";
import { loadAnalytics } from "../progress/analytics";
import { requestLang } from "../i18n";
import { loadHistory } from "../progress/history";
import { readLearner } from "../progress/learner";
import { loadStreaks } from "../progress/streak-view";
import { loadSummary } from "../progress/summary";
import { trackEvent } from "../progress/record";

/** The learner whose progress the caller asked for: themselves by default, or a student of theirs. */
async function readableLearner(db: Db, caller: SignedInUser, requested: string | undefined): Promise<string> {
  const learnerId = requested ?? caller.userId;
  if (!(await canReadProgressOf(db, caller, learnerId))) {
    throw new ApiError(403, "forbidden");
  }
  return learnerId;
}

export const unifiedProgressRoutes = new Hono<AppEnv>()
  .use(signedIn)
  .get("/", validate("query", summaryQuerySchema), async (c) => {
    const learnerId = await readableLearner(c.var.db, c.var.user, c.req.valid("query").user_id);
    return c.json(await loadSummary(c.var.db, learnerId));
  })
  .post("/", validate("json", trackEventRequestSchema), async (c) => {
    const { userId } = c.var.user;
    const { status, body } = await trackEvent(c.var.db, c.env, userId, c.req.valid("json"));
    return c.json(body, status);
  });

export const progressRoutes = new Hono<AppEnv>()
  .use(signedIn)
  .get("/analytics", validate("query", learnerQuerySchema), async (c) => {
    const learnerId = await readableLearner(c.var.db, c.var.user, c.req.valid("query").user_id);
    return c.json(await loadAnalytics(c.var.db, learnerId));
  })
  .get("/history", validate("query", historyQuerySchema.extend(learnerQuerySchema.shape)), async (c) => {
    const { user_id, ...page } = c.req.valid("query");
    const learnerId = await readableLearner(c.var.db, c.var.user, user_id);
    return c.json(await loadHistory(c.var.db, learnerId, page, requestLang(c)));
  })
  .get("/goals", async (c) => c.json((await readLearner(c.var.db, c.var.user.userId)).goals))
  .patch("/goals", validate("json", learnerGoalsUpdateSchema), async (c) => {
    const { userId } = c.var.user;
    const update = c.req.valid("json");
    const db = c.var.db;
    const row = {
      ...(update.target_band !== undefined && { targetBand: update.target_band }),
      ...(update.target_sat_score !== undefined && { targetSatScore: update.target_sat_score }),
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

export const streakRoutes = new Hono<AppEnv>().use(signedIn).get("/", validate("query", learnerQuerySchema), async (c) => {
  const learnerId = await readableLearner(c.var.db, c.var.user, c.req.valid("query").user_id);
  return c.json(await loadStreaks(c.var.db, learnerId));
});
