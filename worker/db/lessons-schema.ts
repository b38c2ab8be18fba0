/**
 * Lessons: a teacher's lessons, word lists, quizzes and writing prompts (one shape, see
 * contract/lessons.ts), and each learner's place and scored answers in one. Times are ISO 8601 UTC.
 */
import { sql } from "drizzle-orm";
import { index, integer, primaryKey, real, sqliteTable, text } from "drizzle-orm/sqlite-core";
import type { Evaluation, TranscriptSource } from "../contract/ielts";
import type { CefrLevel, LessonAnswer, LessonBlock, LessonKind, LessonStatus } from "../contract/lessons";
import { users } from "./auth-schema";

const isoNow = sql`(strftime('%Y-%m-%dT%H:%M:%fZ', 'now'))`;

export const lessons = sqliteTable(
  "lessons",
  {
    id: text("id").primaryKey(),
    ownerId: text("owner_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    kind: text("kind").$type<LessonKind>().notNull(),
    title: text("title").notNull(),
    description: text("description"),
    level: text("level").$type<CefrLevel>(),
    status: text("status").$type<LessonStatus>().notNull().default("draft"),
    /** The blocks in the order the learner meets them, validated by lessonBlockSchema on every write. */
    blocks: text("blocks", { mode: "json" }).$type<LessonBlock[]>().notNull(),
    /** Published and offered to every teacher to copy. */
    inLibrary: integer("in_library", { mode: "boolean" }).notNull().default(false),
    /**
     * Whether copies from the library take the quiz blocks, whose answers any account that declares itself a
     * teacher can then read; without them a copy has every other block.
     */
    libraryAnswers: integer("library_answers", { mode: "boolean" }).notNull().default(true),
    /** No foreign key: a copy outlives its original. */
    copiedFrom: text("copied_from"),
    createdAt: text("created_at").notNull().default(isoNow),
    updatedAt: text("updated_at").notNull().default(isoNow),
    publishedAt: text("published_at"),
  },
  (t) => [index("lessons_owner").on(t.ownerId, t.updatedAt), index("lessons_library").on(t.inLibrary, t.publishedAt)],
);

/** One scored answer of a learner, by question id, with the block it belongs to. */
export type StoredLessonAnswer = { block_id: string; answer: LessonAnswer; correct: boolean };

/** A learner's evaluated answer to a writing block, by block id (migration 0013). */
export type StoredLessonWriting = { text: string; evaluation: Evaluation };

/** A learner's evaluated spoken answer to a speaking block, by block id (migration 0014). */
export type StoredLessonSpeaking = {
  transcript: string;
  transcript_source: TranscriptSource;
  duration_seconds: number | null;
  evaluation: Evaluation;
};

/**
 * A learner's run through a lesson: their place (the block they are on), their scored quiz answers,
 * and when they finished it with the server's score (0–100, null without quiz blocks).
 */
export const lessonProgress = sqliteTable(
  "lesson_progress",
  {
    lessonId: text("lesson_id")
      .notNull()
      .references(() => lessons.id, { onDelete: "cascade" }),
    userId: text("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    currentBlockId: text("current_block_id"),
    answers: text("answers", { mode: "json" }).$type<Record<string, StoredLessonAnswer>>().notNull().default({}),
    writing: text("writing", { mode: "json" }).$type<Record<string, StoredLessonWriting>>().notNull().default({}),
    speaking: text("speaking", { mode: "json" }).$type<Record<string, StoredLessonSpeaking>>().notNull().default({}),
    startedAt: text("started_at").notNull().default(isoNow),
    updatedAt: text("updated_at").notNull().default(isoNow),
    completedAt: text("completed_at"),
    score: real("score"),
  },
  (t) => [primaryKey({ columns: [t.lessonId, t.userId] }), index("lesson_progress_user").on(t.userId, t.updatedAt)],
);
