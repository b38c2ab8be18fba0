/**
 * D1 schema (drizzle). Migrations in /migrations are generated from this file with
 * `npm run db:generate`; hand-written SQL (FTS5, triggers) goes in its own numbered migration.
 */
import { sql } from "drizzle-orm";
import { integer, sqliteTable, text } from "drizzle-orm/sqlite-core";
import { sessions } from "./auth-schema";

const timestamp = (name: string) =>
  text(name)
    .notNull()
    .default(sql`(strftime('%Y-%m-%dT%H:%M:%fZ', 'now'))`);

export const profiles = sqliteTable("profiles", {
  id: text("id").primaryKey(),
  fullName: text("full_name"),
  preferredLanguage: text("preferred_language", { enum: ["en", "ru", "kk"] })
    .notNull()
    .default("ru"),
  role: text("role", { enum: ["learner", "teacher"] })
    .notNull()
    .default("learner"),
  timezone: text("timezone").notNull().default("UTC"),
  lastLogin: text("last_login"),
  createdAt: timestamp("created_at"),
  updatedAt: timestamp("updated_at"),
});

export const userPreferences = sqliteTable("user_preferences", {
  userId: text("user_id").primaryKey(),
  theme: text("theme", { enum: ["light", "dark", "system"] })
    .notNull()
    .default("system"),
  updatedAt: timestamp("updated_at"),
});

/** Single-use tickets that let a signed-in browser open its UserHub socket (docs/architecture.md §7). */
export const realtimeTickets = sqliteTable("realtime_tickets", {
  tokenHash: text("token_hash").primaryKey(),
  userId: text("user_id").notNull(),
  /** The session the ticket was issued to: its socket closes when that session ends, and so does an unused ticket. */
  sessionId: text("session_id")
    .notNull()
    .references(() => sessions.id, { onDelete: "cascade" }),
  expiresAt: integer("expires_at").notNull(),
});
export * from "./auth-schema";
export * from "./progress-schema";
export * from "./vocabulary-schema";
export * from "./ielts-schema";
export * from "./customization-schema";
export * from "./classes-schema";
export * from "./grading-schema";
export * from "./assignments-schema";
export * from "./lessons-schema";
export * from "./sharing-schema";
export * from "./push-schema";
export * from "./forum-schema";
export * from "./library-schema";
export * from "./sat-essay-schema";
export * from "./sat-schema";
export * from "./sat-full-schema";
export * from "./sat-review-schema";
export * from "./sat-practice-schema";
export * from "./placement-schema";
export * from "./lexicon-translation-schema";
export * from "./games-schema";
