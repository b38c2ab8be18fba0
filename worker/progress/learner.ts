/**
 * Everything the progress views need about one learner, read in one D1 round trip: time zone,
 * counters, goals, streak rows and unlocked achievements. A learner with no rows yet reads as empty
 * (spec §5: a not-found result when reading a user's stats is treated as empty).
 */
import { and, eq, gte, sql } from "drizzle-orm";
import { DEFAULT_DAILY_GOAL, STREAK_TYPES, type LearnerGoals, type StreakType } from "../contract/progress";
import { learnerGoals, profiles, progressDays, streaks, userAchievements, userStats } from "../db/schema";
import { addDays, localDay } from "../lib/days";
import type { Db } from "../db/client";
import type { Counters } from "./counters";
import { EMPTY_STREAK, type StreakState } from "./streaks";

export type Learner = {
  userId: string;
  timezone: string;
  counters: Counters;
  currentStreak: number;
  lastEventSeq: number;
  statsUpdatedAt: string | null;
  goals: LearnerGoals;
  streaks: Record<StreakType, StreakState>;
  unlocked: Map<string, string>;
  totalPoints: number;
};

export function readLearnerStatements(db: Db, userId: string) {
  return [
    db.select({ timezone: profiles.timezone }).from(profiles).where(eq(profiles.id, userId)),
    db.select().from(userStats).where(eq(userStats.userId, userId)),
    db.select().from(learnerGoals).where(eq(learnerGoals.userId, userId)),
    db.select().from(streaks).where(eq(streaks.userId, userId)),
    db.select().from(userAchievements).where(eq(userAchievements.userId, userId)),
  ] as const;
}

type LearnerRows = readonly [
  { timezone: string }[],
  (typeof userStats.$inferSelect)[],
  (typeof learnerGoals.$inferSelect)[],
  (typeof streaks.$inferSelect)[],
  (typeof userAchievements.$inferSelect)[],
];

export function toLearner(userId: string, [profileRows, statsRows, goalRows, streakRows, achievementRows]: LearnerRows): Learner {
  const stats = statsRows[0];
  const goals = goalRows[0];
  const streakStates = Object.fromEntries(STREAK_TYPES.map((t) => [t, EMPTY_STREAK])) as Record<StreakType, StreakState>;
  for (const row of streakRows) {
    streakStates[row.streakType] = {
      current: row.currentStreak,
      longest: row.longestStreak,
      freezes: row.freezesAvailable,
      lastDay: row.lastActiveDay,
    };
  }
  return {
    userId,
    timezone: profileRows[0]?.timezone ?? "UTC",
    counters: stats?.counters ?? {},
    currentStreak: stats?.currentStreak ?? 0,
    lastEventSeq: stats?.lastEventSeq ?? 0,
    statsUpdatedAt: stats?.updatedAt ?? null,
    goals: {
      target_band: goals?.targetBand ?? null,
      target_sat_score: goals?.targetSatScore ?? null,
      exam_date: goals?.examDate ?? null,
      daily_goal: goals?.dailyGoal ?? DEFAULT_DAILY_GOAL,
      updated_at: goals?.updatedAt ?? null,
    },
    streaks: streakStates,
    unlocked: new Map(achievementRows.map((r) => [r.achievementId, r.unlockedAt])),
    totalPoints: achievementRows.reduce((sum, r) => sum + r.points, 0),
  };
}

export async function readLearner(db: Db, userId: string): Promise<Learner> {
  const rows = await db.batch(readLearnerStatements(db, userId));
  return toLearner(userId, rows);
}

/**
 * Event counts per type and local day for the days around today (from the daily rows): whatever the
 * time zone, the learner's "today" is within a day of UTC's.
 */
export function recentDayCountsStatement(db: Db, userId: string, now: number) {
  return db
    .select({ day: progressDays.localDay, eventType: progressDays.eventType, count: sql<number>`sum(${progressDays.count})` })
    .from(progressDays)
    .where(and(eq(progressDays.userId, userId), gte(progressDays.localDay, addDays(localDay(now, "UTC"), -1))))
    .groupBy(progressDays.localDay, progressDays.eventType);
}
export type DayCount = { day: string; eventType: string; count: number };
