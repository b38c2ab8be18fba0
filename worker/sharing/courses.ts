/**
 * Courses: a teacher's ordered set of their published lessons with a title and a
 * description. Saving sends the whole course, so reordering is saving lesson_ids in their new order.
 * Another teacher's course is 404; a lesson that is not the teacher's, or a draft, is a 400.
 */
import { and, asc, desc, eq, inArray } from "drizzle-orm";
import type { Course, NewCourse, SharedLessonFacts, TeacherCourse, TeacherCourses } from "../contract/sharing";
import { newId, type Db } from "../db/client";
import { courseLessons, courses, lessons } from "../db/schema";
import { ApiError } from "../lib/errors";
import { courseSharesOf, ownedCourse } from "./shares";

type CourseRow = typeof courses.$inferSelect;

/** The lessons of these courses in order, by course id. */
export async function lessonsOfCourses(db: Db, courseIds: string[], publishedOnly = false): Promise<Map<string, SharedLessonFacts[]>> {
  const byCourse = new Map<string, SharedLessonFacts[]>(courseIds.map((id) => [id, []]));
  if (courseIds.length === 0) return byCourse;
  const rows = await db
    .select({
      courseId: courseLessons.courseId,
      id: lessons.id,
      kind: lessons.kind,
      title: lessons.title,
      description: lessons.description,
      status: lessons.status,
    })
    .from(courseLessons)
    .innerJoin(lessons, eq(lessons.id, courseLessons.lessonId))
    .where(inArray(courseLessons.courseId, courseIds))
    .orderBy(asc(courseLessons.position));
  for (const { courseId, status, ...lesson } of rows) if (!publishedOnly || status === "published") byCourse.get(courseId)?.push(lesson);
  return byCourse;
}

const toCourse = (row: CourseRow, lessonFacts: SharedLessonFacts[]): Course => ({
  id: row.id,
  title: row.title,
  description: row.description,
  lessons: lessonFacts,
  created_at: row.createdAt,
  updated_at: row.updatedAt,
});

/** Every lesson id must be one of the teacher's published lessons. */
async function checkLessons(db: Db, teacherId: string, lessonIds: string[]): Promise<void> {
  if (lessonIds.length === 0) return;
  const found = await db
    .select({ id: lessons.id, status: lessons.status })
    .from(lessons)
    .where(and(eq(lessons.ownerId, teacherId), inArray(lessons.id, lessonIds)));
  if (found.length !== lessonIds.length) throw new ApiError(400, "lesson_not_found", { key: "course_foreign_lesson" });
  if (found.some((l) => l.status !== "published")) throw new ApiError(400, "lesson_not_published", { key: "lesson_not_published_course" });
}

const lessonRows = (courseId: string, lessonIds: string[]) => lessonIds.map((lessonId, position) => ({ courseId, lessonId, position }));

export async function getCourse(db: Db, teacherId: string, courseId: string): Promise<Course> {
  const row = await ownedCourse(db, teacherId, courseId);
  return toCourse(row, (await lessonsOfCourses(db, [row.id])).get(row.id) ?? []);
}

export async function createCourse(db: Db, teacherId: string, input: NewCourse): Promise<Course> {
  await checkLessons(db, teacherId, input.lesson_ids);
  const id = newId();
  const insert = db.insert(courses).values({ id, ownerId: teacherId, title: input.title, description: input.description });
  if (input.lesson_ids.length > 0) await db.batch([insert, db.insert(courseLessons).values(lessonRows(id, input.lesson_ids))]);
  else await insert;
  return getCourse(db, teacherId, id);
}

export async function updateCourse(db: Db, teacherId: string, courseId: string, input: NewCourse): Promise<Course> {
  await ownedCourse(db, teacherId, courseId);
  await checkLessons(db, teacherId, input.lesson_ids);
  const update = db
    .update(courses)
    .set({ title: input.title, description: input.description, updatedAt: new Date().toISOString() })
    .where(eq(courses.id, courseId));
  const clear = db.delete(courseLessons).where(eq(courseLessons.courseId, courseId));
  if (input.lesson_ids.length > 0) await db.batch([update, clear, db.insert(courseLessons).values(lessonRows(courseId, input.lesson_ids))]);
  else await db.batch([update, clear]);
  return getCourse(db, teacherId, courseId);
}

export async function deleteCourse(db: Db, teacherId: string, courseId: string): Promise<void> {
  await ownedCourse(db, teacherId, courseId);
  await db.delete(courses).where(eq(courses.id, courseId));
}

/** GET /api/courses: the teacher's courses (last changed first), each with its shares and every student's place. */
export async function listTeacherCourses(db: Db, teacherId: string): Promise<TeacherCourses> {
  const rows = await db.select().from(courses).where(eq(courses.ownerId, teacherId)).orderBy(desc(courses.updatedAt));
  const lessonFacts = await lessonsOfCourses(
    db,
    rows.map((r) => r.id),
  );
  const shared = await courseSharesOf(db, teacherId, new Map([...lessonFacts].map(([id, list]) => [id, list.map((l) => l.id)])));
  return {
    courses: rows.map((row): TeacherCourse => ({
      ...toCourse(row, lessonFacts.get(row.id) ?? []),
      shares: shared.filter((s) => s.courseId === row.id).map((s) => s.share),
    })),
  };
}
