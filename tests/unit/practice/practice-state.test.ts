import { describe, expect, it } from "vitest";
import type { QueueItem } from "../../../worker/contract/srs";
import { deckFinished, deckReducer, newDeck, type Flashcard } from "../../../src/features/practice/flashcards/deck";
import { cardsToRate, initialReviewSession, reviewSessionReducer } from "../../../src/features/practice/review/review-session-state";

const item = (id: string): QueueItem => ({
  card: {
    wordId: id,
    state: "new",
    due: "2026-01-01T00:00:00.000Z",
    stability: 0,
    difficulty: 0,
    reps: 0,
    lapses: 0,
    lastReview: null,
    scheduledDays: 0,
  },
  word: {
    id,
    word: id,
    definition: null,
    ipa: null,
    example: null,
    pos: null,
    difficulty: "Easy",
    category: "General",
    gloss: null,
    glossLang: null,
  },
  previews: {
    again: { due: "", intervalSeconds: 60 },
    hard: { due: "", intervalSeconds: 360 },
    good: { due: "", intervalSeconds: 600 },
    easy: { due: "", intervalSeconds: 8 * 86400 },
  },
});

describe("the review session", () => {
  const queue = [item("a"), item("b"), item("c")];

  it("rates only a revealed card and moves on, remembering the interval shown", () => {
    const unrevealed = reviewSessionReducer(initialReviewSession, {
      type: "rated",
      item: queue[0]!,
      rating: "good",
      idempotencyKey: "k1",
      now: 10,
    });
    expect(unrevealed).toBe(initialReviewSession);
    const state = [
      { type: "revealed" } as const,
      { type: "rated", item: queue[0]!, rating: "good", idempotencyKey: "k1", now: 10 } as const,
    ].reduce(reviewSessionReducer, initialReviewSession);
    expect(state.given).toEqual([{ item: queue[0], rating: "good", idempotencyKey: "k1", intervalSeconds: 600, at: 10 }]);
    expect(cardsToRate(state, queue, 5, new Set()).map((i) => i.word.id)).toEqual(["b", "c"]);
    // A queue fetched after the rating is fresh: a card still in it (a learning step) is shown again.
    expect(cardsToRate(state, queue, 20, new Set()).map((i) => i.word.id)).toEqual(["a", "b", "c"]);
  });

  it("leaves out cards whose rating waits on the device, and puts an undone card first", () => {
    expect(cardsToRate(initialReviewSession, queue, 0, new Set(["b"])).map((i) => i.word.id)).toEqual(["a", "c"]);
    const rated = [
      { type: "revealed" } as const,
      { type: "rated", item: queue[1]!, rating: "again", idempotencyKey: "k", now: 10 } as const,
    ].reduce(reviewSessionReducer, initialReviewSession);
    const undone = reviewSessionReducer(rated, { type: "undone", now: 11 });
    expect(undone.given).toEqual([]);
    expect(undone.revealed).toBe(false);
    expect(cardsToRate(undone, queue, 20, new Set()).map((i) => i.word.id)).toEqual(["b", "a", "c"]);
  });
});

describe("a flashcard deck", () => {
  const cards: Flashcard[] = ["one", "two", "three"].map((w) => ({
    wordId: w,
    word: w,
    definition: null,
    ipa: null,
    example: null,
    pos: null,
    category: "General",
    gloss: null,
    glossLang: null,
    inSrs: false,
  }));

  it("flips, records know/again, and studies the 'again' cards once more", () => {
    let deck = deckReducer(newDeck(cards), { type: "flip" });
    expect(deck.flipped).toBe(true);
    deck = [
      { type: "answer", outcome: "again" } as const,
      { type: "answer", outcome: "know" } as const,
      { type: "answer", outcome: "again" } as const,
    ].reduce(deckReducer, deck);
    expect(deckFinished(deck)).toBe(true);
    expect(deck.outcomes).toEqual(["again", "know", "again"]);
    const again = deckReducer(deck, { type: "studyAgain" });
    expect(again.cards.map((c) => c.word)).toEqual(["one", "three"]);
    expect([again.index, again.flipped, again.outcomes]).toEqual([0, false, []]);
  });
});
