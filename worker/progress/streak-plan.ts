/**
 * What one progress event does to the learner's streaks (track-event.ts plans it with the event): the
 * changed streaks, their notifications and freeze rewards, and the statements that store them.
 */
import { and, eq, inArray, type SQL } from "drizzle-orm";
import {
  REWARD_NAMES,
  STREAK_LABELS,
  streakMessage,
  type RewardAvailableData,
  type StreakType,
  type StreakUpdatedData,
} from "../contract/progress";
import { chunks, type BatchStatement, type Db } from "../db/client";
import { progressDays, streakFreezes, streaks } from "../db/schema";
import type { Learner } from "./learner";
import type { Notify } from "./notices";
import { advanceStreak, foldStreak, STREAK_EVENT_TYPES, streakTypesOf, type FreezeEntry, type StreakState } from "./streaks";

export type StreakChange = { type: StreakType; before: StreakState; after: StreakState; added: FreezeEntry[]; removed: FreezeEntry[] };

/** A day earlier than the streak's last one arrived late (offline outbox): rebuild the streak from every active day. */
async function rebuildStreaks(db: Db, userId: string, types: StreakType[], day: string, learner: Learner): Promise<StreakChange[]> {
  if (types.length === 0) return [];
  const reads = types.flatMap((type) => {
    const eventTypes = STREAK_EVENT_TYPES[type];
    const where: SQL[] = [eq(progressDays.userId, userId)];
    if (eventTypes) where.push(inArray(progressDays.eventType, [...eventTypes]));
    return [
      db
        .selectDistinct({ day: progressDays.localDay })
        .from(progressDays)
        .where(and(...where)),
      db
        .select({ day: streakFreezes.day, kind: streakFreezes.kind })
        .from(streakFreezes)
        .where(and(eq(streakFreezes.userId, userId), eq(streakFreezes.streakType, type))),
    ];
  });
  const [first, ...rest] = reads;
  const results = (await db.batch([first!, ...rest])) as unknown as ({ day: string } | FreezeEntry)[][];
  const changes: StreakChange[] = [];
  types.forEach((type, i) => {
    const days = new Set((results[2 * i] as { day: string }[]).map((r) => r.day));
    if (days.has(day)) return;
    days.add(day);
    const stored = results[2 * i + 1] as FreezeEntry[];
    const { state, log } = foldStreak(days);
    const key = (e: FreezeEntry) => `${e.day}|${e.kind}`;
    const storedKeys = new Set(stored.map(key));
    const computedKeys = new Set(log.map(key));
    changes.push({
      type,
      before: learner.streaks[type],
      after: state,
      added: log.filter((e) => !storedKeys.has(key(e))),
      removed: stored.filter((e) => !computedKeys.has(key(e))),
    });
  });
  return changes;
}

/** The streaks the event's day moves on, or rebuilds when the day came late. */
export async function streakChanges(db: Db, learner: Learner, eventType: string, day: string): Promise<StreakChange[]> {
  const changes: StreakChange[] = [];
  const late: StreakType[] = [];
  for (const type of streakTypesOf(eventType)) {
    const before = learner.streaks[type];
    if (before.lastDay === null || day > before.lastDay) {
      const { state, log } = advanceStreak(before, day);
      changes.push({ type, before, after: state, added: log, removed: [] });
    } else if (day < before.lastDay) {
      late.push(type);
    }
  }
  return [...changes, ...(await rebuildStreaks(db, learner.userId, late, day, learner))];
}

/** A notification per streak that moved (or that a freeze covered) and per freeze earned, in the hub's shapes. */
export function streakNotices(
  changes: readonly StreakChange[],
  notify: Notify,
): { streaksUpdated: StreakUpdatedData[]; rewards: RewardAvailableData[] } {
  const streaksUpdated: StreakUpdatedData[] = [];
  const rewards: RewardAvailableData[] = [];
  for (const change of changes) {
    const usedDays = change.added.filter((e) => e.kind === "used").map((e) => e.day);
    if (change.after.current !== change.before.current || usedDays.length > 0) {
      const text =
        streakMessage(change.type, change.after.current) +
        (usedDays.length > 0 ? ` (a streak freeze covered ${usedDays.length} missed ${usedDays.length === 1 ? "day" : "days"})` : "");
      const payload = {
        streak_type: change.type,
        current_streak: change.after.current,
        longest_streak: change.after.longest,
        freezes_available: change.after.freezes,
        freeze_used_days: usedDays,
        message: text,
      };
      streaksUpdated.push({ ...payload, notification_id: notify("streak", text, payload) });
    }
    for (const earned of change.added.filter((e) => e.kind === "earned")) {
      const payload = { name: REWARD_NAMES.streak_freeze, type: "streak_freeze" as const, streak_type: change.type, earned_on: earned.day };
      const text = `${REWARD_NAMES.streak_freeze}: earned on a ${change.after.current}-day ${STREAK_LABELS[change.type].toLowerCase()}`;
      rewards.push({ ...payload, notification_id: notify("reward", text, payload) });
    }
  }
  return { streaksUpdated, rewards };
}

/** The changed streaks and their freeze log, as written in the event's batch. */
export function streakStatements(db: Db, userId: string, changes: readonly StreakChange[], nowIso: string): BatchStatement[] {
  const statements: BatchStatement[] = [];
  for (const { type, after, added, removed } of changes) {
    const row = {
      currentStreak: after.current,
      longestStreak: after.longest,
      freezesAvailable: after.freezes,
      lastActiveDay: after.lastDay,
      updatedAt: nowIso,
    };
    statements.push(
      db
        .insert(streaks)
        .values({ userId, streakType: type, ...row })
        .onConflictDoUpdate({ target: [streaks.userId, streaks.streakType], set: row }),
    );
    for (const entry of removed) {
      statements.push(
        db
          .delete(streakFreezes)
          .where(
            and(
              eq(streakFreezes.userId, userId),
              eq(streakFreezes.streakType, type),
              eq(streakFreezes.day, entry.day),
              eq(streakFreezes.kind, entry.kind),
            ),
          ),
      );
    }
    for (const part of chunks(added, 20)) {
      statements.push(
        db
          .insert(streakFreezes)
          .values(part.map((e) => ({ userId, streakType: type, day: e.day, kind: e.kind, createdAt: nowIso })))
          .onConflictDoNothing(),
      );
    }
  }
  return statements;
}
