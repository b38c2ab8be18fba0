/**
 * Lesson media in R2: audio and images a teacher uploads into a lesson, under
 * `lessons/<lesson id>/<uuid>.<ext>`, so who may read a key follows from who may open that lesson.
 * Served by /api/lesson-media by bearer token or signed URL (a media element cannot send a token).
 */
import { LESSON_IMAGE_CONTENT_TYPES, type LessonImageContentType } from "../contract/lesson-media";
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

const IMAGE_EXTENSIONS: Record<LessonImageContentType, string> = {
  "image/png": "png",
  "image/jpeg": "jpg",
  "image/webp": "webp",
  "image/gif": "gif",
};

/** The accepted image type of a Content-Type header, else null (so image/svg+xml is refused). */
export function allowedImageType(header: string | undefined): LessonImageContentType | null {
  const essence = (header ?? "").split(";")[0]!.trim().toLowerCase();
  return LESSON_IMAGE_CONTENT_TYPES.find((type) => type === essence) ?? null;
}

export const imageExtensionOf = (type: LessonImageContentType) => IMAGE_EXTENSIONS[type];

const ascii = (bytes: Uint8Array, from: number, to: number) => String.fromCharCode(...bytes.subarray(from, to));

/** Whether the first bytes are those of the declared image format, so a page sent as an image is refused. */
export function looksLikeImage(head: Uint8Array, type: LessonImageContentType): boolean {
  if (head.length < 12) return false;
  switch (type) {
    case "image/png":
      return head[0] === 0x89 && ascii(head, 1, 8) === "PNG\r\n\x1a\n";
    case "image/jpeg":
      return head[0] === 0xff && head[1] === 0xd8 && head[2] === 0xff;
    case "image/webp":
      return ascii(head, 0, 4) === "RIFF" && ascii(head, 8, 12) === "WEBP";
    case "image/gif":
      return ascii(head, 0, 6) === "GIF87a" || ascii(head, 0, 6) === "GIF89a";
  }
}

/** Removes every file stored under a lesson; the lesson delete route calls it once the row is gone. */
export async function deleteLessonMedia(bucket: R2Bucket, lessonId: string): Promise<number> {
  const prefix = lessonMediaPrefix(lessonId);
  let deleted = 0;
  let cursor: string | undefined;
  do {
    const page = await bucket.list({ prefix, cursor });
    const keys = page.objects.map((o) => o.key);
    if (keys.length) await bucket.delete(keys);
    deleted += keys.length;
    cursor = page.truncated ? page.cursor : undefined;
  } while (cursor);
  return deleted;
}
