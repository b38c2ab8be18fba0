/** The full test's 10-minute break counted from the server's timestamps, on the server and on screen. */
import { describe, expect, it } from "vitest";
import { breakSecondsLeft, SAT_BREAK_SECONDS } from "../../../worker/contract/sat-full";
import { breakClock, breakSecondsNow } from "../../../src/features/sat/full/break-clock";

const ENDS = "2026-11-26T10:10:00.000Z";
const at = (iso: string) => Date.parse(iso);

describe("breakSecondsLeft (server)", () => {
  it("is the whole seconds to the break's end, rounded up, never below 0", () => {
    expect(breakSecondsLeft(ENDS, at("2026-11-26T10:00:00.000Z"))).toBe(SAT_BREAK_SECONDS);
    expect(breakSecondsLeft(ENDS, at("2026-11-26T10:05:59.200Z"))).toBe(241);
    expect(breakSecondsLeft(ENDS, at("2026-11-26T10:09:59.999Z"))).toBe(1);
    expect(breakSecondsLeft(ENDS, at("2026-11-26T10:10:00.000Z"))).toBe(0);
    expect(breakSecondsLeft(ENDS, at("2026-11-27T10:00:00.000Z"))).toBe(0);
  });
});

describe("breakSecondsNow (screen)", () => {
  const received = at("2026-11-26T10:02:00.000Z");
  it("counts down from what the server said when it answered", () => {
    expect(breakSecondsNow(480, received, received)).toBe(480);
    expect(breakSecondsNow(480, received, received + 999)).toBe(480);
    expect(breakSecondsNow(480, received, received + 1000)).toBe(479);
    expect(breakSecondsNow(480, received, received + 90_500)).toBe(390);
  });
  it("stops at 0 and ignores a clock that went back", () => {
    expect(breakSecondsNow(480, received, received + 600_000)).toBe(0);
    expect(breakSecondsNow(480, received, received - 5_000)).toBe(480);
  });
  it("shows minutes and seconds", () => {
    expect(breakClock(600)).toBe("10:00");
    expect(breakClock(65)).toBe("1:05");
    expect(breakClock(0)).toBe("0:00");
  });
});
