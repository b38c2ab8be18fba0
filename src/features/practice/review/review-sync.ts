/**
 * One user's ratings on their way to the server: the device outbox, sent in order whenever the
 * browser is online (now, on the `online` event, and on a backing-off timer after a failure), with
 * one sender at a time across tabs (Web Locks). Undo of a rating that has not left the device simply
 * takes it out of the outbox.
 */
import type { ReviewResponse } from "../../../../worker/contract/srs";
import { addWordToSrs } from "../../dictionary";
import { postReview } from "../api";
import { flushOutbox, reviewRequest, ReviewOutbox, type FlushOutcome, type PendingReview, type SendReview } from "./review-outbox";

/** Waits before retrying after a failed send, then the last one for every further attempt. */
const RETRY_DELAYS_MS = [5_000, 15_000, 30_000, 60_000] as const;

export type ReviewSyncState = {
  pending: readonly PendingReview[];
  /** The last send failed and ratings wait for the connection (or the server) to come back. */
  waiting: boolean;
};

export type UndoTarget =
  /** The rating never left the device and is now gone from the outbox. */
  | { kind: "unsent" }
  /** The server has the rating: undo it there. */
  | { kind: "sent"; reviewId: string }
  /** The server refused the rating: there is nothing to undo. */
  | { kind: "refused" };

async function sendReview(review: PendingReview): Promise<ReviewResponse> {
  if (review.addToSrs) await addWordToSrs(review.wordId);
  return postReview(reviewRequest(review));
}

export class ReviewSync {
  private state: ReviewSyncState;
  private readonly listeners = new Set<() => void>();
  private readonly flushListeners = new Set<(outcome: FlushOutcome) => void>();
  private flushing: Promise<FlushOutcome> | null = null;
  private sendingKey: string | null = null;
  /** Server review ids of the ratings this tab sent, by idempotency key (for undo). */
  private readonly reviewIds = new Map<string, string>();
  private retryTimer: ReturnType<typeof setTimeout> | null = null;
  private failures = 0;

  constructor(
    readonly outbox: ReviewOutbox,
    private readonly send: SendReview = sendReview,
  ) {
    this.state = { pending: outbox.list(), waiting: false };
  }

  subscribe = (listener: () => void): (() => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };

  getSnapshot = (): ReviewSyncState => this.state;

  /** Called after every flush with what was sent and what the server refused. */
  onFlushed(listener: (outcome: FlushOutcome) => void): () => void {
    this.flushListeners.add(listener);
    return () => this.flushListeners.delete(listener);
  }

  /** Keeps the rating on the device first, then tries to send everything pending. */
  rate(review: PendingReview): Promise<FlushOutcome> {
    this.outbox.add(review);
    this.update({ pending: this.outbox.list() });
    return this.requestFlush();
  }

  /** Starts a flush, or queues one after the running flush (which may have just read an empty outbox). */
  requestFlush(): Promise<FlushOutcome> {
    return this.flushing ? this.flushing.then(() => this.flush()) : this.flush();
  }

  /** The stored outbox changed in another tab. */
  reload(): void {
    this.update({ pending: this.outbox.list() });
  }

  /** Finds where the rating with this key is, taking it out of the outbox if it has not been sent. */
  async undo(idempotencyKey: string): Promise<UndoTarget> {
    if (this.sendingKey === idempotencyKey && this.flushing) await this.flushing;
    if (this.outbox.remove(idempotencyKey)) {
      this.update({ pending: this.outbox.list() });
      return { kind: "unsent" };
    }
    const reviewId = this.reviewIds.get(idempotencyKey);
    return reviewId ? { kind: "sent", reviewId } : { kind: "refused" };
  }

  private flush(): Promise<FlushOutcome> {
    this.flushing ??= this.runExclusively(() => flushOutbox(this.outbox, this.send, (key) => (this.sendingKey = key)))
      .then((outcome) => {
        for (const { review, response } of outcome.sent) this.reviewIds.set(review.idempotencyKey, response.reviewId);
        this.afterFlush(outcome);
        return outcome;
      })
      .finally(() => {
        this.flushing = null;
      });
    return this.flushing;
  }

  private runExclusively(run: () => Promise<FlushOutcome>): Promise<FlushOutcome> {
    const locks = typeof navigator === "undefined" ? undefined : navigator.locks;
    return locks ? locks.request(`lexora-review-outbox-${this.outbox.userId}`, run) : run();
  }

  private afterFlush(outcome: FlushOutcome): void {
    const pending = this.outbox.list();
    const waiting = outcome.stoppedBy !== undefined && pending.length > 0;
    this.update({ pending, waiting });
    if (this.retryTimer) clearTimeout(this.retryTimer);
    this.retryTimer = null;
    if (waiting) {
      const delay = RETRY_DELAYS_MS[Math.min(this.failures, RETRY_DELAYS_MS.length - 1)]!;
      this.failures += 1;
      // Offline, the `online` event starts the next attempt; the timer covers a server that failed.
      this.retryTimer = setTimeout(() => {
        if (typeof navigator === "undefined" || navigator.onLine) void this.requestFlush();
      }, delay);
    } else {
      this.failures = 0;
    }
    for (const listener of this.flushListeners) listener(outcome);
  }

  private update(next: Partial<ReviewSyncState>): void {
    this.state = { ...this.state, ...next };
    for (const listener of this.listeners) listener();
  }
}

const syncs = new Map<string, ReviewSync>();

/** The one ReviewSync of a user in this tab, listening for the connection and for other tabs. */
export function reviewSyncFor(userId: string): ReviewSync {
  let sync = syncs.get(userId);
  if (!sync) {
    const created = new ReviewSync(new ReviewOutbox(userId));
    window.addEventListener("online", () => void created.requestFlush());
    window.addEventListener("storage", (event) => {
      if (event.key === created.outbox.storageKey) created.reload();
    });
    syncs.set(userId, created);
    sync = created;
  }
  return sync;
}
