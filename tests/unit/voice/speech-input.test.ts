import { describe, expect, it } from "vitest";
import { chooseInputMode, SILENCE_END_MS, VOICE_START_MS, VOICE_THRESHOLD, VoiceActivity } from "../../../src/features/voice/speech-input";

describe("which speech input the voice assistant uses", () => {
  it.each([
    [{ serverTranscription: true, canRecord: true, recognitionAvailable: true }, "server"],
    [{ serverTranscription: true, canRecord: false, recognitionAvailable: true }, "browser"],
    [{ serverTranscription: false, canRecord: true, recognitionAvailable: true }, "browser"],
    [{ serverTranscription: false, canRecord: true, recognitionAvailable: false }, "typing"],
  ] as const)("%o → %s", (situation, mode) => {
    expect(chooseInputMode(situation)).toBe(mode);
  });
});

describe("hands-free voice activity", () => {
  const loud = VOICE_THRESHOLD * 2;

  it("starts a turn after speech lasts long enough and ends it after enough quiet", () => {
    const activity = new VoiceActivity();
    expect(activity.sample(loud, 0)).toBeNull();
    expect(activity.sample(loud, VOICE_START_MS - 1)).toBeNull();
    expect(activity.sample(loud, VOICE_START_MS)).toBe("start");
    expect(activity.sample(0, 1000)).toBeNull();
    expect(activity.sample(loud, 1100)).toBeNull();
    expect(activity.sample(0, 1200)).toBeNull();
    expect(activity.sample(0, 1200 + SILENCE_END_MS)).toBe("end");
  });

  it("ignores a click shorter than a syllable, and a voice under a raised threshold (the tutor's own echo)", () => {
    const activity = new VoiceActivity();
    activity.sample(loud, 0);
    activity.sample(0, 50);
    expect(activity.sample(loud, 100)).toBeNull();
    expect(activity.sample(loud, 100 + VOICE_START_MS - 1)).toBeNull();
    const echo = new VoiceActivity();
    echo.sample(loud, 0, loud * 2);
    expect(echo.sample(loud, 1000, loud * 2)).toBeNull();
  });
});
