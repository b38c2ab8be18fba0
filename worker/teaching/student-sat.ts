/**
 * A student's finished SAT sections as their teacher reads them: estimates, date and
 * accuracy per domain, behind the one access rule (./access.ts), asked again on every call.
 */
import type { StudentSatResultsResponse } from "../contract/sat-progress";
import type { Db } from "../db/client";
import { finishedSections } from "../sat/proficiency";
import { requireStudent, studentContext } from "./student-results";

export async function studentSatResults(db: Db, teacherId: string, studentId: string): Promise<StudentSatResultsResponse> {
  await requireStudent(db, teacherId, studentId);
  const [student, results] = await Promise.all([studentContext(db, teacherId, studentId), finishedSections(db, studentId)]);
  return { student, results };
}
