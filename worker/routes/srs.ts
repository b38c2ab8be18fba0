/**
 * Spaced repetition (signed-in users only): cards of words, the due queue, reviews and undo, stats,
 * and the vocabulary settings (desired retention, words-of-the-day level).
 */
import { Hono } from "hono";
import { queueQuerySchema, reviewRequestSchema, undoRequestSchema, vocabularySettingsUpdateSchema } from "../contract/srs";
import { idParamSchema } from "../contract/words";
import type { AppEnv } from "../env";
import { requireUser } from "../lib/auth-middleware";
import { validate } from "../lib/validation";
import { signedInOnly } from "../vocabulary/signed-in";
import { recordProgress } from "../vocabulary/progress";
import { loadSettings, updateSettings } from "../vocabulary/settings";
import { addToSrs, applyReview, removeFromSrs, reviewQueue, srsStats, undoLastReview } from "../vocabulary/srs";

export const srsRoutes = new Hono<AppEnv>()
  .post("/words/:id/srs", signedInOnly, validate("param", idParamSchema), async (c) => {
    const { userId } = requireUser(c);
    const added = await addToSrs(c.var.db, userId, c.req.valid("param").id);
    return c.json(added, added.created ? 201 : 200);
  })
  .delete("/words/:id/srs", signedInOnly, validate("param", idParamSchema), async (c) => {
    const { userId } = requireUser(c);
    await removeFromSrs(c.var.db, userId, c.req.valid("param").id);
    return c.body(null, 204);
  })
  .get("/srs/queue", signedInOnly, validate("query", queueQuerySchema), async (c) => {
    const { userId } = requireUser(c);
    return c.json(await reviewQueue(c.var.db, userId, c.req.valid("query").limit));
  })
  .post("/srs/reviews", signedInOnly, validate("json", reviewRequestSchema), async (c) => {
    const { userId } = requireUser(c);
    const body = c.req.valid("json");
    const review = await applyReview(c.var.db, userId, body);
    if (!review.duplicate) {
      recordProgress(c, userId, {
        type: "srs_review_completed",
        sourceId: review.reviewId,
        occurredAt: Date.parse(review.card.lastReview ?? new Date().toISOString()),
        data: { words: 1, correct: body.rating === "again" ? 0 : 1, total: 1, ref: { kind: "srs_review", id: review.reviewId } },
      });
    }
    return c.json(review, review.duplicate ? 200 : 201);
  })
  .post("/srs/reviews/undo", signedInOnly, validate("json", undoRequestSchema), async (c) => {
    const { userId } = requireUser(c);
    return c.json(await undoLastReview(c.var.db, userId, c.req.valid("json").reviewId));
  })
  .get("/srs/stats", signedInOnly, async (c) => {
    const { userId } = requireUser(c);
    return c.json(await srsStats(c.var.db, userId));
  })
  .get("/vocabulary/settings", signedInOnly, async (c) => {
    const { userId } = requireUser(c);
    const { desiredRetention, level } = await loadSettings(c.var.db, userId);
    return c.json({ desiredRetention, level });
  })
  .patch("/vocabulary/settings", signedInOnly, validate("json", vocabularySettingsUpdateSchema), async (c) => {
    const { userId } = requireUser(c);
    return c.json(await updateSettings(c.var.db, userId, c.req.valid("json")));
  });
