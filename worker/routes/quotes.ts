/**
 * The daily motivation quote on Home: GET /api/daily/quote (signed-out visitors get the quote of the
 * UTC day), POST /api/daily/quote/like and POST /api/daily/quote/next. The GET is public, so
 * `signedIn` guards the two POSTs one by one.
 */
import { Hono } from "hono";
import { quoteLikeRequestSchema } from "../contract/progress";
import type { AppEnv } from "../env";
import { signedIn } from "../lib/auth-middleware";
import { validate } from "../lib/validation";
import { anonymousQuote, dailyQuote, likeQuote, nextQuote } from "../progress/quotes";

export const quoteRoutes = new Hono<AppEnv>()
  .get("/", async (c) => {
    const user = c.get("user");
    return c.json(user ? await dailyQuote(c.var.db, user.userId) : anonymousQuote());
  })
  .post("/like", signedIn, validate("json", quoteLikeRequestSchema), async (c) => {
    const { userId } = c.var.user;
    return c.json(await likeQuote(c.var.db, userId, c.req.valid("json").liked));
  })
  .post("/next", signedIn, async (c) => {
    const { userId } = c.var.user;
    return c.json(await nextQuote(c.var.db, userId));
  });
