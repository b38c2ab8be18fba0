import { env } from "cloudflare:workers";
import { createEmptyCard, default_w, fsrs, GenSeedStrategyWithCardId, Rating, StrategyMode, type Card } from "ts-fsrs";
import { beforeAll, describe, expect, it } from "vitest";
import type { FsrsParameters, ReviewResponse } from "../../../worker/contract/srs";
import type { Word } from "../../../worker/contract/words";
import { createDb } from "../../../worker/db/client";
import { cardHistories, predictionScores } from "../../../worker/vocabulary/fsrs-optimiser";
import { validWeights } from "../../../worker/vocabulary/scheduler";
import { applyReview } from "../../../worker/vocabulary/srs";
import { loadLexicon, signedIn, type Caller, type ErrorResponse } from "./helpers";

beforeAll(loadLexicon);

const DAY = 24 * 3600_000;
const START = Date.UTC(2026, 0, 5, 12);

const MINUTE = 60_000;

type LogShape = {
  /** Reviews on a later study day than the card's previous one: the log is written until it holds this many. */
  spaced: number;
  /** Cards the reviews are spread over; each card then gets spaced / cards spaced reviews. */
  cards?: number;
  /** Same-day repeats right after a card's first rating (learning steps). */
  learningSteps?: number;
  /** Whether a lapse is followed by a same-day relearning repeat. */
  relearning?: boolean;
};

/**
 * A learner who forgets faster than FSRS's defaults expect, with the shape of a real log: a card's first rating,
 * its same-day learning steps ten minutes apart, spaced reviews at growing intervals (recalled with the
 * probability of a forgetting curve of a tenth of the default stability, Hard now and then, Easy now and then),
 * and after a lapse a same-day relearning repeat. A seeded generator makes the log the same on every run.
 */
async function writeReviewLog(userId: string, { spaced, cards, learningSteps = 1, relearning = true }: LogShape) {
  let seed = 7;
  const random = () => (seed = (seed * 16807) % 2147483647) / 2147483647;
  const rows: string[] = [];
  const row = (card: number, rating: number, at: number, stateBefore: number) =>
    rows.push(
      `('${crypto.randomUUID()}', '${userId}', 'card-${card}', '${crypto.randomUUID()}', ${rating}, ${at}, 0, ${stateBefore}, 2, 1, 1, 5, 5, ${at}, ${at}, 1, '{}', ${rows.length + 1})`,
    );
  const perCard = cards ? Math.ceil(spaced / cards) : 5;
  let written = 0;
  for (let card = 1; written < spaced; card += 1) {
    // Cards start 20 s apart from 12:00 UTC, so a card's learning steps stay on its first study day.
    let at = START + card * 20_000;
    row(card, random() < 0.3 ? 1 : 3, at, 0);
    for (let step = 1; step <= learningSteps; step += 1) row(card, 3, at + step * 10 * MINUTE, 1);
    let interval = 1;
    for (let i = 0; i < perCard && written < spaced; i += 1) {
      at += interval * DAY;
      const recalled = random() < Math.pow(1 + interval / 9, -1);
      const chance = random();
      row(card, recalled ? (chance < 0.15 ? 2 : chance > 0.9 ? 4 : 3) : 1, at, 2);
      written += 1;
      if (!recalled && relearning) row(card, 3, at + 10 * MINUTE, 3);
      interval = recalled ? Math.min(60, Math.ceil(interval * 2.5)) : 1;
    }
  }
  const head = `INSERT INTO review_logs (id, user_id, word_id, idempotency_key, rating, reviewed_at, elapsed_days, state_before, state_after,
    stability_before, stability_after, difficulty_before, difficulty_after, due_before, due_after, scheduled_days, card_before, version_after) VALUES `;
  for (let i = 0; i < rows.length; i += 200) await env.DB.prepare(head + rows.slice(i, i + 200).join(",")).run();
  return rows.length;
}

const parameters = (user: Caller) => user.ok<FsrsParameters>("/api/vocabulary/fsrs");
const storedWeights = async (userId: string) =>
  (
    await env.DB.prepare("SELECT fsrs_weights FROM vocabulary_settings WHERE user_id = ?1")
      .bind(userId)
      .first<{ fsrs_weights: string | null }>()
  )?.fsrs_weights ?? null;

describe("per-user FSRS parameters", () => {
  it("are not fitted before 1,000 reviews on a later day: same-day learning steps are counted apart, 422 says so, defaults kept", async () => {
    const user = await signedIn();
    const total = await writeReviewLog(user.userId, { spaced: 999, learningSteps: 2 });
    expect(total).toBeGreaterThan(1400);
    expect(await parameters(user)).toEqual({
      reviewCount: total,
      spacedReviews: 999,
      minReviews: 1000,
      personalised: false,
      optimisation: null,
    });
    const res = await user.call("/api/vocabulary/fsrs/optimise", { method: "POST" });
    expect(res.status).toBe(422);
    const { error } = await res.json<ErrorResponse>();
    expect(error.code).toBe("not_enough_reviews");
    expect(error.message).toMatch(/1,000 reviews made on a later day.*you have 999/);
    expect(await storedWeights(user.userId)).toBeNull();
  });

  it("are fitted from histories whose first two ratings fall on one day (learning steps) and relearning: no 500, better predictions, stored and reported", async () => {
    const user = await signedIn();
    const total = await writeReviewLog(user.userId, { spaced: 1000, learningSteps: 1 });
    const result = await user.ok<FsrsParameters>("/api/vocabulary/fsrs/optimise", { method: "POST" });
    expect(result).toMatchObject({
      reviewCount: total,
      spacedReviews: 1000,
      personalised: true,
      optimisation: { reviews: total, adopted: true },
    });
    const { optimisation } = result;
    // Every spaced review is one prediction; same-day repeats are none.
    expect(optimisation!.predictions).toBe(1000);
    expect(optimisation!.logLossAfter).toBeLessThan(optimisation!.logLossBefore);
    expect(optimisation!.rmseAfter).toBeLessThan(optimisation!.rmseBefore);
    expect(await parameters(user)).toEqual(result);

    const weights = JSON.parse((await storedWeights(user.userId))!) as number[];
    expect(validWeights(weights)).toBe(true);
    expect(weights).not.toEqual([...default_w]);
    // The scores shown are the ones these weights give on the learner's log.
    const logs = (
      await env.DB.prepare(
        "SELECT word_id AS wordId, rating, reviewed_at AS reviewedAt, state_before AS stateBefore FROM review_logs WHERE user_id = ?1 ORDER BY reviewed_at",
      )
        .bind(user.userId)
        .all<{ wordId: string; rating: number; reviewedAt: number; stateBefore: number }>()
    ).results;
    expect(predictionScores(cardHistories(logs, "UTC"), weights).logLoss).toBeCloseTo(optimisation!.logLossAfter, 10);
  });

  it("are fitted from a handful of cards with thousands of reviews: an answer, not a 500, and weights only when they predict better", async () => {
    const user = await signedIn();
    const total = await writeReviewLog(user.userId, { spaced: 1500, cards: 5, learningSteps: 3 });
    expect(total).toBeGreaterThan(2000);
    const result = await user.ok<FsrsParameters>("/api/vocabulary/fsrs/optimise", { method: "POST" });
    expect(result).toMatchObject({ reviewCount: total, spacedReviews: 1500, optimisation: { reviews: total, predictions: 1500 } });
    const { optimisation } = result;
    expect(result.personalised).toBe(optimisation!.adopted);
    if (optimisation!.adopted) expect(optimisation!.logLossAfter).toBeLessThan(optimisation!.logLossBefore);
    else expect(await storedWeights(user.userId)).toBeNull();
  });

  it("schedule the learner's cards once stored: ratings are scheduled by ts-fsrs with those weights", async () => {
    const user = await signedIn();
    await writeReviewLog(user.userId, { spaced: 1200 });
    await user.ok("/api/vocabulary/fsrs/optimise", { method: "POST" });
    const weights = JSON.parse((await storedWeights(user.userId))!) as number[];

    const word = await user.ok<Word>("/api/words", { method: "POST", json: { word: "dog" } }, 201);
    await user.ok(`/api/words/${word.id}/srs`, { method: "POST" }, 201);
    const rated = await user.ok<ReviewResponse>(
      "/api/srs/reviews",
      { method: "POST", json: { wordId: word.id, rating: "good", idempotencyKey: crypto.randomUUID() } },
      201,
    );
    // A new card rated Good starts at the initial stability the weights give, not the defaults'.
    const first = (w: number[]) => fsrs({ w, enable_short_term: true }).next(createEmptyCard(), new Date(), Rating.Good).card.stability;
    expect(first(weights)).not.toBeCloseTo(first([...default_w]), 2);
    expect(rated.card.stability).toBeCloseTo(first(weights), 10);
    // The next rating is scheduled by ts-fsrs with the same weights.
    const scheduler = fsrs({ request_retention: 0.9, enable_fuzz: true, enable_short_term: true, w: weights }).useStrategy(
      StrategyMode.SEED,
      GenSeedStrategyWithCardId("card_id"),
    );
    const card = (await env.DB.prepare("SELECT * FROM srs_cards WHERE word_id = ?1").bind(word.id).first<Record<string, number>>())!;
    const at = card.due! + 3600_000;
    const next = await applyReview(
      createDb(env.DB),
      user.userId,
      { wordId: word.id, rating: "good", idempotencyKey: crypto.randomUUID() },
      at,
    );
    const expected = scheduler.next(
      {
        card_id: word.id,
        due: new Date(card.due!),
        stability: card.stability!,
        difficulty: card.difficulty!,
        elapsed_days: card.elapsed_days!,
        scheduled_days: card.scheduled_days!,
        learning_steps: card.learning_steps!,
        reps: card.reps!,
        lapses: card.lapses!,
        state: card.state!,
        last_review: new Date(card.last_review!),
      } as Card & { card_id: string },
      new Date(at),
      Rating.Good,
    ).card;
    expect(next.card.due).toBe(expected.due.toISOString());
    expect(next.card.stability).toBeCloseTo(expected.stability, 10);
  });

  it("never schedule with stored weights outside ts-fsrs's ranges", () => {
    expect(validWeights([...default_w])).toBe(true);
    expect(validWeights(default_w.slice(0, 19))).toBe(false);
    expect(validWeights([...default_w.slice(0, 20), Number.NaN])).toBe(false);
    expect(validWeights([-1, ...default_w.slice(1)])).toBe(false);
    expect(validWeights([...default_w.slice(0, 20), 5])).toBe(false);
    expect(validWeights(null)).toBe(false);
  });
});
