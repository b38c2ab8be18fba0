/**
 * POST /api/lesson-drafts (teachers): the custom lesson creator's draft, stored as the teacher's draft
 * lesson. Through the model within the AI budget when one is configured, else offline from the
 * dictionary (the answer says which: `method`).
 */
import { Hono } from "hono";
import { withAiBudget } from "../ai/budget";
import { modelConfigured } from "../ai/model";
import { lessonDraftRequestSchema } from "../contract/lesson-drafts";
import type { AppEnv } from "../env";
import { modelDraft, offlineDraft } from "../lessons/drafts";
import { signedIn, teacherOnly } from "../lib/auth-middleware";
import { validate } from "../lib/validation";

export const lessonDraftRoutes = new Hono<AppEnv>().post(
  "/",
  signedIn,
  teacherOnly,
  validate("json", lessonDraftRequestSchema),
  async (c) => {
    const { userId } = c.var.user;
    const input = c.req.valid("json");
    if (modelConfigured(c.env)) {
      const drafted = await withAiBudget(c.env, userId, () => modelDraft(c.var.db, c.env, userId, input, c.req.raw.signal));
      return c.json(drafted.body, 201);
    }
    return c.json(await offlineDraft(c.var.db, userId, input), 201);
  },
);
