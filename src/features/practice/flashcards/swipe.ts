/**
 * The flashcard swipe: right is "know", left is "again". A drag counts once it travels far enough
 * (a share of the card's width, never less than a thumb's comfortable reach) or is a quick flick,
 * and only when it is clearly sideways, so scrolling the page never marks a card.
 */

export type SwipeOutcome = "know" | "again";

/** A drag this share of the card's width decides. */
const SWIPE_DISTANCE_RATIO = 0.3;
/** …but never less than this many CSS pixels. */
export const SWIPE_MIN_DISTANCE_PX = 80;
/** A flick: shorter, but at least this fast (px/ms) and this long. */
const FLICK_VELOCITY_PX_PER_MS = 0.6;
const FLICK_MIN_DISTANCE_PX = 40;
/** Sideways means the horizontal travel is at least this many times the vertical. */
const HORIZONTAL_DOMINANCE = 1.5;
/** Movement below this is a tap (flip), not a drag. */
const TAP_SLOP_PX = 8;

export type Drag = { dx: number; dy: number; elapsedMs: number; cardWidth: number };

export const swipeThreshold = (cardWidth: number) => Math.max(SWIPE_MIN_DISTANCE_PX, cardWidth * SWIPE_DISTANCE_RATIO);

/** What a finished drag means: know, again, or nothing (the card springs back). */
export function swipeOutcome({ dx, dy, elapsedMs, cardWidth }: Drag): SwipeOutcome | null {
  const distance = Math.abs(dx);
  if (distance < HORIZONTAL_DOMINANCE * Math.abs(dy)) return null;
  const far = distance >= swipeThreshold(cardWidth);
  const flick = distance >= FLICK_MIN_DISTANCE_PX && distance / Math.max(elapsedMs, 1) >= FLICK_VELOCITY_PX_PER_MS;
  if (!far && !flick) return null;
  return dx > 0 ? "know" : "again";
}

/** How sure the drag looks so far, 0..1, for the "Know"/"Again" label fading in while dragging. */
export function swipeProgress(dx: number, cardWidth: number): number {
  return Math.min(Math.abs(dx) / swipeThreshold(cardWidth), 1);
}

export const isTap = (dx: number, dy: number) => Math.hypot(dx, dy) < TAP_SLOP_PX;
