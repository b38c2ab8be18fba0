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
import { and, eq, sql } from "drizzle-orm";
import {
  progressMessage,
  type AchievementUnlockedData,
  type ProgressEvent,
  type ProgressUpdateData,
  type TrackEventResponse,
} from "../contract/progress";
import type { HubEvent } from "../contract/realtime";
import { notifications, progressDays, progressEvents, userAchievements, userStats } from "../db/schema";
import { ApiError } from "../lib/errors";
import { PUSHED_PROGRESS_TYPES, type PushNotice } from "../push/send";
import { newlyUnlocked } from "./achievements";
import { countEvent, dayNumber, type Counters } from "./counters";
import { localDay } from "../lib/days";
import { chunks, isUniqueViolation, type BatchStatement, type Db } from "../db/client";
import { readLearnerStatements, recentDayCountsStatement, toLearner, type DayCount, type Learner } from "./learner";
import { skillOf } from "./skills";
import { notifier, type Notify } from "./notices";
import { streakChanges, streakNotices, streakStatements } from "./streak-plan";
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

type Plan = { statements: BatchStatement[]; hubEvents: HubEvent[]; pushes: PushNotice[]; response: TrackEventResponse };

/** The event's row; a client clock slightly ahead is taken as "now" (far-future stamps were refused by the schema). */
function eventRowOf(learner: Learner, input: ProgressEventInput, now: number): { row: EventRow; occurredMs: number } {
  const occurredMs = Math.min(input.timestamp ?? now, now);
  const data = input.event_data;
  const eventType = input.event_type;
  const row: EventRow = {
    id: crypto.randomUUID(),
    userId: learner.userId,
    seq: learner.lastEventSeq + 1,
    clientEventId: input.client_event_id,
    eventType,
    skill: skillOf(eventType, data),
    score: data.score ?? null,
    band: data.band ?? null,
    words: data.words ?? (eventType === "srs_review_completed" ? 1 : 0),
    durationSeconds: data.duration_seconds ?? null,
    data,
    occurredAt: iso(occurredMs),
    localDay: localDay(occurredMs, learner.timezone),
    createdAt: iso(now),
  };
  return { row, occurredMs };
}

/**
 * The event's own notification. One "SRS review completed!" per local day is enough for the notifications
 * page (the day is kept in the counters); every review still reaches the hub.
 */
function progressNotice(row: EventRow, counters: Counters, notify: Notify): { message: string; notificationId: string | null } {
  const message = progressMessage(row.eventType, row.score);
  const review = row.eventType === "srs_review_completed";
  const quietReview = review && counters.srs_notified_day === dayNumber(row.localDay);
  if (review) counters.srs_notified_day = dayNumber(row.localDay);
  const payload = { event_id: row.id, event_type: row.eventType, score: row.score };
  return { message, notificationId: quietReview ? null : notify("progress", message, payload) };
}

function achievementNotices(
  unlocked: ReturnType<typeof newlyUnlocked>,
  totalPoints: number,
  nowIso: string,
  notify: Notify,
): AchievementUnlockedData[] {
  return unlocked.map((a) => {
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
}

/** The event, its day's totals and the learner's stats, as written in the event's batch. */
function eventStatements(db: Db, row: EventRow, counters: Counters, dailyStreak: number, nowIso: string): BatchStatement[] {
  const { userId } = row;
  const dayRow = {
    userId,
    localDay: row.localDay,
    eventType: row.eventType,
    skill: row.skill,
    count: 1,
    scoreSum: row.score ?? 0,
    scored: row.score === null ? 0 : 1,
    durationSeconds: row.durationSeconds ?? 0,
    words: row.words,
  };
  return [
    db.insert(progressEvents).values(row),
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
      .values({ userId, currentStreak: dailyStreak, counters, lastEventSeq: row.seq, updatedAt: nowIso })
      .onConflictDoUpdate({
        target: userStats.userId,
        set: { currentStreak: dailyStreak, counters, lastEventSeq: row.seq, updatedAt: nowIso },
      }),
  ];
}

/** Everything one event changes (counters, streaks, achievements, notifications), as one batch and its hub events. */
async function planEvent(db: Db, learner: Learner, dayCounts: DayCount[], input: ProgressEventInput, now: number): Promise<Plan> {
  const { userId } = learner;
  const nowIso = iso(now);
  const { row, occurredMs } = eventRowOf(learner, input, now);
  const { eventType, skill, score, band, words, localDay: day } = row;
  const counters = countEvent(learner.counters, { eventType, skill, score, band, words, occurredMs });

  const changes = await streakChanges(db, learner, eventType, day);
  const streaksAfter = { ...learner.streaks };
  for (const change of changes) streaksAfter[change.type] = change.after;

  const unlocked = newlyUnlocked(
    { counters, dailyStreak: streaksAfter.daily.current, targetBand: learner.goals.target_band },
    new Set(learner.unlocked.keys()),
  );
  const totalPoints = learner.totalPoints + unlocked.reduce((sum, a) => sum + a.points, 0);
  counters.points = totalPoints;

  const { notify, rows: notificationRows } = notifier(userId, nowIso);
  const progress = progressNotice(row, counters, notify);
  const achievementsUnlocked = achievementNotices(unlocked, totalPoints, nowIso, notify);
  const { streaksUpdated, rewards } = streakNotices(changes, notify);

  const statements = [
    ...eventStatements(db, row, counters, streaksAfter.daily.current, nowIso),
    ...streakStatements(db, userId, changes, nowIso),
  ];
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
    lastEventSeq: row.seq,
    statsUpdatedAt: nowIso,
    streaks: streaksAfter,
    totalPoints,
  };
  const summary = buildSummary(learnerAfter, [...dayCounts, { day, eventType, count: 1 }], now);
  const event = toProgressEvent(row);
  const progressUpdate: ProgressUpdateData = { event, summary, message: progress.message, notification_id: progress.notificationId };
  const hubEvents: HubEvent[] = [
    { type: "progress_update", data: progressUpdate },
    ...achievementsUnlocked.map((data): HubEvent => ({ type: "achievement_unlocked", data })),
    ...streaksUpdated.map((data): HubEvent => ({ type: "streak_updated", data })),
    ...rewards.map((data): HubEvent => ({ type: "reward_available", data })),
  ];
  return {
    statements,
    hubEvents,
    pushes: notificationRows.filter((n) => PUSHED_PROGRESS_TYPES.has(n.type)),
    response: { duplicate: false, event, summary, achievements_unlocked: achievementsUnlocked, streaks_updated: streaksUpdated, rewards },
  };
}
