/**
 * /api/classes. Teachers: create, list, edit and archive their classes, rotate a join code,
 * read a roster, its heatmap and its gradebook (JSON or CSV), see which of their classes a student is in, remove a student (a learner gets 403). Everyone signed in: preview and join by code,
 * list their memberships, leave a class.
 */
import { Hono } from "hono";
import {
  classCreateSchema,
  classIdParamSchema,
  classUpdateSchema,
  joinCodeParamSchema,
  joinRequestSchema,
  memberParamSchema,
  studentParamSchema,
} from "../contract/classes";
import { gradebookQuerySchema } from "../contract/gradebook";
import { announcementCreateSchema } from "../contract/talk";
import type { AppEnv } from "../env";
import { languageOfHeader, translator } from "../i18n";
import { signedIn, teacherOnly } from "../lib/auth-middleware";
import { validate } from "../lib/validation";
import {
  classInvitation,
  createClass,
  joinClass,
  leaveClass,
  listMemberships,
  listTeacherClasses,
  removeStudent,
  rotateJoinCode,
  updateClass,
} from "../teaching/classes";
import { tellTeacherOfMembers } from "../teaching/class-events";
import { loadGradebook } from "../teaching/gradebook";
import { gradebookCsv } from "../teaching/gradebook-csv";
import { loadHeatmap } from "../teaching/heatmap";
import { loadRoster, loadStudentContext } from "../teaching/roster";
import { listAnnouncements, postAnnouncement } from "../teaching/talk";

export const classRoutes = new Hono<AppEnv>()
  .use(signedIn)
  .get("/memberships", async (c) => c.json(await listMemberships(c.var.db, c.var.user.userId)))
  .delete("/memberships/:id", validate("param", classIdParamSchema), async (c) => {
    const { userId } = c.var.user;
    const classId = c.req.valid("param").id;
    const teacherId = await leaveClass(c.var.db, userId, classId);
    c.executionCtx.waitUntil(tellTeacherOfMembers(c.env, teacherId, { class_id: classId, student_id: userId, change: "left" }));
    return c.json({ left: true });
  })
  .get("/join/:code", validate("param", joinCodeParamSchema), async (c) =>
    c.json(await classInvitation(c.var.db, c.var.user.userId, c.req.valid("param").code)),
  )
  .post("/join", validate("json", joinRequestSchema), async (c) => {
    const { userId } = c.var.user;
    const { joined, membership, teacherId } = await joinClass(c.var.db, userId, c.req.valid("json").code);
    if (joined)
      c.executionCtx.waitUntil(
        tellTeacherOfMembers(c.env, teacherId, { class_id: membership.class_id, student_id: userId, change: "joined" }),
      );
    return c.json({ joined, membership }, joined ? 201 : 200);
  })
  .get("/", teacherOnly, async (c) => c.json(await listTeacherClasses(c.var.db, c.var.user.userId)))
  .post("/", teacherOnly, validate("json", classCreateSchema), async (c) => {
    const input = c.req.valid("json");
    return c.json(await createClass(c.var.db, c.var.user.userId, input), 201);
  })
  .patch("/:id", teacherOnly, validate("param", classIdParamSchema), validate("json", classUpdateSchema), async (c) =>
    c.json(await updateClass(c.var.db, c.var.user.userId, c.req.valid("param").id, c.req.valid("json"))),
  )
  .post("/:id/rotate-code", teacherOnly, validate("param", classIdParamSchema), async (c) =>
    c.json(await rotateJoinCode(c.var.db, c.var.user.userId, c.req.valid("param").id)),
  )
  .get("/:id/roster", teacherOnly, validate("param", classIdParamSchema), async (c) =>
    c.json(await loadRoster(c.var.db, c.var.user.userId, c.req.valid("param").id)),
  )
  .get("/students/:studentId", teacherOnly, validate("param", studentParamSchema), async (c) =>
    c.json(await loadStudentContext(c.var.db, c.var.user.userId, c.req.valid("param").studentId)),
  )
  .get("/:id/heatmap", teacherOnly, validate("param", classIdParamSchema), async (c) =>
    c.json(await loadHeatmap(c.var.db, c.var.user.userId, c.req.valid("param").id)),
  )
  .get("/:id/announcements", validate("param", classIdParamSchema), async (c) =>
    c.json(await listAnnouncements(c.var.db, c.var.user.userId, c.req.valid("param").id)),
  )
  .post("/:id/announcements", teacherOnly, validate("param", classIdParamSchema), validate("json", announcementCreateSchema), async (c) => {
    const { announcement, tell } = await postAnnouncement(
      c.var.db,
      c.var.user.userId,
      c.req.valid("param").id,
      c.req.valid("json").markdown,
    );
    c.executionCtx.waitUntil(tell(c.env));
    return c.json(announcement, 201);
  })
  .get("/:id/gradebook", teacherOnly, validate("param", classIdParamSchema), validate("query", gradebookQuerySchema), async (c) => {
    const query = c.req.valid("query");
    const book = await loadGradebook(c.var.db, c.var.user.userId, c.req.valid("param").id, query);
    if (query.format === "json") return c.json(book);
    const csv = gradebookCsv(book, translator(languageOfHeader(c.req.header("Accept-Language"))));
    return c.body(csv, 200, {
      "Content-Type": "text/csv; charset=utf-8",
      "Content-Disposition": `attachment; filename="gradebook-${new Date().toISOString().slice(0, 10)}.csv"`,
    });
  })
  .delete("/:id/members/:studentId", teacherOnly, validate("param", memberParamSchema), async (c) => {
    const { id, studentId } = c.req.valid("param");
    const { userId } = c.var.user;
    await removeStudent(c.var.db, userId, id, studentId);
    // The teacher's other tabs and devices follow.
    c.executionCtx.waitUntil(tellTeacherOfMembers(c.env, userId, { class_id: id, student_id: studentId, change: "removed" }));
    return c.json({ removed: true });
  });
