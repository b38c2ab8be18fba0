/**
 * IELTS practice. Content tables are filled by the setup step from content/ielts (an upsert
 * per content hash, scripts/content/content-seed.ts); answer keys live in their own table, which only
 * the scoring code reads, so no query for the screens can leak them. Submissions belong to a user and
 * go with the account; `client_id` makes an offline retry count once.
 */
import { sql } from "drizzle-orm";
import { index, integer, primaryKey, real, sqliteTable, text, uniqueIndex } from "drizzle-orm/sqlite-core";
import type { WordLimit } from "../contract/ielts-content";
import {
  TRANSCRIPT_SOURCES,
  type Evaluation,
  type IeltsSection,
  type QuestionReview,
  type SpeakingResponseInput,
  type SubmissionStatus,
  type WritingTask,
} from "../contract/ielts";
import { users } from "./auth-schema";

const isoNow = sql`(strftime('%Y-%m-%dT%H:%M:%fZ', 'now'))`;

/** A reading or listening test, a writing prompt or a speaking set: what the learner picks from a list. */
export const ieltsTests = sqliteTable(
  "ielts_tests",
  {
    id: text("id").primaryKey(),
    section: text("section").$type<IeltsSection>().notNull(),
    title: text("title").notNull(),
    position: integer("position").notNull(),
    timeMinutes: integer("time_minutes").notNull(),
    questionCount: integer("question_count").notNull(),
    task: text("task").$type<WritingTask>(),
    kinds: text("kinds", { mode: "json" }).$type<string[]>().notNull(),
    /** The public part of the item (prompt, chart data, cue card, module), without parts and answers. */
    body: text("body", { mode: "json" }).$type<Record<string, unknown>>().notNull(),
    /** Writing only; shown with the learner's submission, never before. */
    modelAnswer: text("model_answer"),
    source: text("source").notNull(),
    licence: text("licence").notNull(),
    contentHash: text("content_hash").notNull(),
    /** 0 once the item left content/: old submissions keep pointing at it, lists leave it out. */
    active: integer("active", { mode: "boolean" }).notNull().default(true),
    updatedAt: text("updated_at").notNull().default(isoNow),
  },
  (t) => [index("ielts_tests_section").on(t.section, t.active, t.position)],
);

/** Reading passages and listening parts. The listening transcript is served only after a submission. */
export const ieltsTestParts = sqliteTable(
  "ielts_test_parts",
  {
    id: text("id").primaryKey(),
    testId: text("test_id")
      .notNull()
      .references(() => ieltsTests.id, { onDelete: "cascade" }),
    number: integer("number").notNull(),
    title: text("title").notNull(),
    /** The passage or part as rendered, question groups without answers. */
    body: text("body", { mode: "json" }).$type<Record<string, unknown>>().notNull(),
    transcript: text("transcript", { mode: "json" }).$type<{
      speakers: { id: string; label: string; role: "narrator" | "speaker" }[];
      turns: { speaker: string; text: string }[];
    }>(),
  },
  (t) => [uniqueIndex("ielts_test_parts_number").on(t.testId, t.number)],
);

export const ieltsQuestions = sqliteTable(
  "ielts_questions",
  {
    testId: text("test_id")
      .notNull()
      .references(() => ieltsTests.id, { onDelete: "cascade" }),
    number: integer("number").notNull(),
    partNumber: integer("part_number").notNull(),
    type: text("type").notNull(),
    /** Statement, question, gap line or place: what the review lists. */
    prompt: text("prompt").notNull(),
  },
  (t) => [primaryKey({ columns: [t.testId, t.number] })],
);

/** Server-only until the learner submits: read by scoring, never by the test endpoints. */
export const ieltsAnswerKeys = sqliteTable(
  "ielts_answer_keys",
  {
    testId: text("test_id")
      .notNull()
      .references(() => ieltsTests.id, { onDelete: "cascade" }),
    number: integer("number").notNull(),
    kind: text("kind", { enum: ["choice", "typed"] }).notNull(),
    answer: text("answer").notNull(),
    accepted: text("accepted", { mode: "json" }).$type<string[]>().notNull(),
    wordLimit: text("word_limit", { mode: "json" }).$type<WordLimit>(),
    evidence: text("evidence").notNull(),
    explanation: text("explanation"),
  },
  (t) => [primaryKey({ columns: [t.testId, t.number] })],
);

/** Listening audio that the setup step generated and put into R2, one per part. */
export const ieltsListeningAudio = sqliteTable("ielts_listening_audio", {
  partId: text("part_id").primaryKey(),
  audioKey: text("audio_key").notNull(),
  contentType: text("content_type").notNull(),
  bytes: integer("bytes").notNull(),
  durationSeconds: real("duration_seconds").notNull(),
  turnStartSeconds: text("turn_start_seconds", { mode: "json" }).$type<number[]>().notNull(),
  transcriptHash: text("transcript_hash").notNull(),
  createdAt: text("created_at").notNull().default(isoNow),
});

/** Spec §3/§7: one row per submitted writing task, inserted before its evaluation starts. */
export const ieltsWritingHistory = sqliteTable(
  "ielts_writing_history",
  {
    id: text("id").primaryKey(),
    userId: text("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    taskType: text("task_type").$type<WritingTask>().notNull(),
    task: text("task").notNull(),
    userWriting: text("user_writing").notNull(),
    evaluation: text("evaluation", { mode: "json" }).$type<Evaluation>(),
    createdAt: text("created_at").notNull().default(isoNow),
  },
  (t) => [index("ielts_writing_history_user").on(t.userId, t.createdAt)],
);

export type StoredSpeakingAnswer = SpeakingResponseInput & { question: string };

/** Every IELTS submission of every section, with the History columns it is listed by. */
export const ieltsSubmissions = sqliteTable(
  "ielts_submissions",
  {
    id: text("id").primaryKey(),
    userId: text("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    clientId: text("client_id").notNull(),
    section: text("section").$type<IeltsSection>().notNull(),
    testId: text("test_id")
      .notNull()
      .references(() => ieltsTests.id),
    testTitle: text("test_title").notNull(),
    /** History columns, fixed at submission time. */
    taskLabel: text("task_label"),
    partLabel: text("part_label"),
    passageLabel: text("passage_label"),
    task: text("task").$type<WritingTask>(),
    /** Writing on the learner's own question: the question (test_id is then one of OWN_QUESTION_IDS). */
    customPrompt: text("custom_prompt"),
    mode: text("mode", { enum: ["exam", "practice"] }),
    answers: text("answers", { mode: "json" }).$type<Record<string, string>>(),
    review: text("review", { mode: "json" }).$type<QuestionReview[]>(),
    score: integer("score"),
    maxScore: integer("max_score"),
    band: real("band"),
    bandLabel: text("band_label"),
    writingHistoryId: text("writing_history_id").references(() => ieltsWritingHistory.id, { onDelete: "set null" }),
    studentText: text("student_text"),
    wordCount: integer("word_count"),
    speakingAnswers: text("speaking_answers", { mode: "json" }).$type<StoredSpeakingAnswer[]>(),
    transcript: text("transcript"),
    transcriptSource: text("transcript_source", { enum: TRANSCRIPT_SOURCES }),
    status: text("status").$type<SubmissionStatus>().notNull(),
    evaluation: text("evaluation", { mode: "json" }).$type<Evaluation>(),
    evaluationError: text("evaluation_error", { mode: "json" }).$type<{ code: string; message: string }>(),
    confidence: real("confidence"),
    durationSeconds: integer("duration_seconds"),
    submittedAt: text("submitted_at").notNull(),
    evaluatedAt: text("evaluated_at"),
    createdAt: text("created_at").notNull().default(isoNow),
  },
  (t) => [
    uniqueIndex("ielts_submissions_client_id").on(t.userId, t.clientId),
    index("ielts_submissions_user_time").on(t.userId, t.submittedAt, t.id),
    index("ielts_submissions_user_section").on(t.userId, t.section, t.submittedAt),
  ],
);
