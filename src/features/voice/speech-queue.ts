/**
 * The tutor's reply spoken sentence by sentence while it streams in (spec §9 speech settings and voice
 * order, through src/lib/speech.ts): each complete sentence is queued as soon as it has arrived, the
 * next one starts when the last ends, and `interrupt` stops speaking at once (the learner started talking
 * or pressed the button) and ignores the rest of that reply.
 */
import { chooseVoice, SPEECH_PITCH_OFFSET, SPEECH_RATE, SPEECH_VOLUME, VOICES_LOAD_WAIT_MS } from "../../lib/speech";

const segmenter = new Intl.Segmenter("en", { granularity: "sentence" });

/**
 * The complete sentences at the start of `text` and where they end. A sentence is complete once the
 * next one has begun, or at the end of a finished reply (`final`).
 */
export function completeSentences(text: string, final: boolean): { sentences: string[]; end: number } {
  const segments = [...segmenter.segment(text)];
  const complete = final ? segments : segments.slice(0, -1);
  const last = complete.at(-1);
  return {
    sentences: complete.map((s) => s.segment.trim()).filter((s) => /[\p{L}\p{N}]/u.test(s)),
    end: last ? last.index + last.segment.length : 0,
  };
}

/** The reply as a voice should say it: Markdown marks, links and list bullets removed. */
export function speakableText(markdown: string): string {
  return markdown
    .replace(/\[([^\]]*)\]\([^)]*\)/g, "$1")
    .replace(/^\s*(?:[-*•]|\d+\.)\s+/gm, "")
    .replace(/[*_`#>~]/g, "")
    .replace(/\n+/g, " ");
}

export type SpeechSettings = { lang: string; pitch: number };
export type QueueListener = (state: { speaking: boolean; sentence: string | null }) => void;

type Synthesis = Pick<SpeechSynthesis, "speak" | "cancel" | "getVoices">;

export class SpeechQueue {
  private readonly waiting: string[] = [];
  private current: string | null = null;
  /** Reply being spoken, and how much of its (speakable) text is already queued. */
  private replyId: string | null = null;
  private queuedUpTo = 0;
  private readonly interrupted = new Set<string>();
  private voicesWaited = false;
  private readonly listeners = new Set<QueueListener>();

  constructor(
    private readonly synthesis: Synthesis | null,
    private readonly settings: SpeechSettings = { lang: "en-US", pitch: 0 },
  ) {}

  get speaking(): boolean {
    return this.current !== null;
  }

  onChange(listener: QueueListener): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  /** The reply `replyId` so far (`final` once it has ended): queues the sentences not queued yet. */
  feed(replyId: string, text: string, final: boolean): void {
    if (!this.synthesis || this.interrupted.has(replyId)) return;
    if (this.replyId !== replyId) {
      this.replyId = replyId;
      this.queuedUpTo = 0;
    }
    const rest = speakableText(text).slice(this.queuedUpTo);
    const { sentences, end } = completeSentences(rest, final);
    this.queuedUpTo += end;
    this.waiting.push(...sentences);
    if (this.current === null) void this.next();
  }

  /** Stops speaking now; the rest of the reply being spoken is not spoken. */
  interrupt(): void {
    if (this.replyId) this.interrupted.add(this.replyId);
    this.waiting.length = 0;
    const wasSpeaking = this.current !== null;
    this.current = null;
    this.synthesis?.cancel();
    if (wasSpeaking) this.notify();
  }

  private async next(): Promise<void> {
    const sentence = this.waiting.shift();
    if (sentence === undefined || !this.synthesis) {
      this.current = null;
      this.notify();
      return;
    }
    this.current = sentence;
    this.notify();
    // The browser loads its voices after the first call (spec §9: wait 100 ms for them).
    if (!this.voicesWaited && this.synthesis.getVoices().length === 0) {
      this.voicesWaited = true;
      await new Promise((resolve) => setTimeout(resolve, VOICES_LOAD_WAIT_MS));
      if (this.current !== sentence) return;
    }
    const utterance = new SpeechSynthesisUtterance(sentence);
    utterance.lang = this.settings.lang;
    utterance.rate = SPEECH_RATE;
    utterance.pitch = this.settings.pitch + SPEECH_PITCH_OFFSET;
    utterance.volume = SPEECH_VOLUME;
    const voice = chooseVoice(this.synthesis.getVoices(), this.settings.lang);
    if (voice) utterance.voice = voice;
    const done = () => {
      // An interrupted utterance ends too: only the sentence still current moves the queue on.
      if (this.current === sentence) void this.next();
    };
    utterance.onend = done;
    utterance.onerror = done;
    this.synthesis.speak(utterance);
  }

  private notify(): void {
    for (const listener of this.listeners) listener({ speaking: this.current !== null, sentence: this.current });
  }
}
