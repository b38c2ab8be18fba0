/**
 * Spaced repetition: cards, the due queue of the study day, reviews (idempotent, never two applied to
 * the same card state), undo of the last rating, and statistics.
 */
import { and, asc, eq, gte, isNull, lt, sql } from "drizzle-orm";
import type { QueueItem, QueueResponse, ReviewResponse, SrsStats } from "../contract/srs";
import { SRS_ERROR_CODES, type ReviewRequest } from "../contract/srs";
import { WORD_ERROR_CODES } from "../contract/words";
import { LEARN_AHEAD_MINUTES } from "../contract/vocabulary-constants";
import { categories, reviewLogs, srsCards, words, type StoredCard } from "../db/schema";
import { studyDay } from "../lib/days";
import { ApiError } from "../lib/errors";
import { batchSql, iso, isUniqueViolation, newId, type Db } from "../db/client";
import {
  cardStateName,
  newCard,
  RATING_GRADES,
  ratingName,
  ratingPreviews,
  schedulerFor,
  storedFields,
  toFsrsCard,
  toSrsCard,
} from "./scheduler";
import { loadSettings, userTimeZone } from "./settings";

const DAY_MS = 24 * 60 * 60 * 1000;
/** Anki calls a card mature once its interval reaches 21 days. */
const MATURE_DAYS = 21;
const RETENTION_WINDOW_DAYS = 30;
const UPCOMING_DAYS = 7;
const STATE = { new: 0, learning: 1, review: 2, relearning: 3 } as const;

async function findCard(db: Db, userId: string, wordId: string): Promise<StoredCard | undefined> {
  const [card] = await db
    .select()
    .from(srsCards)
    .where(and(eq(srsCards.wordId, wordId), eq(srsCards.userId, userId)));
  return card;
}

export async function addToSrs(db: Db, userId: string, wordId: string) {
  const [word] = await db
    .select({ id: words.id })
    .from(words)
    .where(and(eq(words.id, wordId), eq(words.userId, userId)));
  if (!word) throw new ApiError(404, WORD_ERROR_CODES.wordNotFound);
  const inserted = await db
    .insert(srsCards)
    .values(newCard(wordId, userId, Date.now()))
    .onConflictDoNothing()
    .returning();
  const card = inserted[0] ?? (await findCard(db, userId, wordId));
  if (!card) throw new Error("SRS card missing after insert");
  return { card: toSrsCard(card), created: inserted.length > 0 };
}

export async function removeFromSrs(db: Db, userId: string, wordId: string): Promise<void> {
  const deleted = await db
    .delete(srsCards)
    .where(and(eq(srsCards.wordId, wordId), eq(srsCards.userId, userId)))
    .returning({ id: srsCards.wordId });
  if (deleted.length === 0) throw new ApiError(404, SRS_ERROR_CODES.notInSrs);
}

/** The earliest due time at or after `from` of the user's cards, or null. */
async function firstDueFrom(db: Db, userId: string, from: number): Promise<number | null> {
  const [first] = await db
    .select({ due: srsCards.due })
    .from(srsCards)
    .where(and(eq(srsCards.userId, userId), gte(srsCards.due, from)))
    .orderBy(asc(srsCards.due))
    .limit(1);
  return first?.due ?? null;
}

const isLearning = (state: number) => state === STATE.learning || state === STATE.relearning;

export async function reviewQueue(db: Db, userId: string, limit: number, now = Date.now()): Promise<QueueResponse> {
  const [timezone, settings] = await Promise.all([userTimeZone(db, userId), loadSettings(db, userId)]);
  const day = studyDay(now, timezone);
  const rows = await db
    .select({ card: srsCards, word: words, category: categories.name })
    .from(srsCards)
    .innerJoin(words, eq(words.id, srsCards.wordId))
    .innerJoin(categories, eq(categories.id, words.categoryId))
    .where(and(eq(srsCards.userId, userId), lt(srsCards.due, day.endsAt)))
    .orderBy(asc(srsCards.due));
  const learnAhead = now + LEARN_AHEAD_MINUTES * 60 * 1000;
  const dueNow = rows.filter((r) => (isLearning(r.card.state) ? r.card.due <= learnAhead : true));
  const later = rows.filter((r) => !dueNow.includes(r));
  const ordered = [...dueNow.filter((r) => isLearning(r.card.state)), ...dueNow.filter((r) => !isLearning(r.card.state))];
  const scheduler = schedulerFor(settings);
  const nextReviewAt = later[0]?.card.due ?? (await firstDueFrom(db, userId, day.endsAt));
  const items: QueueItem[] = ordered.slice(0, limit).map(({ card, word, category }) => ({
    card: toSrsCard(card),
    word: {
      id: word.id,
      word: word.word,
      definition: word.definition,
      ipa: word.ipa,
      example: word.example,
      pos: word.pos,
      difficulty: word.difficulty,
      category,
      gloss: word.gloss,
      glossLang: word.gloss ? word.glossLang : null,
    },
    previews: ratingPreviews(scheduler, card, now),
  }));
  return {
    items,
    counts: {
      new: dueNow.filter((r) => r.card.state === STATE.new).length,
      learning: dueNow.filter((r) => isLearning(r.card.state)).length,
      review: dueNow.filter((r) => r.card.state === STATE.review).length,
    },
    laterToday: later.length,
    nextDue: later[0] ? iso(later[0].card.due) : null,
    nextReviewAt: nextReviewAt === null ? null : iso(nextReviewAt),
    studyDay: { date: day.date, endsAt: iso(day.endsAt), timezone },
  };
}

type LogRow = typeof reviewLogs.$inferSelect;

async function findLogByKey(db: Db, userId: string, key: string): Promise<LogRow | undefined> {
  const [log] = await db
    .select()
    .from(reviewLogs)
    .where(and(eq(reviewLogs.userId, userId), eq(reviewLogs.idempotencyKey, key)));
  return log;
}

async function replayed(db: Db, userId: string, log: LogRow, body: ReviewRequest): Promise<ReviewResponse> {
  if (log.wordId !== body.wordId || ratingName(log.rating) !== body.rating) {
    throw new ApiError(409, SRS_ERROR_CODES.idempotencyKeyReused);
  }
  const card = await findCard(db, userId, log.wordId);
  if (!card) throw new ApiError(404, SRS_ERROR_CODES.notInSrs);
  return { reviewId: log.id, card: toSrsCard(card), duplicate: true };
}

const LOG_COLUMNS = sql.raw(
  "id, user_id, word_id, idempotency_key, rating, reviewed_at, elapsed_days, answer_ms, state_before, state_after, stability_before, stability_after, difficulty_before, difficulty_after, due_before, due_after, scheduled_days, card_before, version_after",
);

/** The card's scheduling fields written back, only while the card is still at `version`. */
const writeCard = (card: StoredCard, userId: string, version: number, now: number) =>
  sql`UPDATE srs_cards SET due = ${card.due}, stability = ${card.stability}, difficulty = ${card.difficulty}, elapsed_days = ${card.elapsedDays},
      scheduled_days = ${card.scheduledDays}, learning_steps = ${card.learningSteps}, reps = ${card.reps}, lapses = ${card.lapses}, state = ${card.state},
      last_review = ${card.lastReview}, version = ${card.version}, updated_at = ${now}
    WHERE word_id = ${card.wordId} AND user_id = ${userId} AND version = ${version}`;

/**
 * Applies a rating. The log row is inserted and the card updated in one batch, both only if the card
 * is still at the version it was read at: a concurrent review of the same card makes this one a
 * 409 instead of a second application. A repeated idempotency key returns the first outcome, also
 * when the repeat ran at the same time as the first and lost the race to it.
 */
export async function applyReview(db: Db, userId: string, body: ReviewRequest, now = Date.now()): Promise<ReviewResponse> {
  const earlier = await findLogByKey(db, userId, body.idempotencyKey);
  if (earlier) return replayed(db, userId, earlier, body);
  const [card, settings] = await Promise.all([findCard(db, userId, body.wordId), loadSettings(db, userId)]);
  if (!card) throw new ApiError(404, SRS_ERROR_CODES.notInSrs);
  const requested = body.reviewedAt ? Date.parse(body.reviewedAt) : now;
  const reviewedAt = Math.min(now, Math.max(requested, card.lastReview ?? card.createdAt));
  const grade = RATING_GRADES[body.rating];
  const { card: next } = schedulerFor(settings).next(toFsrsCard(card), new Date(reviewedAt), grade);
  const after: StoredCard = { ...card, ...storedFields(next), version: card.version + 1, updatedAt: now };
  const reviewId = newId();
  const elapsedDays = card.lastReview === null ? 0 : (reviewedAt - card.lastReview) / DAY_MS;
  let applied: boolean;
  try {
    const log = [
      reviewId,
      userId,
      card.wordId,
      body.idempotencyKey,
      grade,
      reviewedAt,
      elapsedDays,
      body.answerMs ?? null,
      card.state,
      after.state,
      card.stability,
      after.stability,
      card.difficulty,
      after.difficulty,
      card.due,
      after.due,
      after.scheduledDays,
      JSON.stringify(card),
      after.version,
    ].map((value) => sql`${value}`);
    const [, updated] = await batchSql(db, [
      sql`INSERT INTO review_logs (${LOG_COLUMNS}) SELECT ${sql.join(log, sql`, `)}
        FROM srs_cards WHERE word_id = ${card.wordId} AND user_id = ${userId} AND version = ${card.version}`,
      writeCard(after, userId, card.version, now),
    ]);
    applied = Boolean(updated?.meta.changes);
  } catch (err) {
    if (!isUniqueViolation(err)) throw err;
    applied = false;
  }
  if (!applied) {
    // Lost to a write of the same card: when that write was this very review (a concurrent retry), answer as a retry.
    const first = await findLogByKey(db, userId, body.idempotencyKey);
    if (first) return replayed(db, userId, first, body);
    throw new ApiError(409, SRS_ERROR_CODES.cardChanged);
  }
  return { reviewId, card: toSrsCard(after), duplicate: false };
}

/** Undoes the user's last rating (optionally naming it), restoring the card as it was before. */
export async function undoLastReview(db: Db, userId: string, reviewId: string | undefined, now = Date.now()) {
  const [last] = await db
    .select({ log: reviewLogs, position: sql<number>`rowid` })
    .from(reviewLogs)
    .where(and(eq(reviewLogs.userId, userId), isNull(reviewLogs.undoneAt)))
    .orderBy(sql`rowid DESC`)
    .limit(1);
  if (!last || (reviewId !== undefined && reviewId !== last.log.id)) {
    throw new ApiError(409, SRS_ERROR_CODES.nothingToUndo);
  }
  const { log, position } = last;
  const before = log.cardBefore;
  // A rating older than the raw history keeps no copy of the card (worker/progress/compaction.ts).
  if (!before) throw new ApiError(409, SRS_ERROR_CODES.nothingToUndo);
  const restored: StoredCard = { ...before, version: log.versionAfter + 1, updatedAt: now };
  const cardUnchanged = sql`EXISTS (SELECT 1 FROM srs_cards WHERE word_id = ${log.wordId} AND user_id = ${userId} AND version = ${log.versionAfter})`;
  const [marked] = await batchSql(db, [
    sql`UPDATE review_logs SET undone_at = ${now} WHERE id = ${log.id} AND ${cardUnchanged}`,
    // The card is back at the state the card's previous review produced: that review can be undone next.
    sql`UPDATE review_logs SET version_after = ${restored.version} WHERE id = (
        SELECT id FROM review_logs WHERE user_id = ${userId} AND word_id = ${log.wordId} AND undone_at IS NULL AND rowid < ${position} ORDER BY rowid DESC LIMIT 1
      ) AND version_after = ${before.version} AND ${cardUnchanged}`,
    writeCard({ ...before, wordId: log.wordId, version: restored.version }, userId, log.versionAfter, now),
  ]);
  if (!marked?.meta.changes) throw new ApiError(409, SRS_ERROR_CODES.nothingToUndo, { key: "nothing_to_undo_changed" });
  return { undoneReviewId: log.id, card: toSrsCard(restored) };
}

export async function srsStats(db: Db, userId: string, now = Date.now()): Promise<SrsStats> {
  const [timezone, settings] = await Promise.all([userTimeZone(db, userId), loadSettings(db, userId)]);
  const today = studyDay(now, timezone);
  const days = [today];
  while (days.length < UPCOMING_DAYS) days.push(studyDay(days[days.length - 1]!.endsAt, timezone));
  const [cards, todayLogs, retention] = await db.batch([
    db
      .select({ state: srsCards.state, due: srsCards.due, scheduledDays: srsCards.scheduledDays })
      .from(srsCards)
      .where(eq(srsCards.userId, userId)),
    db
      .select({ rating: reviewLogs.rating, n: sql<number>`count(*)` })
      .from(reviewLogs)
      .where(and(eq(reviewLogs.userId, userId), isNull(reviewLogs.undoneAt), gte(reviewLogs.reviewedAt, today.startsAt)))
      .groupBy(reviewLogs.rating),
    db
      .select({ total: sql<number>`count(*)`, passed: sql<number>`coalesce(sum(${reviewLogs.rating} > 1), 0)` })
      .from(reviewLogs)
      .where(
        and(
          eq(reviewLogs.userId, userId),
          isNull(reviewLogs.undoneAt),
          eq(reviewLogs.stateBefore, STATE.review),
          gte(reviewLogs.reviewedAt, now - RETENTION_WINDOW_DAYS * DAY_MS),
        ),
      ),
  ]);
  const byState = { new: 0, learning: 0, review: 0, relearning: 0 };
  const mastery = { new: 0, learning: 0, young: 0, mature: 0 };
  for (const card of cards) {
    const state = cardStateName(card.state);
    byState[state] += 1;
    if (state === "new") mastery.new += 1;
    else if (state === "review") mastery[card.scheduledDays >= MATURE_DAYS ? "mature" : "young"] += 1;
    else mastery.learning += 1;
  }
  const ratingsToday = { again: 0, hard: 0, good: 0, easy: 0 };
  for (const { rating, n } of todayLogs) ratingsToday[ratingName(rating)] += n;
  const [window] = retention;
  return {
    total: cards.length,
    byState,
    mastery,
    dueToday: cards.filter((c) => c.due < today.endsAt).length,
    reviewsToday: Object.values(ratingsToday).reduce((a, b) => a + b, 0),
    ratingsToday,
    trueRetention: window && window.total > 0 ? window.passed / window.total : null,
    upcoming: days.map((d, i) => ({ date: d.date, due: cards.filter((c) => c.due < d.endsAt && (i === 0 || c.due >= d.startsAt)).length })),
    desiredRetention: settings.desiredRetention,
  };
}
