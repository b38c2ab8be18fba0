/**
 * How long the learner actually spoke during a recording: the time the microphone level is above a
 * speaking threshold, with short gaps between words counted as speech. Words per minute are computed
 * on the server over this time rather than over the whole recording, which includes thinking pauses.
 */

/** RMS level (of samples in -1…1) above which a frame counts as voice. */
const VOICE_LEVEL = 0.015;
/** A pause shorter than this between two voiced frames is part of speaking. */
const GAP_MS = 400;
const FRAME_MS = 100;

/** Accumulates voiced time from level readings; pure, so tests can feed it levels. */
export class SpeechTimer {
  private voicedMs = 0;
  private pendingGapMs = 0;
  private heardVoice = false;

  push(level: number, elapsedMs: number): void {
    if (level >= VOICE_LEVEL) {
      // A short gap after voice was part of the speech; a long one was a pause.
      if (this.heardVoice && this.pendingGapMs <= GAP_MS) this.voicedMs += this.pendingGapMs;
      this.pendingGapMs = 0;
      this.voicedMs += elapsedMs;
      this.heardVoice = true;
    } else if (this.heardVoice) this.pendingGapMs += elapsedMs;
  }

  get seconds(): number {
    return Math.round(this.voicedMs / 100) / 10;
  }
}

const rms = (samples: Float32Array) => Math.sqrt(samples.reduce((sum, s) => sum + s * s, 0) / samples.length);

/** Measures speech time on a live microphone stream; null where the browser has no Web Audio. */
export function measureSpeech(stream: MediaStream): { stop: () => number } | null {
  if (typeof AudioContext === "undefined") return null;
  const context = new AudioContext();
  const analyser = context.createAnalyser();
  analyser.fftSize = 2048;
  context.createMediaStreamSource(stream).connect(analyser);
  const samples = new Float32Array(analyser.fftSize);
  const timer = new SpeechTimer();
  const interval = setInterval(() => {
    analyser.getFloatTimeDomainData(samples);
    timer.push(rms(samples), FRAME_MS);
  }, FRAME_MS);
  return {
    stop: () => {
      clearInterval(interval);
      void context.close();
      return timer.seconds;
    },
  };
}
