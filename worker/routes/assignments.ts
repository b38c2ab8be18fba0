/**
 * /api/assignments. Teachers: set an assignment for one of their classes, list a class's
 * assignments with each student's status, edit and delete them (a learner gets 403, another teacher's
 * class or assignment 404); the students set one are notified (worker/teaching/assignment-notify.ts).
 * Everyone signed in: their own assignments, and opening one.
 */
import { Hono } from "hono";
import { assignmentCreateSchema, assignmentIdParamSchema, assignmentUpdateSchema, classIdParamSchema } from "../contract/assignments";
import type { AppEnv } from "../env";
import { signedIn, teacherOnly } from "../lib/auth-middleware";
import { validate } from "../lib/validation";
import { startAssignment } from "../teaching/assignment-completion";
import { tellStudentsOfAssignment } from "../teaching/assignment-notify";
import { remindAssignment } from "../teaching/talk";
import {
  createAssignment,
  deleteAssignment,
  listClassAssignments,
  myAssignments,
  updateAssignment,
  visibleAssignment,
} from "../teaching/assignments";

export const assignmentRoutes = new Hono<AppEnv>()
  .use(signedIn)
  .get("/mine", async (c) => c.json(await myAssignments(c.var.db, c.var.user.userId)))
  .post("/:id/start", validate("param", assignmentIdParamSchema), async (c) => {
    const { id } = c.req.valid("param");
    await startAssignment(c.var.db, c.var.user.userId, id);
    const { doneAt } = await visibleAssignment(c.var.db, c.var.user.userId, id);
    return c.json({ started: true, done: doneAt !== null });
  })
  .get("/classes/:classId", teacherOnly, validate("param", classIdParamSchema), async (c) =>
    c.json(await listClassAssignments(c.var.db, c.var.user.userId, c.req.valid("param").classId)),
  )
  .post("/", teacherOnly, validate("json", assignmentCreateSchema), async (c) => {
    const assignment = await createAssignment(c.var.db, c.var.user.userId, c.req.valid("json"));
    c.executionCtx.waitUntil(tellStudentsOfAssignment(c.env, c.var.db, c.var.user.userId, assignment));
    return c.json(assignment, 201);
  })
  .patch("/:id", teacherOnly, validate("param", assignmentIdParamSchema), validate("json", assignmentUpdateSchema), async (c) =>
    c.json(await updateAssignment(c.var.db, c.var.user.userId, c.req.valid("param").id, c.req.valid("json"))),
  )
  .post("/:id/remind", teacherOnly, validate("param", assignmentIdParamSchema), async (c) => {
    const { result, tell } = await remindAssignment(c.env, c.var.db, c.var.user.userId, c.req.valid("param").id);
    c.executionCtx.waitUntil(tell());
    return c.json(result);
  })
  .delete("/:id", teacherOnly, validate("param", assignmentIdParamSchema), async (c) => {
    await deleteAssignment(c.var.db, c.var.user.userId, c.req.valid("param").id);
    return c.json({ deleted: true });
  });
