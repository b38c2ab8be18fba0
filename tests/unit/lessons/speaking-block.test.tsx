/**
 * The lesson player's speaking block: evaluated like /ielts/speaking. Where the browser records, the
 * answer is uploaded, the browser's recognition gives the transcript the learner can correct, and the
 * server's estimate is shown as an estimate (words per minute only when the server gives it); where it
 * cannot record, the learner types the answer.
 */
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { act, render as renderDom, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { useState, type ReactNode } from "react";
import { I18nextProvider } from "react-i18next";
import { afterEach, describe, expect, it, vi } from "vitest";
import type { Evaluation } from "../../../worker/contract/ielts";
import type { LessonSpeakingResult } from "../../../worker/contract/lesson-player";
import type { LearnerBlock } from "../../../worker/contract/lessons";
import { SpeakingBlock } from "../../../src/features/lessons/player/Blocks";
import { createI18n } from "../../../src/lib/i18n";
import { fakeFetch, json, on } from "../support/auth-server";

const BLOCK: Extract<LearnerBlock, { type: "speaking" }> = {
  id: "talk",
  type: "speaking",
  prompt: "Talk about a time you changed your mind.",
  prep_seconds: 30,
  speak_seconds: 60,
};
const HEARD = "I wanted to study medicine but I chose statistics because I like data";

const evaluation = (features: Evaluation["features"]): Evaluation => ({
  kind: "speaking",
  method: "offline",
  label: "offline estimate",
  status: "complete",
  band: 6,
  criteria: [
    { id: "fluency_coherence", name: "Fluency and Coherence", band: 6, assessed: true, reason: "Based on 60 words." },
    { id: "pronunciation", name: "Pronunciation", band: null, assessed: false, reason: "Not assessed." },
  ],
  corrections: [],
  strengths: [],
  improvements: [],
  summary: "Offline estimate: band 6.0 from your transcript.",
  wordCount: 60,
  minWords: 30,
  confidence: 0.4,
  features,
  model: null,
  evaluatedAt: "2026-11-26T08:00:00.000Z",
});

function Harness() {
  const [kept, setKept] = useState<LessonSpeakingResult | undefined>(undefined);
  return <SpeakingBlock lessonId="l1" userId="u1" block={BLOCK} kept={kept} onEvaluated={setKept} />;
}

function render(node: ReactNode) {
  const i18n = createI18n();
  void i18n.changeLanguage("en");
  const queries = new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });
  return renderDom(
    <QueryClientProvider client={queries}>
      <I18nextProvider i18n={i18n}>{node}</I18nextProvider>
    </QueryClientProvider>,
  );
}

function server(features: Evaluation["features"]) {
  const fake = fakeFetch(
    on("GET", "/api/ielts/capabilities", () => json({ evaluation: "offline", transcription: false, pronunciation: false })),
    on("POST", "/api/audio", () =>
      json({ key: "recordings/u1/a.webm", url: "/api/audio/recordings/u1/a.webm", contentType: "audio/webm", bytes: 1 }, 201),
    ),
    on("POST", "/api/lesson-player/l1/blocks/talk/speaking", async (request) => {
      const body = (await request.json()) as { transcript: string; transcript_source: LessonSpeakingResult["transcript_source"] };
      return json({
        transcript: body.transcript,
        transcript_source: body.transcript_source,
        duration_seconds: null,
        evaluation: evaluation(features),
      });
    }),
  );
  vi.stubGlobal("fetch", fake.fetch);
  return fake.requests;
}

const evaluated = async (requests: Request[]) =>
  (await requests
    .find((r) => new URL(r.url).pathname.endsWith("/speaking"))!
    .clone()
    .json()) as Record<string, unknown>;

/** A browser that records (MediaRecorder, a microphone) and recognises speech, hearing HEARD. */
function recordingBrowser() {
  class FakeRecorder {
    static isTypeSupported = () => true;
    state = "inactive";
    mimeType = "audio/webm";
    ondataavailable: ((event: { data: Blob }) => void) | null = null;
    private stopped: (() => void)[] = [];
    start() {
      this.state = "recording";
    }
    stop() {
      this.state = "inactive";
      this.ondataavailable?.({ data: new Blob(["sound"], { type: "audio/webm" }) });
      queueMicrotask(() => this.stopped.forEach((listener) => listener()));
    }
    addEventListener(_type: string, listener: () => void) {
      this.stopped.push(listener);
    }
  }
  class FakeRecognition {
    onresult: ((event: unknown) => void) | null = null;
    onend: (() => void) | null = null;
    start() {}
    stop() {
      this.onresult?.({ resultIndex: 0, results: [{ isFinal: true, 0: { transcript: HEARD, confidence: 0.9 } }] });
      this.onend?.();
    }
  }
  vi.stubGlobal("MediaRecorder", FakeRecorder);
  vi.stubGlobal("webkitSpeechRecognition", FakeRecognition);
  Object.defineProperty(navigator, "mediaDevices", {
    configurable: true,
    value: { getUserMedia: async () => ({ getTracks: () => [] }) },
  });
  URL.createObjectURL = vi.fn(() => "blob:recording");
  URL.revokeObjectURL = vi.fn();
}

afterEach(() => {
  vi.unstubAllGlobals();
  Reflect.deleteProperty(navigator, "mediaDevices");
});

describe("the lesson's speaking block", () => {
  it("records, uploads, shows the recognised words to correct, and shows the estimate with words per minute", async () => {
    recordingBrowser();
    const requests = server({ words: 60, wordsPerMinute: 151.6 });
    const user = userEvent.setup();
    render(<Harness />);
    expect(screen.getByRole("button", { name: "Start preparing (30 s)" })).toBeTruthy();
    await user.click(screen.getByRole("button", { name: "Record my answer" }));
    expect(await screen.findByRole("timer")).toHaveProperty("textContent", "60 s left to speak");
    await user.click(screen.getByRole("button", { name: "Stop recording" }));

    const transcript = await screen.findByRole("textbox", { name: "Your words" });
    expect(transcript).toHaveProperty("value", HEARD);
    expect(screen.getByText("This is what was heard: correct it if it is wrong.")).toBeTruthy();
    await waitFor(() => expect(screen.getByRole("button", { name: "Evaluate my answer" })).toHaveProperty("disabled", false));
    await user.type(transcript, " a lot");
    await user.click(screen.getByRole("button", { name: "Evaluate my answer" }));

    expect(await screen.findByText("Band 6.0 ·", { exact: false })).toBeTruthy();
    expect(screen.getByText("offline estimate")).toBeTruthy();
    expect(screen.getByText("This band is an estimate, not an official IELTS score.")).toBeTruthy();
    expect(screen.getByText("152 words per minute")).toBeTruthy();
    expect(await evaluated(requests)).toMatchObject({
      audio_key: "recordings/u1/a.webm",
      transcript: `${HEARD} a lot`,
      transcript_source: "speech_recognition",
      duration_seconds: expect.any(Number),
      confidence: 0.9,
    });
  });

  it("starts recording when the preparation time runs out and stops it when the speaking time does", async () => {
    recordingBrowser();
    server(null);
    vi.useFakeTimers({ shouldAdvanceTime: true });
    try {
      const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
      render(<Harness />);
      await user.click(screen.getByRole("button", { name: "Start preparing (30 s)" }));
      expect(screen.getByRole("timer").textContent).toBe("Preparation: 30 s left");
      await act(() => vi.advanceTimersByTimeAsync(30_000));
      expect(screen.getByRole("timer").textContent).toBe("60 s left to speak");
      expect(screen.getByRole("status").textContent).toBe("Recording…");
      await act(() => vi.advanceTimersByTimeAsync(61_000));
      expect(screen.queryByRole("timer")).toBeNull();
      expect(await screen.findByRole("textbox", { name: "Your words" })).toHaveProperty("value", HEARD);
    } finally {
      vi.useRealTimers();
    }
  });

  it("lets a browser that cannot record type the answer, and shows no words per minute without them", async () => {
    const requests = server({ words: 60 });
    const user = userEvent.setup();
    render(<Harness />);
    expect(screen.getByRole("alert").textContent).toBe("This browser cannot record audio: type your answer below instead.");
    expect(screen.queryByRole("button", { name: "Record my answer" })).toBeNull();
    const evaluate = screen.getByRole("button", { name: "Evaluate my answer" });
    expect(evaluate).toHaveProperty("disabled", true);
    await user.type(screen.getByRole("textbox", { name: "Your words" }), "I changed my mind about my studies.");
    await user.click(evaluate);

    expect(await screen.findByText("Band 6.0 ·", { exact: false })).toBeTruthy();
    expect(screen.queryByText(/words per minute/)).toBeNull();
    expect(await evaluated(requests)).toEqual({ transcript: "I changed my mind about my studies.", transcript_source: "typed" });
  });
});
