import { env } from "cloudflare:workers";
import { beforeAll, describe, expect, it } from "vitest";
import type {
  ListeningTestDetail,
  ReadingTestDetail,
  SpeakingSetDetail,
  TestDetail,
  TestListResponse,
  WritingPromptDetail,
} from "../../../worker/contract/ielts";
import { AUDIO_PROGRESS_KEY } from "../../../worker/lib/audio-progress";
import { contentSeedStatements } from "../../../scripts/content/content-seed";
import { request, signedIn, type Caller } from "../vocabulary/helpers";
import { CONTENT, LISTENING, READING, putListeningAudio, seedContent } from "./helpers";

let learner: Caller;

beforeAll(async () => {
  await seedContent();
  // Files share a database: another may have given this test's later parts audio.
  await env.DB.prepare("DELETE FROM ielts_listening_audio").run();
  await putListeningAudio(LISTENING.parts[0]!.id);
  learner = await signedIn();
});

/** Field names that only answer keys have; none may reach the screens before a submission. */
const KEY_FIELDS = ["answer", "accepted", "evidence", "explanation", "transcript", "modelAnswer", "spokenText"];

function keyFieldsIn(value: unknown, path = "$"): string[] {
  if (Array.isArray(value)) return value.flatMap((v, i) => keyFieldsIn(v, `${path}[${i}]`));
  if (value && typeof value === "object") {
    return Object.entries(value).flatMap(([k, v]) => [
      ...(KEY_FIELDS.includes(k) ? [`${path}.${k}`] : []),
      ...keyFieldsIn(v, `${path}.${k}`),
    ]);
  }
  return [];
}

describe("IELTS content", () => {
  it("lists every test, prompt and set of content/ielts, by section, with the learner's record", async () => {
    const all = await learner.ok<TestListResponse>("/api/ielts/tests");
    const count = (section: string) => all.tests.filter((t) => t.section === section).length;
    expect({ reading: count("reading"), listening: count("listening"), writing: count("writing"), speaking: count("speaking") }).toEqual({
      reading: 2,
      listening: 2,
      writing: 20,
      speaking: 12,
    });
    const reading = await learner.ok<TestListResponse>("/api/ielts/tests?section=reading");
    expect(reading.tests.map((t) => t.id)).toEqual(["reading-test-1", "reading-test-2"].filter((id) => all.tests.some((t) => t.id === id)));
    expect(reading.tests[0]).toMatchObject({
      questionCount: 40,
      timeMinutes: 60,
      source: "original",
      progress: { attempts: 0, lastBand: null },
    });
    expect(reading.tests[0]!.parts).toHaveLength(3);
    const writing = await learner.ok<TestListResponse>("/api/ielts/tests?section=writing");
    expect(writing.tests.filter((t) => t.task === "task1")).toHaveLength(8);
    expect(writing.tests.filter((t) => t.task === "task2")).toHaveLength(12);
  });

  it("sends a reading test with its passages and questions but no answers, evidence or explanations", async () => {
    const detail = await learner.ok<ReadingTestDetail>(`/api/ielts/tests/${READING.id}`);
    expect(detail.section).toBe("reading");
    expect(detail.passages.map((p) => p.title)).toEqual(READING.passages.map((p) => p.title));
    expect(detail.passages[0]!.paragraphs).toEqual(READING.passages[0]!.paragraphs);
    const numbers = detail.passages.flatMap((p) => p.questionGroups.flatMap((g) => g.questions.map((q) => q.number)));
    expect(numbers).toEqual(Array.from({ length: 40 }, (_, i) => i + 1));
    expect(keyFieldsIn(detail)).toEqual([]);
  });

  it("sends a listening test without transcripts, with signed audio where setup made it and 'missing' elsewhere", async () => {
    const detail = await learner.ok<ListeningTestDetail>(`/api/ielts/tests/${LISTENING.id}`);
    expect(keyFieldsIn(detail)).toEqual([]);
    expect(detail.parts.map((p) => p.audioStatus)).toEqual(["ready", "missing", "missing", "missing"]);
    expect(detail.audioProgress).toBeNull();
    const audio = detail.parts[0]!.audio!;
    expect(audio).toMatchObject({ contentType: "audio/wav", durationSeconds: 1, turnStartSeconds: [0, 0.5] });
    expect(audio.url).toMatch(/^\/api\/audio\/ielts\/listening\/.+\?expires=\d+&signature=[\w-]+$/);
    const played = await request(audio.url);
    expect(played.status).toBe(200);
    expect(played.headers.get("Content-Type")).toBe("audio/wav");
  });

  it("says how far the audio of parts without it is while `npm start` is still making it", async () => {
    await env.AUDIO.put(AUDIO_PROGRESS_KEY, JSON.stringify({ done: 3, total: 18 }));
    try {
      const detail = await learner.ok<ListeningTestDetail>(`/api/ielts/tests/${LISTENING.id}`);
      expect(detail.audioProgress).toEqual({ done: 3, total: 18 });
      expect(detail.parts.map((p) => p.audioStatus)).toEqual(["ready", "missing", "missing", "missing"]);
      // Unreadable progress is no progress: the parts say their audio is missing.
      await env.AUDIO.put(AUDIO_PROGRESS_KEY, "{");
      expect((await learner.ok<ListeningTestDetail>(`/api/ielts/tests/${LISTENING.id}`)).audioProgress).toBeNull();
    } finally {
      await env.AUDIO.delete(AUDIO_PROGRESS_KEY);
    }
  });

  it("sends writing prompts with chart data and speaking sets with their three parts, model answers withheld", async () => {
    const task1 = CONTENT.find((f) => f.kind === "ielts_writing_task1_set")!;
    const promptWithModel = task1.kind === "ielts_writing_task1_set" ? task1.prompts.find((p) => p.modelAnswer)! : null;
    const prompt = await learner.ok<WritingPromptDetail>(`/api/ielts/tests/${promptWithModel!.id}`);
    expect(prompt).toMatchObject({ section: "writing", task: "task1", minWords: 150, timeMinutes: 20 });
    expect(prompt.task === "task1" && prompt.visuals).toEqual(promptWithModel!.visuals);
    expect(keyFieldsIn(prompt)).toEqual([]);
    const list = await learner.ok<TestListResponse>("/api/ielts/tests?section=speaking");
    const set = await learner.ok<SpeakingSetDetail>(`/api/ielts/tests/${list.tests[0]!.id}`);
    expect(set.part2.preparationSeconds).toBe(60);
    expect(set.part1.questions.length).toBeGreaterThanOrEqual(4);
  });

  it("answers 404 for an unknown test and 401 without a session", async () => {
    const res = await learner.call("/api/ielts/tests/no-such-test");
    expect(res.status).toBe(404);
    expect(((await res.json()) as { error: { code: string } }).error.code).toBe("ielts_test_not_found");
    expect((await request("/api/ielts/tests")).status).toBe(401);
    expect((await request(`/api/ielts/tests/${READING.id}`)).status).toBe(401);
  });

  it("seeds idempotently: running the statements again changes no row and keeps one row per question", async () => {
    const before = await env.DB.prepare(
      "SELECT (SELECT count(*) FROM ielts_tests) AS tests, (SELECT count(*) FROM ielts_questions) AS questions, (SELECT count(*) FROM ielts_answer_keys) AS keys, (SELECT group_concat(updated_at) FROM ielts_tests) AS stamps",
    ).first();
    await env.DB.batch(contentSeedStatements(CONTENT).map((sql) => env.DB.prepare(sql)));
    const after = await env.DB.prepare(
      "SELECT (SELECT count(*) FROM ielts_tests) AS tests, (SELECT count(*) FROM ielts_questions) AS questions, (SELECT count(*) FROM ielts_answer_keys) AS keys, (SELECT group_concat(updated_at) FROM ielts_tests) AS stamps",
    ).first();
    expect(after).toEqual(before);
    // 36 items of content/, and the two a learner's own writing question points at (migration 0015).
    expect(before).toMatchObject({ tests: 38, questions: 160, keys: 160 });
  });

  it("retires an item that left content/: it is no longer listed or served", async () => {
    const withoutSpeaking = CONTENT.filter((f) => f.kind !== "ielts_speaking_sets");
    await env.DB.batch(contentSeedStatements(withoutSpeaking).map((sql) => env.DB.prepare(sql)));
    const list = await learner.ok<TestListResponse>("/api/ielts/tests?section=speaking");
    expect(list.tests).toEqual([]);
    await seedContent();
    const back = await learner.ok<TestListResponse>("/api/ielts/tests?section=speaking");
    expect(back.tests).toHaveLength(12);
    const detail = await learner.ok<TestDetail>(`/api/ielts/tests/${back.tests[0]!.id}`);
    expect(detail.section).toBe("speaking");
  });
});
