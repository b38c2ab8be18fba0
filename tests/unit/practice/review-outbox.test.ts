import { describe, expect, it, vi } from "vitest";
import type { ReviewResponse } from "../../../worker/contract/srs";
import { ApiRequestError } from "../../../src/lib/api";
import { flushOutbox, ReviewOutbox, type PendingReview } from "../../../src/features/practice/review/review-outbox";
import { ReviewSync } from "../../../src/features/practice/review/review-sync";

const rating = (n: number, extra: Partial<PendingReview> = {}): PendingReview => ({
  wordId: `w${n}`,
  rating: "good",
  idempotencyKey: `key-${n}-0000`,
  reviewedAt: new Date(Date.UTC(2026, 0, 1, 10, n)).toISOString(),
  word: `word ${n}`,
  ...extra,
});

const accepted = (review: PendingReview): ReviewResponse => ({
  reviewId: `review-of-${review.idempotencyKey}`,
  duplicate: false,
  card: {
    wordId: review.wordId,
    state: "learning",
    due: review.reviewedAt,
    stability: 1,
    difficulty: 5,
    reps: 1,
    lapses: 0,
    lastReview: review.reviewedAt,
    scheduledDays: 0,
  },
});

const offline = () => new TypeError("Failed to fetch");

describe("the offline review outbox", () => {
  it("keeps ratings on the device per user, in the order they were given", () => {
    const outbox = new ReviewOutbox("user-1");
    outbox.add(rating(1));
    outbox.add(rating(2));
    outbox.add(rating(1));
    expect(new ReviewOutbox("user-1").list().map((r) => r.idempotencyKey)).toEqual(["key-1-0000", "key-2-0000"]);
    expect(new ReviewOutbox("user-2").list()).toEqual([]);
  });

  it("sends pending ratings oldest first, each with its own idempotency key and rating time, and empties the outbox", async () => {
    const outbox = new ReviewOutbox("user-1");
    for (const n of [1, 2, 3]) outbox.add(rating(n));
    const send = vi.fn(async (review: PendingReview) => accepted(review));
    const outcome = await flushOutbox(outbox, send);
    expect(send.mock.calls.map(([r]) => [r.idempotencyKey, r.reviewedAt])).toEqual(
      [1, 2, 3].map((n) => [rating(n).idempotencyKey, rating(n).reviewedAt]),
    );
    expect(outcome.sent).toHaveLength(3);
    expect(outbox.list()).toEqual([]);
  });

  it("loses nothing when a send fails: the failed rating and every later one stay, in order, for the next attempt", async () => {
    const outbox = new ReviewOutbox("user-1");
    for (const n of [1, 2, 3]) outbox.add(rating(n));
    let calls = 0;
    const flaky = vi.fn(async (review: PendingReview) => {
      calls += 1;
      if (calls === 2) throw offline();
      return accepted(review);
    });
    const first = await flushOutbox(outbox, flaky);
    expect(first.sent.map((s) => s.review.wordId)).toEqual(["w1"]);
    expect(first.stoppedBy).toBeInstanceOf(TypeError);
    expect(outbox.list().map((r) => r.wordId)).toEqual(["w2", "w3"]);

    const server = vi.fn(async (review: PendingReview) => accepted(review));
    await flushOutbox(outbox, server);
    expect(server.mock.calls.map(([r]) => r.wordId)).toEqual(["w2", "w3"]);
    expect(outbox.list()).toEqual([]);
  });

  it("retries server errors, expired sign-ins and a card rated elsewhere at the same moment, but drops what can never succeed", async () => {
    for (const error of [
      new ApiRequestError(503, "http_error", "down"),
      new ApiRequestError(401, "unauthenticated", "expired"),
      new ApiRequestError(409, "card_changed", "busy"),
    ]) {
      const outbox = new ReviewOutbox("user-retry");
      outbox.add(rating(1));
      const outcome = await flushOutbox(outbox, async () => Promise.reject(error));
      expect(outcome.stoppedBy).toBe(error);
      expect(outbox.list()).toHaveLength(1);
      localStorage.clear();
    }
    const outbox = new ReviewOutbox("user-1");
    outbox.add(rating(1));
    outbox.add(rating(2));
    const gone = new ApiRequestError(404, "not_in_srs", "This word is not in SRS.");
    const outcome = await flushOutbox(outbox, async (review) => (review.wordId === "w1" ? Promise.reject(gone) : accepted(review)));
    expect(outcome.dropped).toEqual([{ review: rating(1), error: gone }]);
    expect(outcome.sent.map((s) => s.review.wordId)).toEqual(["w2"]);
    expect(outbox.list()).toEqual([]);
  });

  it("skips entries that are not ratings instead of failing every send", () => {
    localStorage.setItem(new ReviewOutbox("user-1").storageKey, JSON.stringify([null, "x", { wordId: 1 }, rating(1)]));
    expect(new ReviewOutbox("user-1").list()).toEqual([rating(1)]);
    localStorage.setItem(new ReviewOutbox("user-1").storageKey, "{not json");
    expect(new ReviewOutbox("user-1").list()).toEqual([]);
  });
});

describe("review sync", () => {
  it("sends a rating given while another send is in flight, after it, once", async () => {
    let release: () => void = () => undefined;
    const gate = new Promise<void>((resolve) => (release = resolve));
    const send = vi.fn(async (review: PendingReview) => {
      if (review.wordId === "w1") await gate;
      return accepted(review);
    });
    const sync = new ReviewSync(new ReviewOutbox("user-1"), send);
    const first = sync.rate(rating(1));
    const second = sync.rate(rating(2));
    expect(sync.getSnapshot().pending).toHaveLength(2);
    release();
    await Promise.all([first, second]);
    expect(send.mock.calls.map(([r]) => r.wordId)).toEqual(["w1", "w2"]);
    expect(sync.getSnapshot()).toEqual({ pending: [], waiting: false });
  });

  it("undoes a rating that never left the device by taking it out of the outbox; a sent one is undone by its review id", async () => {
    const failing = vi.fn(async () => Promise.reject(offline()));
    const sync = new ReviewSync(new ReviewOutbox("user-1"), failing);
    await sync.rate(rating(1));
    expect(sync.getSnapshot()).toMatchObject({ waiting: true });
    expect(await sync.undo(rating(1).idempotencyKey)).toEqual({ kind: "unsent" });
    expect(sync.getSnapshot().pending).toEqual([]);

    const online = new ReviewSync(new ReviewOutbox("user-3"), async (review) => accepted(review));
    await online.rate(rating(2));
    expect(await online.undo(rating(2).idempotencyKey)).toEqual({ kind: "sent", reviewId: "review-of-key-2-0000" });
  });

  it("waits for a rating on its way before deciding how to undo it", async () => {
    let release: () => void = () => undefined;
    const gate = new Promise<void>((resolve) => (release = resolve));
    const sync = new ReviewSync(new ReviewOutbox("user-1"), async (review) => {
      await gate;
      return accepted(review);
    });
    const sending = sync.rate(rating(1));
    await Promise.resolve();
    const undo = sync.undo(rating(1).idempotencyKey);
    release();
    await sending;
    expect(await undo).toEqual({ kind: "sent", reviewId: "review-of-key-1-0000" });
  });
});
