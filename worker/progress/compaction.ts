/**
 * A learner of three years costs no more per request than one of three days (issue 39): past
 * RAW_HISTORY_DAYS the bulk of their history is compacted.
 * - SRS review events (most events by far) are deleted: progress_days keeps each day's count, which is
 *   what streaks, the calendar, the summary and the roster read; History never listed them and
 *   Analytics looks back ANALYTICS_DAYS. Every other event stays: History lists them.
 * - Review logs lose their copy of the card before the rating, which only undoing the latest rating
 *   reads. Every rating stays with its word, time, rating and states: the FSRS optimiser
 *   (worker/vocabulary/fsrs-optimiser.ts) still fits the whole log.
 * - Notifications older than NOTIFICATION_DAYS are deleted.
 * It runs after an event is recorded, at most DAYS_PER_RUN days from where the last run stopped
 * (user_stats.history_compacted_before), so no run touches more than a week of one learner's rows.
 */
import { and, eq, gte, lt, min, sql } from "drizzle-orm";
import { ANALYTICS_DAYS } from "../contract/progress";
import { commit, iso, type Db } from "../db/client";
import { notifications, progressEvents, reviewLogs, userStats } from "../db/schema";
import { addDays, localDay } from "../lib/days";

/** Raw events and full review logs are kept this long: twice what Analytics reads, for late events. */
export const RAW_HISTORY_DAYS = 2 * ANALYTICS_DAYS;
export const NOTIFICATION_DAYS = 90;
const DAYS_PER_RUN = 7;

const startOf = (day: string) => Date.parse(`${day}T00:00:00Z`);

/** Compacts the next days of the learner's history that are due (nothing when none are). */
export async function compactHistory(db: Db, userId: string, now = Date.now()): Promise<void> {
  const cutoff = addDays(localDay(now, "UTC"), -RAW_HISTORY_DAYS);
  const [stats] = await db.select({ before: userStats.historyCompactedBefore }).from(userStats).where(eq(userStats.userId, userId));
  if (!stats) return;
  let from = stats.before;
  if (from === null) {
    const [first] = await db
      .select({ day: min(progressEvents.localDay) })
      .from(progressEvents)
      .where(eq(progressEvents.userId, userId));
    from = first?.day ?? cutoff;
  }
  if (from >= cutoff) return;
  const to = [addDays(from, DAYS_PER_RUN), cutoff].sort()[0]!;
  const notificationShift = RAW_HISTORY_DAYS - NOTIFICATION_DAYS;
  await commit(db, [
    db
      .delete(progressEvents)
      .where(
        and(
          eq(progressEvents.userId, userId),
          eq(progressEvents.eventType, "srs_review_completed"),
          gte(progressEvents.localDay, from),
          lt(progressEvents.localDay, to),
        ),
      ),
    db
      .update(reviewLogs)
      .set({ cardBefore: sql`'null'` })
      .where(and(eq(reviewLogs.userId, userId), gte(reviewLogs.reviewedAt, startOf(from)), lt(reviewLogs.reviewedAt, startOf(to)))),
    db
      .delete(notifications)
      .where(
        and(
          eq(notifications.userId, userId),
          gte(notifications.createdAt, iso(startOf(addDays(from, notificationShift)))),
          lt(notifications.createdAt, iso(startOf(addDays(to, notificationShift)))),
        ),
      ),
    db.update(userStats).set({ historyCompactedBefore: to }).where(eq(userStats.userId, userId)),
  ]);
}

/** Best effort after recording, like the rest of it: a failed run is logged and the next event tries again. */
export async function compactHistoryQuietly(db: Db, userId: string): Promise<void> {
  try {
    await compactHistory(db, userId);
  } catch (err) {
    console.error("progress: compacting the history failed", err);
  }
}
