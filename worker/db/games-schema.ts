/**
 * Live class games: each game a teacher started, its PIN while it lasts, and the result of
 * every signed-in player once it has ended (the class's gradebook reads them). The game's questions,
 * players and answers live in its Durable Object (worker/durable-objects/class-game/). Times are ISO 8601 UTC.
 */
import { sql } from "drizzle-orm";
import { index, integer, primaryKey, sqliteTable, text } from "drizzle-orm/sqlite-core";
import type { GameSourceKind } from "../contract/games";
import { users } from "./auth-schema";
import { classes } from "./classes-schema";

const isoNow = sql`(strftime('%Y-%m-%dT%H:%M:%fZ', 'now'))`;

export const games = sqliteTable(
  "games",
  {
    id: text("id").primaryKey(),
    classId: text("class_id")
      .notNull()
      .references(() => classes.id, { onDelete: "cascade" }),
    teacherId: text("teacher_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    title: text("title").notNull(),
    sourceKind: text("source_kind").$type<GameSourceKind>().notNull(),
    /** The quiz, assignment or lesson it was made from (no foreign key: the game keeps its own copy). */
    sourceId: text("source_id").notNull(),
    questionCount: integer("question_count").notNull(),
    secondsPerQuestion: integer("seconds_per_question").notNull(),
    allowGuests: integer("allow_guests", { mode: "boolean" }).notNull(),
    createdAt: text("created_at").notNull().default(isoNow),
    expiresAt: text("expires_at").notNull(),
    endedAt: text("ended_at"),
    /** Questions opened before the end: what a result's share of right answers is out of. */
    questionsAsked: integer("questions_asked"),
  },
  (t) => [index("games_class").on(t.classId, t.endedAt)],
);

/** The PIN of a game not yet ended; the row goes when the game ends, and an expired one counts as absent. */
export const gamePins = sqliteTable("game_pins", {
  pin: text("pin").primaryKey(),
  gameId: text("game_id")
    .notNull()
    .unique()
    .references(() => games.id, { onDelete: "cascade" }),
  expiresAt: integer("expires_at").notNull(),
});

/** A signed-in player's result, written once when the game ends. */
export const gameResults = sqliteTable(
  "game_results",
  {
    gameId: text("game_id")
      .notNull()
      .references(() => games.id, { onDelete: "cascade" }),
    userId: text("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    nickname: text("nickname").notNull(),
    score: integer("score").notNull(),
    correctCount: integer("correct_count").notNull(),
    rank: integer("rank").notNull(),
  },
  (t) => [primaryKey({ columns: [t.gameId, t.userId] }), index("game_results_user").on(t.userId)],
);
