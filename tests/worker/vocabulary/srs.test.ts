import { env } from "cloudflare:workers";
import { createEmptyCard, fsrs, GenSeedStrategyWithCardId, Rating, StrategyMode, type Card, type Grade } from "ts-fsrs";
import { beforeAll, describe, expect, it, vi } from "vitest";
import type { QueueResponse, ReviewResponse, SrsCard, SrsStats, VocabularySettings } from "../../../worker/contract/srs";
import type { ProgressSummary } from "../../../worker/contract/progress";
import type { ListWordsResponse, Word } from "../../../worker/contract/words";
import { createDb } from "../../../worker/db/client";
import { applyReview, reviewQueue } from "../../../worker/vocabulary/srs";
import { studyDay } from "../../../worker/lib/days";
import { connect } from "../helpers";
import { loadLexicon, signedIn, type Caller, type ErrorResponse } from "./helpers";

beforeAll(loadLexicon);

const HOUR = 3600_000;
const DAY = 24 * HOUR;

async function wordInSrs(user: Caller, word = "dog"): Promise<Word> {
  const added = await user.ok<Word>("/api/words", { method: "POST", json: { word } }, 201);
  await user.ok(`/api/words/${added.id}/srs`, { method: "POST" }, 201);
  return added;
}

const review = (user: Caller, wordId: string, rating: string, idempotencyKey = crypto.randomUUID(), extra: object = {}) =>
  user.call("/api/srs/reviews", { method: "POST", json: { wordId, rating, idempotencyKey, ...extra } });

const storedCard = (wordId: string) =>
  env.DB.prepare("SELECT * FROM srs_cards WHERE word_id = ?1").bind(wordId).first<Record<string, number>>();
const logsOf = (wordId: string) =>
  env.DB.prepare("SELECT * FROM review_logs WHERE word_id = ?1 ORDER BY rowid")
    .bind(wordId)
    .all<Record<string, number | string | null>>()
    .then((r) => r.results);

describe("adding words to SRS", () => {
  it("creates a new card due now, once; the word list then shows its date", async () => {
    const user = await signedIn();
    const word = await user.ok<Word>("/api/words", { method: "POST", json: { word: "apple" } }, 201);
    const first = await user.ok<{ card: SrsCard; created: boolean }>(`/api/words/${word.id}/srs`, { method: "POST" }, 201);
    expect(first).toMatchObject({ created: true, card: { wordId: word.id, state: "new", reps: 0, lapses: 0, lastReview: null } });
    const again = await user.ok<{ card: SrsCard; created: boolean }>(`/api/words/${word.id}/srs`, { method: "POST" }, 200);
    expect(again.created).toBe(false);
    const { words, inSrs } = await user.ok<ListWordsResponse>("/api/words");
    expect(inSrs).toBe(1);
    expect(words[0]!.srs).toEqual({ due: first.card.due, state: "new" });
  });

  it("takes a word out of SRS, keeping its review log", async () => {
    const user = await signedIn();
    const word = await wordInSrs(user);
    expect((await review(user, word.id, "good")).status).toBe(201);
    expect((await user.call(`/api/words/${word.id}/srs`, { method: "DELETE" })).status).toBe(204);
    expect((await user.call(`/api/words/${word.id}/srs`, { method: "DELETE" })).status).toBe(404);
    const res = await review(user, word.id, "good");
    expect(res.status).toBe(404);
    expect((await res.json<ErrorResponse>()).error.code).toBe("not_in_srs");
    expect(await logsOf(word.id)).toHaveLength(1);
  });
});

describe("the review queue", () => {
  it("lists due cards with the answer side and the next interval of each rating", async () => {
    const user = await signedIn();
    const word = await wordInSrs(user, "happy");
    const queue = await user.ok<QueueResponse>("/api/srs/queue");
    expect(queue.counts).toEqual({ new: 1, learning: 0, review: 0 });
    const [item] = queue.items;
    expect(item!.word).toMatchObject({ id: word.id, word: "happy", ipa: "ˈhæpi", category: "General" });
    const { again, hard, good, easy } = item!.previews;
    expect(again.intervalSeconds).toBe(60);
    expect(hard.intervalSeconds).toBeLessThanOrEqual(good.intervalSeconds);
    expect(good.intervalSeconds).toBeLessThan(easy.intervalSeconds);
    expect(easy.intervalSeconds).toBeGreaterThanOrEqual(DAY / 1000);
    expect(queue.studyDay.timezone).toBe("UTC");
  });

  it("counts the day up to the user's local 4 am in their time zone", async () => {
    const user = await signedIn();
    await user.ok("/api/profile", { method: "PATCH", json: { timezone: "America/New_York" } });
    const early = await wordInSrs(user, "dog");
    const late = await wordInSrs(user, "cat");
    // 02:00 in New York on 10 March 2026 still belongs to the study day of 9 March, which ends at 04:00 local (08:00 UTC).
    const now = Date.parse("2026-03-10T06:00:00Z");
    const setReviewDue = (wordId: string, due: string) =>
      env.DB.prepare(
        "UPDATE srs_cards SET state = 2, due = ?1, stability = 5, difficulty = 5, scheduled_days = 5, last_review = ?2 WHERE word_id = ?3",
      )
        .bind(Date.parse(due), now - 5 * DAY, wordId)
        .run();
    await setReviewDue(early.id, "2026-03-10T07:30:00Z");
    await setReviewDue(late.id, "2026-03-10T08:30:00Z");
    const db = createDb(env.DB);
    const night = await reviewQueue(db, user.userId, 50, now);
    expect(night.studyDay).toEqual({ date: "2026-03-09", endsAt: "2026-03-10T08:00:00.000Z", timezone: "America/New_York" });
    expect(night.items.map((i) => i.word.word)).toEqual(["dog"]);
    const morning = await reviewQueue(db, user.userId, 50, Date.parse("2026-03-10T09:00:00Z"));
    expect(morning.studyDay.date).toBe("2026-03-10");
    expect(morning.items.map((i) => i.word.word)).toEqual(["dog", "cat"]);
  });

  it("tells an empty queue when the next card comes due, later today or on another day", async () => {
    const user = await signedIn();
    const word = await wordInSrs(user, "dog");
    const db = createDb(env.DB);
    // Noon of today (UTC, the learner's zone here): an hour later is still today, whatever the clock
    // says when the suite runs (the study day ends at 4 am, so a run at 3 am would cross it).
    const now = Math.floor(Date.now() / DAY) * DAY + 12 * HOUR;
    const setDue = (due: number, state: number) =>
      env.DB.prepare("UPDATE srs_cards SET state = ?1, due = ?2, stability = 5, difficulty = 5, last_review = ?3 WHERE word_id = ?4")
        .bind(state, due, now - DAY, word.id)
        .run();
    const dueIn = (queue: QueueResponse) => (queue.nextReviewAt === null ? null : Date.parse(queue.nextReviewAt) - now);

    await setDue(now + 3 * DAY, 2);
    const later = await reviewQueue(db, user.userId, 50, now);
    expect([later.items, later.nextDue, dueIn(later)]).toEqual([[], null, 3 * DAY]);

    // A relearning card due in an hour: not shown yet (beyond the learn-ahead limit), but today.
    await setDue(now + HOUR, 3);
    const today = await reviewQueue(db, user.userId, 50, now);
    expect(today.items).toEqual([]);
    expect(today.nextDue).toBe(today.nextReviewAt);
    expect(dueIn(today)).toBe(HOUR);

    await user.ok(`/api/words/${word.id}/srs`, { method: "DELETE" }, 204);
    expect((await reviewQueue(db, user.userId, 50, now)).nextReviewAt).toBeNull();
  });

  it("keeps the 4 am boundary across a daylight-saving change", () => {
    // New York moves to summer time at 2 am on 8 March 2026: the study day of 7 March is 23 hours long.
    const day = studyDay(Date.parse("2026-03-07T12:00:00Z"), "America/New_York");
    expect(day).toEqual({ date: "2026-03-07", startsAt: Date.parse("2026-03-07T09:00:00Z"), endsAt: Date.parse("2026-03-08T08:00:00Z") });
    expect(studyDay(Date.parse("2026-06-01T01:00:00Z"), "Asia/Almaty").date).toBe("2026-06-01");
    expect(studyDay(Date.parse("2026-05-31T22:59:00Z"), "Asia/Almaty").date).toBe("2026-05-31");
  });
});

describe("reviews", () => {
  it("schedules a sequence of ratings exactly as ts-fsrs does, logging each with the state before and after", async () => {
    const user = await signedIn();
    const word = await wordInSrs(user, "abandon");
    const created = (await storedCard(word.id))!;
    const scheduler = fsrs({ request_retention: 0.9, enable_fuzz: true, enable_short_term: true }).useStrategy(
      StrategyMode.SEED,
      GenSeedStrategyWithCardId("card_id"),
    );
    let expected: Card & { card_id: string } = { ...createEmptyCard(new Date(created.created_at!)), card_id: word.id };
    const ratings: [string, Grade][] = [
      ["good", Rating.Good],
      ["good", Rating.Good],
      ["good", Rating.Good],
      ["again", Rating.Again],
      ["hard", Rating.Hard],
      ["good", Rating.Good],
      ["easy", Rating.Easy],
    ];
    const db = createDb(env.DB);
    for (const [name, grade] of ratings) {
      // Each review happens when the card is due (an hour late, as people are).
      const at = Math.max(expected.due.getTime(), created.created_at!) + HOUR;
      const result = await applyReview(
        db,
        user.userId,
        { wordId: word.id, rating: name as "good", idempotencyKey: crypto.randomUUID() },
        at,
      );
      expected = { ...scheduler.next(expected, new Date(at), grade).card, card_id: word.id };
      expect(result.card).toMatchObject({
        due: expected.due.toISOString(),
        state: ["new", "learning", "review", "relearning"][expected.state],
        reps: expected.reps,
        lapses: expected.lapses,
        scheduledDays: expected.scheduled_days,
      });
      expect(result.card.stability).toBeCloseTo(expected.stability, 10);
      expect(result.card.difficulty).toBeCloseTo(expected.difficulty, 10);
    }
    expect(expected.state).toBe(2);
    expect(expected.lapses).toBe(1);
    const logs = await logsOf(word.id);
    expect(logs.map((l) => l.rating)).toEqual(ratings.map(([, g]) => g));
    expect(logs[0]).toMatchObject({ state_before: 0, elapsed_days: 0 });
    expect(logs[3]).toMatchObject({ rating: 1, state_before: 2, state_after: 3 });
    expect(Number(logs[4]!.elapsed_days)).toBeGreaterThan(0);
  });

  it("applies a review posted twice with the same idempotency key once", async () => {
    const user = await signedIn();
    const word = await wordInSrs(user);
    const key = crypto.randomUUID();
    const first = await review(user, word.id, "good", key);
    expect(first.status).toBe(201);
    const firstBody = await first.json<ReviewResponse>();
    const retry = await review(user, word.id, "good", key);
    expect(retry.status).toBe(200);
    expect(await retry.json<ReviewResponse>()).toEqual({ ...firstBody, duplicate: true });
    expect((await storedCard(word.id))!.reps).toBe(1);
    expect(await logsOf(word.id)).toHaveLength(1);
    const reused = await review(user, word.id, "easy", key);
    expect(reused.status).toBe(409);
    expect((await reused.json<ErrorResponse>()).error.code).toBe("idempotency_key_reused");
  });

  it("answers concurrent retries of one review (same idempotency key) as a sequential retry: applied once, the other a 200 duplicate", async () => {
    const user = await signedIn();
    for (const word of ["dog", "cat", "happy", "apple", "house"]) {
      const added = await wordInSrs(user, word);
      const key = crypto.randomUUID();
      const responses = await Promise.all([review(user, added.id, "good", key), review(user, added.id, "good", key)]);
      expect(responses.map((r) => r.status).sort(), word).toEqual([200, 201]);
      const [applied, retried] = await Promise.all(responses.map((r) => r.json<ReviewResponse>()));
      expect([applied!.duplicate, retried!.duplicate].sort()).toEqual([false, true]);
      expect(retried!.reviewId).toBe(applied!.reviewId);
      expect((await storedCard(added.id))!.reps).toBe(1);
      expect(await logsOf(added.id)).toHaveLength(1);
    }
    // One progress event per applied review: five, never ten.
    await vi.waitFor(async () => expect((await user.ok<ProgressSummary>("/api/unified-progress?type=summary")).srs_reviews_today).toBe(5));
    const events = await env.DB.prepare(
      "SELECT count(*) AS n FROM progress_events WHERE user_id = ?1 AND event_type = 'srs_review_completed'",
    )
      .bind(user.userId)
      .first<{ n: number }>();
    expect(events!.n).toBe(5);
  });

  it("never applies two concurrent reviews to the same card state", async () => {
    const user = await signedIn();
    const word = await wordInSrs(user);
    const responses = await Promise.all(["good", "again", "easy", "hard"].map((r) => review(user, word.id, r)));
    const applied = responses.filter((r) => r.status === 201).length;
    expect(applied).toBeGreaterThan(0);
    for (const r of responses) expect([201, 409]).toContain(r.status);
    expect((await storedCard(word.id))!.reps).toBe(applied);
    expect(await logsOf(word.id)).toHaveLength(applied);
  });

  it("takes the rating time of a review done offline, never before the last review nor in the future", async () => {
    const user = await signedIn();
    const word = await wordInSrs(user);
    const created = (await storedCard(word.id))!.created_at!;
    expect((await review(user, word.id, "good", undefined, { reviewedAt: "2020-01-01T00:00:00Z" })).status).toBe(201);
    expect((await logsOf(word.id))[0]!.reviewed_at).toBe(created);
    const future = new Date(Date.now() + 30 * DAY).toISOString();
    expect((await review(user, word.id, "good", undefined, { reviewedAt: future })).status).toBe(201);
    expect(Number((await logsOf(word.id))[1]!.reviewed_at)).toBeLessThanOrEqual(Date.now());
  });

  it("undoes the last rating, restoring the card, and only the last one", async () => {
    const user = await signedIn();
    const word = await wordInSrs(user);
    const before = (await storedCard(word.id))!;
    const first = await (await review(user, word.id, "good")).json<ReviewResponse>();
    const second = await (await review(user, word.id, "easy")).json<ReviewResponse>();
    const wrong = await user.call("/api/srs/reviews/undo", { method: "POST", json: { reviewId: first.reviewId } });
    expect(wrong.status).toBe(409);
    const undone = await user.ok<{ undoneReviewId: string; card: SrsCard }>("/api/srs/reviews/undo", {
      method: "POST",
      json: { reviewId: second.reviewId },
    });
    expect(undone.undoneReviewId).toBe(second.reviewId);
    expect(undone.card).toEqual(first.card);
    await user.ok("/api/srs/reviews/undo", { method: "POST", json: {} });
    const restored = (await storedCard(word.id))!;
    expect({ ...restored, version: 0, updated_at: 0 }).toEqual({ ...before, version: 0, updated_at: 0 });
    expect((await user.call("/api/srs/reviews/undo", { method: "POST", json: {} })).status).toBe(409);
    expect((await logsOf(word.id)).every((l) => l.undone_at !== null)).toBe(true);
    // The undone reviews' keys stay spent: a retry of them is not applied again.
    expect((await review(user, word.id, "good", undefined)).status).toBe(201);
  });

  it("records one srs_review_completed progress event per applied review and tells the user's tabs", async () => {
    const user = await signedIn();
    const word = await wordInSrs(user);
    const socket = await connect(user.userId);
    await socket.next((f) => f.type === "hello");
    const key = crypto.randomUUID();
    const { reviewId } = await (await review(user, word.id, "good", key)).json<ReviewResponse>();
    const frame = await socket.next((f) => f.type === "progress_update", 0, 5000);
    expect(frame).toMatchObject({ data: { event: { event_type: "srs_review_completed", client_event_id: `srs:${reviewId}` } } });
    expect((await review(user, word.id, "good", key)).status).toBe(200);
    const events = await env.DB.prepare("SELECT event_type, data FROM progress_events WHERE user_id = ?1")
      .bind(user.userId)
      .all<{ event_type: string; data: string }>();
    expect(events.results).toHaveLength(1);
    expect(JSON.parse(events.results[0]!.data)).toMatchObject({
      words: 1,
      correct: 1,
      total: 1,
      ref: { kind: "srs_review", id: reviewId },
    });
    socket.ws.close();
  });
});

describe("stats and settings", () => {
  it("counts cards by state, today's ratings and what is due", async () => {
    const user = await signedIn();
    const a = await wordInSrs(user, "dog");
    const b = await wordInSrs(user, "cat");
    await wordInSrs(user, "book");
    await review(user, a.id, "again");
    await review(user, b.id, "easy");
    const stats = await user.ok<SrsStats>("/api/srs/stats");
    expect(stats).toMatchObject({
      total: 3,
      byState: { new: 1, learning: 1, review: 1, relearning: 0 },
      mastery: { new: 1, learning: 1, young: 1, mature: 0 },
      reviewsToday: 2,
      ratingsToday: { again: 1, hard: 0, good: 0, easy: 1 },
      trueRetention: null,
      desiredRetention: 0.9,
    });
    expect(stats.dueToday).toBe(2);
    expect(stats.upcoming).toHaveLength(7);
    expect(stats.upcoming[0]!.due).toBe(2);
  });

  it("keeps desired retention between 0.70 and 0.97 (default 0.90); higher retention means shorter intervals", async () => {
    const user = await signedIn();
    expect(await user.ok<VocabularySettings>("/api/vocabulary/settings")).toEqual({ desiredRetention: 0.9, level: null });
    for (const desiredRetention of [0.69, 0.98, "0.9"]) {
      expect((await user.call("/api/vocabulary/settings", { method: "PATCH", json: { desiredRetention } })).status).toBe(400);
    }
    const word = await wordInSrs(user);
    await review(user, word.id, "easy");
    const db = createDb(env.DB);
    const later = Date.now() + 30 * DAY;
    const goodAt = async () => (await reviewQueue(db, user.userId, 10, later)).items[0]!.previews.good.intervalSeconds;
    const atDefault = await goodAt();
    expect(await user.ok<VocabularySettings>("/api/vocabulary/settings", { method: "PATCH", json: { desiredRetention: 0.97 } })).toEqual({
      desiredRetention: 0.97,
      level: null,
    });
    expect(await goodAt()).toBeLessThan(atDefault);
    await user.ok("/api/vocabulary/settings", { method: "PATCH", json: { desiredRetention: 0.7, level: "Hard" } });
    expect(await goodAt()).toBeGreaterThan(atDefault);
  });
});
