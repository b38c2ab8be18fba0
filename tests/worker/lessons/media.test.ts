/** Lesson media: uploads into the teacher's own lesson, reading by who may play it, deleting with the lesson. */
import { env } from "cloudflare:workers";
import { beforeAll, describe, expect, it } from "vitest";
import { AUDIO_MAX_BYTES } from "../../../worker/contract/ielts";
import { LESSON_IMAGE_MAX_BYTES, type LessonMediaUploadResponse } from "../../../worker/contract/lesson-media";
import { deleteLessonMedia, lessonMediaPrefix } from "../../../worker/lessons/media";
import { toneWav } from "../ielts/helpers";
import { signedIn, type Caller } from "../progress/helpers";
import { request, type ErrorResponse } from "../vocabulary/helpers";
import { insertLesson } from "./creator-fixtures";

const PNG = Uint8Array.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, ...new Array(40).fill(0)]);
const JPEG = Uint8Array.from([0xff, 0xd8, 0xff, 0xe0, ...new Array(40).fill(0)]);
const GIF = new TextEncoder().encode("GIF89a" + "\0".repeat(40));
const WEBP = new TextEncoder().encode("RIFF\0\0\0\0WEBPVP8 " + "\0".repeat(30));
const SVG = new TextEncoder().encode('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>');

let teacher: Caller;
let otherTeacher: Caller;
let learner: Caller;
let lessonId: string;

beforeAll(async () => {
  [teacher, otherTeacher, learner] = await Promise.all([signedIn({ role: "teacher" }), signedIn({ role: "teacher" }), signedIn()]);
  lessonId = await insertLesson(teacher.id);
});

const upload = (as: Caller | null, body: BodyInit, type: string, lesson = lessonId, headers: Record<string, string> = {}) =>
  request(`/api/lesson-media?lesson_id=${lesson}`, { method: "POST", body, headers: { "Content-Type": type, ...headers } }, as?.token);
const codeOf = async (res: Response) => ((await res.json()) as ErrorResponse).error.code;

describe("POST /api/lesson-media", () => {
  it("stores an image under the lesson's prefix and answers a signed URL that shows it inline, unsniffed", async () => {
    const res = await upload(teacher, PNG, "image/png");
    expect(res.status).toBe(201);
    const body = (await res.json()) as LessonMediaUploadResponse;
    expect(body.key).toMatch(new RegExp(`^lessons/${lessonId}/[0-9a-f-]{36}\\.png$`));
    expect(body).toMatchObject({ content_type: "image/png", bytes: PNG.byteLength });
    const shown = await request(body.url);
    expect(shown.status).toBe(200);
    expect(shown.headers.get("Content-Type")).toBe("image/png");
    expect(shown.headers.get("X-Content-Type-Options")).toBe("nosniff");
    expect(shown.headers.get("Content-Disposition")).toBe("inline");
    expect(new Uint8Array(await shown.arrayBuffer())).toEqual(PNG);
  });

  it("accepts jpeg, webp and gif images and audio as the recorder sends it", async () => {
    for (const [body, type, ext] of [
      [JPEG, "image/jpeg", "jpg"],
      [WEBP, "image/webp", "webp"],
      [GIF, "image/gif", "gif"],
      [toneWav(0.2), "audio/wav", "wav"],
      [Uint8Array.from([0x1a, 0x45, 0xdf, 0xa3, ...new Array(40).fill(1)]), "audio/webm;codecs=opus", "webm"],
    ] as const) {
      const res = await upload(teacher, body, type);
      expect(res.status, type).toBe(201);
      expect(((await res.json()) as LessonMediaUploadResponse).key.endsWith(`.${ext}`), type).toBe(true);
    }
  });

  it("refuses SVG, other types and bytes that are not what the Content-Type says with 415", async () => {
    for (const [body, type] of [
      [SVG, "image/svg+xml"],
      [PNG, "text/html"],
      [SVG, "image/png"],
      [PNG, "audio/wav"],
      [new TextEncoder().encode("<html><script>alert(1)</script></html>"), "image/gif"],
    ] as const) {
      const res = await upload(teacher, body, type);
      expect(res.status, type).toBe(415);
      expect(await codeOf(res)).toBe("unsupported_media_type");
    }
  });

  it("refuses an image over 5 MB and audio over 25 MB with 413, declared or streamed, and an empty file with 400", async () => {
    const declared = await upload(teacher, PNG, "image/png", lessonId, { "Content-Length": String(LESSON_IMAGE_MAX_BYTES + 1) });
    expect(declared.status).toBe(413);
    expect(await codeOf(declared)).toBe("image_too_large");
    const big = new Uint8Array(LESSON_IMAGE_MAX_BYTES + 1);
    big.set(PNG);
    const streamed = await upload(teacher, big, "image/png");
    expect(streamed.status).toBe(413);
    const audio = await upload(teacher, toneWav(0.1), "audio/wav", lessonId, { "Content-Length": String(AUDIO_MAX_BYTES + 1) });
    expect(audio.status).toBe(413);
    expect(await codeOf(audio)).toBe("audio_too_large");
    const empty = await upload(teacher, new Uint8Array(), "image/png");
    expect(empty.status).toBe(400);
    expect(await codeOf(empty)).toBe("empty_image");
  });

  it("is the owner's: another teacher gets 404, a learner 403, anonymous 401, and nothing is stored", async () => {
    expect((await upload(otherTeacher, PNG, "image/png")).status).toBe(404);
    expect((await upload(learner, PNG, "image/png")).status).toBe(403);
    expect((await upload(null, PNG, "image/png")).status).toBe(401);
    expect((await upload(teacher, PNG, "image/png", "no-such-lesson")).status).toBe(404);
    const listed = await env.AUDIO.list({ prefix: lessonMediaPrefix("no-such-lesson") });
    expect(listed.objects).toHaveLength(0);
  });
});

describe("GET /api/lesson-media/<key>", () => {
  let key: string;
  let wav: Uint8Array;
  beforeAll(async () => {
    wav = toneWav(0.5);
    key = ((await (await upload(teacher, wav, "audio/wav")).json()) as LessonMediaUploadResponse).key;
  });

  it("serves the owner by token, with byte ranges so audio can seek", async () => {
    const whole = await request(`/api/lesson-media/${key}`, {}, teacher.token);
    expect(whole.status).toBe(200);
    expect(whole.headers.get("Content-Type")).toBe("audio/wav");
    const part = await request(`/api/lesson-media/${key}`, { headers: { Range: "bytes=0-99" } }, teacher.token);
    expect(part.status).toBe(206);
    expect(part.headers.get("Content-Range")).toBe(`bytes 0-99/${wav.byteLength}`);
    expect(new Uint8Array(await part.arrayBuffer())).toEqual(wav.subarray(0, 100));
    const outside = await request(`/api/lesson-media/${key}`, { headers: { Range: `bytes=${wav.byteLength}-` } }, teacher.token);
    expect(outside.status).toBe(416);
  });

  it("hides the file from anyone who may not play the lesson (404) and asks anonymous callers to sign in (401)", async () => {
    expect((await request(`/api/lesson-media/${key}`, {}, otherTeacher.token)).status).toBe(404);
    expect((await request(`/api/lesson-media/${key}`, {}, learner.token)).status).toBe(404);
    expect((await request(`/api/lesson-media/${key}`)).status).toBe(401);
    expect((await request(`/api/lesson-media/${key}?expires=9999999999&signature=forged`)).status).toBe(401);
    expect((await request(`/api/lesson-media/recordings/${learner.id}/x.wav`, {}, learner.token)).status).toBe(404);
  });
});

describe("deleteLessonMedia", () => {
  it("removes every file of the lesson and nothing of another lesson", async () => {
    const [gone, kept] = await Promise.all([insertLesson(teacher.id), insertLesson(teacher.id)]);
    for (const id of [gone, gone, gone, kept]) expect((await upload(teacher, PNG, "image/png", id)).status).toBe(201);
    expect(await deleteLessonMedia(env.AUDIO, gone)).toBe(3);
    expect((await env.AUDIO.list({ prefix: lessonMediaPrefix(gone) })).objects).toHaveLength(0);
    expect((await env.AUDIO.list({ prefix: lessonMediaPrefix(kept) })).objects).toHaveLength(1);
  });
});
