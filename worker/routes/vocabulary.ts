/** GET|PATCH /api/vocabulary/settings: desired retention and the words-of-the-day level (signed-in users only). */
import { Hono } from "hono";
import { vocabularySettingsUpdateSchema } from "../contract/srs";
import type { AppEnv } from "../env";
import { signedIn } from "../lib/auth-middleware";
import { validate } from "../lib/validation";
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
  });
