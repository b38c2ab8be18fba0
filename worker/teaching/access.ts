/**
 * The one rule of who may see a learner's data besides the learner: a teacher, while the
 * learner is a member of one of that teacher's classes that is not archived. Leaving, removal or
 * archiving ends it at once, since every read asks again.
 */
import { and, eq, isNull } from "drizzle-orm";
import type { Db } from "../db/client";
import { classes, classMembers } from "../db/schema";

export async function teacherCanSee(db: Db, teacherId: string, studentId: string): Promise<boolean> {
  const rows = await db
    .select({ classId: classes.id })
    .from(classMembers)
    .innerJoin(classes, eq(classes.id, classMembers.classId))
    .where(and(eq(classes.teacherId, teacherId), eq(classMembers.studentId, studentId), isNull(classes.archivedAt)))
    .limit(1);
  return rows.length > 0;
}
