/**
 * The one rule of what is shared with a learner: a share of an open (not archived) class
 * they are a current member of, made for the whole class or for them. Every read asks again, so
 * unsharing, leaving or removal from the class, or archiving it ends access at once.
 */
import { and, eq, inArray, isNull, or, sql, type SQL } from "drizzle-orm";
import type { Db } from "../db/client";
import { classes, classMembers, courseLessons, profiles, shares, shareStudents, users } from "../db/schema";
import { displayNameSql } from "../teaching/classes";

/** The shares a learner has now, narrowed by `more`, with the class and the teacher's display name. */
export function visibleShares(db: Db, studentId: string, ...more: (SQL | undefined)[]) {
  return db
    .select({ share: shares, className: classes.name, teacherName: displayNameSql })
    .from(classMembers)
    .innerJoin(classes, eq(classes.id, classMembers.classId))
    .innerJoin(shares, eq(shares.classId, classMembers.classId))
    .innerJoin(users, eq(users.id, shares.ownerId))
    .leftJoin(profiles, eq(profiles.id, shares.ownerId))
    .where(
      and(
        eq(classMembers.studentId, studentId),
        isNull(classes.archivedAt),
        or(
          eq(shares.wholeClass, true),
          sql`exists (select 1 from ${shareStudents} where ${shareStudents.shareId} = ${shares.id} and ${shareStudents.studentId} = ${studentId})`,
        ),
        ...more,
      ),
    );
}

/** Whether the lesson is shared with the learner, on its own or as part of a course. */
export async function isSharedWith(db: Db, studentId: string, lessonId: string): Promise<boolean> {
  const inCourses = db.select({ id: courseLessons.courseId }).from(courseLessons).where(eq(courseLessons.lessonId, lessonId));
  const found = await visibleShares(db, studentId, or(eq(shares.lessonId, lessonId), inArray(shares.courseId, inCourses))).limit(1);
  return found.length > 0;
}
