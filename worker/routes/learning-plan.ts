/** GET /api/learning-plan: the signed-in learner's plan for today, from several domains in one call. */
import { Hono } from "hono";
import type { AppEnv } from "../env";
import { signedIn } from "../lib/auth-middleware";
import { learningPlan } from "../placement/learning-plan";

export const learningPlanRoutes = new Hono<AppEnv>()
  .use(signedIn)
  .get("/", async (c) => c.json(await learningPlan(c.var.db, c.var.user.userId)));
