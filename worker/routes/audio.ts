/**
 * POST /api/audio: a speaking recording (the raw body, an audio Content-Type, at most 25 MB) into R2
 * under the caller's own prefix. GET /api/audio/<key>: listening audio for any signed-in learner, a
 * recording for its owner only (404 for anyone else), by bearer token or signed URL, with range
 * requests so `<audio>` can seek (206 + Content-Range, 416 for a range it cannot serve).
 */
import { Hono } from "hono";
import { AUDIO_MAX_BYTES, IELTS_ERROR_CODES, type AudioUploadResponse } from "../contract/ielts";
import type { AppEnv } from "../env";
import { allowedAudioType, extensionOf, isValidAudioKey, looksLikeAudio, mayRead, recordingPrefix, signedAudioUrl } from "../ielts/audio";
import { signedIn } from "../lib/auth-middleware";
import { hasValidSignature } from "../lib/signed-urls";
import { ApiError } from "../lib/errors";
import { readLimited, serveStored } from "../lib/r2-media";

const MB = 1024 * 1024;
const tooLarge = () => new ApiError(413, IELTS_ERROR_CODES.audioTooLarge, { params: { megabytes: AUDIO_MAX_BYTES / MB } });

const notFound = () => new ApiError(404, IELTS_ERROR_CODES.audioNotFound);

export const audioRoutes = new Hono<AppEnv>()
  .post("/", signedIn, async (c) => {
    const { userId } = c.var.user;
    const declared = c.req.header("Content-Type");
    const type = allowedAudioType(declared);
    if (!type) throw new ApiError(415, IELTS_ERROR_CODES.unsupportedAudioType);
    if (Number(c.req.header("Content-Length") ?? 0) > AUDIO_MAX_BYTES) throw tooLarge();
    const bytes = await readLimited(c.req.raw.body, AUDIO_MAX_BYTES, tooLarge);
    if (bytes.byteLength === 0) throw new ApiError(400, IELTS_ERROR_CODES.emptyAudio);
    if (!looksLikeAudio(bytes.subarray(0, 16)))
      throw new ApiError(415, IELTS_ERROR_CODES.unsupportedAudioType, { key: "unsupported_media_type_audio" });
    const key = `${recordingPrefix(userId)}${crypto.randomUUID()}.${extensionOf(type)}`;
    await c.env.AUDIO.put(key, bytes, {
      httpMetadata: { contentType: declared!.trim() },
      customMetadata: { userId, uploadedAt: new Date().toISOString() },
    });
    const body: AudioUploadResponse = { key, url: await signedAudioUrl(c.env, key), contentType: type, bytes: bytes.byteLength };
    return c.json(body, 201);
  })
  .get("/:key{.+}", async (c) => {
    const key = c.req.param("key");
    if (!isValidAudioKey(key)) throw notFound();
    const user = c.get("user");
    if (user) {
      if (!mayRead(key, user.userId)) throw notFound();
    } else if (!(await hasValidSignature(c.env, key, c.req.query("expires"), c.req.query("signature")))) {
      throw new ApiError(401, "unauthenticated");
    }

    return serveStored(c.env.AUDIO, key, { request: c.req.raw, notFound });
  });
