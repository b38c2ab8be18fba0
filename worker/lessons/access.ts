/**
 * Who may open a lesson. Its owner always (to build and preview it); anyone else only when
 * it is published and shared with them, directly or in a course (worker/sharing/visibility.ts), or set
 * them as an assignment of a class they are in (worker/teaching/assignments.ts). Every
 * read asks again, so unsharing or leaving a class ends access at once.
 */
import { and, eq } from "drizzle-orm";
import type { Db } from "../db/client";
import { lessons } from "../db/schema";
import { ApiError } from "../lib/errors";
import { isSharedWith } from "../sharing/visibility";
import { isAssignedLesson } from "../teaching/assignments";

export type LessonRow = typeof lessons.$inferSelect;

/** The lesson if its owner asks, else 404 (never 403: a lesson id reveals nothing). */
export async function ownLesson(db: Db, ownerId: string, lessonId: string): Promise<LessonRow> {
  const [row] = await db
    .select()
    .from(lessons)
    .where(and(eq(lessons.id, lessonId), eq(lessons.ownerId, ownerId)))
    .limit(1);
  if (!row) throw new ApiError(404, "lesson_not_found");
  return row;
}

/** The lesson if this user may play it, else 404. */
export async function playableLesson(db: Db, userId: string, lessonId: string): Promise<LessonRow> {
  const [row] = await db.select().from(lessons).where(eq(lessons.id, lessonId)).limit(1);
  if (
    row &&
    (row.ownerId === userId ||
      (row.status === "published" && ((await isSharedWith(db, userId, lessonId)) || (await isAssignedLesson(db, userId, lessonId)))))
  )
    return row;
  throw new ApiError(404, "lesson_not_found");
}
