/** GET /api/daily: the signed-in user's words of the day. */
import { Hono } from "hono";
import type { AppEnv } from "../env";
import { requireUser } from "../lib/auth-middleware";
import { dailyWords } from "../vocabulary/daily";
import { signedInOnly } from "../vocabulary/signed-in";

export const dailyRoutes = new Hono<AppEnv>().get("/", signedInOnly, async (c) => {
  const { userId } = requireUser(c);
  return c.json(await dailyWords(c.var.db, userId));
});
