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

/**
 * A learner who forgets faster than FSRS's defaults expect: each card reviewed at growing intervals,
 * recalled with the probability of a forgetting curve of a tenth of the default stability. A seeded
 * generator makes the log the same on every run.
 */
async function writeReviewLog(userId: string, reviews: number) {
  let seed = 7;
  const random = () => (seed = (seed * 16807) % 2147483647) / 2147483647;
  const rows: string[] = [];
  let card = 0;
  while (rows.length < reviews) {
    card += 1;
    let at = START + card * 3600_000;
    let interval = 1;
    for (let i = 0; i < 6 && rows.length < reviews; i += 1) {
      const recalled = i === 0 || random() < Math.pow(1 + interval / 9, -1);
      const rating = recalled ? 3 : 1;
      rows.push(
        `('${crypto.randomUUID()}', '${userId}', 'card-${card}', '${crypto.randomUUID()}', ${rating}, ${at}, 0, ${i === 0 ? 0 : 2}, 2, 1, 1, 5, 5, ${at}, ${at}, 1, '{}', ${i + 1})`,
      );
      at += interval * DAY;
      interval = recalled ? Math.ceil(interval * 2.5) : 1;
    }
  }
  const head = `INSERT INTO review_logs (id, user_id, word_id, idempotency_key, rating, reviewed_at, elapsed_days, state_before, state_after,
    stability_before, stability_after, difficulty_before, difficulty_after, due_before, due_after, scheduled_days, card_before, version_after) VALUES `;
  for (let i = 0; i < rows.length; i += 200) await env.DB.prepare(head + rows.slice(i, i + 200).join(",")).run();
}

const parameters = (user: Caller) => user.ok<FsrsParameters>("/api/vocabulary/fsrs");

describe("per-user FSRS parameters", () => {
  it("are not optimised before 1,000 reviews: 422 not_enough_reviews at 999, defaults kept", async () => {
    const user = await signedIn();
    await writeReviewLog(user.userId, 999);
    expect(await parameters(user)).toEqual({ reviewCount: 999, minReviews: 1000, personalised: false, optimisation: null });
    const res = await user.call("/api/vocabulary/fsrs/optimise", { method: "POST" });
    expect(res.status).toBe(422);
    expect((await res.json<ErrorResponse>()).error.code).toBe("not_enough_reviews");
    const row = await env.DB.prepare("SELECT fsrs_weights FROM vocabulary_settings WHERE user_id = ?1").bind(user.userId).first();
    expect(row).toBeNull();
  });

  it("are optimised from 1,000 reviews on, predict the learner's recall better, are stored valid and reported", async () => {
    const user = await signedIn();
    await writeReviewLog(user.userId, 1000);
    const result = await user.ok<FsrsParameters>("/api/vocabulary/fsrs/optimise", { method: "POST" });
    expect(result).toMatchObject({ reviewCount: 1000, personalised: true, optimisation: { reviews: 1000, adopted: true } });
    const { optimisation } = result;
    expect(optimisation!.predictions).toBeGreaterThan(500);
    expect(optimisation!.logLossAfter).toBeLessThan(optimisation!.logLossBefore);
    expect(optimisation!.rmseAfter).toBeLessThan(optimisation!.rmseBefore);
    expect(await parameters(user)).toEqual(result);

    const row = await env.DB.prepare("SELECT fsrs_weights FROM vocabulary_settings WHERE user_id = ?1")
      .bind(user.userId)
      .first<{ fsrs_weights: string }>();
    const weights = JSON.parse(row!.fsrs_weights) as number[];
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

  it("schedule the learner's cards once stored: ratings are scheduled by ts-fsrs with those weights", async () => {
    const user = await signedIn();
    await writeReviewLog(user.userId, 1200);
    await user.ok("/api/vocabulary/fsrs/optimise", { method: "POST" });
    const row = await env.DB.prepare("SELECT fsrs_weights FROM vocabulary_settings WHERE user_id = ?1")
      .bind(user.userId)
      .first<{ fsrs_weights: string }>();
    const weights = JSON.parse(row!.fsrs_weights) as number[];

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
