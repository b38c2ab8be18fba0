/** GET|PUT /api/preferences: the signed-in user's theme. */
import { eq } from "drizzle-orm";
import { Hono } from "hono";
import { DEFAULT_THEME, preferencesSchema } from "../contract/profile";
import { userPreferences } from "../db/schema";
import type { AppEnv } from "../env";
import { signedIn } from "../lib/auth-middleware";
import { validate } from "../lib/validation";

export const preferenceRoutes = new Hono<AppEnv>()
  .use(signedIn)
  .get("/", async (c) => {
    const { userId } = c.var.user;
    const row = await c.var.db.query.userPreferences.findFirst({ where: eq(userPreferences.userId, userId) });
    return c.json({ theme: row?.theme ?? DEFAULT_THEME });
  })
  .put("/", validate("json", preferencesSchema), async (c) => {
    const { userId } = c.var.user;
    const { theme } = c.req.valid("json");
    await c.var.db
      .insert(userPreferences)
      .values({ userId, theme })
      .onConflictDoUpdate({ target: userPreferences.userId, set: { theme, updatedAt: new Date().toISOString() } });
    return c.json({ theme });
  });
