/**
 * Storing one progress event, whoever records it (worker/progress/record.ts: the public
 * POST /api/unified-progress and domain code). The event, user_stats, streaks, freezes, achievements
 * and notifications are written in ONE D1 batch; the caller tells the hub afterwards with the returned
 * hub events (docs/architecture.md §1). A retried event (same client_event_id) is stored once and answered as a
 * duplicate.
 *
 * Concurrency: the event's per-user `seq` is unique, so when two posts of one user race, the batch
 * of the one that read older stats fails as a whole and is planned again on fresh state.
 */
import { and, eq, inArray, sql, type SQL } from "drizzle-orm";
import {
  NOTIFICATION_TITLES,
  REWARD_NAMES,
  STREAK_LABELS,
  progressMessage,
  streakMessage,
  type AchievementUnlockedData,
  type NotificationType,
  type ProgressEvent,
  type ProgressUpdateData,
  type RewardAvailableData,
  type StreakType,
  type StreakUpdatedData,
  type TrackEventResponse,
} from "../contract/progress";
import type { HubEvent } from "../contract/realtime";
import { notifications, progressDays, progressEvents, streakFreezes, streaks, userAchievements, userStats } from "../db/schema";
import { ApiError } from "../lib/errors";
import { PUSHED_PROGRESS_TYPES, type PushNotice } from "../push/send";
import { newlyUnlocked } from "./achievements";
import { countEvent, dayNumber } from "./counters";
import { localDay } from "../lib/days";
import { chunks, isUniqueViolation, type BatchStatement, type Db } from "../db/client";
import { readLearnerStatements, recentDayCountsStatement, toLearner, type DayCount, type Learner } from "./learner";
import { skillOf } from "./skills";
import { advanceStreak, foldStreak, STREAK_EVENT_TYPES, streakTypesOf, type FreezeEntry, type StreakState } from "./streaks";
import type { ProgressEventInput } from "./event-input";
import { buildSummary } from "./summary";

/**
 * What storing one event produced: the public answer, what the caller tells the hub, and the stored
 * notifications to push to the learner's devices (worker/push/send.ts).
 */
export type StoredEvent = { status: 200 | 201; body: TrackEventResponse; hubEvents: HubEvent[]; pushes: PushNotice[] };

/** Posts of one user that race retry on fresh state; each round one of them commits. */
const MAX_ATTEMPTS = 10;
const backOff = (attempt: number) => new Promise((resolve) => setTimeout(resolve, Math.random() * 5 * attempt));
const iso = (ms: number) => new Date(ms).toISOString();

type EventRow = typeof progressEvents.$inferSelect;
type NotificationRow = typeof notifications.$inferInsert;

function toProgressEvent(row: EventRow): ProgressEvent {
  return {
    id: row.id,
    client_event_id: row.clientEventId,
    event_type: row.eventType,
    skill: row.skill,
    score: row.score,
    event_data: row.data,
    timestamp: row.occurredAt,
    local_day: row.localDay,
  };
}

/** Writes the event and everything it changes in D1; the hub events are the caller's to publish. */
export async function storeProgressEvent(db: Db, userId: string, input: ProgressEventInput, now = Date.now()): Promise<StoredEvent> {
  for (let attempt = 1; ; attempt++) {
    const [existing, profile, stats, goals, streakRows, achievementRows, dayCounts] = await db.batch([
      db
        .select()
        .from(progressEvents)
        .where(and(eq(progressEvents.userId, userId), eq(progressEvents.clientEventId, input.client_event_id))),
      ...readLearnerStatements(db, userId),
      recentDayCountsStatement(db, userId, now),
    ]);
    const learner = toLearner(userId, [profile, stats, goals, streakRows, achievementRows]);
    if (existing[0]) {
      return {
        status: 200,
        body: {
          duplicate: true,
          event: toProgressEvent(existing[0]),
          summary: buildSummary(learner, dayCounts, now),
          achievements_unlocked: [],
          streaks_updated: [],
          rewards: [],
        },
        hubEvents: [],
        pushes: [],
      };
    }
    const plan = await planEvent(db, learner, dayCounts, input, now);
    try {
      const [first, ...rest] = plan.statements;
      await db.batch([first!, ...rest]);
    } catch (err) {
      if (!isUniqueViolation(err)) throw err;
      if (attempt >= MAX_ATTEMPTS) throw new ApiError(409, "progress_busy");
      await backOff(attempt);
      continue;
    }
    return { status: 201, body: plan.response, hubEvents: plan.hubEvents, pushes: plan.pushes };
  }
}

type StreakChange = { type: StreakType; before: StreakState; after: StreakState; added: FreezeEntry[]; removed: FreezeEntry[] };

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

async function streakChanges(db: Db, learner: Learner, eventType: string, day: string): Promise<StreakChange[]> {
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

type Plan = { statements: BatchStatement[]; hubEvents: HubEvent[]; pushes: PushNotice[]; response: TrackEventResponse };

async function planEvent(db: Db, learner: Learner, dayCounts: DayCount[], input: ProgressEventInput, now: number): Promise<Plan> {
  const { userId } = learner;
  const nowIso = iso(now);
  // A client clock slightly ahead is taken as "now"; far-future stamps were refused by the schema.
  const occurredMs = Math.min(input.timestamp ?? now, now);
  const day = localDay(occurredMs, learner.timezone);
  const data = input.event_data;
  const eventType = input.event_type;
  const skill = skillOf(eventType, data);
  const score = data.score ?? null;
  const eventRow: EventRow = {
    id: crypto.randomUUID(),
    userId,
    seq: learner.lastEventSeq + 1,
    clientEventId: input.client_event_id,
    eventType,
    skill,
    score,
    band: data.band ?? null,
    words: data.words ?? (eventType === "srs_review_completed" ? 1 : 0),
    durationSeconds: data.duration_seconds ?? null,
    data,
    occurredAt: iso(occurredMs),
    localDay: day,
    createdAt: nowIso,
  };
  const counters = countEvent(learner.counters, { eventType, skill, score, band: eventRow.band, words: eventRow.words, occurredMs });

  const changes = await streakChanges(db, learner, eventType, day);
  const streaksAfter = { ...learner.streaks };
  for (const change of changes) streaksAfter[change.type] = change.after;

  const unlocked = newlyUnlocked(
    { counters, dailyStreak: streaksAfter.daily.current, targetBand: learner.goals.target_band },
    new Set(learner.unlocked.keys()),
  );
  const totalPoints = learner.totalPoints + unlocked.reduce((sum, a) => sum + a.points, 0);
  counters.points = totalPoints;

  const notificationRows: NotificationRow[] = [];
  const notify = (type: NotificationType, message: string, payload: Record<string, unknown>): string => {
    const id = crypto.randomUUID();
    notificationRows.push({ id, userId, type, title: NOTIFICATION_TITLES[type], message, data: payload, createdAt: nowIso, readAt: null });
    return id;
  };

  // One "SRS review completed!" per local day is enough for the notifications page; every review still reaches the hub.
  const message = progressMessage(eventType, score);
  const quietReview = eventType === "srs_review_completed" && counters.srs_notified_day === dayNumber(day);
  if (eventType === "srs_review_completed") counters.srs_notified_day = dayNumber(day);
  const progressNotificationId = quietReview ? null : notify("progress", message, { event_id: eventRow.id, event_type: eventType, score });

  const achievementsUnlocked: AchievementUnlockedData[] = unlocked.map((a) => {
    const payload = {
      achievement_id: a.id,
      title: a.title,
      points: a.points,
      description: a.description,
      unlocked_at: nowIso,
      total_points: totalPoints,
    };
    return { ...payload, notification_id: notify("achievement", `${a.title} (+${a.points} points)`, payload) };
  });

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

  const dayRow = {
    userId,
    localDay: day,
    eventType,
    skill,
    count: 1,
    scoreSum: score ?? 0,
    scored: score === null ? 0 : 1,
    durationSeconds: eventRow.durationSeconds ?? 0,
    words: eventRow.words,
  };
  const statements: BatchStatement[] = [
    db.insert(progressEvents).values(eventRow),
    db
      .insert(progressDays)
      .values(dayRow)
      .onConflictDoUpdate({
        target: [progressDays.userId, progressDays.localDay, progressDays.eventType, progressDays.skill],
        set: {
          count: sql`${progressDays.count} + 1`,
          scoreSum: sql`${progressDays.scoreSum} + excluded.score_sum`,
          scored: sql`${progressDays.scored} + excluded.scored`,
          durationSeconds: sql`${progressDays.durationSeconds} + excluded.duration_seconds`,
          words: sql`${progressDays.words} + excluded.words`,
        },
      }),
    db
      .insert(userStats)
      .values({ userId, currentStreak: streaksAfter.daily.current, counters, lastEventSeq: eventRow.seq, updatedAt: nowIso })
      .onConflictDoUpdate({
        target: userStats.userId,
        set: { currentStreak: streaksAfter.daily.current, counters, lastEventSeq: eventRow.seq, updatedAt: nowIso },
      }),
  ];
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
  if (unlocked.length > 0) {
    statements.push(
      db.insert(userAchievements).values(unlocked.map((a) => ({ userId, achievementId: a.id, points: a.points, unlockedAt: nowIso }))),
    );
  }
  for (const part of chunks(notificationRows, 10)) statements.push(db.insert(notifications).values(part));

  const learnerAfter: Learner = {
    ...learner,
    counters,
    currentStreak: streaksAfter.daily.current,
    lastEventSeq: eventRow.seq,
    statsUpdatedAt: nowIso,
    streaks: streaksAfter,
    totalPoints,
  };
  const summary = buildSummary(learnerAfter, [...dayCounts, { day, eventType, count: 1 }], now);
  const event = toProgressEvent(eventRow);
  const progressUpdate: ProgressUpdateData = { event, summary, message, notification_id: progressNotificationId };
  const hubEvents: HubEvent[] = [
    { type: "progress_update", data: progressUpdate },
    ...achievementsUnlocked.map((data): HubEvent => ({ type: "achievement_unlocked", data })),
    ...streaksUpdated.map((data): HubEvent => ({ type: "streak_updated", data })),
    ...rewards.map((data): HubEvent => ({ type: "reward_available", data })),
  ];
  return {
    statements,
    hubEvents,
    pushes: notificationRows.filter((row) => PUSHED_PROGRESS_TYPES.has(row.type)),
    response: { duplicate: false, event, summary, achievements_unlocked: achievementsUnlocked, streaks_updated: streaksUpdated, rewards },
  };
}
