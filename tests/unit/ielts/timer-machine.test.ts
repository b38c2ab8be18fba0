import { describe, expect, it } from "vitest";
import { IELTS_TIMER_MINUTES, type IeltsSection } from "../../../worker/contract/ielts";
import {
  formatClock,
  idleTimer,
  restoreTimer,
  timerTransition,
  toSaved,
  type TimerAction,
  type TimerState,
} from "../../../src/features/ielts/timer/timer-machine";

const T0 = Date.UTC(2026, 0, 10, 9, 0, 0);
const seconds = (n: number) => n * 1000;

/** Applies actions in order from `state`, returning the last transition. */
function run(state: TimerState, ...actions: TimerAction[]) {
  let transition = { state, effects: [] as unknown[], announcement: null as unknown };
  for (const action of actions) transition = timerTransition(transition.state, action);
  return transition as ReturnType<typeof timerTransition>;
}

const running = (section: IeltsSection = "reading", at = T0) => timerTransition(idleTimer(), { type: "start", section, now: at }).state;

describe("the IELTS timer state machine (spec §4)", () => {
  it("starts idle with no section and enabled by default", () => {
    expect(idleTimer()).toEqual({
      section: "none",
      timeLeft: 0,
      isRunning: false,
      isPaused: false,
      totalTime: 0,
      startTime: null,
      pausedTime: null,
      isEnabled: true,
    });
  });

  it.each(Object.entries(IELTS_TIMER_MINUTES))("start gives %s its full time of %i minutes, running, and saves it", (section, minutes) => {
    const { state, effects, announcement } = timerTransition(idleTimer(), { type: "start", section: section as IeltsSection, now: T0 });
    expect(state).toMatchObject({
      section,
      totalTime: minutes * 60,
      timeLeft: minutes * 60,
      isRunning: true,
      isPaused: false,
      startTime: T0,
      pausedTime: null,
    });
    expect(effects).toEqual([{ type: "save" }]);
    expect(announcement).toMatchObject({ kind: "started", section });
  });

  it("matches the spec's durations: reading 60, listening 30, writing 60, speaking 15 minutes", () => {
    expect(IELTS_TIMER_MINUTES).toEqual({ reading: 60, listening: 30, writing: 60, speaking: 15 });
  });

  it("ticks down by whole seconds from the start time", () => {
    const { state } = run(running(), { type: "tick", now: T0 + seconds(1) });
    expect(state.timeLeft).toBe(3599);
    expect(run(running(), { type: "tick", now: T0 + seconds(61.9) }).state.timeLeft).toBe(3539);
    expect(formatClock(3539)).toBe("58:59");
  });

  it("catches up after a throttled tab: time left follows the clock, not the number of ticks", () => {
    const { state } = run(running(), { type: "tick", now: T0 + seconds(600) });
    expect(state.timeLeft).toBe(3000);
  });

  it("pause records the pause time and freezes the time left", () => {
    const paused = run(running(), { type: "pause", now: T0 + seconds(100) });
    expect(paused.state).toMatchObject({ isRunning: true, isPaused: true, pausedTime: T0 + seconds(100), timeLeft: 3500 });
    expect(paused.effects).toEqual([{ type: "save" }]);
    expect(paused.announcement).toMatchObject({ kind: "paused", timeLeft: 3500 });
    // Ticks while paused change nothing.
    expect(timerTransition(paused.state, { type: "tick", now: T0 + seconds(900) }).state).toBe(paused.state);
  });

  it("resume shifts the start time by the length of the pause", () => {
    const { state, announcement } = run(running(), { type: "pause", now: T0 + seconds(100) }, { type: "resume", now: T0 + seconds(400) });
    expect(state).toMatchObject({ isPaused: false, pausedTime: null, startTime: T0 + seconds(300), timeLeft: 3500, isRunning: true });
    expect(announcement).toMatchObject({ kind: "resumed", timeLeft: 3500 });
    expect(timerTransition(state, { type: "tick", now: T0 + seconds(410) }).state.timeLeft).toBe(3490);
  });

  it("ignores pause when not running and resume when not paused", () => {
    const idle = idleTimer();
    expect(timerTransition(idle, { type: "pause", now: T0 }).state).toBe(idle);
    const started = running();
    expect(timerTransition(started, { type: "resume", now: T0 + 5 }).state).toBe(started);
    const paused = run(started, { type: "pause", now: T0 + seconds(5) }).state;
    expect(timerTransition(paused, { type: "pause", now: T0 + seconds(50) }).state).toBe(paused);
  });

  it("reset returns the section to its full time, stopped, and clears the saved state", () => {
    const { state, effects, announcement } = run(running("speaking"), { type: "tick", now: T0 + seconds(90) }, { type: "reset" });
    expect(state).toMatchObject({
      section: "speaking",
      timeLeft: 900,
      totalTime: 900,
      isRunning: false,
      isPaused: false,
      startTime: null,
      pausedTime: null,
    });
    expect(effects).toEqual([{ type: "clear" }]);
    expect(announcement).toMatchObject({ kind: "reset", timeLeft: 900 });
  });

  it("stop stops where it is and clears the saved state", () => {
    const { state, effects } = run(running("listening"), { type: "tick", now: T0 + seconds(30) }, { type: "stop" });
    expect(state).toMatchObject({
      section: "listening",
      timeLeft: 1770,
      isRunning: false,
      isPaused: false,
      startTime: null,
      pausedTime: null,
    });
    expect(effects).toEqual([{ type: "clear" }]);
  });

  it("remove clears the section", () => {
    const { state, effects } = run(running("writing"), { type: "remove" });
    expect(state).toEqual(idleTimer());
    expect(effects).toEqual([{ type: "clear" }]);
  });

  it("switching the timer off while running stops it", () => {
    const { state, effects } = run(running(), { type: "setEnabled", enabled: false });
    expect(state).toMatchObject({ isEnabled: false, isRunning: false, isPaused: false, section: "reading" });
    expect(effects).toEqual([{ type: "clear" }]);
  });

  it("switching the timer off while paused stops it", () => {
    const { state, effects } = run(running(), { type: "pause", now: T0 + seconds(10) }, { type: "setEnabled", enabled: false });
    expect(state).toMatchObject({ isEnabled: false, isRunning: false, isPaused: false, pausedTime: null });
    expect(effects).toEqual([{ type: "clear" }]);
  });

  it("a switched-off timer cannot be started until switched on again", () => {
    const off = timerTransition(idleTimer(), { type: "setEnabled", enabled: false }).state;
    expect(timerTransition(off, { type: "start", section: "reading", now: T0 }).state).toBe(off);
    const on = timerTransition(off, { type: "setEnabled", enabled: true }).state;
    expect(timerTransition(on, { type: "start", section: "reading", now: T0 }).state.isRunning).toBe(true);
  });

  it("starting another section takes the timer over with that section's full time", () => {
    const { state } = run(
      running("reading"),
      { type: "tick", now: T0 + seconds(60) },
      { type: "start", section: "speaking", now: T0 + seconds(61) },
    );
    expect(state).toMatchObject({ section: "speaking", timeLeft: 900, totalTime: 900, startTime: T0 + seconds(61) });
  });

  it("at zero stops, removes the saved state and asks for the notification of its section", () => {
    const { state, effects, announcement } = run(running("speaking"), { type: "tick", now: T0 + seconds(15 * 60) });
    expect(state).toMatchObject({ section: "speaking", timeLeft: 0, isRunning: false, isPaused: false, startTime: null });
    expect(effects).toEqual([{ type: "clear" }, { type: "notifyFinished", section: "speaking" }]);
    expect(announcement).toMatchObject({ kind: "finished", section: "speaking" });
    // Finishing happens once.
    expect(timerTransition(state, { type: "tick", now: T0 + seconds(16 * 60) }).effects).toEqual([]);
  });

  it("speaks at 10, 5 and 1 minutes left and not on other ticks", () => {
    let state = running("listening");
    const said: number[] = [];
    for (let s = 1; s <= 30 * 60 - 1; s++) {
      const next = timerTransition(state, { type: "tick", now: T0 + seconds(s) });
      if (next.announcement) said.push(next.announcement.timeLeft);
      state = next.state;
    }
    expect(said).toEqual([600, 300, 60]);
  });
});

describe("restoring the timer on load (spec §4)", () => {
  const saved = (state: TimerState) => JSON.parse(JSON.stringify(toSaved(state))) as unknown;

  it("restores a running timer with the elapsed time subtracted", () => {
    const { state, effects } = restoreTimer(saved(running("reading")), T0 + seconds(125), true);
    expect(state).toMatchObject({ section: "reading", isRunning: true, isPaused: false, timeLeft: 3475, startTime: T0 });
    expect(effects).toEqual([]);
  });

  it("restores a paused timer with the time it had when paused", () => {
    const paused = run(running("writing"), { type: "pause", now: T0 + seconds(200) }).state;
    const { state } = restoreTimer(saved(paused), T0 + seconds(5000), true);
    expect(state).toMatchObject({ section: "writing", isRunning: true, isPaused: true, timeLeft: 3400, pausedTime: T0 + seconds(200) });
    expect(timerTransition(state, { type: "resume", now: T0 + seconds(5000) }).state.startTime).toBe(T0 + seconds(4800));
  });

  it("removes a timer with no time left", () => {
    const { state, effects } = restoreTimer(saved(running("speaking")), T0 + seconds(15 * 60), true);
    expect(state).toEqual(idleTimer());
    expect(effects).toEqual([{ type: "clear" }]);
  });

  it("removes a timer that was not running", () => {
    const stoppedTimer = run(running(), { type: "stop" }).state;
    expect(restoreTimer(saved(stoppedTimer), T0, true)).toMatchObject({ state: idleTimer(), effects: [{ type: "clear" }] });
  });

  it("removes anything unreadable and keeps the enabled setting", () => {
    for (const junk of [null, "x", 42, { section: "maths", isRunning: true }, { ...toSaved(running()), startTime: "yesterday" }]) {
      expect(restoreTimer(junk, T0, false)).toMatchObject({ state: idleTimer(false), effects: [{ type: "clear" }] });
    }
  });

  it("removes a saved timer whose total is not its section's time", () => {
    expect(restoreTimer({ ...toSaved(running("reading")), totalTime: 999_999 }, T0 + 1000, true).effects).toEqual([{ type: "clear" }]);
  });
});
