/** Teachers' grades of writing and speaking submissions: one per submission, the latest wins. */
import { sql } from "drizzle-orm";
import { index, real, sqliteTable, text } from "drizzle-orm/sqlite-core";
import type { AnchoredComment, GradedCriterion } from "../contract/grading";
import { users } from "./auth-schema";
import { ieltsSubmissions } from "./ielts-schema";

export const teacherGrades = sqliteTable(
  "teacher_grades",
  {
    submissionId: text("submission_id")
      .primaryKey()
      .references(() => ieltsSubmissions.id, { onDelete: "cascade" }),
    teacherId: text("teacher_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    criteria: text("criteria", { mode: "json" }).$type<GradedCriterion[]>().notNull(),
    /** Computed by the server from the criteria with the official rounding. */
    overall: real("overall").notNull(),
    comment: text("comment"),
    anchoredComments: text("anchored_comments", { mode: "json" }).$type<AnchoredComment[]>().notNull(),
    gradedAt: text("graded_at")
      .notNull()
      .default(sql`(strftime('%Y-%m-%dT%H:%M:%fZ', 'now'))`),
  },
  (t) => [index("teacher_grades_teacher").on(t.teacherId)],
);
