/**
 * Per-user FSRS parameters: once a learner has FSRS_OPTIMISE_MIN_REVIEWS reviews, the FSRS optimiser
 * of open-spaced-repetition (fsrs-rs compiled to WebAssembly, `fsrs-browser`) fits FSRS-6 weights to
 * their review log, here in the Worker on the server's own log. The wasm build uses shared memory for
 * its thread pool; the pool is never started, so it trains on one thread (about 0.2 s per 1,000 reviews).
 * Both parameter sets are then scored with ts-fsrs, which schedules: the new ones are kept only when
 * they predict the learner's recall better.
 */
import { and, asc, eq, isNull } from "drizzle-orm";
import fsrsWasm from "fsrs-browser/fsrs_browser_bg.wasm";
import { Fsrs, initSync } from "fsrs-browser";
import { default_w, fsrs, type FSRSState } from "ts-fsrs";
import { FSRS_OPTIMISE_MIN_REVIEWS, SRS_ERROR_CODES, type FsrsOptimisation, type FsrsParameters } from "../contract/srs";
import { reviewLogs, vocabularySettings } from "../db/schema";
import { iso, type Db } from "../db/client";
import { daysBetween, studyDay } from "../lib/days";
import { ApiError } from "../lib/errors";
import { validWeights } from "./scheduler";
import { loadSettings, userTimeZone } from "./settings";

/** ts-fsrs State.New: a review of a new card starts a card's history (again after it was re-added). */
const NEW_CARD = 0;
/** A predicted probability is kept this far from 0 and 1, so one confident miss cannot make the log loss infinite. */
const EPSILON = 1e-6;

/** One card's reviews: ratings 1–4 and the study days since the previous review (0 for the first). */
export type CardHistory = { ratings: number[]; days: number[] };
type LoggedReview = { wordId: string; rating: number; reviewedAt: number; stateBefore: number };

/** The reviews grouped into card histories, in order; days counted in study days of the learner's time zone. */
export function cardHistories(logs: readonly LoggedReview[], timeZone: string): CardHistory[] {
  const open = new Map<string, { history: CardHistory; lastDay: string }>();
  const histories: CardHistory[] = [];
  for (const log of logs) {
    const day = studyDay(log.reviewedAt, timeZone).date;
    const current = open.get(log.wordId);
    if (log.stateBefore === NEW_CARD || !current) {
      // A history must start with the card's first review; reviews of a card first rated before the log began are skipped.
      if (log.stateBefore !== NEW_CARD) continue;
      const history = { ratings: [log.rating], days: [0] };
      histories.push(history);
      open.set(log.wordId, { history, lastDay: day });
      continue;
    }
    current.history.ratings.push(log.rating);
    current.history.days.push(Math.max(0, daysBetween(current.lastDay, day)));
    current.lastDay = day;
  }
  return histories;
}

/**
 * How well weights predict recall: for every review on a later day than the card's previous one, the
 * recall probability FSRS gives from the card's earlier reviews against whether it was recalled
 * (rated Hard or better).
 */
export function predictionScores(histories: readonly CardHistory[], weights: readonly number[]) {
  const scheduler = fsrs({ w: [...weights], enable_short_term: true });
  let logLoss = 0;
  let squared = 0;
  let n = 0;
  for (const { ratings, days } of histories) {
    let state: FSRSState | null = null;
    for (let i = 0; i < ratings.length; i += 1) {
      if (state && days[i]! > 0) {
        const p = Math.min(1 - EPSILON, Math.max(EPSILON, scheduler.forgetting_curve(days[i]!, state.stability)));
        const recalled = ratings[i]! > 1 ? 1 : 0;
        logLoss -= recalled * Math.log(p) + (1 - recalled) * Math.log(1 - p);
        squared += (recalled - p) ** 2;
        n += 1;
      }
      state = scheduler.next_state(state, days[i]!, ratings[i]!);
    }
  }
  return { predictions: n, logLoss: n ? logLoss / n : 0, rmse: n ? Math.sqrt(squared / n) : 0 };
}

let wasmReady = false;

/**
 * Reviews the fit learns from: a card's review on a later study day than its previous one. Same-day
 * reviews (learning and relearning steps) are part of a card's history but predict nothing on their own.
 */
export const spacedReviewCount = (histories: readonly CardHistory[]) =>
  histories.reduce((sum, { days }) => sum + days.filter((d, i) => i > 0 && d > 0).length, 0);

/**
 * FSRS-6 weights fitted to the histories by fsrs-rs: every prefix of a history that ends in a spaced review is
 * one training item. fsrs-rs panics on an item whose reviews all fall on one day (a card's first two ratings
 * in one session, which learning steps make constantly), and a panic leaves the WASM instance unusable.
 */
export function optimiseWeights(histories: readonly CardHistory[]): number[] {
  if (!wasmReady) {
    initSync({ module: fsrsWasm });
    wasmReady = true;
  }
  const ratings: number[] = [];
  const days: number[] = [];
  const lengths: number[] = [];
  for (const history of histories) {
    for (let length = 2; length <= history.ratings.length; length += 1) {
      if (history.days[length - 1] === 0) continue;
      ratings.push(...history.ratings.slice(0, length));
      days.push(...history.days.slice(0, length));
      lengths.push(length);
    }
  }
  // computeParameters takes the optimiser over (wasm-bindgen frees it), so it is not freed here.
  return Array.from(new Fsrs().computeParameters(new Uint32Array(ratings), new Uint32Array(days), new Uint32Array(lengths), null, true));
}

/** The learner's review log (undone reviews left out), oldest first. */
const loggedReviews = (db: Db, userId: string): Promise<LoggedReview[]> =>
  db
    .select({
      wordId: reviewLogs.wordId,
      rating: reviewLogs.rating,
      reviewedAt: reviewLogs.reviewedAt,
      stateBefore: reviewLogs.stateBefore,
    })
    .from(reviewLogs)
    .where(and(eq(reviewLogs.userId, userId), isNull(reviewLogs.undoneAt)))
    .orderBy(asc(reviewLogs.reviewedAt));

async function storedOptimisation(db: Db, userId: string): Promise<FsrsOptimisation | null> {
  const [row] = await db
    .select({ optimisation: vocabularySettings.fsrsOptimisation })
    .from(vocabularySettings)
    .where(eq(vocabularySettings.userId, userId));
  return row?.optimisation ?? null;
}

export async function fsrsParameters(db: Db, userId: string): Promise<FsrsParameters> {
  const [logs, timeZone, settings, optimisation] = await Promise.all([
    loggedReviews(db, userId),
    userTimeZone(db, userId),
    loadSettings(db, userId),
    storedOptimisation(db, userId),
  ]);
  return {
    reviewCount: logs.length,
    spacedReviews: spacedReviewCount(cardHistories(logs, timeZone)),
    minReviews: FSRS_OPTIMISE_MIN_REVIEWS,
    personalised: settings.fsrsWeights !== null,
    optimisation,
  };
}

/** Optimises the learner's parameters on their whole log and keeps them when they predict recall better. */
export async function optimiseFsrsParameters(db: Db, userId: string, now = Date.now()): Promise<FsrsParameters> {
  const [logs, timeZone, settings] = await Promise.all([loggedReviews(db, userId), userTimeZone(db, userId), loadSettings(db, userId)]);
  const histories = cardHistories(logs, timeZone);
  const spaced = spacedReviewCount(histories);
  if (spaced < FSRS_OPTIMISE_MIN_REVIEWS) {
    throw new ApiError(422, SRS_ERROR_CODES.notEnoughReviews, { params: { minimum: FSRS_OPTIMISE_MIN_REVIEWS, count: spaced } });
  }
  const reviews = logs.length;
  const current = settings.fsrsWeights ?? [...default_w];
  const candidate = optimiseWeights(histories);
  const before = predictionScores(histories, current);
  const after = validWeights(candidate) ? predictionScores(histories, candidate) : null;
  const adopted = after !== null && after.logLoss < before.logLoss;
  const optimisation: FsrsOptimisation = {
    reviews,
    predictions: before.predictions,
    logLossBefore: before.logLoss,
    logLossAfter: after?.logLoss ?? before.logLoss,
    rmseBefore: before.rmse,
    rmseAfter: after?.rmse ?? before.rmse,
    adopted,
    optimisedAt: iso(now),
  };
  const set = { fsrsOptimisation: optimisation, updatedAt: now, ...(adopted ? { fsrsWeights: candidate } : {}) };
  await db
    .insert(vocabularySettings)
    .values({ userId, ...set })
    .onConflictDoUpdate({ target: vocabularySettings.userId, set });
  return {
    reviewCount: reviews,
    spacedReviews: spaced,
    minReviews: FSRS_OPTIMISE_MIN_REVIEWS,
    personalised: adopted || settings.fsrsWeights !== null,
    optimisation,
  };
}
