import { describe, expect, it } from "vitest";
import {
  clockText,
  finishTalk,
  part2Status,
  PART2_NOT_STARTED,
  startPreparation,
  startTalkingEarly,
} from "../../../src/features/ielts/speaking/part2-timing";

const T0 = Date.UTC(2026, 2, 1, 10, 0, 0);
const at = (seconds: number) => T0 + seconds * 1000;

describe("Speaking Part 2 timing", () => {
  it("waits until preparation is started", () => {
    expect(part2Status(PART2_NOT_STARTED, at(500))).toEqual({ phase: "ready" });
  });

  it("gives one minute of preparation, then starts the talk by itself", () => {
    const clock = startPreparation(PART2_NOT_STARTED, T0);
    expect(part2Status(clock, at(0))).toEqual({ phase: "preparing", secondsLeft: 60 });
    expect(part2Status(clock, at(59.2))).toEqual({ phase: "preparing", secondsLeft: 1 });
    expect(part2Status(clock, at(60))).toEqual({ phase: "talking", secondsLeft: 120, talkStartedAt: at(60) });
  });

  it("stops the talk hard at two minutes", () => {
    const clock = startPreparation(PART2_NOT_STARTED, T0);
    expect(part2Status(clock, at(179.5))).toMatchObject({ phase: "talking", secondsLeft: 1 });
    expect(part2Status(clock, at(180))).toEqual({ phase: "finished", talkedMs: 120_000, talkStartedAt: at(60) });
    expect(part2Status(clock, at(900))).toMatchObject({ phase: "finished", talkedMs: 120_000 });
  });

  it("lets the learner start talking early, and the two minutes count from then", () => {
    const clock = startTalkingEarly(startPreparation(PART2_NOT_STARTED, T0), at(25));
    expect(part2Status(clock, at(25))).toMatchObject({ phase: "talking", secondsLeft: 120 });
    expect(part2Status(clock, at(145))).toMatchObject({ phase: "finished", talkedMs: 120_000 });
  });

  it("lets the learner finish before two minutes, but not before the talk or twice", () => {
    const preparing = startPreparation(PART2_NOT_STARTED, T0);
    expect(finishTalk(preparing, at(30))).toBe(preparing);
    const finished = finishTalk(preparing, at(150));
    expect(part2Status(finished, at(150))).toEqual({ phase: "finished", talkedMs: 90_000, talkStartedAt: at(60) });
    expect(finishTalk(finished, at(170))).toBe(finished);
    expect(startTalkingEarly(finished, at(170))).toBe(finished);
  });

  it("ignores a second start of preparation and shows countdowns as m:ss", () => {
    const clock = startPreparation(PART2_NOT_STARTED, T0);
    expect(startPreparation(clock, at(30))).toBe(clock);
    expect([clockText(120), clockText(61), clockText(9), clockText(0)]).toEqual(["2:00", "1:01", "0:09", "0:00"]);
  });
});
