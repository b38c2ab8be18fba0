import { describe, expect, it } from "vitest";
import { isTap, SWIPE_MIN_DISTANCE_PX, swipeOutcome, swipeProgress, swipeThreshold } from "../../../src/features/practice/flashcards/swipe";

const slow = 600;

describe("the flashcard swipe", () => {
  it("needs 30% of the card's width, and never less than 80 px, to decide", () => {
    expect(swipeThreshold(400)).toBe(120);
    expect(swipeThreshold(200)).toBe(SWIPE_MIN_DISTANCE_PX);
    expect(swipeOutcome({ dx: 119, dy: 0, elapsedMs: slow, cardWidth: 400 })).toBeNull();
    expect(swipeOutcome({ dx: 120, dy: 0, elapsedMs: slow, cardWidth: 400 })).toBe("know");
    expect(swipeOutcome({ dx: -120, dy: 10, elapsedMs: slow, cardWidth: 400 })).toBe("again");
    expect(swipeOutcome({ dx: 79, dy: 0, elapsedMs: slow, cardWidth: 200 })).toBeNull();
  });

  it("takes a quick flick as a swipe even when it is short", () => {
    expect(swipeOutcome({ dx: 60, dy: 0, elapsedMs: 80, cardWidth: 400 })).toBe("know");
    expect(swipeOutcome({ dx: -45, dy: 5, elapsedMs: 50, cardWidth: 400 })).toBe("again");
    expect(swipeOutcome({ dx: 30, dy: 0, elapsedMs: 10, cardWidth: 400 })).toBeNull();
    expect(swipeOutcome({ dx: 60, dy: 0, elapsedMs: 200, cardWidth: 400 })).toBeNull();
  });

  it("ignores drags that are mostly vertical, so scrolling never marks a card", () => {
    expect(swipeOutcome({ dx: 150, dy: 120, elapsedMs: slow, cardWidth: 400 })).toBeNull();
    expect(swipeOutcome({ dx: 150, dy: 90, elapsedMs: slow, cardWidth: 400 })).toBe("know");
  });

  it("treats a barely moving pointer as a tap and fades the label in up to the threshold", () => {
    expect(isTap(3, 4)).toBe(true);
    expect(isTap(10, 0)).toBe(false);
    expect(swipeProgress(60, 400)).toBe(0.5);
    expect(swipeProgress(-300, 400)).toBe(1);
  });
});
