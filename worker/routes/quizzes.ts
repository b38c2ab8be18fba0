/** Word quizzes (/api/quizzes) and quiz history (/api/quiz-history), signed-in users only. */
import { Hono } from "hono";
import { createQuizSchema, quizHistoryQuerySchema, quizListQuerySchema, saveQuizResultSchema } from "../contract/quiz";
import { idParamSchema } from "../contract/words";
import type { AppEnv } from "../env";
import { signedIn } from "../lib/auth-middleware";
import { validate } from "../lib/validation";
import { quizCompletedEvent } from "../progress/vocabulary-events";
import { recordProgress } from "../vocabulary/progress";
import { generateQuiz, getQuiz, listQuizzes, quizHistory, saveQuizResult } from "../vocabulary/quiz";

export const quizRoutes = new Hono<AppEnv>()
  .use(signedIn)
  .post("/", validate("json", createQuizSchema), async (c) => {
    const { userId } = c.var.user;
    return c.json(await generateQuiz(c.var.db, userId, c.req.valid("json")), 201);
  })
  .get("/", validate("query", quizListQuerySchema), async (c) => {
    const { userId } = c.var.user;
    const { limit, cursor } = c.req.valid("query");
    return c.json(await listQuizzes(c.var.db, userId, limit, cursor));
  })
  .get("/:id", validate("param", idParamSchema), async (c) => {
    const { userId } = c.var.user;
    return c.json(await getQuiz(c.var.db, userId, c.req.valid("param").id));
  })
  .post("/:id/results", validate("param", idParamSchema), validate("json", saveQuizResultSchema), async (c) => {
    const { userId } = c.var.user;
    const { words, ...saved } = await saveQuizResult(c.var.db, userId, c.req.valid("param").id, c.req.valid("json"));
    const { result } = saved;
    if (!saved.alreadySaved) {
      recordProgress(c.env, userId, quizCompletedEvent({ ...result, words, completedAt: Date.parse(result.completedAt) }));
    }
    return c.json(saved, saved.alreadySaved ? 200 : 201);
  });

export const quizHistoryRoutes = new Hono<AppEnv>().use(signedIn).get("/", validate("query", quizHistoryQuerySchema), async (c) => {
  const { userId } = c.var.user;
  const { limit, cursor } = c.req.valid("query");
  return c.json(await quizHistory(c.var.db, userId, limit, cursor));
});
