/**
 * GET /api/daily: the signed-in user's words of the day. `signedIn` guards this one route, not the
 * router: a `.use()` here would also cover /api/daily/quote (routes/quotes.ts), which is public.
 */
import { Hono } from "hono";
import type { AppEnv } from "../env";
import { signedIn } from "../lib/auth-middleware";
import { dailyWords } from "../vocabulary/daily";

export const dailyRoutes = new Hono<AppEnv>().get("/", signedIn, async (c) => {
  const { userId } = c.var.user;
  return c.json(await dailyWords(c.var.db, userId));
});
