import { audioProgressSchema, type AudioProgress } from "../contract/audio-progress";

/** The R2 key scripts/content/audio.mjs writes while it makes the local audio. */
export const AUDIO_PROGRESS_KEY = "setup/audio-progress.json";

/** How far the audio being made is, or null when none is being made (or the object is unreadable). */
export async function audioProgress(bucket: R2Bucket): Promise<AudioProgress | null> {
  const object = await bucket.get(AUDIO_PROGRESS_KEY);
  if (!object) return null;
  const parsed = audioProgressSchema.safeParse(await object.json().catch(() => null));
  return parsed.success ? { done: Math.min(parsed.data.done, parsed.data.total), total: parsed.data.total } : null;
}
