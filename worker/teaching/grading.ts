/**
 * A teacher's grade of a student's writing or speaking submission: criterion bands from the
 * teacher, the overall band from the server with the official rounding, a general comment and comments
 * anchored to passages of the essay or transcript. One grade per submission; grading again replaces it.
 * Access is asked again on every write, so a student who left or was removed cannot be graded.
 */
import { and, eq, gt, isNotNull, isNull, sql } from "drizzle-orm";
import {
  GRADABLE_SECTIONS,
  GRADING_ERROR_CODES,
  gradingCriteria,
  teacherOverall,
  type GradableSection,
  type TeacherGrade,
  type TeacherGradedData,
  gradeRequestSchema,
} from "../contract/grading";
import type { z } from "zod";
import type { Db } from "../db/client";
import { ieltsSubmissions, profiles, progressEvents, teacherGrades, userStats, users } from "../db/schema";
import { learnerResults } from "../ielts/results";
import type { SubmissionRow } from "../ielts/submissions";
import { ApiError } from "../lib/errors";
import { createNotification } from "../progress/notifications";
import type { PushEnv } from "../push/provider";
import { pushLater } from "../push/send";
import { publishToUser } from "../realtime/publish";
import { displayNameSql } from "./classes";

type GradeInput = z.output<typeof gradeRequestSchema>;

/** The grade of a submission with the teacher's current name, or null before any. */
export async function teacherGradeOf(db: Db, submissionId: string): Promise<TeacherGrade | null> {
  const [row] = await db
    .select({ grade: teacherGrades, teacherName: displayNameSql })
    .from(teacherGrades)
    .innerJoin(users, eq(users.id, teacherGrades.teacherId))
    .leftJoin(profiles, eq(profiles.id, teacherGrades.teacherId))
    .where(eq(teacherGrades.submissionId, submissionId));
  if (!row) return null;
  const { grade } = row;
  return {
    teacher_id: grade.teacherId,
    teacher_name: row.teacherName,
    criteria: grade.criteria,
    overall: grade.overall,
    comment: grade.comment,
    anchored_comments: grade.anchoredComments,
    graded_at: grade.gradedAt,
  };
}

const isGradable = (section: SubmissionRow["section"]): section is GradableSection =>
  (GRADABLE_SECTIONS as readonly string[]).includes(section);

/** The text comments anchor to: the essay, or the speaking transcript. */
const gradedText = (row: SubmissionRow): string | null => (row.section === "writing" ? row.studentText : row.transcript);

/** Checks the grade against the submission; throws 400 with a message the teacher can act on. */
function checkGrade(row: SubmissionRow, input: GradeInput): GradableSection {
  if (!isGradable(row.section)) throw new ApiError(400, GRADING_ERROR_CODES.notGradable);
  const expected = gradingCriteria(row.section, row.task);
  const given = input.criteria.map((c) => c.id);
  if (given.length !== expected.length || new Set(given).size !== given.length || !expected.every((id) => given.includes(id)))
    throw new ApiError(400, GRADING_ERROR_CODES.wrongCriteria);
  const text = gradedText(row);
  if (input.anchored_comments.length > 0 && !text) throw new ApiError(400, GRADING_ERROR_CODES.noText);
  input.anchored_comments.forEach((a, i) => {
    if (a.end <= a.start || a.end > text!.length || text!.slice(a.start, a.end) !== a.quote)
      throw new ApiError(400, GRADING_ERROR_CODES.anchorMismatch, { params: { comment: i + 1 } });
  });
  return row.section;
}

/** Stores the grade (replacing an earlier one), then tells the student: a notification and a live toast. */
export async function gradeSubmission(
  env: Pick<Env, "USER_HUB"> & PushEnv,
  db: Db,
  teacherId: string,
  row: SubmissionRow,
  input: GradeInput,
  now = Date.now(),
): Promise<TeacherGrade> {
  const section = checkGrade(row, input);
  const order = gradingCriteria(section, row.task);
  const criteria = order.map((id) => ({ id, band: input.criteria.find((c) => c.id === id)!.band }));
  const values = {
    teacherId,
    criteria,
    overall: teacherOverall(criteria.map((c) => c.band)),
    comment: input.comment,
    anchoredComments: input.anchored_comments,
    gradedAt: new Date(now).toISOString(),
  };
  await db
    .insert(teacherGrades)
    .values({ submissionId: row.id, ...values })
    .onConflictDoUpdate({ target: teacherGrades.submissionId, set: values });
  await countInProgress(db, row, values.overall);
  const grade = (await teacherGradeOf(db, row.id))!;
  await tellStudent(env, db, row.userId, section, grade, row.id, now);
  return grade;
}

/**
 * The grade replaces the estimate in the student's progress: the band of the submission's progress event
 * (History, analytics) and the section's latest band and the best band among the counters (target score,
 * milestones). A writing event carries the writing band of both tasks, as when it was recorded
 * (worker/ielts/submissions.ts), when the submission is still the latest of its task.
 */
async function countInProgress(db: Db, row: SubmissionRow, overall: number): Promise<void> {
  const [event] = await db
    .select({ id: progressEvents.id, occurredAt: progressEvents.occurredAt })
    .from(progressEvents)
    .where(and(eq(progressEvents.userId, row.userId), eq(progressEvents.clientEventId, `ielts:${row.id}`)));
  if (!event) return;
  const [newer] = await db
    .select({ id: ieltsSubmissions.id })
    .from(ieltsSubmissions)
    .where(
      and(
        eq(ieltsSubmissions.userId, row.userId),
        eq(ieltsSubmissions.section, row.section),
        row.task === null ? isNull(ieltsSubmissions.task) : eq(ieltsSubmissions.task, row.task),
        gt(ieltsSubmissions.submittedAt, row.submittedAt),
        isNotNull(ieltsSubmissions.band),
      ),
    )
    .limit(1);
  const band = row.section === "writing" && !newer ? ((await learnerResults(db, row.userId)).bands.writing ?? overall) : overall;
  const key = `$.ielts_band_${row.section}`;
  await db.batch([
    db.update(progressEvents).set({ band }).where(eq(progressEvents.id, event.id)),
    db
      .update(userStats)
      .set({
        counters: sql`json_set(${userStats.counters},
          ${key}, case when coalesce(json_extract(${userStats.counters}, ${`${key}_at`}), 0) <= ${Date.parse(event.occurredAt)}
            then ${band} else json_extract(${userStats.counters}, ${key}) end,
          '$.best_ielts_band', (select max(${progressEvents.band}) from ${progressEvents}
            where ${progressEvents.userId} = ${row.userId} and ${progressEvents.eventType} glob 'ielts_*'))`,
      })
      .where(eq(userStats.userId, row.userId)),
  ]);
}

async function tellStudent(
  env: Pick<Env, "USER_HUB"> & PushEnv,
  db: Db,
  studentId: string,
  section: GradableSection,
  grade: TeacherGrade,
  submissionId: string,
  now: number,
): Promise<void> {
  const data: Omit<TeacherGradedData, "notification_id"> = {
    kind: "teacher_grade",
    submission_id: submissionId,
    section,
    overall: grade.overall,
    teacher_name: grade.teacher_name,
  };
  const notification = { type: "progress" as const, data };
  const notificationId = await createNotification(db, studentId, notification, now);
  pushLater(env, db, studentId, [{ id: notificationId, ...notification }]);
  // D1 holds the grade and the notification; an unreachable hub only costs the live toast.
  try {
    await publishToUser(env, studentId, [{ type: "teacher_graded", data: { ...data, notification_id: notificationId } }]);
  } catch (err) {
    console.error("grading: could not publish teacher_graded to the hub", err);
  }
}
