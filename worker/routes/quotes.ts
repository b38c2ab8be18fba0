/**
 * The daily motivation quote on Home: GET /api/daily/quote (signed-out visitors get the quote of the
 * UTC day), POST /api/daily/quote/like and POST /api/daily/quote/next.
 */
import { Hono } from "hono";
import { quoteLikeRequestSchema } from "../contract/progress";
import type { AppEnv } from "../env";
import { requireUser } from "../lib/auth-middleware";
import { validate } from "../lib/validation";
import { progressDb } from "../progress/db";
import { anonymousQuote, dailyQuote, likeQuote, nextQuote } from "../progress/quotes";

export const quoteRoutes = new Hono<AppEnv>()
  .get("/", async (c) => {
    const user = c.get("user");
    return c.json(user ? await dailyQuote(progressDb(c.env.DB), user.userId) : anonymousQuote());
  })
  .post("/like", validate("json", quoteLikeRequestSchema), async (c) => {
    const { userId } = requireUser(c);
    return c.json(await likeQuote(progressDb(c.env.DB), userId, c.req.valid("json").liked));
  })
  .post("/next", async (c) => {
    const { userId } = requireUser(c);
    return c.json(await nextQuote(progressDb(c.env.DB), userId));
  });
