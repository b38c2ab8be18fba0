import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { SPEECH_PITCH_OFFSET, SPEECH_RATE, SPEECH_VOLUME } from "../../../src/lib/speech";
import { completeSentences, SpeechQueue, speakableText } from "../../../src/features/voice/speech-queue";

/** A stand-in for the browser's speechSynthesis: it records what it was asked to say and ends on demand. */
class FakeUtterance {
  lang = "";
  rate = 0;
  pitch = 0;
  volume = 0;
  voice: SpeechSynthesisVoice | null = null;
  onend: (() => void) | null = null;
  onerror: (() => void) | null = null;
  constructor(readonly text: string) {}
}

function fakeSynthesis(
  voices: Partial<SpeechSynthesisVoice>[] = [
    { name: "eSpeak English", lang: "en-US" },
    { name: "Karen", lang: "en-AU" },
  ],
) {
  const spoken: FakeUtterance[] = [];
  return {
    spoken,
    speak: vi.fn((utterance: SpeechSynthesisUtterance) => void spoken.push(utterance as unknown as FakeUtterance)),
    cancel: vi.fn(() => {
      // Like a browser: the utterance being spoken ends with an error event.
      const last = spoken.at(-1);
      last?.onerror?.();
    }),
    getVoices: () => voices as SpeechSynthesisVoice[],
    /** The utterance being spoken finishes. */
    finish: () => spoken.at(-1)?.onend?.(),
  };
}

beforeEach(() => vi.stubGlobal("SpeechSynthesisUtterance", FakeUtterance));
afterEach(() => vi.unstubAllGlobals());

const texts = (synthesis: ReturnType<typeof fakeSynthesis>) => synthesis.spoken.map((u) => u.text);
const tick = () => new Promise((resolve) => setTimeout(resolve, 0));

describe("the sentence splitter", () => {
  it("gives only the sentences that are complete while a reply streams, and the last one when it has ended", () => {
    expect(completeSentences("Nice to meet you. What do", false)).toEqual({ sentences: ["Nice to meet you."], end: 18 });
    expect(completeSentences("Nice to meet you.", false)).toEqual({ sentences: [], end: 0 });
    expect(completeSentences("Nice to meet you. What do you do?", true).sentences).toEqual(["Nice to meet you.", "What do you do?"]);
  });

  it("does not cut a sentence at a decimal point", () => {
    expect(completeSentences("You need band 6.5 for that. Good", false).sentences).toEqual(["You need band 6.5 for that."]);
  });

  it("speaks no Markdown marks, bullets or link addresses", () => {
    expect(speakableText("**Great** job!\n- Use _went_ here.\nSee [this page](https://example.com).")).toBe(
      "Great job! Use went here. See this page.",
    );
  });
});

describe("the speech queue", () => {
  it("speaks each sentence as soon as it is complete, one after another, with the spec's settings and voice order", async () => {
    const synthesis = fakeSynthesis();
    const queue = new SpeechQueue(synthesis);
    queue.feed("r1", "Hello", false);
    queue.feed("r1", "Hello there. How", false);
    await tick();
    expect(texts(synthesis)).toEqual(["Hello there."]);
    const [first] = synthesis.spoken;
    expect(first).toMatchObject({ lang: "en-US", rate: SPEECH_RATE, pitch: SPEECH_PITCH_OFFSET, volume: SPEECH_VOLUME });
    // Karen comes before any other voice (spec §9) — here the only non-eSpeak one.
    expect(first!.voice?.name).toBe("Karen");

    queue.feed("r1", "Hello there. How are you today? I", false);
    await tick();
    expect(texts(synthesis)).toEqual(["Hello there."]);
    synthesis.finish();
    await tick();
    expect(texts(synthesis)).toEqual(["Hello there.", "How are you today?"]);
    queue.feed("r1", "Hello there. How are you today? I am fine", true);
    synthesis.finish();
    await tick();
    expect(texts(synthesis)).toEqual(["Hello there.", "How are you today?", "I am fine"]);
    synthesis.finish();
    await tick();
    expect(queue.speaking).toBe(false);
  });

  it("stops at once when the learner interrupts, and never speaks the rest of that reply", async () => {
    const synthesis = fakeSynthesis();
    const queue = new SpeechQueue(synthesis);
    const states: boolean[] = [];
    queue.onChange(({ speaking }) => states.push(speaking));
    queue.feed("r1", "One sentence. Two sentences. Three", false);
    await tick();
    expect(queue.speaking).toBe(true);

    queue.interrupt();
    expect(synthesis.cancel).toHaveBeenCalledTimes(1);
    expect(queue.speaking).toBe(false);
    expect(states.at(-1)).toBe(false);
    queue.feed("r1", "One sentence. Two sentences. Three sentences.", true);
    await tick();
    expect(texts(synthesis)).toEqual(["One sentence."]);

    // The next reply is spoken again.
    queue.feed("r2", "Go on.", true);
    await tick();
    expect(texts(synthesis)).toEqual(["One sentence.", "Go on."]);
  });

  it("waits 100 ms for the voices once when the browser has not loaded them yet", async () => {
    vi.useFakeTimers();
    const synthesis = fakeSynthesis([]);
    const queue = new SpeechQueue(synthesis);
    queue.feed("r1", "Hi.", true);
    await vi.advanceTimersByTimeAsync(99);
    expect(synthesis.speak).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    expect(texts(synthesis)).toEqual(["Hi."]);
    vi.useRealTimers();
  });

  it("does nothing without speech synthesis", () => {
    const queue = new SpeechQueue(null);
    queue.feed("r1", "Hello. There.", true);
    expect(queue.speaking).toBe(false);
  });
});
