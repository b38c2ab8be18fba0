/**
 * /api/students: a teacher reads a student's IELTS submissions and grades writing and
 * speaking, and reads the student's finished SAT sections. A learner gets 403 `teacher_only` (as on /api/classes); a teacher who cannot see the
 * student — never in, left, removed, or the class archived — gets 404 `student_not_found`, so a
 * student's existence is not revealed. Recordings play through the signed URLs of the detail, which
 * /api/audio checks by signature, not by owner.
 */
import { Hono } from "hono";
import { gradeRequestSchema, studentParamSchema, studentSubmissionParamSchema } from "../contract/grading";
import { submissionListQuerySchema, type SubmissionDetail } from "../contract/ielts";
import type { AppEnv } from "../env";
import { toDetail } from "../ielts/views";
import { signedIn, teacherOnly } from "../lib/auth-middleware";
import { validate } from "../lib/validation";
import { commentCreateSchema, submissionCommentParamSchema } from "../contract/talk";
import { gradeSubmission } from "../teaching/grading";
import { listComments, postComment } from "../teaching/talk";
import { findStudentSubmission, listStudentSubmissions } from "../teaching/student-results";
import { studentSatResults } from "../teaching/student-sat";

export const studentRoutes = new Hono<AppEnv>()
  .use(signedIn)
  .use(teacherOnly)
  .get("/:studentId/submissions", validate("param", studentParamSchema), validate("query", submissionListQuerySchema), async (c) =>
    c.json(await listStudentSubmissions(c.var.db, c.var.user.userId, c.req.valid("param").studentId, c.req.valid("query"))),
  )
  .get("/:studentId/sat-results", validate("param", studentParamSchema), async (c) =>
    c.json(await studentSatResults(c.var.db, c.var.user.userId, c.req.valid("param").studentId)),
  )
  .get("/:studentId/submissions/:id", validate("param", studentSubmissionParamSchema), async (c) => {
    const { studentId, id } = c.req.valid("param");
    const db = c.var.db;
    const body: SubmissionDetail = await toDetail(c.env, db, await findStudentSubmission(db, c.var.user.userId, studentId, id));
    return c.json(body);
  })
  .put(
    "/:studentId/submissions/:id/grade",
    validate("param", studentSubmissionParamSchema),
    validate("json", gradeRequestSchema),
    async (c) => {
      const { studentId, id } = c.req.valid("param");
      const db = c.var.db;
      const row = await findStudentSubmission(db, c.var.user.userId, studentId, id);
      return c.json(await gradeSubmission(c.env, db, c.var.user.userId, row, c.req.valid("json")));
    },
  );

/**
 * /api/submission-comments: the private threads on a student's IELTS submission. The student
 * reads every teacher's thread and answers one (`teacher_id`); a teacher who sees the student reads and
 * writes their own. Anyone else gets 404 as if the submission did not exist.
 */
export const submissionCommentRoutes = new Hono<AppEnv>()
  .use(signedIn)
  .get("/:submissionId", validate("param", submissionCommentParamSchema), async (c) =>
    c.json(await listComments(c.var.db, c.var.user.userId, c.req.valid("param").submissionId)),
  )
  .post("/:submissionId", validate("param", submissionCommentParamSchema), validate("json", commentCreateSchema), async (c) => {
    const { body, teacher_id } = c.req.valid("json");
    const { comment, tell } = await postComment(c.var.db, c.var.user.userId, c.req.valid("param").submissionId, body, teacher_id);
    c.executionCtx.waitUntil(tell(c.env));
    return c.json(comment, 201);
  });
