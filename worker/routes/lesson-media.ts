/**
 * Lesson media. POST /api/lesson-media?lesson_id=<id>: a teacher uploads audio (as
 * /api/audio accepts it) or an image (png, jpeg, webp, gif; never SVG) into their own lesson, the raw
 * file as the body. GET /api/lesson-media/<key>: for whoever may play that lesson, by bearer token or
 * signed URL, with range requests, the stored Content-Type, nosniff and inline disposition.
 */
import { Hono } from "hono";
import { z } from "zod";
import { AUDIO_MAX_BYTES, IELTS_ERROR_CODES } from "../contract/ielts";
import { LESSON_IMAGE_MAX_BYTES, LESSON_MEDIA_ERROR_CODES, type LessonMediaUploadResponse } from "../contract/lesson-media";
import type { AppEnv } from "../env";
import { allowedAudioType, extensionOf, looksLikeAudio } from "../ielts/audio";
import { ownLesson, playableLesson } from "../lessons/access";
import { allowedImageType, imageExtensionOf, lessonMediaPrefix, lessonMediaUrl, lessonOfMediaKey, looksLikeImage } from "../lessons/media";
import { signedIn, teacherOnly } from "../lib/auth-middleware";
import { ApiError } from "../lib/errors";
import { readLimited, serveStored } from "../lib/r2-media";
import { hasValidSignature } from "../lib/signed-urls";
import { validate } from "../lib/validation";

const MB = 1024 * 1024;

/** What one accepted kind of upload needs: its limit, its refusals and its file extension. */
type UploadRule = {
  limit: number;
  tooLarge: () => ApiError;
  empty: () => ApiError;
  looksRight: (head: Uint8Array) => boolean;
  mismatch: "unsupported_media_type_audio" | "unsupported_media_type_image";
  ext: string;
};

function uploadRule(declared: string | undefined): UploadRule {
  const audio = allowedAudioType(declared);
  if (audio)
    return {
      limit: AUDIO_MAX_BYTES,
      tooLarge: () => new ApiError(413, IELTS_ERROR_CODES.audioTooLarge, { params: { megabytes: AUDIO_MAX_BYTES / MB } }),
      empty: () => new ApiError(400, IELTS_ERROR_CODES.emptyAudio),
      looksRight: looksLikeAudio,
      mismatch: "unsupported_media_type_audio",
      ext: extensionOf(audio),
    };
  const image = allowedImageType(declared);
  if (image)
    return {
      limit: LESSON_IMAGE_MAX_BYTES,
      tooLarge: () => new ApiError(413, LESSON_MEDIA_ERROR_CODES.imageTooLarge, { params: { megabytes: LESSON_IMAGE_MAX_BYTES / MB } }),
      empty: () => new ApiError(400, LESSON_MEDIA_ERROR_CODES.emptyImage),
      looksRight: (head) => looksLikeImage(head, image),
      mismatch: "unsupported_media_type_image",
      ext: imageExtensionOf(image),
    };
  throw new ApiError(415, LESSON_MEDIA_ERROR_CODES.unsupportedType);
}

const notFound = () => new ApiError(404, LESSON_MEDIA_ERROR_CODES.mediaNotFound);

export const lessonMediaRoutes = new Hono<AppEnv>()
  .post("/", signedIn, teacherOnly, validate("query", z.object({ lesson_id: z.string().min(1).max(64) })), async (c) => {
    const { userId } = c.var.user;
    const lesson = await ownLesson(c.var.db, userId, c.req.valid("query").lesson_id);
    const declared = c.req.header("Content-Type");
    const rule = uploadRule(declared);
    if (Number(c.req.header("Content-Length") ?? 0) > rule.limit) throw rule.tooLarge();
    const bytes = await readLimited(c.req.raw.body, rule.limit, rule.tooLarge);
    if (bytes.byteLength === 0) throw rule.empty();
    if (!rule.looksRight(bytes.subarray(0, 16))) throw new ApiError(415, LESSON_MEDIA_ERROR_CODES.unsupportedType, { key: rule.mismatch });
    const key = `${lessonMediaPrefix(lesson.id)}${crypto.randomUUID()}.${rule.ext}`;
    const contentType = declared!.split(";")[0]!.trim().toLowerCase();
    await c.env.AUDIO.put(key, bytes, {
      httpMetadata: { contentType },
      customMetadata: { userId, lessonId: lesson.id, uploadedAt: new Date().toISOString() },
    });
    const body: LessonMediaUploadResponse = {
      key,
      url: await lessonMediaUrl(c.env, key),
      content_type: contentType,
      bytes: bytes.byteLength,
    };
    return c.json(body, 201);
  })
  .get("/:key{.+}", async (c) => {
    const key = c.req.param("key");
    const lessonId = lessonOfMediaKey(key);
    if (!lessonId) throw notFound();
    const user = c.get("user");
    if (user) {
      await playableLesson(c.var.db, user.userId, lessonId);
    } else if (!(await hasValidSignature(c.env, key, c.req.query("expires"), c.req.query("signature")))) {
      throw new ApiError(401, "unauthenticated");
    }
    return serveStored(c.env.AUDIO, key, {
      request: c.req.raw,
      notFound,
      extraHeaders: { "X-Content-Type-Options": "nosniff", "Content-Disposition": "inline" },
    });
  });
