/** /api/sat/review (contract/sat-review.ts): wrong SAT answers → review cards, and a card's question. Signed in only. */
import { Hono } from "hono";
import { satReviewAttemptParamSchema, satReviewQuestionParamSchema, satReviewWordParamSchema } from "../contract/sat-review";
import type { AppEnv } from "../env";
import { languageOfHeader } from "../i18n";
import { signedIn } from "../lib/auth-middleware";
import { validate } from "../lib/validation";
import { reviewCardsOf, reviewStimulus, sendQuestionToReview, sendWrongToReview } from "../sat/review-cards";

export const satReviewRoutes = new Hono<AppEnv>()
  .use(signedIn)
  .get("/attempts/:id", validate("param", satReviewAttemptParamSchema), async (c) =>
    c.json(await reviewCardsOf(c.var.db, c.var.user.userId, c.req.valid("param").id)),
  )
  .post("/attempts/:id/questions/:questionId/card", validate("param", satReviewQuestionParamSchema), async (c) => {
    const { id, questionId } = c.req.valid("param");
    const body = await sendQuestionToReview(c.var.db, c.var.user.userId, id, questionId);
    return c.json(body, body.created > 0 ? 201 : 200);
  })
  .post("/attempts/:id/wrong", validate("param", satReviewAttemptParamSchema), async (c) => {
    const body = await sendWrongToReview(c.var.db, c.var.user.userId, c.req.valid("param").id);
    return c.json(body, body.created > 0 ? 201 : 200);
  })
  .get("/words/:wordId", validate("param", satReviewWordParamSchema), async (c) =>
    c.json(
      await reviewStimulus(c.var.db, c.var.user.userId, c.req.valid("param").wordId, languageOfHeader(c.req.header("Accept-Language"))),
    ),
  );
