/** POST /api/lesson-drafts: the custom lesson creator's draft, offline and through the model. */
import { runInDurableObject } from "cloudflare:test";
import { env } from "cloudflare:workers";
import { eq } from "drizzle-orm";
import { afterEach, beforeAll, describe, expect, it } from "vitest";
import { tokensUsedToday } from "../../../worker/durable-objects/user-hub/budget";
import type { UserHub } from "../../../worker/durable-objects/user-hub/user-hub";
import type { LessonDraftResponse } from "../../../worker/contract/lesson-drafts";
import { lessonCreateSchema, type LessonBlock } from "../../../worker/contract/lessons";
import { createDb } from "../../../worker/db/client";
import { lessons } from "../../../worker/db/schema";
import { generatingModel, useModel } from "../ai/mock-model";
import { call, json, signedIn, type Caller } from "../progress/helpers";
import { loadLexicon } from "../vocabulary/helpers";

let teacher: Caller;
let learner: Caller;

beforeAll(async () => {
  await loadLexicon();
  [teacher, learner] = await Promise.all([signedIn({ role: "teacher" }), signedIn()]);
});

afterEach(() => useModel(null));

const draft = (as: Caller, body: Record<string, unknown>) => call("/api/lesson-drafts", as.token, { json: body });
const lessonRow = async (id: string) => (await createDb(env.DB).select().from(lessons).where(eq(lessons.id, id)))[0]!;
const rowsOf = async (ownerId: string) => createDb(env.DB).select().from(lessons).where(eq(lessons.ownerId, ownerId));
const blockOf = <T extends LessonBlock["type"]>(blocks: LessonBlock[], type: T) =>
  blocks.find((b): b is Extract<LessonBlock, { type: T }> => b.type === type);
const usedToday = (userId: string) =>
  runInDurableObject(env.USER_HUB.getByName(userId), (_: UserHub, state) => tokensUsedToday(state.storage.sql));

describe("offline (no model configured)", () => {
  it("stores a valid draft of the teacher's from dictionary words of the level, and says it was made offline", async () => {
    const made = await json<LessonDraftResponse>(
      await draft(teacher, { topic: "time and work", level: "A2", skills: ["vocabulary"], length: "short" }),
      201,
    );
    expect(made.method).toBe("offline");
    const row = await lessonRow(made.lesson_id);
    expect(row).toMatchObject({ ownerId: teacher.id, kind: "lesson", status: "draft", level: "A2" });
    const lesson = lessonCreateSchema.parse({
      kind: row.kind,
      title: row.title,
      description: row.description,
      level: row.level,
      blocks: row.blocks,
    });
    expect(lesson.blocks.map((b) => b.type)).toEqual(["text", "vocabulary", "quiz"]);
    const words = blockOf(lesson.blocks, "vocabulary")!.words;
    expect(words).toHaveLength(5);
    const difficulties = await env.DB.prepare(
      `SELECT DISTINCT difficulty FROM lexicon_entries WHERE lemma_key IN (SELECT value FROM json_each(?1))`,
    )
      .bind(JSON.stringify(words))
      .all<{ difficulty: string }>();
    expect(difficulties.results.map((r) => r.difficulty)).toEqual(["Easy"]);
    const quiz = blockOf(lesson.blocks, "quiz")!;
    expect(quiz.questions).toHaveLength(4);
    for (const q of quiz.questions) expect(q.explanation).toMatch(/^"[a-z-]+"/);
  });

  it("honours skills and length: writing, speaking, listening and reading blocks, more words and questions when long", async () => {
    const made = await json<LessonDraftResponse>(
      await draft(teacher, { topic: "travel", level: "ielts_7", skills: ["reading", "writing", "speaking", "listening"], length: "long" }),
      201,
    );
    const row = await lessonRow(made.lesson_id);
    expect(row.level).toBe("C1");
    const types = row.blocks.map((b) => b.type);
    expect(types).toEqual(expect.arrayContaining(["text", "vocabulary", "quiz", "writing", "speaking", "audio"]));
    expect(blockOf(row.blocks, "vocabulary")!.words).toHaveLength(12);
    expect(blockOf(row.blocks, "quiz")!.questions).toHaveLength(10);
    expect(blockOf(row.blocks, "writing")!.min_words).toBe(250);
    expect(blockOf(row.blocks, "text")!.markdown).toContain("## Read");
  });

  it("is for teachers only and refuses an invalid request without storing anything", async () => {
    expect((await draft(learner, { topic: "travel", level: "B1", skills: ["vocabulary"] })).status).toBe(403);
    expect((await call("/api/lesson-drafts", undefined, { json: { topic: "travel" } })).status).toBe(401);
    for (const bad of [
      { topic: "x", level: "B1", skills: ["vocabulary"] },
      { topic: "travel", level: "D1", skills: ["vocabulary"] },
      { topic: "travel", level: "B1", skills: [] },
      { topic: "travel", level: "B1", skills: ["cooking"] },
    ])
      expect((await draft(teacher, bad)).status, JSON.stringify(bad)).toBe(400);
    expect(await rowsOf(learner.id)).toHaveLength(0);
  });
});

const MODEL_DRAFT = {
  title: "Weather talk",
  description: "Talk about the weather.",
  blocks: [
    { type: "text", markdown: "# Weather\n\nWe talk about rain.<script>alert(1)</script>" },
    { type: "vocabulary", title: "Words", words: ["dog", "went", "zzqx"] },
    {
      type: "quiz",
      title: null,
      questions: [
        { kind: "true_false", prompt: "Rain is water.", answer: true, explanation: "Rain is water falling from clouds." },
        { kind: "gap_fill", prompt: "It will ___ today.", answers: ["rain"], explanation: "Rain as a verb." },
      ],
    },
    { type: "speaking", prompt: "Describe your favourite weather.", prep_seconds: 10, speak_seconds: 60 },
  ],
};

describe("through the model", () => {
  it("stores the model's lesson with ids made by the server, HTML and unknown words dropped, and charges the tokens", async () => {
    const teacherWithModel = await signedIn({ role: "teacher" });
    const model = generatingModel(JSON.stringify(MODEL_DRAFT), { input: 300, output: 200 });
    useModel(model);
    const made = await json<LessonDraftResponse>(
      await draft(teacherWithModel, { topic: "weather", level: "B1", skills: ["speaking"] }),
      201,
    );
    expect(made).toMatchObject({ method: "ai", title: "Weather talk" });
    expect(model.doGenerateCalls).toHaveLength(1);
    const row = await lessonRow(made.lesson_id);
    expect(row.blocks.map((b) => b.id)).toEqual(["b1", "b2", "b3", "b4"]);
    expect(blockOf(row.blocks, "quiz")!.questions.map((q) => q.id)).toEqual(["q1", "q2"]);
    expect(blockOf(row.blocks, "text")!.markdown).not.toContain("<script>");
    // Only dictionary words, as the dictionary spells them.
    expect(blockOf(row.blocks, "vocabulary")!.words).toEqual(["dog", "go"]);
    expect(await usedToday(teacherWithModel.id)).toBe(500);
  });

  it("refuses an invalid model answer with a clear error, stores no half lesson, and still charges the tokens", async () => {
    const teacherWithModel = await signedIn({ role: "teacher" });
    const broken = {
      ...MODEL_DRAFT,
      blocks: [{ type: "quiz", title: null, questions: [{ kind: "gap_fill", prompt: "No gap here.", answers: ["x"], explanation: "e" }] }],
    };
    const noDictionaryWords = { ...MODEL_DRAFT, blocks: [{ type: "vocabulary", title: null, words: ["zzqx", "qqzz"] }] };
    for (const answer of [JSON.stringify(broken), JSON.stringify(noDictionaryWords), "not json at all"]) {
      useModel(generatingModel(answer, { input: 40, output: 10 }));
      const res = await draft(teacherWithModel, { topic: "weather", level: "B1", skills: ["vocabulary"] });
      expect(res.status).toBe(502);
      expect(await res.json()).toEqual({
        error: { code: "lesson_draft_invalid", message: "The AI model did not write a valid lesson, so nothing was saved. Try again." },
      });
    }
    expect(await rowsOf(teacherWithModel.id)).toHaveLength(0);
    expect(await usedToday(teacherWithModel.id)).toBe(150);
  });
});
