/** GET /api/daily: the signed-in user's words of the day. */
import { Hono } from "hono";
import type { AppEnv } from "../env";
import { signedIn } from "../lib/auth-middleware";
import { dailyWords } from "../vocabulary/daily";

export const dailyRoutes = new Hono<AppEnv>().use(signedIn).get("/", async (c) => {
  const { userId } = c.var.user;
  return c.json(await dailyWords(c.var.db, userId));
});
