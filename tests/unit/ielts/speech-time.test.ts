import { describe, expect, it } from "vitest";
import { SpeechTimer } from "../../../src/features/ielts/speaking/speech-time";

const feed = (levels: number[]) => {
  const timer = new SpeechTimer();
  for (const level of levels) timer.push(level, 100);
  return timer.seconds;
};
const voice = (frames: number) => Array<number>(frames).fill(0.1);
const silence = (frames: number) => Array<number>(frames).fill(0.001);

describe("speech time", () => {
  it("counts voiced frames and the short gaps between words, not silence before, between thoughts or after", () => {
    expect(feed([...silence(30), ...voice(20), ...silence(3), ...voice(10), ...silence(50), ...voice(10), ...silence(40)])).toBe(4.3);
  });
  it("is zero for a silent recording", () => {
    expect(feed(silence(150))).toBe(0);
  });
});
