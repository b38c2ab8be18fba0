/** The progress summary (spec §3) behind GET /api/unified-progress?type=summary and every progress_update. */
import type { ProgressSummary } from "../contract/progress";
import { counter } from "./counters";
import { localDay } from "../lib/days";
import type { Db } from "../db/client";
import { readLearnerStatements, recentDayCountsStatement, toLearner, type DayCount, type Learner } from "./learner";
import { streakToday } from "./streaks";

const lastScore = (learner: Learner, name: string) => learner.counters[name] ?? null;

export function buildSummary(learner: Learner, dayCounts: DayCount[], now: number): ProgressSummary {
  const today = localDay(now, learner.timezone);
  const todays = dayCounts.filter((row) => row.day === today);
  const countToday = (eventType?: string) =>
    todays.filter((row) => eventType === undefined || row.eventType === eventType).reduce((sum, row) => sum + row.count, 0);
  return {
    user_id: learner.userId,
    quiz_count: counter(learner.counters, "quiz_count"),
    last_quiz_score: lastScore(learner, "last_quiz_score"),
    lesson_count: counter(learner.counters, "lesson_count"),
    last_lesson_score: lastScore(learner, "last_lesson_score"),
    srs_reviews_today: countToday("srs_review_completed"),
    activities_today: countToday(),
    daily_goal: learner.goals.daily_goal,
    current_streak: streakToday("daily", learner.streaks.daily, today).current_streak,
    total_points: learner.totalPoints,
    today,
    updated_at: learner.statsUpdatedAt,
  };
}

export async function loadSummary(db: Db, userId: string, now = Date.now()): Promise<ProgressSummary> {
  const [profile, stats, goals, streakRows, achievementRows, dayCounts] = await db.batch([
    ...readLearnerStatements(db, userId),
    recentDayCountsStatement(db, userId, now),
  ]);
  return buildSummary(toLearner(userId, [profile, stats, goals, streakRows, achievementRows]), dayCounts, now);
}
