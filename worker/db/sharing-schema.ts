/**
 * Sharing and courses: a teacher's courses (ordered sets of their published lessons) and
 * what they shared with a class or chosen members of it. Times are ISO 8601 UTC strings.
 */
import { sql } from "drizzle-orm";
import { index, integer, primaryKey, sqliteTable, text, uniqueIndex } from "drizzle-orm/sqlite-core";
import { users } from "./auth-schema";
import { classes } from "./classes-schema";
import { lessons } from "./lessons-schema";

const isoNow = sql`(strftime('%Y-%m-%dT%H:%M:%fZ', 'now'))`;

export const courses = sqliteTable(
  "courses",
  {
    id: text("id").primaryKey(),
    ownerId: text("owner_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    title: text("title").notNull(),
    description: text("description"),
    createdAt: text("created_at").notNull().default(isoNow),
    updatedAt: text("updated_at").notNull().default(isoNow),
  },
  (t) => [index("courses_owner").on(t.ownerId, t.updatedAt)],
);

/** A course's lessons; `position` 0, 1, 2… is the order a student takes them. */
export const courseLessons = sqliteTable(
  "course_lessons",
  {
    courseId: text("course_id")
      .notNull()
      .references(() => courses.id, { onDelete: "cascade" }),
    lessonId: text("lesson_id")
      .notNull()
      .references(() => lessons.id, { onDelete: "cascade" }),
    position: integer("position").notNull(),
  },
  (t) => [primaryKey({ columns: [t.courseId, t.lessonId] }), index("course_lessons_lesson").on(t.lessonId)],
);

/**
 * One lesson or one course shared with one class: the whole class (students who join later included)
 * or the members in `share_students`. Exactly one of lesson_id and course_id is set.
 */
export const shares = sqliteTable(
  "shares",
  {
    id: text("id").primaryKey(),
    ownerId: text("owner_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    lessonId: text("lesson_id").references(() => lessons.id, { onDelete: "cascade" }),
    courseId: text("course_id").references(() => courses.id, { onDelete: "cascade" }),
    classId: text("class_id")
      .notNull()
      .references(() => classes.id, { onDelete: "cascade" }),
    wholeClass: integer("whole_class", { mode: "boolean" }).notNull(),
    createdAt: text("created_at").notNull().default(isoNow),
  },
  (t) => [
    // NULLs are distinct in SQLite, so each index binds only the rows of its kind.
    uniqueIndex("shares_lesson_class").on(t.lessonId, t.classId),
    uniqueIndex("shares_course_class").on(t.courseId, t.classId),
    index("shares_class").on(t.classId),
    index("shares_owner").on(t.ownerId, t.createdAt),
  ],
);

export const shareStudents = sqliteTable(
  "share_students",
  {
    shareId: text("share_id")
      .notNull()
      .references(() => shares.id, { onDelete: "cascade" }),
    studentId: text("student_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
  },
  (t) => [primaryKey({ columns: [t.shareId, t.studentId] }), index("share_students_student").on(t.studentId)],
);
