/**
 * Spaced repetition at /api/srs (signed-in users only): the due queue, reviews and undo, stats.
 * Adding a word to SRS lives with the words (routes/words.ts), the settings in routes/vocabulary.ts.
 */
import { Hono } from "hono";
import { queueQuerySchema, reviewRequestSchema, undoRequestSchema } from "../contract/srs";
import type { AppEnv } from "../env";
import { signedIn } from "../lib/auth-middleware";
import { validate } from "../lib/validation";
import { srsReviewEvent } from "../progress/vocabulary-events";
import { recordProgress } from "../vocabulary/progress";
import { applyReview, reviewQueue, srsStats, undoLastReview } from "../vocabulary/srs";

export const srsRoutes = new Hono<AppEnv>()
  .use(signedIn)
  .get("/queue", validate("query", queueQuerySchema), async (c) => {
    const { userId } = c.var.user;
    return c.json(await reviewQueue(c.var.db, userId, c.req.valid("query").limit));
  })
  .post("/reviews", validate("json", reviewRequestSchema), async (c) => {
    const { userId } = c.var.user;
    const body = c.req.valid("json");
    const review = await applyReview(c.var.db, userId, body);
    if (!review.duplicate) {
      const reviewedAt = Date.parse(review.card.lastReview ?? new Date().toISOString());
      recordProgress(c.env, userId, srsReviewEvent({ id: review.reviewId, again: body.rating === "again", reviewedAt }));
    }
    return c.json(review, review.duplicate ? 200 : 201);
  })
  .post("/reviews/undo", validate("json", undoRequestSchema), async (c) => {
    const { userId } = c.var.user;
    return c.json(await undoLastReview(c.var.db, userId, c.req.valid("json").reviewId));
  })
  .get("/stats", async (c) => {
    const { userId } = c.var.user;
    return c.json(await srsStats(c.var.db, userId));
  });
