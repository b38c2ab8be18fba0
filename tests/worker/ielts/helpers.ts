/**
 * IELTS worker tests: the real content/ielts seeded into this file's database (parsed with the contract,
 * through the same statements the setup step runs), a small generated WAV as the audio of one listening
 * part, signed-in learners, and answer sheets built from the content's own keys.
 */
import { env } from "cloudflare:workers";
import listening1 from "../../../content/ielts/listening/test-1.json";
import listening2 from "../../../content/ielts/listening/test-2.json";
import reading1 from "../../../content/ielts/reading/test-1.json";
import reading2 from "../../../content/ielts/reading/test-2.json";
import speaking from "../../../content/ielts/speaking/sets.json";
import task1 from "../../../content/ielts/writing/task1-prompts.json";
import task2 from "../../../content/ielts/writing/task2-prompts.json";
import {
  ieltsContentFileSchema,
  type IeltsContentFile,
  type ListeningTest,
  type ReadingTest,
} from "../../../worker/contract/ielts-content";
import { contentSeedStatements } from "../../../scripts/content/content-seed";

export const CONTENT: IeltsContentFile[] = [reading1, reading2, listening1, listening2, task1, task2, speaking].map((file) =>
  ieltsContentFileSchema.parse(file),
);
export const READING = CONTENT.find((f): f is ReadingTest => f.kind === "ielts_reading_test" && f.id === reading1.id)!;
export const LISTENING = CONTENT.find((f): f is ListeningTest => f.kind === "ielts_listening_test" && f.id === listening1.id)!;

export async function seedContent(): Promise<void> {
  await env.DB.batch(contentSeedStatements(CONTENT).map((sql) => env.DB.prepare(sql)));
}

/** Question number → the content's own answer, for every question of a reading or listening test. */
export function correctAnswers(test: ReadingTest | ListeningTest): Record<string, string> {
  const groups =
    test.kind === "ielts_reading_test" ? test.passages.flatMap((p) => p.questionGroups) : test.parts.flatMap((p) => p.questionGroups);
  return Object.fromEntries(groups.flatMap((g) => g.questions.map((q) => [String(q.number), q.answer])));
}

/** A WAV file of `seconds` of a 440 Hz tone, 8 kHz 16-bit mono. */
export function toneWav(seconds = 1, sampleRate = 8000): Uint8Array {
  const samples = Math.round(seconds * sampleRate);
  const bytes = new Uint8Array(44 + samples * 2);
  const view = new DataView(bytes.buffer);
  const text = (at: number, s: string) => [...s].forEach((ch, i) => view.setUint8(at + i, ch.charCodeAt(0)));
  text(0, "RIFF");
  view.setUint32(4, 36 + samples * 2, true);
  text(8, "WAVE");
  text(12, "fmt ");
  view.setUint32(16, 16, true);
  view.setUint16(20, 1, true);
  view.setUint16(22, 1, true);
  view.setUint32(24, sampleRate, true);
  view.setUint32(28, sampleRate * 2, true);
  view.setUint16(32, 2, true);
  view.setUint16(34, 16, true);
  text(36, "data");
  view.setUint32(40, samples * 2, true);
  for (let i = 0; i < samples; i++) view.setInt16(44 + i * 2, Math.round(8000 * Math.sin((2 * Math.PI * 440 * i) / sampleRate)), true);
  return bytes;
}

/** Puts a tone into R2 as the audio of one listening part, as the setup step would. */
export async function putListeningAudio(partId: string): Promise<{ key: string; wav: Uint8Array }> {
  const wav = toneWav();
  const key = `ielts/listening/${partId}/testhash.wav`;
  await env.AUDIO.put(key, wav, { httpMetadata: { contentType: "audio/wav" } });
  await env.DB.prepare(
    "INSERT OR REPLACE INTO ielts_listening_audio (part_id, audio_key, content_type, bytes, duration_seconds, turn_start_seconds, transcript_hash) VALUES (?, ?, 'audio/wav', ?, 1, '[0,0.5]', 'testhash')",
  )
    .bind(partId, key, wav.byteLength)
    .run();
  return { key, wav };
}

export const clientId = () => `test-${crypto.randomUUID()}`;
