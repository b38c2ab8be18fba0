/**
 * Digital SAT section tests. Content tables are filled by the setup step from content/sat
 * (scripts/content/sat-content-seed.ts); answer keys and explanations live in their own table, which only
 * scoring and the results read, so no query for the test screens can leak them. An attempt is one
 * section taken by one learner: module 1, then the module 2 its result picks, each with the answers and
 * marks saved as they are given, timed by the server from the module's start.
 */
import { sql } from "drizzle-orm";
import { index, integer, primaryKey, sqliteTable, text, uniqueIndex } from "drizzle-orm/sqlite-core";
import type { SatQuestionView, SatScoreEstimate } from "../contract/sat";
import type { SatDifficulty, SatModule, SatPool, SatSection } from "../contract/sat-content";
import { users } from "./auth-schema";

const isoNow = sql`(strftime('%Y-%m-%dT%H:%M:%fZ', 'now'))`;

export const satTests = sqliteTable(
  "sat_tests",
  {
    id: text("id").primaryKey(),
    section: text("section").$type<SatSection>().notNull(),
    title: text("title").notNull(),
    position: integer("position").notNull(),
    source: text("source").notNull(),
    licence: text("licence").notNull(),
    /** `test`: offered as a scored test; `practice`: only practice by skill draws on it (content/sat). */
    pool: text("pool").$type<SatPool>().notNull().default("test"),
    contentHash: text("content_hash").notNull(),
    /** 0 once the test left content/: old attempts keep pointing at it, lists leave it out. */
    active: integer("active", { mode: "boolean" }).notNull().default(true),
    updatedAt: text("updated_at").notNull().default(isoNow),
  },
  (t) => [index("sat_tests_section").on(t.section, t.active, t.position), index("sat_tests_pool").on(t.pool, t.section, t.active)],
);

/** A question as the test screens render it (`body`: the public view, without answer or explanation). */
export const satQuestions = sqliteTable(
  "sat_questions",
  {
    testId: text("test_id")
      .notNull()
      .references(() => satTests.id, { onDelete: "cascade" }),
    id: text("id").notNull(),
    module: text("module").$type<SatModule>().notNull(),
    number: integer("number").notNull(),
    domain: text("domain").notNull(),
    skill: text("skill").notNull(),
    difficulty: text("difficulty").$type<SatDifficulty>().notNull(),
    format: text("format", { enum: ["multiple_choice", "student_produced"] }).notNull(),
    body: text("body", { mode: "json" }).$type<SatQuestionView>().notNull(),
  },
  (t) => [primaryKey({ columns: [t.testId, t.id] }), uniqueIndex("sat_questions_module_number").on(t.testId, t.module, t.number)],
);

/** Server-only until the section is finished: read by scoring and the results, never by the test endpoints. */
export const satAnswerKeys = sqliteTable(
  "sat_answer_keys",
  {
    testId: text("test_id")
      .notNull()
      .references(() => satTests.id, { onDelete: "cascade" }),
    questionId: text("question_id").notNull(),
    /** A letter, or the canonical student-produced entry (any equivalent entry scores). */
    answer: text("answer").notNull(),
    explanation: text("explanation").notNull(),
    whyWrong: text("why_wrong", { mode: "json" }).$type<Partial<Record<string, string>>>().notNull(),
    steps: text("steps", { mode: "json" }).$type<string[]>().notNull(),
  },
  (t) => [primaryKey({ columns: [t.testId, t.questionId] })],
);

export const satAttempts = sqliteTable(
  "sat_attempts",
  {
    id: text("id").primaryKey(),
    userId: text("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    section: text("section").$type<SatSection>().notNull(),
    testId: text("test_id")
      .notNull()
      .references(() => satTests.id),
    testTitle: text("test_title").notNull(),
    mode: text("mode", { enum: ["full"] }).notNull(),
    status: text("status", { enum: ["in_progress", "completed"] }).notNull(),
    currentModule: text("current_module").$type<SatModule>().notNull(),
    /** Set when module 1 is submitted. */
    route: text("route").$type<"module2_easier" | "module2_harder">(),
    sectionScore: text("section_score", { mode: "json" }).$type<SatScoreEstimate>(),
    /** The learner had finished this test before this attempt started, and seen its answers. */
    retake: integer("retake", { mode: "boolean" }).notNull().default(false),
    startedAt: text("started_at").notNull().default(isoNow),
    completedAt: text("completed_at"),
  },
  (t) => [
    index("sat_attempts_user_section").on(t.userId, t.section, t.status, t.startedAt),
    // One open attempt per learner and test: starting again resumes it.
    uniqueIndex("sat_attempts_open")
      .on(t.userId, t.testId)
      .where(sql`status = 'in_progress'`),
  ],
);

/** One module of an attempt: saved as the learner answers, scored once when submitted. */
export const satAttemptModules = sqliteTable(
  "sat_attempt_modules",
  {
    attemptId: text("attempt_id")
      .notNull()
      .references(() => satAttempts.id, { onDelete: "cascade" }),
    module: text("module").$type<SatModule>().notNull(),
    answers: text("answers", { mode: "json" }).$type<Record<string, string>>().notNull(),
    marked: text("marked", { mode: "json" }).$type<string[]>().notNull(),
    /** When the module opened: its time runs from here by the server's clock. */
    startedAt: text("started_at").notNull(),
    /** Seconds left when the answers were last saved (or the module submitted), by the server's clock. */
    timeLeftSeconds: integer("time_left_seconds").notNull(),
    savedAt: text("saved_at").notNull().default(isoNow),
    /** The submission's client id: a retry or a queued copy with it is the same submission. */
    clientId: text("client_id"),
    submittedAt: text("submitted_at"),
    correct: integer("correct"),
    total: integer("total"),
  },
  (t) => [primaryKey({ columns: [t.attemptId, t.module] })],
);
