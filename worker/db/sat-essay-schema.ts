/**
 * SAT Essay practice. The source passages are filled by the setup step from content/sat/essay (an
 * upsert per content hash, scripts/content/sat-essay-statements.ts). An essay belongs to its learner and goes with
 * the account; `client_id` makes an offline retry count once. The essay is stored before it is evaluated, so a
 * failed evaluation never loses it.
 */
import { sql } from "drizzle-orm";
import { index, integer, sqliteTable, text, uniqueIndex } from "drizzle-orm/sqlite-core";
import type { SatEssayEvaluation, SatEssayStatus } from "../contract/sat-essay";
import { users } from "./auth-schema";

const isoNow = sql`(strftime('%Y-%m-%dT%H:%M:%fZ', 'now'))`;

export const satEssayPrompts = sqliteTable(
  "sat_essay_prompts",
  {
    id: text("id").primaryKey(),
    title: text("title").notNull(),
    author: text("author").notNull(),
    byline: text("byline").notNull(),
    paragraphs: text("paragraphs", { mode: "json" }).$type<string[]>().notNull(),
    words: integer("words").notNull(),
    position: integer("position").notNull(),
    source: text("source").notNull(),
    licence: text("licence").notNull(),
    contentHash: text("content_hash").notNull(),
    /** 0 once the passage left content/: old essays keep pointing at it, the list leaves it out. */
    active: integer("active", { mode: "boolean" }).notNull().default(true),
    updatedAt: text("updated_at").notNull().default(isoNow),
  },
  (t) => [index("sat_essay_prompts_active").on(t.active, t.position)],
);

export const satEssays = sqliteTable(
  "sat_essays",
  {
    id: text("id").primaryKey(),
    userId: text("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    clientId: text("client_id").notNull(),
    promptId: text("prompt_id")
      .notNull()
      .references(() => satEssayPrompts.id),
    promptTitle: text("prompt_title").notNull(),
    author: text("author").notNull(),
    text: text("text").notNull(),
    wordCount: integer("word_count").notNull(),
    durationSeconds: integer("duration_seconds"),
    submittedAt: text("submitted_at").notNull(),
    status: text("status").$type<SatEssayStatus | "pending_evaluation">().notNull(),
    evaluation: text("evaluation", { mode: "json" }).$type<SatEssayEvaluation>(),
    evaluationError: text("evaluation_error", { mode: "json" }).$type<{ code: string; message: string }>(),
    /** Reading, Analysis and Writing (2–8 each) of the stored evaluation, for lists and teachers' views. */
    readingScore: integer("reading_score"),
    analysisScore: integer("analysis_score"),
    writingScore: integer("writing_score"),
    evaluatedAt: text("evaluated_at"),
    createdAt: text("created_at").notNull().default(isoNow),
  },
  (t) => [uniqueIndex("sat_essays_client").on(t.userId, t.clientId), index("sat_essays_user").on(t.userId, t.submittedAt)],
);
