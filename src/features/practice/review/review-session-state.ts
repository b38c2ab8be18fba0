/**
 * A review session as the learner goes through it. The cards to rate are derived from the latest due
 * queue the server sent: minus ratings still waiting on the device, minus cards rated since that queue
 * was fetched (their state in it is stale), plus cards brought back by undo, first.
 */
import type { QueueItem, RatingName } from "../../../../worker/contract/srs";

export type GivenRating = {
  item: QueueItem;
  rating: RatingName;
  idempotencyKey: string;
  intervalSeconds: number;
  /** When it was given (ms). */
  at: number;
};

export type ReviewSessionState = {
  revealed: boolean;
  /** When the current card was put in front of the learner (ms), for the answer time. */
  shownAt: number;
  /** Ratings given in this session, newest last (progress and undo). */
  given: readonly GivenRating[];
  /** Cards whose rating was undone, to be rated again before the rest. */
  restored: readonly QueueItem[];
};

export type ReviewSessionAction =
  | { type: "revealed" }
  | { type: "rated"; item: QueueItem; rating: RatingName; idempotencyKey: string; now: number }
  | { type: "undone"; now: number };

export const initialReviewSession: ReviewSessionState = { revealed: false, shownAt: 0, given: [], restored: [] };

export function reviewSessionReducer(state: ReviewSessionState, action: ReviewSessionAction): ReviewSessionState {
  switch (action.type) {
    case "revealed":
      return { ...state, revealed: true };
    case "rated": {
      if (!state.revealed) return state;
      const { item, rating, idempotencyKey, now } = action;
      const given: GivenRating = { item, rating, idempotencyKey, intervalSeconds: item.previews[rating].intervalSeconds, at: now };
      return {
        revealed: false,
        shownAt: now,
        given: [...state.given, given],
        restored: state.restored.filter((r) => r.word.id !== item.word.id),
      };
    }
    case "undone": {
      const last = state.given.at(-1);
      if (!last) return state;
      return {
        revealed: false,
        shownAt: action.now,
        given: state.given.slice(0, -1),
        restored: [last.item, ...state.restored.filter((r) => r.word.id !== last.item.word.id)],
      };
    }
  }
}

/**
 * The cards still to rate, in order. `fetchedAt` is when `queue` came from the server; `pendingWordIds`
 * are cards with a rating still on the device.
 */
export function cardsToRate(
  state: ReviewSessionState,
  queue: readonly QueueItem[],
  fetchedAt: number,
  pendingWordIds: ReadonlySet<string>,
): QueueItem[] {
  const restoredIds = new Set(state.restored.map((item) => item.word.id));
  const ratedSinceFetch = new Set(state.given.filter((g) => g.at >= fetchedAt).map((g) => g.item.word.id));
  const fromQueue = queue.filter(
    (item) => !restoredIds.has(item.word.id) && !ratedSinceFetch.has(item.word.id) && !pendingWordIds.has(item.word.id),
  );
  return [...state.restored, ...fromQueue];
}
