/**
 * Pronunciation through the browser's speech synthesis (spec §7, §9): rate 1, pitch = given + 1,
 * volume 1; the voice is chosen in the spec's order of preference, after waiting 100 ms for the
 * browser to load its voices.
 */

export const SPEECH_RATE = 1;
export const SPEECH_VOLUME = 1;
/** The spec adds 1 to the pitch it is given. */
export const SPEECH_PITCH_OFFSET = 1;
export const VOICES_LOAD_WAIT_MS = 100;

/** Picks a voice for `lang`: Samantha, Karen, Google US English, other Google, any non-eSpeak, any for the language. */
export function chooseVoice(voices: readonly SpeechSynthesisVoice[], lang: string): SpeechSynthesisVoice | undefined {
  const base = lang.toLowerCase().split("-")[0] ?? lang;
  const forLanguage = voices.filter((voice) => voice.lang.toLowerCase().replace("_", "-").split("-")[0] === base);
  const english = base === "en";
  const preferences: ((voice: SpeechSynthesisVoice) => boolean)[] = [
    ...(english
      ? [
          (voice: SpeechSynthesisVoice) => voice.name.includes("Samantha"),
          (voice: SpeechSynthesisVoice) => voice.name.includes("Karen"),
          (voice: SpeechSynthesisVoice) => voice.name === "Google US English",
        ]
      : []),
    (voice) => voice.name.startsWith("Google"),
    (voice) => !/espeak/i.test(voice.name),
    () => true,
  ];
  for (const prefers of preferences) {
    const voice = forLanguage.find(prefers);
    if (voice) return voice;
  }
  return undefined;
}

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Speaks `text` and resolves when it has been spoken; rejects when the browser has no speech
 * synthesis or the utterance fails (callers show 'Failed to play pronunciation.' or the like).
 */
export async function speak(text: string, { lang = "en-US", pitch = 0 }: { lang?: string; pitch?: number } = {}): Promise<void> {
  const synthesis = globalThis.speechSynthesis;
  if (!synthesis || typeof SpeechSynthesisUtterance === "undefined") throw new Error("Speech synthesis is not available");
  if (synthesis.getVoices().length === 0) await wait(VOICES_LOAD_WAIT_MS);
  const utterance = new SpeechSynthesisUtterance(text);
  utterance.lang = lang;
  utterance.rate = SPEECH_RATE;
  utterance.pitch = pitch + SPEECH_PITCH_OFFSET;
  utterance.volume = SPEECH_VOLUME;
  const voice = chooseVoice(synthesis.getVoices(), lang);
  if (voice) utterance.voice = voice;
  synthesis.cancel();
  await new Promise<void>((resolve, reject) => {
    utterance.onend = () => resolve();
    utterance.onerror = (event) =>
      event.error === "interrupted" || event.error === "canceled" ? resolve() : reject(new Error(event.error));
    synthesis.speak(utterance);
  });
}
