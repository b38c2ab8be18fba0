/** Placement test sessions: one row per attempt, its answers as scored by the server. Times are ISO 8601 UTC. */
import { sql } from "drizzle-orm";
import { index, integer, sqliteTable, text } from "drizzle-orm/sqlite-core";
import type { PlacementResult } from "../contract/placement";
import type { AnsweredItem } from "../placement/adaptive";
import { users } from "./auth-schema";

const isoNow = sql`(strftime('%Y-%m-%dT%H:%M:%fZ', 'now'))`;

export const placementSessions = sqliteTable(
  "placement_sessions",
  {
    id: text("id").primaryKey(),
    userId: text("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    /** A retake leaves the unfinished attempt `abandoned`. */
    status: text("status", { enum: ["in_progress", "completed", "abandoned"] }).notNull(),
    answers: text("answers", { mode: "json" }).$type<AnsweredItem[]>().notNull(),
    /** The item served now, the only one an answer is taken for; null once the test is over. */
    currentItemId: text("current_item_id"),
    /** The id the item served now went out under: made when served, it names nothing about the item. */
    currentQuestionId: text("current_question_id"),
    /** The result replaced the learner's level; a result within a day of the last saved one does not. */
    savedAsLevel: integer("saved_as_level", { mode: "boolean" }).notNull().default(false),
    result: text("result", { mode: "json" }).$type<PlacementResult>(),
    startedAt: text("started_at").notNull().default(isoNow),
    completedAt: text("completed_at"),
  },
  (t) => [index("placement_sessions_user").on(t.userId, t.status)],
);
