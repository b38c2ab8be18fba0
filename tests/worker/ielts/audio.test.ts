import { env } from "cloudflare:workers";
import { beforeAll, describe, expect, it } from "vitest";
import { AUDIO_MAX_BYTES, type AudioUploadResponse, type SubmissionDetail, type SubmissionResponse } from "../../../worker/contract/ielts";
import type { SpeakingSetCollection } from "../../../worker/contract/ielts-content";
import { request, signedIn, type Caller, type ErrorResponse } from "../vocabulary/helpers";
import { CONTENT, LISTENING, clientId, putListeningAudio, seedContent, toneWav } from "./helpers";

const SET = CONTENT.find((f): f is SpeakingSetCollection => f.kind === "ielts_speaking_sets")!.sets[0]!;

let learner: Caller;
let other: Caller;
let listening: { key: string; wav: Uint8Array };

beforeAll(async () => {
  await seedContent();
  listening = await putListeningAudio(LISTENING.parts[0]!.id);
  [learner, other] = await Promise.all([signedIn(), signedIn()]);
});

const upload = (as: Caller, body: BodyInit, type = "audio/wav", headers: Record<string, string> = {}) =>
  as.call("/api/audio", { method: "POST", body, headers: { "Content-Type": type, ...headers } });
const bytesOf = async (res: Response) => new Uint8Array(await res.arrayBuffer());

describe("POST /api/audio", () => {
  it("stores a recording under the learner's own prefix and returns a signed URL to play it", async () => {
    const wav = toneWav(0.5);
    const res = await upload(learner, wav, "audio/wav");
    expect(res.status).toBe(201);
    const body = (await res.json()) as AudioUploadResponse;
    expect(body.key).toMatch(new RegExp(`^recordings/${learner.userId}/[0-9a-f-]{36}\\.wav$`));
    expect(body).toMatchObject({ contentType: "audio/wav", bytes: wav.byteLength });
    const played = await request(body.url);
    expect(played.status).toBe(200);
    expect(await bytesOf(played)).toEqual(wav);
  });

  it("accepts what MediaRecorder sends: audio/webm;codecs=opus, audio/ogg, audio/mp4", async () => {
    const webm = Uint8Array.from([0x1a, 0x45, 0xdf, 0xa3, ...new Array(60).fill(1)]);
    const ogg = Uint8Array.from([..."OggS"].map((c) => c.charCodeAt(0)).concat(new Array(60).fill(0)));
    const mp4 = Uint8Array.from([0, 0, 0, 32, ..."ftypM4A ".split("").map((c) => c.charCodeAt(0)), ...new Array(40).fill(0)]);
    for (const [body, type] of [
      [webm, "audio/webm;codecs=opus"],
      [ogg, "audio/ogg; codecs=opus"],
      [mp4, "audio/mp4"],
    ] as const) {
      const res = await upload(learner, body, type);
      expect(res.status, type).toBe(201);
      const stored = await env.AUDIO.head(((await res.json()) as AudioUploadResponse).key);
      expect(stored?.httpMetadata?.contentType).toBe(type);
    }
  });

  it("refuses other types with 415, even when the body is dressed up as audio", async () => {
    for (const [body, type] of [
      [toneWav(0.1), "text/html"],
      [toneWav(0.1), "image/png"],
      [new TextEncoder().encode("<html><script>alert(1)</script></html>"), "audio/webm"],
    ] as const) {
      const res = await upload(learner, body, type);
      expect(res.status, type).toBe(415);
      expect(((await res.json()) as ErrorResponse).error.code).toBe("unsupported_audio_type");
    }
    expect((await learner.call("/api/audio", { method: "POST", body: toneWav(0.1) })).status).toBe(415);
  });

  it("refuses more than 25 MB with 413, whether the size is declared or only streamed", async () => {
    const declared = await upload(learner, toneWav(0.1), "audio/wav", { "Content-Length": String(AUDIO_MAX_BYTES + 1) });
    expect(declared.status).toBe(413);
    const big = new Uint8Array(AUDIO_MAX_BYTES + 1);
    big.set(toneWav(0.1));
    const streamed = new ReadableStream<Uint8Array>({
      start(controller) {
        for (let at = 0; at < big.length; at += 1024 * 1024) controller.enqueue(big.subarray(at, at + 1024 * 1024));
        controller.close();
      },
    });
    const res = await upload(learner, streamed, "audio/wav");
    expect(res.status).toBe(413);
    expect(((await res.json()) as ErrorResponse).error.code).toBe("audio_too_large");
    const listed = await env.AUDIO.list({ prefix: `recordings/${learner.userId}/` });
    expect(listed.objects.every((o) => o.size <= AUDIO_MAX_BYTES)).toBe(true);
  });

  it("refuses an empty body and an anonymous upload", async () => {
    expect((await upload(learner, new Uint8Array(), "audio/wav")).status).toBe(400);
    expect((await request("/api/audio", { method: "POST", body: toneWav(0.1), headers: { "Content-Type": "audio/wav" } })).status).toBe(
      401,
    );
  });
});

describe("GET /api/audio/*", () => {
  it("serves listening audio to any signed-in learner, with Accept-Ranges", async () => {
    const res = await other.call(`/api/audio/${listening.key}`);
    expect(res.status).toBe(200);
    expect(res.headers.get("Accept-Ranges")).toBe("bytes");
    expect(res.headers.get("Content-Length")).toBe(String(listening.wav.byteLength));
    expect(await bytesOf(res)).toEqual(listening.wav);
    const head = await other.call(`/api/audio/${listening.key}`, { method: "HEAD" });
    expect(head.status).toBe(200);
    expect(head.headers.get("Content-Length")).toBe(String(listening.wav.byteLength));
  });

  it("answers range requests with 206 and a correct Content-Range, so the player can seek", async () => {
    const size = listening.wav.byteLength;
    const cases: [string, number, number][] = [
      ["bytes=0-99", 0, 99],
      ["bytes=100-", 100, size - 1],
      ["bytes=-500", size - 500, size - 1],
      [`bytes=1000-${size + 5000}`, 1000, size - 1],
      [`bytes=${size - 1}-${size - 1}`, size - 1, size - 1],
    ];
    for (const [range, start, end] of cases) {
      const res = await learner.call(`/api/audio/${listening.key}`, { headers: { Range: range } });
      expect(res.status, range).toBe(206);
      expect(res.headers.get("Content-Range"), range).toBe(`bytes ${start}-${end}/${size}`);
      expect(res.headers.get("Content-Length"), range).toBe(String(end - start + 1));
      expect(await bytesOf(res), range).toEqual(listening.wav.subarray(start, end + 1));
    }
  });

  it("answers 416 with Content-Range */size for a range it cannot serve", async () => {
    const size = listening.wav.byteLength;
    for (const range of [`bytes=${size}-`, `bytes=${size + 10}-${size + 20}`, "bytes=500-100", "bytes=-0", "bytes=abc", "bytes=-"]) {
      const res = await learner.call(`/api/audio/${listening.key}`, { headers: { Range: range } });
      expect(res.status, range).toBe(416);
      expect(res.headers.get("Content-Range"), range).toBe(`bytes */${size}`);
    }
  });

  it("sends the whole file for several ranges, another unit, or an If-Range that no longer matches; 304 for a matching ETag", async () => {
    const cases: Record<string, string>[] = [
      { Range: "bytes=0-1,5-6" },
      { Range: "items=0-1" },
      { Range: "bytes=0-1", "If-Range": '"stale"' },
    ];
    for (const headers of cases) {
      const res = await learner.call(`/api/audio/${listening.key}`, { headers });
      expect(res.status, JSON.stringify(headers)).toBe(200);
      await res.arrayBuffer();
    }
    const first = await learner.call(`/api/audio/${listening.key}`);
    const etag = first.headers.get("ETag")!;
    await first.arrayBuffer();
    expect((await learner.call(`/api/audio/${listening.key}`, { headers: { "If-None-Match": etag } })).status).toBe(304);
  });

  it("keeps recordings private: 404 for another learner, 401 anonymously, and a signed URL only for its own key and time", async () => {
    const { key, url } = (await (await upload(learner, toneWav(0.2), "audio/wav")).json()) as AudioUploadResponse;
    expect((await learner.call(`/api/audio/${key}`)).status).toBe(200);
    expect((await other.call(`/api/audio/${key}`)).status).toBe(404);
    expect((await request(`/api/audio/${key}`)).status).toBe(401);
    const query = url.slice(url.indexOf("?"));
    expect((await request(`/api/audio/${listening.key}${query}`)).status).toBe(401);
    // Another first character than the real one, whichever it is.
    expect((await request(url.replace(/signature=(.)/, (_, first: string) => `signature=${first === "A" ? "B" : "A"}`))).status).toBe(401);
    expect((await request(url.replace(/expires=\d+/, "expires=1000"))).status).toBe(401);
    expect((await other.call("/api/audio/recordings/../secret")).status).toBe(404);
    expect((await learner.call(`/api/audio/recordings/${learner.userId}/missing.wav`)).status).toBe(404);
  });
});

describe("speaking submissions", () => {
  it("stores answers with recordings and transcripts and evaluates them, Pronunciation not assessed", async () => {
    const talk =
      "I would like to describe a small harbour town where my grandparents live because I have visited it every summer since I was a child. " +
      "Although it is quite far from my city, the journey along the coast is beautiful, and when you arrive you can watch the fishing boats which come back in the evening. ";
    const audioKeys = await Promise.all(
      [1, 2, 3].map(async () => ((await (await upload(learner, toneWav(0.2), "audio/wav")).json()) as AudioUploadResponse).key),
    );
    const res = await learner.call("/api/ielts/submissions", {
      method: "POST",
      json: {
        section: "speaking",
        clientId: clientId(),
        setId: SET.id,
        transcriptSource: "speech_recognition",
        responses: [
          { part: 1, questionIndex: 0, transcript: talk, audioKey: audioKeys[0], durationSeconds: 35, confidence: 0.92 },
          { part: 2, questionIndex: 0, transcript: talk.repeat(3), audioKey: audioKeys[1], durationSeconds: 115, confidence: 0.88 },
          { part: 3, questionIndex: 1, transcript: talk, audioKey: audioKeys[2], durationSeconds: 40 },
        ],
      },
    });
    expect(res.status).toBe(201);
    const { submission } = (await res.json()) as SubmissionResponse;
    expect(submission).toMatchObject({
      section: "speaking",
      type: "ielts_speaking",
      status: "evaluated",
      part: "1–3",
      passage: SET.part2.cueCard.task,
      transcriptSource: "speech_recognition",
    });
    expect(submission.transcript).toContain("harbour town");
    expect(submission.speakingAnswers!.map((a) => a.question)).toEqual([
      SET.part1.questions[0],
      SET.part2.cueCard.task,
      SET.part3.questions[1],
    ]);
    const evaluation = submission.evaluation!;
    expect(evaluation.criteria.find((c) => c.id === "pronunciation")).toMatchObject({ name: "Pronunciation", assessed: false, band: null });
    expect(evaluation.criteria.filter((c) => c.assessed)).toHaveLength(3);
    expect(submission.confidence).toBeGreaterThan(0);
    const playback = await request(submission.speakingAnswers![1]!.audio!.url, { headers: { Range: "bytes=0-43" } });
    expect(playback.status).toBe(206);

    const detail = await learner.ok<SubmissionDetail>(`/api/ielts/submissions/${submission.id}`);
    expect(detail.speakingAnswers![0]!.audio!.key).toBe(audioKeys[0]);
  });

  it("refuses another learner's recording, a recording that does not exist, and a question the set does not have", async () => {
    const theirs = ((await (await upload(other, toneWav(0.2), "audio/wav")).json()) as AudioUploadResponse).key;
    const base = { section: "speaking", setId: SET.id };
    for (const [responses, code] of [
      [[{ part: 1, questionIndex: 0, transcript: "Hello there.", audioKey: theirs }], "unknown_recording"],
      [
        [{ part: 1, questionIndex: 0, transcript: "Hello there.", audioKey: `recordings/${learner.userId}/nothing.webm` }],
        "unknown_recording",
      ],
      [[{ part: 1, questionIndex: 19, transcript: "Hello there." }], "unknown_question"],
    ] as const) {
      const res = await learner.call("/api/ielts/submissions", { method: "POST", json: { ...base, clientId: clientId(), responses } });
      expect(res.status, code).toBe(400);
      expect(((await res.json()) as ErrorResponse).error.code).toBe(code);
    }
  });
});
