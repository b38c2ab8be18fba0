/**
 * Lesson media in R2 (issue 15): audio and images a teacher uploads into a lesson, under
 * `lessons/<lesson id>/<uuid>.<ext>`, so who may read a key follows from who may open that lesson.
 * Served by /api/lesson-media by bearer token or signed URL (a media element cannot send a token).
 */
import { signedUrl } from "../lib/signed-urls";

export const LESSON_MEDIA_PREFIX = "lessons/";
/** Where the API serves a key; the lesson media router is mounted here. */
export const LESSON_MEDIA_PATH = "/api/lesson-media/";

export const lessonMediaPrefix = (lessonId: string) => `${LESSON_MEDIA_PREFIX}${lessonId}/`;

/** The lesson a media key belongs to, or null for a key that is not lesson media. */
export function lessonOfMediaKey(key: string): string | null {
  const match = /^lessons\/([A-Za-z0-9_-]{1,64})\/[A-Za-z0-9_-]{1,64}\.[a-z0-9]{1,5}$/.exec(key);
  return match ? match[1]! : null;
}

export const lessonMediaUrl = (env: Pick<Env, "JWT_SIGNING_KEY">, key: string, nowMs = Date.now()) =>
  signedUrl(env, LESSON_MEDIA_PATH, key, nowMs);

/** Signed URLs of every uploaded file the blocks use, by key. */
export async function lessonMediaUrls(env: Pick<Env, "JWT_SIGNING_KEY">, keys: Iterable<string>): Promise<Map<string, string>> {
  const unique = [...new Set(keys)];
  return new Map(await Promise.all(unique.map(async (key) => [key, await lessonMediaUrl(env, key)] as const)));
}
