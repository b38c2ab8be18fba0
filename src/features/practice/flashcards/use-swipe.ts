import { useRef, useState, type PointerEvent } from "react";
import { isTap, swipeOutcome, type SwipeOutcome } from "./swipe";

type Start = { x: number; y: number; at: number; pointerId: number; width: number };

/**
 * Pointer-event swipes on a card (touch, pen or mouse): the live offset for a visible drag, the
 * outcome when released, and a flag that keeps the click after a drag from flipping the card.
 */
export function useSwipe(onSwipe: (outcome: SwipeOutcome) => void) {
  const [offset, setOffset] = useState<{ dx: number; dy: number; width: number } | null>(null);
  const start = useRef<Start | null>(null);
  const dragged = useRef(false);

  const end = (event: PointerEvent<HTMLElement>, cancelled: boolean) => {
    const from = start.current;
    if (!from || event.pointerId !== from.pointerId) return;
    start.current = null;
    setOffset(null);
    const dx = event.clientX - from.x;
    const dy = event.clientY - from.y;
    dragged.current = !isTap(dx, dy);
    if (cancelled || !dragged.current) return;
    const outcome = swipeOutcome({ dx, dy, elapsedMs: event.timeStamp - from.at, cardWidth: from.width });
    if (outcome) onSwipe(outcome);
  };

  const handlers = {
    onPointerDown(event: PointerEvent<HTMLElement>) {
      if (!event.isPrimary || (event.pointerType === "mouse" && event.button !== 0)) return;
      start.current = {
        x: event.clientX,
        y: event.clientY,
        at: event.timeStamp,
        pointerId: event.pointerId,
        width: event.currentTarget.getBoundingClientRect().width,
      };
      dragged.current = false;
      try {
        event.currentTarget.setPointerCapture(event.pointerId);
      } catch {
        // A pointer the browser does not track (a synthetic event): the drag still works inside the card.
      }
    },
    onPointerMove(event: PointerEvent<HTMLElement>) {
      const from = start.current;
      if (!from || event.pointerId !== from.pointerId) return;
      setOffset({ dx: event.clientX - from.x, dy: event.clientY - from.y, width: from.width });
    },
    onPointerUp: (event: PointerEvent<HTMLElement>) => end(event, false),
    onPointerCancel: (event: PointerEvent<HTMLElement>) => end(event, true),
  };

  /** True once for the click that ends a drag: that click must not flip the card. */
  const consumeDrag = () => {
    const was = dragged.current;
    dragged.current = false;
    return was;
  };

  return { offset, handlers, consumeDrag };
}
