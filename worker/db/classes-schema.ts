/** Classes: a teacher's classes and their members. Times are ISO 8601 UTC strings. */
import { sql } from "drizzle-orm";
import { index, real, sqliteTable, text, uniqueIndex, primaryKey } from "drizzle-orm/sqlite-core";
import type { ClassFocus } from "../contract/classes";
import { users } from "./auth-schema";

const isoNow = sql`(strftime('%Y-%m-%dT%H:%M:%fZ', 'now'))`;

export const classes = sqliteTable(
  "classes",
  {
    id: text("id").primaryKey(),
    teacherId: text("teacher_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    name: text("name").notNull(),
    focus: text("focus").$type<ClassFocus>().notNull(),
    /** An IELTS band or an SAT score, by focus (worker/contract/classes.ts). */
    target: real("target"),
    examDate: text("exam_date"),
    archivedAt: text("archived_at"),
    /** Upper-case; replaced on rotation, so an old code stops working at once. */
    joinCode: text("join_code").notNull(),
    codeRotatedAt: text("code_rotated_at").notNull().default(isoNow),
    createdAt: text("created_at").notNull().default(isoNow),
    updatedAt: text("updated_at").notNull().default(isoNow),
  },
  (t) => [uniqueIndex("classes_join_code").on(t.joinCode), index("classes_teacher").on(t.teacherId, t.createdAt)],
);

export const classMembers = sqliteTable(
  "class_members",
  {
    classId: text("class_id")
      .notNull()
      .references(() => classes.id, { onDelete: "cascade" }),
    studentId: text("student_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    joinedAt: text("joined_at").notNull().default(isoNow),
  },
  (t) => [primaryKey({ columns: [t.classId, t.studentId] }), index("class_members_student").on(t.studentId)],
);
