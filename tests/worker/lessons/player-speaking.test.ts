/**
 * A lesson's speaking block, evaluated as /ielts/speaking evaluates an answer (lessons/player-speaking.ts):
 * the learner's own recording and its transcript go to the IELTS speaking evaluator against the block's
 * prompt; the estimate is kept with the progress (words per minute only for a recording of 15 s or
 * more); the owner's preview evaluates and keeps nothing; someone else's recording and bad bodies are 400.
 *
 * A learner's run goes through the domain function with the lesson row, as in player.test.ts.
 */
import { env } from "cloudflare:workers";
import { afterEach, beforeAll, describe, expect, it } from "vitest";
import type { AudioUploadResponse } from "../../../worker/contract/ielts";
import type { LessonPlayerView, LessonSpeakingResult } from "../../../worker/contract/lesson-player";
import type { LessonBlockInput } from "../../../worker/contract/lessons";
import { createDb } from "../../../worker/db/client";
import { offlineEvaluator, overrideEvaluator, type Evaluator } from "../../../worker/ielts/evaluation";
import type { LessonRow } from "../../../worker/lessons/access";
import { openLesson } from "../../../worker/lessons/player";
import { evaluateSpeaking } from "../../../worker/lessons/player-speaking";
import { toneWav } from "../ielts/helpers";
import { signedIn, type Caller } from "../vocabulary/helpers";
import { insertLesson } from "./fixtures";

const db = () => createDb(env.DB);
const PROMPT = "Talk about a time you changed your mind.";
const BLOCKS: LessonBlockInput[] = [
  { id: "intro", type: "text", markdown: "Think of a decision." },
  { id: "talk", type: "speaking", prompt: PROMPT, prep_seconds: 30, speak_seconds: 60 },
  { id: "essay", type: "writing", task: "task2", prompt: "Do opinions change?", min_words: 40 },
];
/** About sixty words: enough for an estimate (at least 30), 180 words per minute over 20 seconds. */
const ANSWER =
  "A few years ago I was completely sure that I wanted to study medicine, because my parents are doctors and I admired them. " +
  "However, when I volunteered at a hospital during the summer, I realised that I preferred working with data rather than patients, " +
  "so I changed my mind and chose statistics, which I still enjoy today.";

let owner: Caller;
let lesson: LessonRow;

beforeAll(async () => {
  owner = await signedIn();
  lesson = await insertLesson(db(), owner.userId, { blocks: BLOCKS });
});

afterEach(() => overrideEvaluator(null));

const upload = (as: Caller) =>
  as.ok<AudioUploadResponse>("/api/audio", { method: "POST", body: toneWav(0.3), headers: { "Content-Type": "audio/wav" } }, 201);
const progressRows = async (lessonId: string) =>
  (await env.DB.prepare("SELECT * FROM lesson_progress WHERE lesson_id = ?").bind(lessonId).all<Record<string, unknown>>()).results;

describe("a learner's spoken answer", () => {
  it("is evaluated against the block's prompt by the speaking evaluator and kept with the progress", async () => {
    const me = await signedIn();
    const mine = await insertLesson(db(), owner.userId, { blocks: BLOCKS });
    const { key } = await upload(me);
    const asked: string[] = [];
    const watching: Evaluator = {
      method: "offline",
      async evaluate(request, signal) {
        if (request.kind === "speaking") asked.push(...request.answers.map((a) => a.question));
        return offlineEvaluator.evaluate(request, signal);
      },
    };
    overrideEvaluator(watching);
    const result = await evaluateSpeaking(env, db(), me.userId, mine, "talk", {
      audio_key: key,
      duration_seconds: 20,
      transcript: ANSWER,
      transcript_source: "speech_recognition",
      confidence: 0.9,
    });
    expect(asked).toEqual([PROMPT]);
    expect(result).toMatchObject({
      transcript: ANSWER,
      transcript_source: "speech_recognition",
      duration_seconds: 20,
      evaluation: { kind: "speaking", label: "offline estimate", status: "complete", band: expect.any(Number) },
    });
    expect(result.evaluation.features?.wordsPerMinute).toBeGreaterThan(100);
    const reopened = await openLesson(env, db(), me.userId, mine);
    expect(reopened.progress.speaking.talk).toEqual(result);
    expect(reopened.progress.writing).toEqual({});
  });

  it("gives no words per minute for a recording under 15 seconds, nor for a typed answer without one", async () => {
    const me = await signedIn();
    const { key } = await upload(me);
    const short = await evaluateSpeaking(env, db(), me.userId, lesson, "talk", {
      audio_key: key,
      duration_seconds: 10,
      transcript: ANSWER,
      transcript_source: "typed",
    });
    expect(short.evaluation.band).toEqual(expect.any(Number));
    expect(short.evaluation.features).not.toHaveProperty("wordsPerMinute");
    const typed = await evaluateSpeaking(env, db(), me.userId, lesson, "talk", { transcript: ANSWER, transcript_source: "typed" });
    expect(typed).toMatchObject({ duration_seconds: null, evaluation: { status: "complete" } });
    expect(typed.evaluation.features).not.toHaveProperty("wordsPerMinute");
  });

  it("answers a too-short transcript with insufficient evidence and no band", async () => {
    const me = await signedIn();
    const result = await evaluateSpeaking(env, db(), me.userId, lesson, "talk", {
      transcript: "I changed my mind.",
      transcript_source: "typed",
    });
    expect(result.evaluation).toMatchObject({ status: "insufficient_evidence", band: null });
  });

  it("refuses someone else's recording, or one that was never uploaded, with 400 and keeps nothing", async () => {
    const me = await signedIn();
    const other = await signedIn();
    const mine = await insertLesson(db(), owner.userId, { blocks: BLOCKS });
    const theirs = (await upload(other)).key;
    for (const audio_key of [theirs, `recordings/${me.userId}/never-uploaded.webm`, "ielts/listening/part/x.mp3"]) {
      await expect(
        evaluateSpeaking(env, db(), me.userId, mine, "talk", {
          audio_key,
          duration_seconds: 20,
          transcript: ANSWER,
          transcript_source: "typed",
        }),
      ).rejects.toMatchObject({ status: 400, code: "unknown_recording" });
    }
    expect(await progressRows(mine.id)).toEqual([]);
  });
});

describe("the owner's preview", () => {
  it("evaluates the spoken answer but stores nothing", async () => {
    const mine = await insertLesson(db(), owner.userId, { blocks: BLOCKS });
    const { key } = await upload(owner);
    const result = await owner.ok<LessonSpeakingResult>(`/api/lesson-player/${mine.id}/blocks/talk/speaking`, {
      method: "POST",
      json: { audio_key: key, duration_seconds: 20, transcript: ANSWER, transcript_source: "speech_recognition" },
    });
    expect(result.evaluation).toMatchObject({ kind: "speaking", label: "offline estimate", band: expect.any(Number) });
    expect(await progressRows(mine.id)).toEqual([]);
    expect((await owner.ok<LessonPlayerView>(`/api/lesson-player/${mine.id}`)).progress.speaking).toEqual({});
  });
});

describe("bad input", () => {
  const speaking = (block: string, json: unknown) =>
    owner.call(`/api/lesson-player/${lesson.id}/blocks/${block}/speaking`, { method: "POST", json });
  const good = { transcript: ANSWER, transcript_source: "typed" };

  it.each([
    ["a writing block", "essay", good],
    ["a text block", "intro", good],
    ["a block the lesson does not have", "nowhere", good],
    ["an empty transcript", "talk", { ...good, transcript: "   " }],
    ["no transcript", "talk", { transcript_source: "typed" }],
    ["an unknown transcript source", "talk", { ...good, transcript_source: "guessed" }],
    ["a negative duration", "talk", { ...good, duration_seconds: -1 }],
    ["a confidence above 1", "talk", { ...good, confidence: 2 }],
    ["an unexpected field", "talk", { ...good, band: 9 }],
  ])("refuses %s with 400", async (_, block, json) => {
    expect((await speaking(block, json)).status).toBe(400);
  });

  it("refuses another learner's recording key with 400", async () => {
    const other = await signedIn();
    const { key } = await upload(other);
    const res = await speaking("talk", { ...good, audio_key: key, duration_seconds: 20 });
    expect(res.status).toBe(400);
    expect(await res.json()).toMatchObject({ error: { code: "unknown_recording" } });
  });

  it("answers 404 for a lesson that does not exist", async () => {
    expect((await owner.call("/api/lesson-player/no-such-lesson/blocks/talk/speaking", { method: "POST", json: good })).status).toBe(404);
  });
});
