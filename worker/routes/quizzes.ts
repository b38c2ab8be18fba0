/** Word quizzes and quiz history (signed-in users only). */
import { Hono } from "hono";
import { createQuizSchema, quizHistoryQuerySchema, quizListQuerySchema, saveQuizResultSchema } from "../contract/quiz";
import { idParamSchema } from "../contract/words";
import type { AppEnv } from "../env";
import { requireUser } from "../lib/auth-middleware";
import { validate } from "../lib/validation";
import { signedInOnly } from "../vocabulary/signed-in";
import { recordProgress } from "../vocabulary/progress";
import { generateQuiz, getQuiz, listQuizzes, quizHistory, saveQuizResult } from "../vocabulary/quiz";

export const quizRoutes = new Hono<AppEnv>()
  .post("/quizzes", signedInOnly, validate("json", createQuizSchema), async (c) => {
    const { userId } = requireUser(c);
    return c.json(await generateQuiz(c.var.db, userId, c.req.valid("json")), 201);
  })
  .get("/quizzes", signedInOnly, validate("query", quizListQuerySchema), async (c) => {
    const { userId } = requireUser(c);
    const { limit, cursor } = c.req.valid("query");
    return c.json(await listQuizzes(c.var.db, userId, limit, cursor));
  })
  .get("/quizzes/:id", signedInOnly, validate("param", idParamSchema), async (c) => {
    const { userId } = requireUser(c);
    return c.json(await getQuiz(c.var.db, userId, c.req.valid("param").id));
  })
  .post("/quizzes/:id/results", signedInOnly, validate("param", idParamSchema), validate("json", saveQuizResultSchema), async (c) => {
    const { userId } = requireUser(c);
    const saved = await saveQuizResult(c.var.db, userId, c.req.valid("param").id, c.req.valid("json"));
    const { result } = saved;
    if (!saved.alreadySaved) {
      recordProgress(c, userId, {
        type: "quiz_completed",
        sourceId: result.id,
        occurredAt: Date.parse(result.completedAt),
        data: {
          score: result.score,
          correct: result.correctCount,
          total: result.total,
          words: result.total,
          ...(result.durationSeconds === null ? {} : { duration_seconds: result.durationSeconds }),
          ref: { kind: "quiz_result", id: result.id },
        },
      });
    }
    return c.json(saved, saved.alreadySaved ? 200 : 201);
  })
  .get("/quiz-history", signedInOnly, validate("query", quizHistoryQuerySchema), async (c) => {
    const { userId } = requireUser(c);
    const { limit, cursor } = c.req.valid("query");
    return c.json(await quizHistory(c.var.db, userId, limit, cursor));
  });
