/**
 * The digital SAT in one sitting: a full test links a learner's Reading and Writing attempt
 * and, after the 10-minute break, their Math attempt (both rows of sat_attempts). The step and the
 * break's end are stored so any device resumes where the learner is; the total is scored here once.
 */
import { sql } from "drizzle-orm";
import { index, sqliteTable, text, uniqueIndex } from "drizzle-orm/sqlite-core";
import type { SatScoreEstimate } from "../contract/sat";
import type { SatFullTestStep } from "../contract/sat-full";
import { users } from "./auth-schema";
import { satAttempts, satTests } from "./sat-schema";

export const satFullTests = sqliteTable(
  "sat_full_tests",
  {
    id: text("id").primaryKey(),
    userId: text("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    readingWritingTestId: text("reading_writing_test_id")
      .notNull()
      .references(() => satTests.id),
    mathTestId: text("math_test_id")
      .notNull()
      .references(() => satTests.id),
    readingWritingAttemptId: text("reading_writing_attempt_id")
      .notNull()
      .references(() => satAttempts.id, { onDelete: "cascade" }),
    mathAttemptId: text("math_attempt_id").references(() => satAttempts.id, { onDelete: "cascade" }),
    step: text("step").$type<SatFullTestStep>().notNull(),
    /** Set when Reading and Writing is finished: its completion time plus the break. */
    breakEndsAt: text("break_ends_at"),
    totalScore: text("total_score", { mode: "json" }).$type<SatScoreEstimate>(),
    startedAt: text("started_at")
      .notNull()
      .default(sql`(strftime('%Y-%m-%dT%H:%M:%fZ', 'now'))`),
    completedAt: text("completed_at"),
  },
  (t) => [
    index("sat_full_tests_user").on(t.userId, t.startedAt),
    // One open full test per learner: starting again resumes it.
    uniqueIndex("sat_full_tests_open")
      .on(t.userId)
      .where(sql`step <> 'completed'`),
  ],
);
