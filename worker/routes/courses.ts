/**
 * /api/courses: a teacher's courses, each an ordered set of their published lessons, with
 * their shares and every student's place (GET /), one course for the editor, create, save (edit and
 * reorder), delete. Teachers only: a learner gets 403, another teacher's course 404. Courses are shared
 * through /api/shares.
 */
import { Hono } from "hono";
import { courseSaveSchema, idParamSchema } from "../contract/sharing";
import type { AppEnv } from "../env";
import { signedIn, teacherOnly } from "../lib/auth-middleware";
import { validate } from "../lib/validation";
import { createCourse, deleteCourse, getCourse, listTeacherCourses, updateCourse } from "../sharing/courses";

export const courseRoutes = new Hono<AppEnv>()
  .use(signedIn)
  .use(teacherOnly)
  .get("/", async (c) => c.json(await listTeacherCourses(c.var.db, c.var.user.userId)))
  .get("/:id", validate("param", idParamSchema), async (c) => c.json(await getCourse(c.var.db, c.var.user.userId, c.req.valid("param").id)))
  .post("/", validate("json", courseSaveSchema), async (c) =>
    c.json(await createCourse(c.var.db, c.var.user.userId, c.req.valid("json")), 201),
  )
  .put("/:id", validate("param", idParamSchema), validate("json", courseSaveSchema), async (c) =>
    c.json(await updateCourse(c.var.db, c.var.user.userId, c.req.valid("param").id, c.req.valid("json"))),
  )
  .delete("/:id", validate("param", idParamSchema), async (c) => {
    await deleteCourse(c.var.db, c.var.user.userId, c.req.valid("param").id);
    return c.json({ deleted: true });
  });
