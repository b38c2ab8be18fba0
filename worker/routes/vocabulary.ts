/**
 * GET|PATCH /api/vocabulary/settings: desired retention and the words-of-the-day level; GET
 * /api/vocabulary/fsrs and POST /api/vocabulary/fsrs/optimise: the learner's own FSRS parameters
 * (signed-in users only).
 */
import { Hono } from "hono";
import { vocabularySettingsUpdateSchema } from "../contract/srs";
import type { AppEnv } from "../env";
import { signedIn } from "../lib/auth-middleware";
import { validate } from "../lib/validation";
import { fsrsParameters, optimiseFsrsParameters } from "../vocabulary/fsrs-optimiser";
import { loadSettings, updateSettings } from "../vocabulary/settings";

export const vocabularyRoutes = new Hono<AppEnv>()
  .use(signedIn)
  .get("/settings", async (c) => {
    const { userId } = c.var.user;
    const { desiredRetention, level } = await loadSettings(c.var.db, userId);
    return c.json({ desiredRetention, level });
  })
  .patch("/settings", validate("json", vocabularySettingsUpdateSchema), async (c) => {
    const { userId } = c.var.user;
    return c.json(await updateSettings(c.var.db, userId, c.req.valid("json")));
  })
  .get("/fsrs", async (c) => c.json(await fsrsParameters(c.var.db, c.var.user.userId)))
  .post("/fsrs/optimise", async (c) => c.json(await optimiseFsrsParameters(c.var.db, c.var.user.userId)));
