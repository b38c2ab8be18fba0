/**
 * Lesson media uploads: POST /api/lesson-media?lesson_id=<id> with the raw file as the
 * body. Audio as the speaking recorder's uploads (contract/ielts.ts), or an image; SVG is refused
 * because it can carry script.
 */
export const LESSON_IMAGE_MAX_BYTES = 5 * 1024 * 1024;
export const LESSON_IMAGE_CONTENT_TYPES = ["image/png", "image/jpeg", "image/webp", "image/gif"] as const;
export type LessonImageContentType = (typeof LESSON_IMAGE_CONTENT_TYPES)[number];

export const LESSON_MEDIA_ERROR_CODES = {
  /** 415: neither audio nor an accepted image, or the bytes are not what the Content-Type says. */
  unsupportedType: "unsupported_media_type",
  /** 413: an image over LESSON_IMAGE_MAX_BYTES (audio answers audio_too_large, as /api/audio does). */
  imageTooLarge: "image_too_large",
  emptyImage: "empty_image",
  mediaNotFound: "lesson_media_not_found",
} as const;

/** 201: `key` goes into the audio or image block; `url` (signed) plays or shows it at once. */
export type LessonMediaUploadResponse = { key: string; url: string; content_type: string; bytes: number };
