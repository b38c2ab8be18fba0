/**
 * Ratings waiting to reach the server, kept on the device (localStorage, per user) so none is lost
 * when the learner is offline, the post fails or the tab closes. Every rating goes through here, in
 * the order given; each keeps its idempotency key, so a post retried after a lost response, or sent by
 * two tabs at once, is applied once by the server.
 */
import { SRS_ERROR_CODES, type RatingName, type ReviewRequest, type ReviewResponse } from "../../../../worker/contract/srs";
import { ApiRequestError } from "../../../lib/api";

export type PendingReview = {
  wordId: string;
  rating: RatingName;
  idempotencyKey: string;
  /** When the learner rated (ISO 8601): the server schedules from this time, not from the late send. */
  reviewedAt: string;
  answerMs?: number;
  /** The word itself, to name it if the rating cannot be saved. */
  word: string;
  /** The word is not in SRS yet (a flashcard from the dictionary): add it before rating. */
  addToSrs?: boolean;
};

export type OutboxStorage = Pick<Storage, "getItem" | "setItem">;

const outboxStorageKey = (userId: string) => `lexora.pendingReviews.${userId}`;

function isPendingReview(value: unknown): value is PendingReview {
  if (typeof value !== "object" || value === null) return false;
  const review = value as Record<string, unknown>;
  return (
    typeof review.wordId === "string" &&
    typeof review.rating === "string" &&
    typeof review.idempotencyKey === "string" &&
    typeof review.reviewedAt === "string" &&
    typeof review.word === "string"
  );
}

/** The stored list of one user's pending ratings, oldest first. */
export class ReviewOutbox {
  constructor(
    readonly userId: string,
    private readonly storage: OutboxStorage = localStorage,
  ) {}

  get storageKey(): string {
    return outboxStorageKey(this.userId);
  }

  list(): PendingReview[] {
    try {
      const parsed: unknown = JSON.parse(this.storage.getItem(this.storageKey) ?? "[]");
      // Anything else in the list (an older format, a hand edit) is skipped rather than failing every send.
      return Array.isArray(parsed) ? parsed.filter(isPendingReview) : [];
    } catch {
      return [];
    }
  }

  add(review: PendingReview): void {
    const pending = this.list();
    if (pending.some((r) => r.idempotencyKey === review.idempotencyKey)) return;
    this.write([...pending, review]);
  }

  /** Takes a rating out of the list; false when it is no longer there (already sent). */
  remove(idempotencyKey: string): boolean {
    const pending = this.list();
    const rest = pending.filter((r) => r.idempotencyKey !== idempotencyKey);
    if (rest.length === pending.length) return false;
    this.write(rest);
    return true;
  }

  private write(pending: PendingReview[]): void {
    this.storage.setItem(this.storageKey, JSON.stringify(pending));
  }
}

/**
 * Whether a failed send may succeed later: no connection, a server error, an expired sign-in, rate
 * limiting, or another device rating the card at the same moment. Anything else (the word left SRS,
 * a malformed rating) never will, and retrying it would hold up every rating behind it.
 */
function isRetryable(error: unknown): boolean {
  if (!(error instanceof ApiRequestError)) return true;
  if (error.status >= 500 || [401, 408, 429].includes(error.status)) return true;
  return error.code === SRS_ERROR_CODES.cardChanged;
}

export type SendReview = (review: PendingReview) => Promise<ReviewResponse>;

export type FlushOutcome = {
  sent: { review: PendingReview; response: ReviewResponse }[];
  /** Ratings the server refused for good; they are no longer pending. */
  dropped: { review: PendingReview; error: unknown }[];
  /** The error that stopped the flush with ratings still pending, if any. */
  stoppedBy: unknown;
};

/**
 * Sends the pending ratings one by one, oldest first, removing each once the server has it. Stops at
 * the first failure that may pass (keeping it and everything after it, in order); a rating refused
 * for good is dropped so the rest can go. The list is re-read before every send, so ratings added or
 * undone meanwhile are respected. `onSending` names the rating on its way.
 */
export async function flushOutbox(outbox: ReviewOutbox, send: SendReview, onSending?: (key: string | null) => void): Promise<FlushOutcome> {
  const outcome: FlushOutcome = { sent: [], dropped: [], stoppedBy: undefined };
  try {
    for (let next = outbox.list()[0]; next; next = outbox.list()[0]) {
      onSending?.(next.idempotencyKey);
      try {
        const response = await send(next);
        outbox.remove(next.idempotencyKey);
        outcome.sent.push({ review: next, response });
      } catch (error) {
        if (isRetryable(error)) {
          outcome.stoppedBy = error;
          break;
        }
        outbox.remove(next.idempotencyKey);
        outcome.dropped.push({ review: next, error });
      }
    }
  } finally {
    onSending?.(null);
  }
  return outcome;
}

/** The request body of a pending rating: only what the review endpoint accepts. */
export function reviewRequest(review: PendingReview): ReviewRequest {
  return {
    wordId: review.wordId,
    rating: review.rating,
    idempotencyKey: review.idempotencyKey,
    reviewedAt: review.reviewedAt,
    ...(review.answerMs === undefined ? {} : { answerMs: review.answerMs }),
  };
}
