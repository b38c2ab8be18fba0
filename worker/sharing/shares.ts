/**
 * A teacher's shares: share one of their published lessons or a course with one of their
 * open classes (the whole class, later joiners included, or chosen members), unshare, and see how each
 * student it reaches stands with it. Another teacher's lesson, course or class is 404 as if it did not
 * exist; a learner never gets here (teacherOnly).
 */
import { and, asc, desc, eq, inArray, isNotNull, isNull } from "drizzle-orm";
import {
  coursePosition,
  type CourseShareStudent,
  type LessonShare,
  type LessonShareStudent,
  type NewShare,
  type ShareableItems,
  type ShareTargetClass,
} from "../contract/sharing";
import { isUniqueViolation, newId, type Db } from "../db/client";
import {
  classes,
  classMembers,
  courseLessons,
  courses,
  lessonProgress,
  lessons,
  profiles,
  shares,
  shareStudents,
  users,
} from "../db/schema";
import { ownLesson } from "../lessons/access";
import { ApiError } from "../lib/errors";
import { displayNameSql, ownedClass } from "../teaching/classes";

type ShareRow = typeof shares.$inferSelect;

/** What a new share reaches: its id, the title shared and the students it is for now. */
export type CreatedShare = { id: string; title: string; studentIds: string[] };

/** The current members of these classes, by display name. */
async function memberRows(db: Db, classIds: string[]): Promise<{ classId: string; id: string; name: string }[]> {
  if (classIds.length === 0) return [];
  return db
    .select({ classId: classMembers.classId, id: classMembers.studentId, name: displayNameSql })
    .from(classMembers)
    .innerJoin(users, eq(users.id, classMembers.studentId))
    .leftJoin(profiles, eq(profiles.id, classMembers.studentId))
    .where(inArray(classMembers.classId, classIds))
    .orderBy(asc(displayNameSql));
}

export async function ownedCourse(db: Db, teacherId: string, courseId: string) {
  const [row] = await db
    .select()
    .from(courses)
    .where(and(eq(courses.id, courseId), eq(courses.ownerId, teacherId)))
    .limit(1);
  if (!row) throw new ApiError(404, "course_not_found");
  return row;
}

export async function createShare(db: Db, teacherId: string, input: NewShare): Promise<CreatedShare> {
  let title: string;
  if ("lesson_id" in input) {
    const lesson = await ownLesson(db, teacherId, input.lesson_id);
    if (lesson.status !== "published") throw new ApiError(400, "lesson_not_published");
    title = lesson.title;
  } else {
    const course = await ownedCourse(db, teacherId, input.course_id);
    const [first] = await db.select().from(courseLessons).where(eq(courseLessons.courseId, course.id)).limit(1);
    if (!first) throw new ApiError(400, "course_empty");
    title = course.title;
  }
  const owned = await ownedClass(db, teacherId, input.class_id);
  if (owned.archivedAt !== null) throw new ApiError(409, "class_archived", { key: "class_archived_share" });
  const members = await db.select({ id: classMembers.studentId }).from(classMembers).where(eq(classMembers.classId, owned.id));
  const memberIds = new Set(members.map((m) => m.id));
  const chosen = input.student_ids === null ? null : [...new Set(input.student_ids)];
  if (chosen && chosen.some((id) => !memberIds.has(id))) throw new ApiError(400, "not_class_members");

  const id = newId();
  const row: typeof shares.$inferInsert = {
    id,
    ownerId: teacherId,
    lessonId: "lesson_id" in input ? input.lesson_id : null,
    courseId: "course_id" in input ? input.course_id : null,
    classId: owned.id,
    wholeClass: chosen === null,
  };
  try {
    const insert = db.insert(shares).values(row);
    if (chosen) await db.batch([insert, db.insert(shareStudents).values(chosen.map((studentId) => ({ shareId: id, studentId })))]);
    else await insert;
  } catch (err) {
    if (isUniqueViolation(err)) throw new ApiError(409, "already_shared");
    throw err;
  }
  return { id, title, studentIds: chosen ?? [...memberIds] };
}

export async function deleteShare(db: Db, teacherId: string, shareId: string): Promise<void> {
  const deleted = await db
    .delete(shares)
    .where(and(eq(shares.id, shareId), eq(shares.ownerId, teacherId)))
    .returning({ id: shares.id });
  if (deleted.length === 0) throw new ApiError(404, "share_not_found");
}

/** The teacher's shares of lessons or courses, each with the current students it reaches. */
async function sharesWithStudents(db: Db, teacherId: string, of: "lesson" | "course") {
  const rows = await db
    .select({ share: shares, className: classes.name })
    .from(shares)
    .innerJoin(classes, eq(classes.id, shares.classId))
    .where(and(eq(shares.ownerId, teacherId), isNotNull(of === "lesson" ? shares.lessonId : shares.courseId)))
    .orderBy(desc(shares.createdAt));
  const shareIds = rows.map((r) => r.share.id);
  const [members, picked] = await Promise.all([
    memberRows(db, [...new Set(rows.map((r) => r.share.classId))]),
    shareIds.length === 0 ? [] : db.select().from(shareStudents).where(inArray(shareStudents.shareId, shareIds)),
  ]);
  return rows.map(({ share, className }) => {
    const chosen = share.wholeClass ? null : picked.filter((p) => p.shareId === share.id).map((p) => p.studentId);
    const students = members.filter((m) => m.classId === share.classId && (chosen === null || chosen.includes(m.id)));
    return { share, className, chosen, students };
  });
}

const shareBase = (share: ShareRow, className: string, chosen: string[] | null) => ({
  id: share.id,
  class_id: share.classId,
  class_name: className,
  student_ids: chosen,
  shared_at: share.createdAt,
});

async function progressOf(db: Db, lessonIds: string[], studentIds: string[]) {
  if (lessonIds.length === 0 || studentIds.length === 0) return new Map<string, { startedAt: string; completedAt: string | null }>();
  const rows = await db
    .select({
      lessonId: lessonProgress.lessonId,
      userId: lessonProgress.userId,
      startedAt: lessonProgress.startedAt,
      completedAt: lessonProgress.completedAt,
    })
    .from(lessonProgress)
    .where(and(inArray(lessonProgress.lessonId, lessonIds), inArray(lessonProgress.userId, studentIds)));
  return new Map(rows.map((r) => [`${r.lessonId}|${r.userId}`, r]));
}

/** The teacher's open classes with their members: whom a share can reach. */
async function targetClasses(db: Db, teacherId: string): Promise<ShareTargetClass[]> {
  const open = await db
    .select({ id: classes.id, name: classes.name })
    .from(classes)
    .where(and(eq(classes.teacherId, teacherId), isNull(classes.archivedAt)))
    .orderBy(asc(classes.name));
  const members = await memberRows(
    db,
    open.map((c) => c.id),
  );
  return open.map((c) => ({
    ...c,
    students: members.filter((m) => m.classId === c.id).map((m) => ({ id: m.id, display_name: m.name })),
  }));
}

/** GET /api/shares/items: every lesson of the teacher (newest first) with its shares, and the classes to share with. */
export async function listShareableItems(db: Db, teacherId: string): Promise<ShareableItems> {
  const [own, lessonShares, targets] = await Promise.all([
    db
      .select({
        id: lessons.id,
        kind: lessons.kind,
        title: lessons.title,
        description: lessons.description,
        status: lessons.status,
        updatedAt: lessons.updatedAt,
      })
      .from(lessons)
      .where(eq(lessons.ownerId, teacherId))
      .orderBy(desc(lessons.updatedAt)),
    sharesWithStudents(db, teacherId, "lesson"),
    targetClasses(db, teacherId),
  ]);
  const progress = await progressOf(
    db,
    own.map((l) => l.id),
    [...new Set(lessonShares.flatMap((s) => s.students.map((m) => m.id)))],
  );
  return {
    items: own.map((lesson) => ({
      id: lesson.id,
      kind: lesson.kind,
      title: lesson.title,
      description: lesson.description,
      status: lesson.status,
      updated_at: lesson.updatedAt,
      shares: lessonShares
        .filter((s) => s.share.lessonId === lesson.id)
        .map(({ share, className, chosen, students }): LessonShare => ({
          ...shareBase(share, className, chosen),
          students: students.map((m): LessonShareStudent => {
            const p = progress.get(`${lesson.id}|${m.id}`);
            return { student_id: m.id, display_name: m.name, opened_at: p?.startedAt ?? null, finished_at: p?.completedAt ?? null };
          }),
        })),
    })),
    classes: targets,
  };
}

/** The shares of the teacher's courses with each student's place, by course id. */
export async function courseSharesOf(db: Db, teacherId: string, lessonIdsByCourse: Map<string, string[]>) {
  const courseShares = await sharesWithStudents(db, teacherId, "course");
  const progress = await progressOf(
    db,
    [...new Set([...lessonIdsByCourse.values()].flat())],
    [...new Set(courseShares.flatMap((s) => s.students.map((m) => m.id)))],
  );
  return courseShares.map(({ share, className, chosen, students }) => {
    const lessonIds = lessonIdsByCourse.get(share.courseId ?? "") ?? [];
    return {
      courseId: share.courseId ?? "",
      share: {
        ...shareBase(share, className, chosen),
        students: students.map((m): CourseShareStudent => {
          const finished = new Set(lessonIds.filter((l) => progress.get(`${l}|${m.id}`)?.completedAt));
          const place = coursePosition(lessonIds, finished);
          return {
            student_id: m.id,
            display_name: m.name,
            finished: place.finished,
            total: place.total,
            current_lesson_id: place.next_lesson_id,
          };
        }),
      },
    };
  });
}
