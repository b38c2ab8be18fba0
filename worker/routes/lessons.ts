/**
 * /api/lessons: a teacher's lessons, word lists, quizzes and writing prompts. Teachers only
 * (a learner gets 403); another teacher's lesson answers 404 like a missing one. The builder autosaves
 * the whole lesson with PUT (reordering is saving the blocks in their new order).
 */
import { Hono } from "hono";
import { z } from "zod";
import { LESSON_KINDS, lessonCreateSchema, lessonIdParamSchema, lessonPublishSchema, lessonUpdateSchema } from "../contract/lessons";
import type { AppEnv } from "../env";
import { signedIn, teacherOnly } from "../lib/auth-middleware";
import { ApiError } from "../lib/errors";
import { validate } from "../lib/validation";
import {
  copyLesson,
  createLesson,
  deleteLesson,
  listLibrary,
  listMyLessons,
  publishLesson,
  readLesson,
  updateLesson,
  withdrawFromLibrary,
} from "../lessons/lessons";
import { findTemplate, fromTemplateSchema, templateSummaries } from "../lessons/templates";

const listQuerySchema = z.object({ kind: z.enum(LESSON_KINDS).optional() });

export const lessonRoutes = new Hono<AppEnv>()
  .use(signedIn)
  .use(teacherOnly)
  .get("/", validate("query", listQuerySchema), async (c) =>
    c.json(await listMyLessons(c.var.db, c.var.user.userId, c.req.valid("query").kind)),
  )
  .post("/", validate("json", lessonCreateSchema), async (c) =>
    c.json(await createLesson(c.var.db, c.var.user.userId, c.req.valid("json")), 201),
  )
  .get("/templates", (c) => c.json(templateSummaries()))
  .post("/from-template", validate("json", fromTemplateSchema), async (c) => {
    const template = findTemplate(c.req.valid("json").template_id);
    if (!template) throw new ApiError(404, "template_not_found");
    return c.json(await createLesson(c.var.db, c.var.user.userId, template.lesson), 201);
  })
  .get("/library", async (c) => c.json(await listLibrary(c.var.db, c.var.user.userId)))
  .get("/:id", validate("param", lessonIdParamSchema), async (c) =>
    c.json(await readLesson(c.var.db, c.var.user.userId, c.req.valid("param").id)),
  )
  .put("/:id", validate("param", lessonIdParamSchema), validate("json", lessonUpdateSchema), async (c) =>
    c.json(await updateLesson(c.var.db, c.var.user.userId, c.req.valid("param").id, c.req.valid("json"))),
  )
  .delete("/:id", validate("param", lessonIdParamSchema), async (c) => {
    await deleteLesson(c.var.db, c.env.AUDIO, c.var.user.userId, c.req.valid("param").id);
    return c.json({ deleted: true });
  })
  .post("/:id/publish", validate("param", lessonIdParamSchema), validate("json", lessonPublishSchema), async (c) =>
    c.json(await publishLesson(c.var.db, c.var.user.userId, c.req.valid("param").id, c.req.valid("json"))),
  )
  .delete("/:id/library", validate("param", lessonIdParamSchema), async (c) =>
    c.json(await withdrawFromLibrary(c.var.db, c.var.user.userId, c.req.valid("param").id)),
  )
  .post("/:id/copy", validate("param", lessonIdParamSchema), async (c) =>
    c.json(await copyLesson(c.var.db, c.env.AUDIO, c.var.user.userId, c.req.valid("param").id), 201),
  );
