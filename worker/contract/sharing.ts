/**
 * Sharing and courses. Shared by the Worker's /api/shares and /api/courses routes and the
 * SPA's shared-content screens.
 *
 * A teacher shares one of their published lessons (any kind: lesson, word list, quiz, writing prompt)
 * or a course with one of their classes: the whole class, students who join later included, or chosen
 * members of it. A course is an ordered set of the teacher's published lessons; a student's place in
 * it is the first lesson they have not finished. "Opened" and "finished" come from the learner's
 * lesson progress (the player writes it).
 */
import { z } from "zod";
import type { LessonKind } from "./lessons";
import { isSafeText, nameText } from "./text";

export const COURSE_TITLE_MAX_LENGTH = 120;
export const COURSE_DESCRIPTION_MAX_LENGTH = 500;
export const COURSE_MAX_LESSONS = 50;

const id = z.string().min(1).max(64);

/** Absent or null: the whole class, including students who join later. */
const studentIds = z.array(id).min(1, "Choose at least one student").max(200).nullable().default(null);

/** POST /api/shares: exactly one of lesson_id and course_id. */
export const shareCreateSchema = z.union([
  z.strictObject({ lesson_id: id, class_id: id, student_ids: studentIds }),
  z.strictObject({ course_id: id, class_id: id, student_ids: studentIds }),
]);
export type ShareCreate = z.input<typeof shareCreateSchema>;
export type NewShare = z.output<typeof shareCreateSchema>;

const courseDescription = z
  .string()
  .trim()
  .max(COURSE_DESCRIPTION_MAX_LENGTH, `The description must be at most ${COURSE_DESCRIPTION_MAX_LENGTH} characters`)
  .refine(
    (text) => isSafeText(text.replace(/[\n\t]/g, " ")),
    "The description must not contain control characters or text-direction overrides",
  )
  .transform((text) => (text === "" ? null : text));

/** POST /api/courses and PUT /api/courses/:id (the whole course: reordering is saving lesson_ids in the new order). */
export const courseSaveSchema = z.strictObject({
  title: nameText("title", COURSE_TITLE_MAX_LENGTH),
  description: courseDescription.nullable().default(null),
  lesson_ids: z
    .array(id)
    .max(COURSE_MAX_LESSONS, `A course has at most ${COURSE_MAX_LESSONS} lessons`)
    .refine((ids) => new Set(ids).size === ids.length, "A lesson is in the course twice")
    .default([]),
});
export type CourseSave = z.input<typeof courseSaveSchema>;
export type NewCourse = z.output<typeof courseSaveSchema>;

export const idParamSchema = z.object({ id });
export const lessonIdParamSchema = z.object({ lessonId: id });

// ---- what the teacher reads ---------------------------------------------------------------------

/** A lesson as a line of a list. */
export type SharedLessonFacts = { id: string; kind: LessonKind; title: string; description: string | null };

/** How one student stands with a shared lesson. */
export type LessonShareStudent = { student_id: string; display_name: string; opened_at: string | null; finished_at: string | null };
/** How one student stands with a shared course: lessons finished of all, and the lesson they are on. */
export type CourseShareStudent = {
  student_id: string;
  display_name: string;
  finished: number;
  total: number;
  current_lesson_id: string | null;
};

type ShareBase = {
  id: string;
  class_id: string;
  class_name: string;
  /** Null: the whole class. */
  student_ids: string[] | null;
  shared_at: string;
};
export type LessonShare = ShareBase & { students: LessonShareStudent[] };
export type CourseShare = ShareBase & { students: CourseShareStudent[] };

/** One of the teacher's lessons on /shared-content; only a published one can be shared. */
export type ShareableItem = SharedLessonFacts & { status: "draft" | "published"; updated_at: string; shares: LessonShare[] };

/** A class the teacher can share with (open ones only), with its current members. */
export type ShareTargetClass = { id: string; name: string; students: { id: string; display_name: string }[] };

/** GET /api/shares/items */
export type ShareableItems = { items: ShareableItem[]; classes: ShareTargetClass[] };

export type Course = {
  id: string;
  title: string;
  description: string | null;
  /** In the order a student takes them. */
  lessons: SharedLessonFacts[];
  created_at: string;
  updated_at: string;
};
export type TeacherCourse = Course & { shares: CourseShare[] };
/** GET /api/courses */
export type TeacherCourses = { courses: TeacherCourse[] };

// ---- what a learner reads -----------------------------------------------------------------------

type SharedWithMeBase = { teacher_name: string; class_name: string; shared_at: string };

/** new: not opened yet; done: finished. */
export type SharedLessonForMe = SharedWithMeBase & {
  lesson: SharedLessonFacts & { word_count: number };
  opened_at: string | null;
  finished_at: string | null;
};

export type SharedCourseForMe = SharedWithMeBase & {
  course: { id: string; title: string; description: string | null };
  lessons: (SharedLessonFacts & { finished: boolean })[];
  finished: number;
  total: number;
  /** The first lesson not finished; null when all are. */
  next_lesson_id: string | null;
  /** No lesson of it opened yet. */
  opened: boolean;
};

/** GET /api/shares/mine: newest first. */
export type SharedWithMe = { lessons: SharedLessonForMe[]; courses: SharedCourseForMe[] };

/** POST /api/shares/mine/:lessonId/words */
export type WordsAdded = { words: number };

/** The `data` of a `content_shared` hub event and of its stored notification. */
export const contentSharedDataSchema = z.object({
  kind: z.literal("content_shared"),
  share_id: z.string(),
  title: z.string(),
  teacher_name: z.string(),
  notification_id: z.string(),
});
export type ContentSharedData = z.infer<typeof contentSharedDataSchema>;

/** A course's place for a student: finished count and the first lesson not finished. */
export function coursePosition(lessonIds: readonly string[], finished: ReadonlySet<string>) {
  return {
    finished: lessonIds.filter((lessonId) => finished.has(lessonId)).length,
    total: lessonIds.length,
    next_lesson_id: lessonIds.find((lessonId) => !finished.has(lessonId)) ?? null,
  };
}
