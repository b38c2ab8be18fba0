/** GET /api/streaks: every streak as of today in the learner's time zone, plus the day-streak calendar. */
import { and, eq, gte } from "drizzle-orm";
import {
  STREAK_CALENDAR_DAYS,
  STREAK_FREEZE_EVERY_DAYS,
  STREAK_FREEZE_MAX,
  STREAK_TYPES,
  type StreaksResponse,
} from "../contract/progress";
import { progressDays, streakFreezes } from "../db/schema";
import { counter } from "./counters";
import { addDays, dayRange, localDay } from "../lib/days";
import type { Db } from "../db/client";
import { readLearner } from "./learner";
import { streakToday } from "./streaks";

export async function loadStreaks(db: Db, userId: string, now = Date.now()): Promise<StreaksResponse> {
  const learner = await readLearner(db, userId);
  const today = localDay(now, learner.timezone);
  const fromDay = addDays(today, -(STREAK_CALENDAR_DAYS - 1));
  const [activeRows, usedRows] = await db.batch([
    db
      .selectDistinct({ day: progressDays.localDay })
      .from(progressDays)
      .where(and(eq(progressDays.userId, userId), gte(progressDays.localDay, fromDay))),
    db
      .select({ day: streakFreezes.day })
      .from(streakFreezes)
      .where(
        and(
          eq(streakFreezes.userId, userId),
          eq(streakFreezes.streakType, "daily"),
          eq(streakFreezes.kind, "used"),
          gte(streakFreezes.day, fromDay),
        ),
      ),
  ]);
  const streaks = STREAK_TYPES.map((type) => streakToday(type, learner.streaks[type], today));
  const daily = streaks[0]!;
  const active = new Set(activeRows.map((r) => r.day));
  const frozen = new Set(usedRows.map((r) => r.day));
  // Missed days a freeze is covering right now (consumed for good once the next activity arrives).
  for (let i = 1; i <= daily.frozen_days; i++) frozen.add(addDays(daily.last_active_day!, i));
  return {
    timezone: learner.timezone,
    today,
    streaks,
    tracked_words: counter(learner.counters, "words_tracked"),
    tracked_lessons: counter(learner.counters, "lesson_count"),
    freeze_every_days: STREAK_FREEZE_EVERY_DAYS,
    freeze_max: STREAK_FREEZE_MAX,
    calendar: dayRange(today, STREAK_CALENDAR_DAYS).map((day) => ({
      day,
      active: active.has(day),
      frozen: !active.has(day) && frozen.has(day),
    })),
  };
}
