/**
 * How the learner's turns get in: the server's speech-to-text model when one is configured (the
 * recording goes through /api/audio and the IELTS transcription route), else the browser's speech
 * recognition where it exists, else typing. Plus voice activity detection for hands-free mode: the
 * loudness of the microphone stream through the Web Audio API.
 */
import { speechRecognitionConstructor } from "../ielts";

export type InputMode = "server" | "browser" | "typing";

export function chooseInputMode({
  serverTranscription,
  canRecord,
  recognitionAvailable,
}: {
  serverTranscription: boolean;
  canRecord: boolean;
  recognitionAvailable: boolean;
}): InputMode {
  if (serverTranscription && canRecord) return "server";
  if (recognitionAvailable) return "browser";
  return "typing";
}

export const canRecordAudio = () => typeof MediaRecorder !== "undefined" && Boolean(navigator.mediaDevices?.getUserMedia);
export const recognitionAvailable = () => speechRecognitionConstructor() !== null;

/** Containers in the order we prefer them (as the IELTS recorder): Opus in WebM/Ogg, AAC in MP4 on Safari. */
const RECORDING_TYPES = ["audio/webm;codecs=opus", "audio/webm", "audio/ogg;codecs=opus", "audio/mp4"];

/** One recording of a turn from an open microphone stream; `stop` resolves with the audio. */
export function recordTurn(stream: MediaStream): { stop: () => Promise<Blob> } {
  const mimeType = RECORDING_TYPES.find((type) => MediaRecorder.isTypeSupported(type));
  const recorder = new MediaRecorder(stream, mimeType ? { mimeType } : undefined);
  const chunks: Blob[] = [];
  recorder.ondataavailable = (event) => {
    if (event.data.size > 0) chunks.push(event.data);
  };
  recorder.start();
  return {
    stop: () =>
      new Promise<Blob>((resolve) => {
        recorder.addEventListener("stop", () => resolve(new Blob(chunks, { type: recorder.mimeType || "audio/webm" })), { once: true });
        if (recorder.state !== "inactive") recorder.stop();
      }),
  };
}

/** Errors after which browser recognition will not work in this browser this session: fall back to typing. */
const RECOGNITION_UNAVAILABLE = new Set(["network", "not-allowed", "service-not-allowed", "audio-capture", "language-not-supported"]);

export type RecognitionCallbacks = {
  /** What has been heard so far (interim), for the learner's caption. */
  onInterim: (text: string) => void;
  /** The turn as recognised when recognition ended ("" when nothing was heard). */
  onFinal: (text: string) => void;
  /** Recognition cannot work here (no service, refused). */
  onUnavailable: (reason: string) => void;
};

/** One turn through the browser's SpeechRecognition; `stop` ends listening and delivers what was heard. */
export function recogniseTurn(lang: string, callbacks: RecognitionCallbacks): { stop: () => void } | null {
  const Recognition = speechRecognitionConstructor();
  if (!Recognition) return null;
  const recognition = new Recognition();
  recognition.lang = lang;
  recognition.continuous = true;
  recognition.interimResults = true;
  let finals = "";
  let interim = "";
  let unavailable = false;
  recognition.onresult = (event) => {
    interim = "";
    for (let i = event.resultIndex; i < event.results.length; i++) {
      const result = event.results[i]!;
      if (result.isFinal) finals = `${finals} ${result[0].transcript}`.trim();
      else interim = `${interim} ${result[0].transcript}`.trim();
    }
    callbacks.onInterim(`${finals} ${interim}`.trim());
  };
  (recognition as unknown as { onerror: ((event: { error?: string }) => void) | null }).onerror = (event) => {
    if (event.error && RECOGNITION_UNAVAILABLE.has(event.error)) {
      unavailable = true;
      callbacks.onUnavailable(event.error);
    }
  };
  recognition.onend = () => {
    if (!unavailable) callbacks.onFinal(`${finals} ${interim}`.trim());
  };
  try {
    recognition.start();
  } catch {
    callbacks.onUnavailable("start-failed");
    return null;
  }
  return { stop: () => recognition.stop() };
}

/** Loudness (RMS of the waveform, 0–1) above which the microphone hears speech. */
export const VOICE_THRESHOLD = 0.04;
/** Speech must last this long to start a turn (a click or a cough does not). */
export const VOICE_START_MS = 150;
/** This much quiet ends a hands-free turn. */
export const SILENCE_END_MS = 1200;

/** The voice activity state machine, fed one loudness sample at a time (pure, so it is tested without a microphone). */
export class VoiceActivity {
  private loudSince: number | null = null;
  private quietSince: number | null = null;
  speaking = false;

  /** Returns "start" or "end" when the learner starts or stops speaking with this sample. */
  sample(level: number, at: number, threshold = VOICE_THRESHOLD): "start" | "end" | null {
    if (level >= threshold) {
      this.quietSince = null;
      this.loudSince ??= at;
      if (!this.speaking && at - this.loudSince >= VOICE_START_MS) {
        this.speaking = true;
        return "start";
      }
    } else {
      this.loudSince = null;
      this.quietSince ??= at;
      if (this.speaking && at - this.quietSince >= SILENCE_END_MS) {
        this.speaking = false;
        return "end";
      }
    }
    return null;
  }
}

/** Listens to `stream` through an AnalyserNode and reports its loudness every ~50 ms until stopped. */
export function listenForVoice(stream: MediaStream, onLevel: (level: number, at: number) => void): () => void {
  const context = new AudioContext();
  const source = context.createMediaStreamSource(stream);
  const analyser = context.createAnalyser();
  analyser.fftSize = 1024;
  source.connect(analyser);
  const samples = new Float32Array(analyser.fftSize);
  const timer = setInterval(() => {
    analyser.getFloatTimeDomainData(samples);
    let sum = 0;
    for (const value of samples) sum += value * value;
    onLevel(Math.sqrt(sum / samples.length), performance.now());
  }, 50);
  return () => {
    clearInterval(timer);
    source.disconnect();
    void context.close();
  };
}
