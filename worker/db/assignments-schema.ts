/** Assignments: what a teacher sets a class, to whom, and when each student finished it. Times are ISO 8601 UTC. */
import { sql } from "drizzle-orm";
import { index, integer, primaryKey, sqliteTable, text } from "drizzle-orm/sqlite-core";
import type { AssignmentKind } from "../contract/assignments";
import { users } from "./auth-schema";
import { classes } from "./classes-schema";
import { ieltsSubmissions } from "./ielts-schema";

const isoNow = sql`(strftime('%Y-%m-%dT%H:%M:%fZ', 'now'))`;

export const assignments = sqliteTable(
  "assignments",
  {
    id: text("id").primaryKey(),
    classId: text("class_id")
      .notNull()
      .references(() => classes.id, { onDelete: "cascade" }),
    kind: text("kind").$type<AssignmentKind>().notNull(),
    title: text("title").notNull(),
    instructions: text("instructions"),
    /** The IELTS item of an `ielts` assignment (no foreign key: content can be re-seeded). */
    testId: text("test_id"),
    /** The lexicon lemma keys of a `word_list` assignment. */
    words: text("words", { mode: "json" }).$type<string[]>(),
    /** The published lesson of a `lesson` assignment (no foreign key: a deleted lesson leaves the assignment, shown as gone). */
    lessonId: text("lesson_id"),
    /** When the teacher last reminded the students who had not finished it (at most once a day). */
    remindedAt: text("reminded_at"),
    /** False: only the students in assignment_students. */
    wholeClass: integer("whole_class", { mode: "boolean" }).notNull(),
    dueAt: text("due_at").notNull(),
    createdAt: text("created_at").notNull().default(isoNow),
    updatedAt: text("updated_at").notNull().default(isoNow),
  },
  (t) => [index("assignments_class").on(t.classId, t.dueAt)],
);

/** The chosen students of an assignment that is not for the whole class. */
export const assignmentStudents = sqliteTable(
  "assignment_students",
  {
    assignmentId: text("assignment_id")
      .notNull()
      .references(() => assignments.id, { onDelete: "cascade" }),
    studentId: text("student_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
  },
  (t) => [primaryKey({ columns: [t.assignmentId, t.studentId] }), index("assignment_students_student").on(t.studentId)],
);

/**
 * A student's own record of an assignment: when they first opened it (a word list's words went into their
 * dictionary then) and when their progress finished it. Written once each; never by hand.
 */
export const assignmentProgress = sqliteTable(
  "assignment_progress",
  {
    assignmentId: text("assignment_id")
      .notNull()
      .references(() => assignments.id, { onDelete: "cascade" }),
    studentId: text("student_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    startedAt: text("started_at"),
    doneAt: text("done_at"),
  },
  (t) => [primaryKey({ columns: [t.assignmentId, t.studentId] }), index("assignment_progress_student").on(t.studentId)],
);

/** A teacher's announcement to a class: Markdown, sanitised as lessons are, kept as written. */
export const classAnnouncements = sqliteTable(
  "class_announcements",
  {
    id: text("id").primaryKey(),
    classId: text("class_id")
      .notNull()
      .references(() => classes.id, { onDelete: "cascade" }),
    teacherId: text("teacher_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    markdown: text("markdown").notNull(),
    createdAt: text("created_at").notNull().default(isoNow),
  },
  (t) => [index("class_announcements_class").on(t.classId, t.createdAt)],
);

/**
 * A private comment on a student's IELTS submission: a thread between the student and a teacher
 * of theirs. `teacher_id` names the teacher whose thread it is, so each teacher talks with the student alone.
 */
export const submissionComments = sqliteTable(
  "submission_comments",
  {
    id: text("id").primaryKey(),
    submissionId: text("submission_id")
      .notNull()
      .references(() => ieltsSubmissions.id, { onDelete: "cascade" }),
    teacherId: text("teacher_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    authorId: text("author_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    body: text("body").notNull(),
    createdAt: text("created_at").notNull().default(isoNow),
  },
  (t) => [index("submission_comments_thread").on(t.submissionId, t.teacherId, t.createdAt)],
);
