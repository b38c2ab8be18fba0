import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { IELTS_TIMER_ENABLED_STORAGE_KEY, IELTS_TIMER_STORAGE_KEY } from "../../../worker/contract/ielts";
import { IeltsTimerStore } from "../../../src/features/ielts/timer/timer-store";

const T0 = Date.UTC(2026, 0, 10, 9, 0, 0);
const saved = () => JSON.parse(localStorage.getItem(IELTS_TIMER_STORAGE_KEY) ?? "null") as Record<string, unknown> | null;

class FakeNotification {
  static permission: NotificationPermission = "granted";
  static shown: { title: string; body: string | undefined }[] = [];
  constructor(title: string, options?: NotificationOptions) {
    FakeNotification.shown.push({ title, body: options?.body });
  }
}

let store: IeltsTimerStore | null = null;
const newStore = () => (store = new IeltsTimerStore(localStorage));

beforeEach(() => {
  vi.useFakeTimers({ now: T0 });
  FakeNotification.permission = "granted";
  FakeNotification.shown = [];
  vi.stubGlobal("Notification", FakeNotification);
});

afterEach(() => {
  store?.dispose();
  store = null;
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe("the tab's IELTS timer with fake timers", () => {
  it("ticks every second while running and saves its state under ielts-timer", () => {
    const timer = newStore();
    timer.start("listening");
    expect(saved()).toMatchObject({ section: "listening", isRunning: true, isPaused: false, totalTime: 1800, startTime: T0 });
    vi.advanceTimersByTime(3000);
    expect(timer.getState().timeLeft).toBe(1797);
  });

  it("pauses, resumes with the start shifted, and keeps the pause across a reload", () => {
    const timer = newStore();
    timer.start("reading");
    vi.advanceTimersByTime(10_000);
    timer.pause();
    expect(saved()).toMatchObject({ isPaused: true, pausedTime: T0 + 10_000 });
    vi.advanceTimersByTime(60_000);
    expect(timer.getState().timeLeft).toBe(3590);

    timer.dispose();
    const reloaded = newStore();
    expect(reloaded.getState()).toMatchObject({ section: "reading", isPaused: true, timeLeft: 3590 });
    reloaded.resume();
    expect(reloaded.getState().startTime).toBe(T0 + 60_000);
    vi.advanceTimersByTime(5000);
    expect(reloaded.getState().timeLeft).toBe(3585);
  });

  it("restores a running timer on load with the time spent away subtracted", () => {
    newStore().start("writing");
    store!.dispose();
    vi.setSystemTime(T0 + 25 * 60_000);
    const reloaded = newStore();
    expect(reloaded.getState()).toMatchObject({ section: "writing", isRunning: true, timeLeft: 35 * 60 });
  });

  it("removes a saved timer that ran out while the page was closed", () => {
    newStore().start("speaking");
    store!.dispose();
    vi.setSystemTime(T0 + 16 * 60_000);
    const reloaded = newStore();
    expect(reloaded.getState().section).toBe("none");
    expect(saved()).toBeNull();
    expect(FakeNotification.shown).toEqual([]);
  });

  it("at zero stops, clears the saved state and shows the notification naming the section in upper case", () => {
    const timer = newStore();
    timer.start("speaking");
    vi.advanceTimersByTime(15 * 60_000);
    expect(timer.getState()).toMatchObject({ isRunning: false, timeLeft: 0, section: "speaking" });
    expect(saved()).toBeNull();
    expect(FakeNotification.shown).toEqual([{ title: "IELTS timer finished", body: "The SPEAKING section timer has ended." }]);
    // No tick after the end.
    vi.advanceTimersByTime(5000);
    expect(FakeNotification.shown).toHaveLength(1);
  });

  it("uses the screen's translated notification text", () => {
    const timer = newStore();
    timer.setNotificationText((section) => ({
      title: "Таймер IELTS завершён",
      body: `Таймер раздела ${section.toUpperCase()} закончился.`,
    }));
    timer.start("speaking");
    vi.advanceTimersByTime(15 * 60_000);
    expect(FakeNotification.shown).toEqual([{ title: "Таймер IELTS завершён", body: "Таймер раздела SPEAKING закончился." }]);
  });

  it("shows no notification unless permission was granted", () => {
    FakeNotification.permission = "default";
    const timer = newStore();
    timer.start("speaking");
    vi.advanceTimersByTime(15 * 60_000);
    expect(timer.getState().timeLeft).toBe(0);
    expect(FakeNotification.shown).toEqual([]);
  });

  it("stop and remove clear the saved state", () => {
    const timer = newStore();
    timer.start("reading");
    timer.stop();
    expect(saved()).toBeNull();
    expect(timer.getState()).toMatchObject({ section: "reading", isRunning: false });
    timer.remove();
    expect(timer.getState().section).toBe("none");
  });

  it("is enabled by default and remembers being switched off under ielts-timer-enabled", () => {
    const timer = newStore();
    expect(timer.getState().isEnabled).toBe(true);
    timer.start("reading");
    timer.setEnabled(false);
    expect(localStorage.getItem(IELTS_TIMER_ENABLED_STORAGE_KEY)).toBe("false");
    expect(timer.getState()).toMatchObject({ isEnabled: false, isRunning: false });
    expect(saved()).toBeNull();
    timer.dispose();
    expect(newStore().getState().isEnabled).toBe(false);
  });

  it("tells its subscribers about every tick and stops ticking when paused", () => {
    const timer = newStore();
    const listener = vi.fn();
    timer.subscribe(listener);
    timer.start("reading");
    vi.advanceTimersByTime(2000);
    expect(listener).toHaveBeenCalledTimes(3);
    timer.pause();
    listener.mockClear();
    vi.advanceTimersByTime(10_000);
    expect(listener).not.toHaveBeenCalled();
  });
});
