/**
 * Audio in R2: who may read which key, signed URLs for `<audio src>` (a media element cannot send a
 * bearer token), the byte-range rules of a read, and checking that an upload really is audio.
 * Keys: `ielts/listening/<part id>/<transcript hash>.<ext>` (generated at setup, any signed-in
 * learner) and `recordings/<user id>/<uuid>.<ext>` (speaking answers, their owner only).
 */
import { AUDIO_CONTENT_TYPES, type AudioContentType } from "../contract/ielts";
import { signedUrl } from "../lib/signed-urls";

export const LISTENING_AUDIO_PREFIX = "ielts/listening/";
export const RECORDINGS_PREFIX = "recordings/";
/** Where the API serves a key; the audio router is mounted here. */
export const AUDIO_PATH = "/api/audio/";

const KEY_PATTERN = /^[A-Za-z0-9][A-Za-z0-9/_.-]{0,299}$/;
export const isValidAudioKey = (key: string) => KEY_PATTERN.test(key) && !key.includes("..") && !key.includes("//");

export const recordingPrefix = (userId: string) => `${RECORDINGS_PREFIX}${userId}/`;

/** Listening audio is for every signed-in learner; a recording only for the learner who made it. */
export function mayRead(key: string, userId: string): boolean {
  return key.startsWith(LISTENING_AUDIO_PREFIX) || key.startsWith(recordingPrefix(userId));
}

const EXTENSIONS: Record<AudioContentType, string> = {
  "audio/webm": "webm",
  "audio/ogg": "ogg",
  "audio/mp4": "m4a",
  "audio/x-m4a": "m4a",
  "audio/aac": "aac",
  "audio/mpeg": "mp3",
  "audio/wav": "wav",
  "audio/x-wav": "wav",
  "audio/wave": "wav",
  "audio/flac": "flac",
};

/** The allowed type of a Content-Type header ("audio/webm;codecs=opus" → "audio/webm"), else null. */
export function allowedAudioType(header: string | undefined): AudioContentType | null {
  const essence = (header ?? "").split(";")[0]!.trim().toLowerCase();
  return AUDIO_CONTENT_TYPES.find((type) => type === essence) ?? null;
}

export const extensionOf = (type: AudioContentType) => EXTENSIONS[type];

const ascii = (bytes: Uint8Array, from: number, to: number) => String.fromCharCode(...bytes.subarray(from, to));

/**
 * Whether the first bytes are those of an audio container MediaRecorder or an audio file produces
 * (WebM/Matroska, Ogg, RIFF WAVE, MP4/M4A, FLAC, MP3 or ADTS AAC), so a page or script sent with an
 * audio Content-Type is refused.
 */
export function looksLikeAudio(head: Uint8Array): boolean {
  if (head.length < 12) return false;
  if (head[0] === 0x1a && head[1] === 0x45 && head[2] === 0xdf && head[3] === 0xa3) return true;
  const tag = ascii(head, 0, 4);
  if (tag === "OggS" || tag === "fLaC" || tag.startsWith("ID3")) return true;
  if (tag === "RIFF" && ascii(head, 8, 12) === "WAVE") return true;
  if (ascii(head, 4, 8) === "ftyp") return true;
  return head[0] === 0xff && (head[1]! & 0xe0) === 0xe0;
}

export type ByteRange = { offset: number; length: number };

/**
 * The single byte range a Range header asks for in an object of `size` bytes: null to send the whole
 * object (no header, another unit, or several ranges, which a server may ignore), "unsatisfiable" for
 * a malformed range or one that starts past the end (416).
 */
export function parseByteRange(header: string | undefined, size: number): ByteRange | null | "unsatisfiable" {
  if (header === undefined) return null;
  const match = /^\s*bytes\s*=\s*(.*)$/i.exec(header);
  if (!match) return null;
  const spec = match[1]!.trim();
  if (spec.includes(",")) return null;
  const parts = /^(\d*)-(\d*)$/.exec(spec);
  if (!parts || (parts[1] === "" && parts[2] === "") || size === 0) return "unsatisfiable";
  if (parts[1] === "") {
    const suffix = Number(parts[2]);
    if (suffix === 0) return "unsatisfiable";
    const length = Math.min(suffix, size);
    return { offset: size - length, length };
  }
  const start = Number(parts[1]);
  const end = parts[2] === "" ? size - 1 : Math.min(Number(parts[2]), size - 1);
  if (!Number.isSafeInteger(start) || start >= size || end < start) return "unsatisfiable";
  return { offset: start, length: end - start + 1 };
}

/** A URL of the key that works without a bearer token until it expires (the plain path when no secret is set). */
export const signedAudioUrl = (env: Pick<Env, "JWT_SIGNING_KEY">, key: string, nowMs = Date.now()) =>
  signedUrl(env, AUDIO_PATH, key, nowMs);
