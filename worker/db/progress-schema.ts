/**
 * Progress and motivation tables. Times are ISO 8601 UTC strings, local days are
 * `YYYY-MM-DD` in the learner's time zone at the moment of the activity. Every row belongs to a user
 * and goes with the account.
 */
import { sql } from "drizzle-orm";
import { index, integer, primaryKey, real, sqliteTable, text, uniqueIndex } from "drizzle-orm/sqlite-core";
import type { AchievementId, EventData, NotificationType, Skill, StreakType } from "../contract/progress";
import { users } from "./auth-schema";

const isoNow = sql`(strftime('%Y-%m-%dT%H:%M:%fZ', 'now'))`;
const userId = () =>
  text("user_id")
    .notNull()
    .references(() => users.id, { onDelete: "cascade" });

/**
 * One row per learning activity. `seq` numbers a user's events; it is unique per user, so two
 * writers that read the same stats cannot both commit (the loser retries on fresh state).
 */
export const progressEvents = sqliteTable(
  "progress_events",
  {
    id: text("id").primaryKey(),
    userId: userId(),
    seq: integer("seq").notNull(),
    clientEventId: text("client_event_id").notNull(),
    eventType: text("event_type").notNull(),
    skill: text("skill").$type<Skill>().notNull(),
    score: real("score"),
    band: real("band"),
    words: integer("words").notNull().default(0),
    durationSeconds: integer("duration_seconds"),
    data: text("data", { mode: "json" }).$type<EventData>().notNull(),
    occurredAt: text("occurred_at").notNull(),
    localDay: text("local_day").notNull(),
    createdAt: text("created_at").notNull().default(isoNow),
  },
  (t) => [
    uniqueIndex("progress_events_client_id").on(t.userId, t.clientEventId),
    uniqueIndex("progress_events_user_seq").on(t.userId, t.seq),
    index("progress_events_user_day").on(t.userId, t.localDay),
    index("progress_events_user_time").on(t.userId, t.occurredAt),
    // Analytics' proficiency: the latest scores of each skill, read ten at a time.
    index("progress_events_user_skill_scored")
      .on(t.userId, t.skill, t.occurredAt)
      .where(sql`${sql.identifier("score")} IS NOT NULL`),
    // History lists every event but SRS reviews and quizzes (those from quiz_results): newest first, reading nothing else.
    index("progress_events_user_listed")
      .on(t.userId, t.occurredAt, t.id)
      .where(sql`${sql.identifier("event_type")} NOT IN ('srs_review_completed', 'quiz_completed')`),
  ],
);

/**
 * Each learner's activity per local day, event type and skill, written with every event. It
 * outlives the events: SRS reviews older than RAW_HISTORY_DAYS are compacted away
 * (worker/progress/compaction.ts), so whatever counts days reads these rows, a few per day.
 */
export const progressDays = sqliteTable(
  "progress_days",
  {
    userId: userId(),
    localDay: text("local_day").notNull(),
    eventType: text("event_type").notNull(),
    skill: text("skill").$type<Skill>().notNull(),
    count: integer("count").notNull().default(0),
    scoreSum: real("score_sum").notNull().default(0),
    scored: integer("scored").notNull().default(0),
    durationSeconds: integer("duration_seconds").notNull().default(0),
    words: integer("words").notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.userId, t.localDay, t.eventType, t.skill] })],
);

/** Spec §3 user_stats: current_streak, updated_at and named counters (quiz_count, points, …). */
export const userStats = sqliteTable("user_stats", {
  userId: text("user_id")
    .primaryKey()
    .references(() => users.id, { onDelete: "cascade" }),
  currentStreak: integer("current_streak").notNull().default(0),
  counters: text("counters", { mode: "json" }).$type<Record<string, number>>().notNull().default({}),
  lastEventSeq: integer("last_event_seq").notNull().default(0),
  updatedAt: text("updated_at").notNull().default(isoNow),
  /** Local days before this one are compacted (worker/progress/compaction.ts); null: not yet. */
  historyCompactedBefore: text("history_compacted_before"),
});

/** The state of each streak as of its last active day; "as of today" is derived on read. */
export const streaks = sqliteTable(
  "streaks",
  {
    userId: userId(),
    streakType: text("streak_type").$type<StreakType>().notNull(),
    currentStreak: integer("current_streak").notNull().default(0),
    longestStreak: integer("longest_streak").notNull().default(0),
    freezesAvailable: integer("freezes_available").notNull().default(0),
    lastActiveDay: text("last_active_day"),
    updatedAt: text("updated_at").notNull().default(isoNow),
  },
  (t) => [primaryKey({ columns: [t.userId, t.streakType] })],
);

/** Freezes earned (every 7 streak days) and used (a missed day that did not reset the streak). */
export const streakFreezes = sqliteTable(
  "streak_freezes",
  {
    userId: userId(),
    streakType: text("streak_type").$type<StreakType>().notNull(),
    day: text("day").notNull(),
    kind: text("kind", { enum: ["earned", "used"] }).notNull(),
    createdAt: text("created_at").notNull().default(isoNow),
  },
  (t) => [primaryKey({ columns: [t.userId, t.streakType, t.day, t.kind] })],
);

/** Unlocked achievements; the catalogue itself is `ACHIEVEMENTS` in worker/contract/progress.ts. */
export const userAchievements = sqliteTable(
  "user_achievements",
  {
    userId: userId(),
    achievementId: text("achievement_id").$type<AchievementId>().notNull(),
    points: integer("points").notNull(),
    unlockedAt: text("unlocked_at").notNull(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.achievementId] })],
);

export const notifications = sqliteTable(
  "notifications",
  {
    id: text("id").primaryKey(),
    userId: userId(),
    type: text("type").$type<NotificationType>().notNull(),
    title: text("title").notNull(),
    message: text("message").notNull(),
    data: text("data", { mode: "json" }).$type<Record<string, unknown>>().notNull(),
    createdAt: text("created_at").notNull(),
    readAt: text("read_at"),
  },
  (t) => [
    index("notifications_user_time").on(t.userId, t.createdAt, t.id),
    // The bell's unread count reads the unread ones only.
    index("notifications_user_unread")
      .on(t.userId)
      .where(sql`${sql.identifier("read_at")} IS NULL`),
  ],
);

/** The learner's quote of a local day once they asked for another one (`skips` counts the requests). */
export const dailyQuotes = sqliteTable(
  "daily_quotes",
  {
    userId: userId(),
    day: text("day").notNull(),
    quoteId: text("quote_id").notNull(),
    skips: integer("skips").notNull().default(0),
    updatedAt: text("updated_at").notNull().default(isoNow),
  },
  (t) => [primaryKey({ columns: [t.userId, t.day] })],
);

export const quoteLikes = sqliteTable(
  "quote_likes",
  {
    userId: userId(),
    quoteId: text("quote_id").notNull(),
    createdAt: text("created_at").notNull().default(isoNow),
  },
  (t) => [primaryKey({ columns: [t.userId, t.quoteId] })],
);

/** Target-score tracker and Home's daily goal: target IELTS band, exam date, activities per day. */
export const learnerGoals = sqliteTable("learner_goals", {
  userId: text("user_id")
    .primaryKey()
    .references(() => users.id, { onDelete: "cascade" }),
  targetBand: real("target_band"),
  /** Target digital-SAT total, 400–1600 in steps of 10. */
  targetSatScore: integer("target_sat_score"),
  examDate: text("exam_date"),
  dailyGoal: integer("daily_goal"),
  updatedAt: text("updated_at").notNull().default(isoNow),
});
