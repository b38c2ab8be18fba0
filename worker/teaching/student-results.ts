/**
 * A student's IELTS submissions as their teacher reads them: the same History rows and
 * detail the student gets, behind the one access rule (./access.ts), asked again on every call.
 */
import { and, asc, eq, inArray, isNull } from "drizzle-orm";
import { GRADING_ERROR_CODES, type StudentContext, type StudentSubmissionListResponse } from "../contract/grading";
import type { SubmissionRow } from "../ielts/submissions";
import { findSubmission, listSubmissions } from "../ielts/submissions";
import { toSummary } from "../ielts/views";
import type { Db } from "../db/client";
import { classes, classMembers, profiles, teacherGrades, users } from "../db/schema";
import { ApiError } from "../lib/errors";
import { teacherCanSee } from "./access";
import { displayNameSql } from "./classes";

const studentNotFound = () => new ApiError(404, GRADING_ERROR_CODES.studentNotFound, { key: "student_not_in_your_classes" });

/** 404 unless the teacher sees the student now, so a student outside the teacher's classes is never revealed. */
export async function requireStudent(db: Db, teacherId: string, studentId: string): Promise<void> {
  if (!(await teacherCanSee(db, teacherId, studentId))) throw studentNotFound();
}

export async function studentContext(db: Db, teacherId: string, studentId: string): Promise<StudentContext> {
  const [student] = await db
    .select({ name: displayNameSql })
    .from(users)
    .leftJoin(profiles, eq(profiles.id, users.id))
    .where(eq(users.id, studentId));
  const memberOf = await db
    .select({ id: classes.id, name: classes.name })
    .from(classMembers)
    .innerJoin(classes, eq(classes.id, classMembers.classId))
    .where(and(eq(classMembers.studentId, studentId), eq(classes.teacherId, teacherId), isNull(classes.archivedAt)))
    .orderBy(asc(classes.name));
  return { id: studentId, display_name: student?.name ?? "", classes: memberOf };
}

export async function listStudentSubmissions(
  db: Db,
  teacherId: string,
  studentId: string,
  query: Parameters<typeof listSubmissions>[2],
): Promise<StudentSubmissionListResponse> {
  await requireStudent(db, teacherId, studentId);
  const [{ rows, nextCursor }, student] = await Promise.all([
    listSubmissions(db, studentId, query),
    studentContext(db, teacherId, studentId),
  ]);
  const graded = rows.length
    ? new Set(
        (
          await db
            .select({ id: teacherGrades.submissionId })
            .from(teacherGrades)
            .where(
              inArray(
                teacherGrades.submissionId,
                rows.map((r) => r.id),
              ),
            )
        ).map((g) => g.id),
      )
    : new Set<string>();
  return { student, submissions: rows.map((row) => ({ ...toSummary(row), graded: graded.has(row.id) })), nextCursor };
}

/** One of the student's submissions, after the access check. */
export async function findStudentSubmission(db: Db, teacherId: string, studentId: string, id: string): Promise<SubmissionRow> {
  await requireStudent(db, teacherId, studentId);
  return findSubmission(db, studentId, id);
}
