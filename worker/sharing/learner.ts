/**
 * What a learner sees of sharing: the lessons and courses shared with them (by whom, when,
 * new or done, their place in a course), and a shared word list added to their own dictionary and SRS.
 */
import { and, eq, inArray } from "drizzle-orm";
import { coursePosition, type SharedCourseForMe, type SharedLessonForMe, type SharedWithMe } from "../contract/sharing";
import type { GlossLanguage } from "../contract/vocabulary-constants";
import type { Db } from "../db/client";
import { courses, lessonProgress, lessons } from "../db/schema";
import { playableLesson } from "../lessons/access";
import { ApiError } from "../lib/errors";
import { addWordList } from "../teaching/assignment-completion";
import { lessonsOfCourses } from "./courses";
import { visibleShares } from "./visibility";

const wordsOf = (blocks: (typeof lessons.$inferSelect)["blocks"]) => [
  ...new Set(blocks.flatMap((block) => (block.type === "vocabulary" ? block.words : []))),
];

/** GET /api/shares/mine: newest first; a lesson shared through two classes shows once, as first shared. */
export async function sharedWithMe(db: Db, studentId: string): Promise<SharedWithMe> {
  const visible = await visibleShares(db, studentId);
  visible.sort((a, b) => a.share.createdAt.localeCompare(b.share.createdAt));
  const lessonIds = [...new Set(visible.flatMap((v) => (v.share.lessonId ? [v.share.lessonId] : [])))];
  const courseIds = [...new Set(visible.flatMap((v) => (v.share.courseId ? [v.share.courseId] : [])))];
  const [lessonRows, courseRows, courseLessonFacts] = await Promise.all([
    lessonIds.length === 0
      ? []
      : db
          .select()
          .from(lessons)
          .where(and(inArray(lessons.id, lessonIds), eq(lessons.status, "published"))),
    courseIds.length === 0 ? [] : db.select().from(courses).where(inArray(courses.id, courseIds)),
    lessonsOfCourses(db, courseIds, true),
  ]);
  const allLessonIds = [...new Set([...lessonIds, ...[...courseLessonFacts.values()].flat().map((l) => l.id)])];
  const progress =
    allLessonIds.length === 0
      ? []
      : await db
          .select()
          .from(lessonProgress)
          .where(and(eq(lessonProgress.userId, studentId), inArray(lessonProgress.lessonId, allLessonIds)));
  const progressOf = new Map(progress.map((p) => [p.lessonId, p]));
  const finished = new Set(progress.filter((p) => p.completedAt !== null).map((p) => p.lessonId));

  const seen = new Set<string>();
  const sharedLessons: SharedLessonForMe[] = [];
  const sharedCourses: SharedCourseForMe[] = [];
  for (const { share, className, teacherName } of visible) {
    const key = share.lessonId ?? share.courseId ?? share.id;
    if (seen.has(key)) continue;
    seen.add(key);
    const from = { teacher_name: teacherName, class_name: className, shared_at: share.createdAt };
    const lesson = lessonRows.find((l) => l.id === share.lessonId);
    if (lesson) {
      const p = progressOf.get(lesson.id);
      sharedLessons.push({
        ...from,
        lesson: {
          id: lesson.id,
          kind: lesson.kind,
          title: lesson.title,
          description: lesson.description,
          word_count: wordsOf(lesson.blocks).length,
        },
        opened_at: p?.startedAt ?? null,
        finished_at: p?.completedAt ?? null,
      });
    }
    const course = courseRows.find((c) => c.id === share.courseId);
    const facts = course ? (courseLessonFacts.get(course.id) ?? []) : [];
    if (course && facts.length > 0) {
      sharedCourses.push({
        ...from,
        course: { id: course.id, title: course.title, description: course.description },
        lessons: facts.map((l) => ({ ...l, finished: finished.has(l.id) })),
        ...coursePosition(
          facts.map((l) => l.id),
          finished,
        ),
        opened: facts.some((l) => progressOf.has(l.id)),
      });
    }
  }
  return { lessons: sharedLessons.reverse(), courses: sharedCourses.reverse() };
}

/**
 * POST /api/shares/mine/:lessonId/words: the words of a shared lesson's vocabulary blocks go into the
 * learner's dictionary and SRS with their own schedule; a word they already have is kept as it is.
 */
export async function addSharedWords(db: Db, studentId: string, lessonId: string, glossLang: GlossLanguage | null): Promise<number> {
  const lesson = await playableLesson(db, studentId, lessonId);
  const words = wordsOf(lesson.blocks);
  if (words.length === 0) throw new ApiError(400, "no_words");
  const senses = Object.assign({}, ...lesson.blocks.flatMap((b) => (b.type === "vocabulary" ? [b.senses] : []))) as Record<string, number>;
  await addWordList(db, studentId, words, { senses, glossLang });
  return words.length;
}
