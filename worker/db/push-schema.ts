/**
 * Push: the devices of the native app registered for push, and the development outbox that
 * stands in for the push provider where none is configured. Times are ISO 8601 UTC strings.
 */
import { sql } from "drizzle-orm";
import { index, integer, sqliteTable, text } from "drizzle-orm/sqlite-core";
import { sessions, users } from "./auth-schema";

const isoNow = sql`(strftime('%Y-%m-%dT%H:%M:%fZ', 'now'))`;

/**
 * One app install: its provider token is unique, and belongs to whoever registered it. It moves to
 * another account only once the session that registered it has ended: that device signed
 * out, so the account signing in on it next may take it.
 */
export const pushDevices = sqliteTable(
  "push_devices",
  {
    token: text("token").primaryKey(),
    userId: text("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    /** The session that registered it; null once that session ended (or for a device registered before sessions were recorded). */
    sessionId: text("session_id").references(() => sessions.id, { onDelete: "set null" }),
    platform: text("platform", { enum: ["android", "ios"] }).notNull(),
    createdAt: text("created_at").notNull().default(isoNow),
    lastSeenAt: text("last_seen_at").notNull().default(isoNow),
  },
  (t) => [index("push_devices_user").on(t.userId)],
);

/** What would have been pushed, in development: the dev outbox route lists it (like the dev mailbox). */
export const pushOutbox = sqliteTable(
  "push_outbox",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    userId: text("user_id").notNull(),
    token: text("token").notNull(),
    title: text("title").notNull(),
    body: text("body").notNull(),
    data: text("data", { mode: "json" }).$type<Record<string, string>>().notNull(),
    createdAt: text("created_at").notNull().default(isoNow),
  },
  (t) => [index("push_outbox_user").on(t.userId, t.id)],
);
