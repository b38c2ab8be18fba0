/**
 * Recording one spoken answer with MediaRecorder, and — where the browser has it and no speech-to-text
 * model is configured — transcribing it live with the browser's SpeechRecognition. The microphone
 * stream is opened once per test and released when the screen closes.
 */
import { useCallback, useEffect, useRef, useState } from "react";
import { measureSpeech } from "./speech-time";

export type Recording = {
  blob: Blob;
  /** An object URL for playback on this device. */
  url: string;
  durationSeconds: number;
  /** The time the learner was actually speaking (./speech-time); null without Web Audio. */
  speechSeconds: number | null;
  /** What SpeechRecognition heard, with its mean confidence; null when it was not used or heard nothing. */
  recognised: { text: string; confidence: number | null } | null;
};

/** Containers in the order we prefer them: Chrome and Firefox record Opus in WebM/Ogg, Safari AAC in MP4. */
const RECORDING_TYPES = ["audio/webm;codecs=opus", "audio/webm", "audio/ogg;codecs=opus", "audio/mp4"];

function recordingType(isSupported: (type: string) => boolean): string | undefined {
  return RECORDING_TYPES.find((type) => isSupported(type));
}

type RecognitionResult = { isFinal: boolean; 0: { transcript: string; confidence: number } };
type RecognitionEvent = { resultIndex: number; results: ArrayLike<RecognitionResult> };
type Recognition = {
  lang: string;
  continuous: boolean;
  interimResults: boolean;
  onresult: ((event: RecognitionEvent) => void) | null;
  onerror: (() => void) | null;
  onend: (() => void) | null;
  start(): void;
  stop(): void;
};
type RecognitionConstructor = new () => Recognition;

/** The browser's SpeechRecognition (prefixed in Chrome and Safari), or null. */
export function speechRecognitionConstructor(): RecognitionConstructor | null {
  const scope = window as unknown as { SpeechRecognition?: RecognitionConstructor; webkitSpeechRecognition?: RecognitionConstructor };
  return scope.SpeechRecognition ?? scope.webkitSpeechRecognition ?? null;
}

/** How long to wait for the recogniser's last words after the recording stops. */
const RECOGNITION_END_WAIT_MS = 1500;

export type RecorderState = "idle" | "starting" | "recording" | "unavailable" | "denied";

export function useAnswerRecorder({ recognise }: { recognise: boolean }) {
  const [state, setState] = useState<RecorderState>(() =>
    typeof MediaRecorder === "undefined" || !navigator.mediaDevices ? "unavailable" : "idle",
  );
  const [startedAt, setStartedAt] = useState<number | null>(null);
  const stream = useRef<MediaStream | null>(null);
  const recorder = useRef<MediaRecorder | null>(null);
  const chunks = useRef<Blob[]>([]);
  const speech = useRef<{ stop: () => number } | null>(null);
  const recognition = useRef<{ instance: Recognition; finals: { text: string; confidence: number }[]; ended: Promise<void> } | null>(null);

  useEffect(
    () => () => {
      if (recorder.current?.state === "recording") recorder.current.stop();
      speech.current?.stop();
      recognition.current?.instance.stop();
      stream.current?.getTracks().forEach((track) => track.stop());
    },
    [],
  );

  const start = useCallback(async () => {
    if (recorder.current?.state === "recording") return;
    setState("starting");
    try {
      stream.current ??= await navigator.mediaDevices.getUserMedia({ audio: { echoCancellation: true, noiseSuppression: true } });
    } catch {
      setState("denied");
      return;
    }
    const mimeType = recordingType((type) => MediaRecorder.isTypeSupported(type));
    const media = new MediaRecorder(stream.current, mimeType ? { mimeType } : undefined);
    chunks.current = [];
    media.ondataavailable = (event) => {
      if (event.data.size > 0) chunks.current.push(event.data);
    };
    media.start(1000);
    recorder.current = media;
    try {
      speech.current = measureSpeech(stream.current);
    } catch {
      speech.current = null;
    }

    const Recognition = recognise ? speechRecognitionConstructor() : null;
    if (Recognition) {
      const instance = new Recognition();
      let ended = () => {};
      const session = {
        instance,
        finals: [] as { text: string; confidence: number }[],
        ended: new Promise<void>((resolve) => (ended = resolve)),
      };
      instance.onend = () => ended();
      instance.lang = "en-GB";
      instance.continuous = true;
      instance.interimResults = false;
      instance.onresult = (event) => {
        for (let i = event.resultIndex; i < event.results.length; i++) {
          const result = event.results[i]!;
          if (result.isFinal) session.finals.push({ text: result[0].transcript.trim(), confidence: result[0].confidence });
        }
      };
      // Recognition is a convenience: without it (no network, unsupported) the learner types the transcript.
      instance.onerror = () => {};
      try {
        instance.start();
        recognition.current = session;
      } catch {
        recognition.current = null;
      }
    }
    setStartedAt(Date.now());
    setState("recording");
  }, [recognise]);

  const stop = useCallback(async (): Promise<Recording | null> => {
    const media = recorder.current;
    if (!media || media.state !== "recording") return null;
    const stopped = new Promise<void>((resolve) => media.addEventListener("stop", () => resolve(), { once: true }));
    media.stop();
    const speechSeconds = speech.current?.stop() ?? null;
    speech.current = null;
    const session = recognition.current;
    session?.instance.stop();
    recognition.current = null;
    // The last words arrive as the recogniser ends; wait for them, but never long.
    await Promise.all([
      stopped,
      session ? Promise.race([session.ended, new Promise((resolve) => setTimeout(resolve, RECOGNITION_END_WAIT_MS))]) : null,
    ]);
    const durationSeconds = startedAt === null ? 0 : Math.round((Date.now() - startedAt) / 100) / 10;
    const blob = new Blob(chunks.current, { type: media.mimeType || "audio/webm" });
    setState("idle");
    setStartedAt(null);
    const finals = session?.finals.filter((f) => f.text) ?? [];
    const scored = finals.filter((f) => f.confidence > 0);
    return {
      blob,
      url: URL.createObjectURL(blob),
      durationSeconds,
      speechSeconds,
      recognised:
        finals.length === 0
          ? null
          : {
              text: finals.map((f) => f.text).join(" "),
              confidence: scored.length === 0 ? null : scored.reduce((s, f) => s + f.confidence, 0) / scored.length,
            },
    };
  }, [startedAt]);

  return { state, startedAt, start, stop };
}
