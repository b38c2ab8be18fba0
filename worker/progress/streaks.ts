/**
 * Fair streaks: counted in local days, one automatic freeze earned each time a streak reaches a
 * multiple of STREAK_FREEZE_EVERY_DAYS (at most STREAK_FREEZE_MAX held), and a missed day consumes a
 * freeze instead of resetting the streak. Frozen days keep the streak but do not lengthen it.
 *
 * The state is a left fold over the sorted active days, so it does not depend on the order in which
 * events arrive: an activity recorded offline yesterday and posted today still counts for yesterday.
 */
import {
  STREAK_FREEZE_EVERY_DAYS,
  STREAK_FREEZE_MAX,
  type ProgressEventType,
  type StreakStatus,
  type StreakType,
} from "../contract/progress";
import { addDays, daysBetween } from "../lib/days";

export type StreakState = { current: number; longest: number; freezes: number; lastDay: string | null };
export type FreezeEntry = { day: string; kind: "earned" | "used" };

export const EMPTY_STREAK: StreakState = { current: 0, longest: 0, freezes: 0, lastDay: null };

/** Which streaks an event type keeps alive: every activity counts for the day streak. */
export function streakTypesOf(eventType: ProgressEventType): StreakType[] {
  if (eventType === "srs_review_completed" || eventType === "quiz_completed") return ["daily", "words"];
  if (eventType === "lesson_completed") return ["daily", "lessons"];
  return ["daily"];
}

/** Adds an active day later than `state.lastDay`. */
export function advanceStreak(state: StreakState, day: string): { state: StreakState; log: FreezeEntry[] } {
  const log: FreezeEntry[] = [];
  let { current, freezes } = state;
  if (state.lastDay === null) {
    current = 1;
  } else {
    const missed = daysBetween(state.lastDay, day) - 1;
    if (missed < 0) throw new Error(`advanceStreak needs a day after ${state.lastDay}, got ${day}`);
    if (missed <= freezes) {
      for (let i = 1; i <= missed; i++) log.push({ day: addDays(state.lastDay, i), kind: "used" });
      freezes -= missed;
      current += 1;
    } else {
      current = 1;
    }
  }
  if (current % STREAK_FREEZE_EVERY_DAYS === 0 && freezes < STREAK_FREEZE_MAX) {
    freezes += 1;
    log.push({ day, kind: "earned" });
  }
  return { state: { current, longest: Math.max(state.longest, current), freezes, lastDay: day }, log };
}

/** The streak built from a set of active days (any order, duplicates allowed). */
export function foldStreak(days: Iterable<string>): { state: StreakState; log: FreezeEntry[] } {
  let state = EMPTY_STREAK;
  const log: FreezeEntry[] = [];
  for (const day of [...new Set(days)].sort()) {
    const step = advanceStreak(state, day);
    state = step.state;
    log.push(...step.log);
  }
  return { state, log };
}

/** The streak as the learner sees it today: missed days since the last activity draw on the freezes. */
export function streakToday(type: StreakType, state: StreakState, today: string): StreakStatus {
  const base = { streak_type: type, longest_streak: state.longest, last_active_day: state.lastDay };
  if (state.lastDay === null) {
    return { ...base, current_streak: 0, freezes_available: state.freezes, frozen_days: 0, active_today: false, at_risk: false };
  }
  const missed = Math.max(0, daysBetween(state.lastDay, today) - 1);
  const activeToday = state.lastDay >= today;
  const alive = missed <= state.freezes;
  return {
    ...base,
    current_streak: alive ? state.current : 0,
    freezes_available: alive ? state.freezes - missed : state.freezes,
    frozen_days: alive ? missed : 0,
    active_today: activeToday,
    at_risk: alive && !activeToday,
  };
}

/** The event types that keep each streak alive (the inverse of `streakTypesOf`); null = every type. */
export const STREAK_EVENT_TYPES: Record<StreakType, readonly ProgressEventType[] | null> = {
  daily: null,
  words: ["srs_review_completed", "quiz_completed"],
  lessons: ["lesson_completed"],
};
