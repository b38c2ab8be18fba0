/**
 * FSRS-6 through ts-fsrs. One scheduler per request from the user's settings: desired retention, and
 * optimised weights once they exist. Fuzz is on, as in Anki; its seed is the card (word id) plus its
 * review count, so the interval a rating button shows is the one the rating applies.
 */
import {
  CLAMP_PARAMETERS,
  createEmptyCard,
  fsrs,
  GenSeedStrategyWithCardId,
  Rating,
  StrategyMode,
  W17_W18_Ceiling,
  type Card,
  type FSRS,
  type Grade,
} from "ts-fsrs";
import type { CardStateName, RatingName, RatingPreview, SrsCard } from "../contract/srs";
import { CARD_STATES, RATINGS } from "../contract/srs";
import type { StoredCard } from "../db/schema";
import { iso } from "../db/client";

export const RATING_GRADES: Record<RatingName, Grade> = { again: Rating.Again, hard: Rating.Hard, good: Rating.Good, easy: Rating.Easy };
export const ratingName = (grade: number): RatingName => RATINGS[grade - 1] ?? "again";
export const cardStateName = (state: number): CardStateName => CARD_STATES[state] ?? "new";

/** The card field the seed strategy reads. */
const CARD_ID_FIELD = "card_id";
type SeededCard = Card & { [CARD_ID_FIELD]: string };

/** The parameter ranges ts-fsrs accepts (with short-term scheduling, as the scheduler runs). */
const RANGES = CLAMP_PARAMETERS(W17_W18_Ceiling, true);
/** The optimiser answers in 32-bit floats: a weight at a bound may be off by this much. */
const FLOAT32_SLACK = 1e-6;

/** Weights the scheduler may use: FSRS-6's 21 finite numbers, each within ts-fsrs's range. */
export function validWeights(weights: readonly number[] | null | undefined): weights is number[] {
  return (
    Array.isArray(weights) &&
    weights.length === RANGES.length &&
    weights.every((w, i) => Number.isFinite(w) && w >= RANGES[i]![0]! - FLOAT32_SLACK && w <= RANGES[i]![1]! + FLOAT32_SLACK)
  );
}

export type SchedulerSettings = { desiredRetention: number; fsrsWeights: number[] | null };

export function schedulerFor(settings: SchedulerSettings): FSRS {
  return fsrs({
    request_retention: settings.desiredRetention,
    enable_fuzz: true,
    enable_short_term: true,
    ...(settings.fsrsWeights ? { w: settings.fsrsWeights } : {}),
  }).useStrategy(StrategyMode.SEED, GenSeedStrategyWithCardId(CARD_ID_FIELD));
}

export function toFsrsCard(row: StoredCard): SeededCard {
  return {
    card_id: row.wordId,
    due: new Date(row.due),
    stability: row.stability,
    difficulty: row.difficulty,
    elapsed_days: row.elapsedDays,
    scheduled_days: row.scheduledDays,
    learning_steps: row.learningSteps,
    reps: row.reps,
    lapses: row.lapses,
    state: row.state,
    last_review: row.lastReview === null ? undefined : new Date(row.lastReview),
  };
}

/** The FSRS fields of a stored card from a ts-fsrs card. */
export function storedFields(card: Card) {
  return {
    due: card.due.getTime(),
    stability: card.stability,
    difficulty: card.difficulty,
    elapsedDays: card.elapsed_days,
    scheduledDays: card.scheduled_days,
    learningSteps: card.learning_steps,
    reps: card.reps,
    lapses: card.lapses,
    state: card.state as number,
    lastReview: card.last_review ? card.last_review.getTime() : null,
  };
}

export function newCard(wordId: string, userId: string, now: number): StoredCard {
  return { wordId, userId, ...storedFields(createEmptyCard(new Date(now))), version: 0, createdAt: now, updatedAt: now };
}

export const toSrsCard = (row: StoredCard): SrsCard => ({
  wordId: row.wordId,
  state: cardStateName(row.state),
  due: iso(row.due),
  stability: row.stability,
  difficulty: row.difficulty,
  reps: row.reps,
  lapses: row.lapses,
  lastReview: row.lastReview === null ? null : iso(row.lastReview),
  scheduledDays: row.scheduledDays,
});

/** What each rating would do if given now. */
export function ratingPreviews(scheduler: FSRS, row: StoredCard, now: number): Record<RatingName, RatingPreview> {
  const outcomes = scheduler.repeat(toFsrsCard(row), new Date(now));
  const preview = (grade: Grade): RatingPreview => {
    const due = outcomes[grade].card.due.getTime();
    return { due: iso(due), intervalSeconds: Math.max(0, Math.round((due - now) / 1000)) };
  };
  return { again: preview(Rating.Again), hard: preview(Rating.Hard), good: preview(Rating.Good), easy: preview(Rating.Easy) };
}
