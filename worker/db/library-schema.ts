/**
 * The reading and listening library. Articles and podcast episodes are filled by the setup
 * step from content/library (an upsert per content hash, scripts/content/library-seed.ts); the answers
 * to their comprehension questions live in their own table, which only scoring reads. A learner's
 * scored attempts and their place in each episode go with the account.
 */
import { sql } from "drizzle-orm";
import { integer, primaryKey, real, sqliteTable, text, uniqueIndex, index } from "drizzle-orm/sqlite-core";
import type { LibraryItemBody, LibraryItemKind, PublicLibraryQuestion } from "../contract/library";
import type { LibraryLevel, LibraryTopic } from "../contract/library-content";
import { users } from "./auth-schema";

const isoNow = sql`(strftime('%Y-%m-%dT%H:%M:%fZ', 'now'))`;

/** An article or a podcast episode, as the screens show it (questions without their answers). */
export const libraryItems = sqliteTable(
  "library_items",
  {
    id: text("id").primaryKey(),
    kind: text("kind").$type<LibraryItemKind>().notNull(),
    title: text("title").notNull(),
    level: text("level").$type<LibraryLevel>().notNull(),
    topic: text("topic").$type<LibraryTopic>().notNull(),
    summary: text("summary").notNull(),
    wordCount: integer("word_count").notNull(),
    /** Paragraphs of an article; format, speakers and transcript of a podcast. */
    body: text("body", { mode: "json" }).$type<LibraryItemBody>().notNull(),
    questions: text("questions", { mode: "json" }).$type<PublicLibraryQuestion[]>().notNull(),
    position: integer("position").notNull(),
    source: text("source").notNull(),
    licence: text("licence").notNull(),
    contentHash: text("content_hash").notNull(),
    /** 0 once the item left content/: attempts keep pointing at it, lists leave it out. */
    active: integer("active", { mode: "boolean" }).notNull().default(true),
    updatedAt: text("updated_at").notNull().default(isoNow),
  },
  (t) => [index("library_items_list").on(t.active, t.kind, t.position)],
);

/** Server-only: read by scoring, never by the endpoints that show an item. */
export const libraryAnswerKeys = sqliteTable(
  "library_answer_keys",
  {
    itemId: text("item_id")
      .notNull()
      .references(() => libraryItems.id, { onDelete: "cascade" }),
    questionId: text("question_id").notNull(),
    answer: integer("answer").notNull(),
    explanation: text("explanation").notNull(),
  },
  (t) => [primaryKey({ columns: [t.itemId, t.questionId] })],
);

/** A podcast episode's audio that the setup step spoke and put into R2, with the start time of every turn. */
export const libraryPodcastAudio = sqliteTable("library_podcast_audio", {
  podcastId: text("podcast_id").primaryKey(),
  audioKey: text("audio_key").notNull(),
  contentType: text("content_type").notNull(),
  bytes: integer("bytes").notNull(),
  durationSeconds: real("duration_seconds").notNull(),
  turnStartSeconds: text("turn_start_seconds", { mode: "json" }).$type<number[]>().notNull(),
  /** The speech engine that made it ("festival-hts+flite", "flite" or "espeak-ng"). */
  engine: text("engine").notNull(),
  transcriptHash: text("transcript_hash").notNull(),
  createdAt: text("created_at").notNull().default(isoNow),
});

/** One scored set of answers to an item's questions; `client_id` makes a retried submission count once. */
export const libraryAttempts = sqliteTable(
  "library_attempts",
  {
    id: text("id").primaryKey(),
    userId: text("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    itemId: text("item_id")
      .notNull()
      .references(() => libraryItems.id, { onDelete: "cascade" }),
    clientId: text("client_id").notNull(),
    answers: text("answers", { mode: "json" }).$type<Record<string, number>>().notNull(),
    correct: integer("correct").notNull(),
    total: integer("total").notNull(),
    /**
     * The attempt that counts for progress: the learner's first answer to each question.
     * Every other attempt is practice and records nothing.
     */
    counted: integer("counted", { mode: "boolean" }).notNull().default(false),
    createdAt: text("created_at").notNull().default(isoNow),
  },
  (t) => [
    uniqueIndex("library_attempts_client").on(t.userId, t.clientId),
    index("library_attempts_item").on(t.userId, t.itemId, t.createdAt),
    uniqueIndex("library_attempts_counted")
      .on(t.userId, t.itemId)
      .where(sql`counted = 1`),
  ],
);

/** Where a learner stopped in an episode, so the player resumes there. */
export const libraryPlayback = sqliteTable(
  "library_playback",
  {
    userId: text("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    podcastId: text("podcast_id")
      .notNull()
      .references(() => libraryItems.id, { onDelete: "cascade" }),
    positionSeconds: real("position_seconds").notNull(),
    updatedAt: text("updated_at").notNull().default(isoNow),
  },
  (t) => [primaryKey({ columns: [t.userId, t.podcastId] })],
);
