import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { NOTIFICATION_DISMISS_DELAY_MS } from "../../../worker/contract/progress";
import { NotificationQueue, type LiveNotice } from "../../../src/features/progress/live/notification-queue";

const notice = (key: string): LiveNotice => ({ key, type: "achievement", title: `Title ${key}`, message: null, durationMs: 4000 });

describe("live notification queue (spec §4: one at a time, dismissed with a 300 ms delay)", () => {
  let shown: string[];
  let close: Map<string, () => void>;
  let queue: NotificationQueue;

  beforeEach(() => {
    vi.useFakeTimers();
    shown = [];
    close = new Map();
    queue = new NotificationQueue((n, closed) => {
      shown.push(n.key);
      close.set(n.key, closed);
    });
  });
  afterEach(() => vi.useRealTimers());

  it("shows the first notice at once and keeps the others waiting", () => {
    queue.push(notice("a"));
    queue.push(notice("b"));
    queue.push(notice("c"));
    expect(shown).toEqual(["a"]);
    expect(queue.current?.key).toBe("a");
    expect(queue.pending.map((n) => n.key)).toEqual(["b", "c"]);
  });

  it("shows the next one 300 ms after the current one is dismissed, not sooner", () => {
    expect(NOTIFICATION_DISMISS_DELAY_MS).toBe(300);
    queue.push(notice("a"));
    queue.push(notice("b"));
    close.get("a")!();
    expect(queue.current).toBeNull();
    vi.advanceTimersByTime(299);
    expect(shown).toEqual(["a"]);
    vi.advanceTimersByTime(1);
    expect(shown).toEqual(["a", "b"]);
  });

  it("waits out the delay even when a new notice arrives right after a dismissal", () => {
    queue.push(notice("a"));
    close.get("a")!();
    vi.advanceTimersByTime(100);
    queue.push(notice("b"));
    expect(shown).toEqual(["a"]);
    vi.advanceTimersByTime(200);
    expect(shown).toEqual(["a", "b"]);
  });

  it("shows a notice delivered twice only once, and a double dismissal advances only once", () => {
    queue.push(notice("a"));
    queue.push(notice("a"));
    queue.push(notice("b"));
    queue.push(notice("c"));
    close.get("a")!();
    close.get("a")!();
    vi.advanceTimersByTime(NOTIFICATION_DISMISS_DELAY_MS * 3);
    expect(shown).toEqual(["a", "b"]);
  });

  it("drops what waits when cleared (sign-out)", () => {
    queue.push(notice("a"));
    queue.push(notice("b"));
    queue.clear();
    close.get("a")!();
    vi.advanceTimersByTime(1000);
    expect(shown).toEqual(["a"]);
  });
});
