/**
 * /api/lesson-player: stepping through a lesson. Signed in, and every route asks
 * lessons/access.ts `playableLesson` first (404 for a lesson this user may not play). The owner's
 * own lesson is a preview: scored and shown, never stored (lessons/player.ts).
 */
import { Hono } from "hono";
import {
  lessonAnswersSchema,
  lessonPlaceSchema,
  lessonPlayerBlockParamSchema,
  lessonPlayerParamSchema,
  lessonSpeakingSchema,
  lessonWritingSchema,
} from "../contract/lesson-player";
import type { AppEnv } from "../env";
import { playableLesson } from "../lessons/access";
import { glossLanguageOfHeader } from "../i18n";
import { addLessonWords, answerQuiz, completeLesson, evaluateWriting, keepPlace, openLesson } from "../lessons/player";
import { evaluateSpeaking } from "../lessons/player-speaking";
import { signedIn } from "../lib/auth-middleware";
import { validate } from "../lib/validation";

export const lessonPlayerRoutes = new Hono<AppEnv>()
  .use(signedIn)
  .get("/:lessonId", validate("param", lessonPlayerParamSchema), async (c) => {
    const { db, user } = c.var;
    const row = await playableLesson(db, user.userId, c.req.valid("param").lessonId);
    return c.json(await openLesson(c.env, db, user.userId, row));
  })
  .put("/:lessonId/place", validate("param", lessonPlayerParamSchema), validate("json", lessonPlaceSchema), async (c) => {
    const { db, user } = c.var;
    const row = await playableLesson(db, user.userId, c.req.valid("param").lessonId);
    await keepPlace(db, user.userId, row, c.req.valid("json").block_id);
    return c.json({ block_id: c.req.valid("json").block_id });
  })
  .post(
    "/:lessonId/blocks/:blockId/answers",
    validate("param", lessonPlayerBlockParamSchema),
    validate("json", lessonAnswersSchema),
    async (c) => {
      const { db, user } = c.var;
      const { lessonId, blockId } = c.req.valid("param");
      const row = await playableLesson(db, user.userId, lessonId);
      return c.json(await answerQuiz(db, user.userId, row, blockId, c.req.valid("json").answers));
    },
  )
  .post("/:lessonId/blocks/:blockId/words", validate("param", lessonPlayerBlockParamSchema), async (c) => {
    const { db, user } = c.var;
    const { lessonId, blockId } = c.req.valid("param");
    const row = await playableLesson(db, user.userId, lessonId);
    return c.json(await addLessonWords(db, user.userId, row, blockId, glossLanguageOfHeader(c.req.header("Accept-Language"))));
  })
  .post(
    "/:lessonId/blocks/:blockId/writing",
    validate("param", lessonPlayerBlockParamSchema),
    validate("json", lessonWritingSchema),
    async (c) => {
      const { db, user } = c.var;
      const { lessonId, blockId } = c.req.valid("param");
      const row = await playableLesson(db, user.userId, lessonId);
      return c.json(await evaluateWriting(c.env, db, user.userId, row, blockId, c.req.valid("json").text));
    },
  )
  .post(
    "/:lessonId/blocks/:blockId/speaking",
    validate("param", lessonPlayerBlockParamSchema),
    validate("json", lessonSpeakingSchema),
    async (c) => {
      const { db, user } = c.var;
      const { lessonId, blockId } = c.req.valid("param");
      const row = await playableLesson(db, user.userId, lessonId);
      return c.json(await evaluateSpeaking(c.env, db, user.userId, row, blockId, c.req.valid("json")));
    },
  )
  .post("/:lessonId/complete", validate("param", lessonPlayerParamSchema), async (c) => {
    const { db, user } = c.var;
    const row = await playableLesson(db, user.userId, c.req.valid("param").lessonId);
    return c.json(await completeLesson(c.env, db, user.userId, row));
  });
