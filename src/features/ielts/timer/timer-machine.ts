/**
 * The IELTS section timer as a pure state machine (spec §3 "Timer state", §4 "IELTS timer", §9):
 * idle → running (start) ⇄ paused (pause / resume) → stopped (reset, stop, switch-off, zero) → idle
 * (remove). Time is kept as a start timestamp, not a counter, so a throttled background tab or a
 * reload never loses seconds: time left = total − whole seconds since the (pause-shifted) start.
 * Every transition also says what must happen outside: save or clear the saved state, notify, and
 * what a screen reader should hear.
 */
import { IELTS_SECTIONS, IELTS_TIMER_MINUTES, type IeltsSection } from "../../../../worker/contract/ielts";

export type TimerSection = IeltsSection | "none";

/** The spec's fields, saved as they are under `ielts-timer` (isEnabled under `ielts-timer-enabled`). */
export type TimerState = {
  section: TimerSection;
  /** Seconds. */
  timeLeft: number;
  /** True from start until stop, reset, switch-off or zero — also while paused. */
  isRunning: boolean;
  isPaused: boolean;
  /** Seconds: the section's full time. */
  totalTime: number;
  /** Epoch ms of the start, moved later by the length of every pause. */
  startTime: number | null;
  /** Epoch ms of the current pause. */
  pausedTime: number | null;
  isEnabled: boolean;
};

export type TimerAction =
  | { type: "start"; section: IeltsSection; now: number }
  | { type: "pause"; now: number }
  | { type: "resume"; now: number }
  | { type: "reset" }
  | { type: "stop" }
  | { type: "remove" }
  | { type: "setEnabled"; enabled: boolean }
  | { type: "tick"; now: number };

/** What the caller must do after a transition. */
export type TimerEffect = { type: "save" } | { type: "clear" } | { type: "notifyFinished"; section: IeltsSection };

/** What a screen reader hears: changes of state and a few milestones, never every second. */
export type TimerAnnouncement = {
  kind: "started" | "paused" | "resumed" | "reset" | "stopped" | "finished" | "minutesLeft";
  section: IeltsSection;
  /** Seconds left when it was said (the words must not change with every tick). */
  timeLeft: number;
};

export type TimerTransition = { state: TimerState; effects: TimerEffect[]; announcement: TimerAnnouncement | null };

/** Minutes left at which a running timer speaks up, once each. */
const ANNOUNCED_MINUTES_LEFT = [10, 5, 1] as const;

export const sectionSeconds = (section: IeltsSection) => IELTS_TIMER_MINUTES[section] * 60;

export const idleTimer = (isEnabled = true): TimerState => ({
  section: "none",
  timeLeft: 0,
  isRunning: false,
  isPaused: false,
  totalTime: 0,
  startTime: null,
  pausedTime: null,
  isEnabled,
});

/** Whole seconds left at `at` of a timer started (pause-shifted) at `startTime`, never below 0. */
function secondsLeft(totalTime: number, startTime: number, at: number): number {
  return Math.max(0, totalTime - Math.floor(Math.max(0, at - startTime) / 1000));
}

const stopped = (state: TimerState): TimerState => ({ ...state, isRunning: false, isPaused: false, startTime: null, pausedTime: null });

const unchanged = (state: TimerState): TimerTransition => ({ state, effects: [], announcement: null });

/** What to say about `state` after a transition; a timer of no section says nothing. */
const announce = (state: TimerState, kind: TimerAnnouncement["kind"]): TimerAnnouncement | null =>
  state.section === "none" ? null : { kind, section: state.section, timeLeft: state.timeLeft };

export function timerTransition(state: TimerState, action: TimerAction): TimerTransition {
  switch (action.type) {
    case "start": {
      if (!state.isEnabled) return unchanged(state);
      const totalTime = sectionSeconds(action.section);
      return {
        state: {
          ...state,
          section: action.section,
          totalTime,
          timeLeft: totalTime,
          isRunning: true,
          isPaused: false,
          startTime: action.now,
          pausedTime: null,
        },
        effects: [{ type: "save" }],
        announcement: { kind: "started", section: action.section, timeLeft: totalTime },
      };
    }
    case "pause": {
      if (!state.isRunning || state.isPaused || state.startTime === null) return unchanged(state);
      const next = {
        ...state,
        isPaused: true,
        pausedTime: action.now,
        timeLeft: secondsLeft(state.totalTime, state.startTime, action.now),
      };
      return { state: next, effects: [{ type: "save" }], announcement: announce(next, "paused") };
    }
    case "resume": {
      if (!state.isPaused || state.startTime === null || state.pausedTime === null) return unchanged(state);
      const startTime = state.startTime + Math.max(0, action.now - state.pausedTime);
      const next = {
        ...state,
        isPaused: false,
        pausedTime: null,
        startTime,
        timeLeft: secondsLeft(state.totalTime, startTime, action.now),
      };
      return { state: next, effects: [{ type: "save" }], announcement: announce(next, "resumed") };
    }
    case "reset": {
      if (state.section === "none") return unchanged(state);
      const next = { ...stopped(state), timeLeft: state.totalTime };
      return { state: next, effects: [{ type: "clear" }], announcement: announce(next, "reset") };
    }
    case "stop":
      return { state: stopped(state), effects: [{ type: "clear" }], announcement: state.isRunning ? announce(state, "stopped") : null };
    case "remove":
      return { state: idleTimer(state.isEnabled), effects: [{ type: "clear" }], announcement: null };
    case "setEnabled": {
      if (action.enabled) return unchanged({ ...state, isEnabled: true });
      const off = { ...state, isEnabled: false };
      if (!state.isRunning) return unchanged(off);
      return { state: stopped(off), effects: [{ type: "clear" }], announcement: announce(state, "stopped") };
    }
    case "tick": {
      if (!state.isRunning || state.isPaused || state.startTime === null || state.section === "none") return unchanged(state);
      const timeLeft = secondsLeft(state.totalTime, state.startTime, action.now);
      if (timeLeft > 0) {
        if (timeLeft === state.timeLeft) return unchanged(state);
        const next = { ...state, timeLeft };
        const crossed = ANNOUNCED_MINUTES_LEFT.some((minutes) => state.timeLeft > minutes * 60 && timeLeft <= minutes * 60);
        return { state: next, effects: [], announcement: crossed ? announce(next, "minutesLeft") : null };
      }
      const next = { ...stopped(state), timeLeft: 0 };
      return {
        state: next,
        effects: [{ type: "clear" }, { type: "notifyFinished", section: state.section }],
        announcement: announce(next, "finished"),
      };
    }
  }
}

/** The fields saved under `ielts-timer`. */
export type SavedTimer = Omit<TimerState, "isEnabled">;

export const toSaved = ({ isEnabled: _isEnabled, ...saved }: TimerState): SavedTimer => saved;

const isFiniteNumber = (value: unknown): value is number => typeof value === "number" && Number.isFinite(value);
const isTimestampOrNull = (value: unknown): value is number | null => value === null || isFiniteNumber(value);

/** A saved value read back from local storage, or null when it is not one (edited, or from an older version). */
function parseSavedTimer(value: unknown): SavedTimer | null {
  if (typeof value !== "object" || value === null) return null;
  const { section, timeLeft, isRunning, isPaused, totalTime, startTime, pausedTime } = value as Record<string, unknown>;
  if (!IELTS_SECTIONS.includes(section as IeltsSection)) return null;
  if (!isFiniteNumber(timeLeft) || !isFiniteNumber(totalTime) || typeof isRunning !== "boolean" || typeof isPaused !== "boolean")
    return null;
  if (!isTimestampOrNull(startTime) || !isTimestampOrNull(pausedTime)) return null;
  return { section: section as IeltsSection, timeLeft, isRunning, isPaused, totalTime, startTime, pausedTime };
}

/**
 * The timer on load (spec §4): a saved running timer comes back with the time elapsed since its start
 * subtracted — a paused one with the time up to its pause — and anything else (not running, no time
 * left, unreadable, or the timer switched off) is removed.
 */
export function restoreTimer(saved: unknown, now: number, isEnabled: boolean): TimerTransition {
  const removed: TimerTransition = { state: idleTimer(isEnabled), effects: [{ type: "clear" }], announcement: null };
  const timer = parseSavedTimer(saved);
  if (!timer || !isEnabled || !timer.isRunning || timer.startTime === null || timer.section === "none") return removed;
  if (timer.totalTime !== sectionSeconds(timer.section)) return removed;
  const isPaused = timer.isPaused && timer.pausedTime !== null;
  const timeLeft = secondsLeft(timer.totalTime, timer.startTime, isPaused ? timer.pausedTime! : now);
  if (timeLeft <= 0) return removed;
  return {
    state: { ...timer, isPaused, pausedTime: isPaused ? timer.pausedTime : null, timeLeft, isEnabled },
    effects: [],
    announcement: null,
  };
}

/** Seconds as the timer shows them: "mm:ss". */
export function formatClock(seconds: number): string {
  const whole = Math.max(0, Math.floor(seconds));
  return `${String(Math.floor(whole / 60)).padStart(2, "0")}:${String(whole % 60).padStart(2, "0")}`;
}
