/**
 * /api/lessons: a teacher's drafts created, autosaved (reordering = saving the blocks in their
 * new order), published with the empty-lesson rule, copied from their own lessons and the library,
 * started from templates; bad input answers 400 with the contract's messages, never 500.
 */
import { beforeAll, describe, expect, it } from "vitest";
import type { Lesson, LessonSummary } from "../../../worker/contract/lessons";
import type { LibraryLesson } from "../../../worker/lessons/lessons";
import type { LessonTemplate } from "../../../worker/lessons/templates";
import { call, json, signedIn, type Caller } from "../progress/helpers";
import { newLesson, putLesson, quizBlock, textBlock } from "./helpers";

let teacher: Caller;
let otherTeacher: Caller;

beforeAll(async () => {
  [teacher, otherTeacher] = await Promise.all([signedIn({ role: "teacher" }), signedIn({ role: "teacher" })]);
});

const errorOf = async (res: Response) => ({
  status: res.status,
  ...((await res.json()) as { error: { code: string; message: string } }).error,
});

describe("a teacher's lessons", () => {
  it("creates a draft, reads it, lists it newest updated first and filters by kind", async () => {
    const first = await newLesson(teacher, { title: "Cities", level: "B1" });
    expect(first).toMatchObject({
      title: "Cities",
      kind: "lesson",
      status: "draft",
      blocks: [],
      level: "B1",
      in_library: false,
      library_answers: true,
      copied_from: null,
    });
    const list = await newLesson(teacher, { title: "Travel words", kind: "word_list" });
    await putLesson(teacher, first, [textBlock("a")]);

    const mine = await json<LessonSummary[]>(await call("/api/lessons", teacher.token));
    expect(mine.slice(0, 2).map((l) => [l.title, l.block_count])).toEqual([
      ["Cities", 1],
      ["Travel words", 0],
    ]);
    const lists = await json<LessonSummary[]>(await call("/api/lessons?kind=word_list", teacher.token));
    expect(lists.map((l) => l.id)).toEqual([list.id]);
    expect(await json<Lesson>(await call(`/api/lessons/${first.id}`, teacher.token))).toMatchObject({
      id: first.id,
      blocks: [textBlock("a")],
    });
  });

  it("reorders blocks by saving them in their new order, and deletes", async () => {
    const lesson = await newLesson(teacher, { blocks: [textBlock("a", "One"), textBlock("b", "Two"), quizBlock("c")] as never });
    const moved = await json<Lesson>(await putLesson(teacher, lesson, [quizBlock("c"), textBlock("a", "One"), textBlock("b", "Two")]));
    expect(moved.blocks.map((b) => b.id)).toEqual(["c", "a", "b"]);
    const again = await json<Lesson>(await call(`/api/lessons/${lesson.id}`, teacher.token));
    expect(again.blocks.map((b) => b.id)).toEqual(["c", "a", "b"]);

    expect((await call(`/api/lessons/${lesson.id}`, teacher.token, { method: "DELETE" })).status).toBe(200);
    expect((await call(`/api/lessons/${lesson.id}`, teacher.token)).status).toBe(404);
  });

  it("does not publish an empty lesson, publishes one with blocks, and withdraws it from the library", async () => {
    const lesson = await newLesson(teacher);
    const empty = await errorOf(await call(`/api/lessons/${lesson.id}/publish`, teacher.token, { json: {} }));
    expect(empty).toEqual({ status: 400, code: "lesson_empty", message: "Add at least one block before publishing." });

    await putLesson(teacher, lesson, [textBlock("a")]);
    const published = await json<Lesson>(await call(`/api/lessons/${lesson.id}/publish`, teacher.token, { json: { in_library: true } }));
    expect(published).toMatchObject({ status: "published", in_library: true, published_at: expect.any(String) });
    const emptied = await errorOf(await putLesson(teacher, lesson, []));
    expect(emptied.status).toBe(400);
    expect(emptied.message).toMatch(/at least one block/);

    const withdrawn = await json<Lesson>(await call(`/api/lessons/${lesson.id}/library`, teacher.token, { method: "DELETE" }));
    expect(withdrawn).toMatchObject({ status: "published", in_library: false });
  });

  it("keeps each kind to its blocks", async () => {
    const quiz = await newLesson(teacher, { kind: "quiz" });
    const refused = await errorOf(await putLesson(teacher, quiz, [textBlock("a")]));
    expect(refused).toMatchObject({ status: 400, message: "Invalid json: blocks: A quiz holds only quiz blocks" });
    expect((await putLesson(teacher, quiz, [quizBlock("q")])).status).toBe(200);
    const prompt = await newLesson(teacher, { kind: "writing_prompt" });
    const writing = (id: string) => ({ id, type: "writing", task: "task2", prompt: "Discuss both views.", min_words: 250 });
    expect((await putLesson(teacher, prompt, [writing("w1"), writing("w2")])).status).toBe(400);
    expect((await putLesson(teacher, prompt, [writing("w1")])).status).toBe(200);
  });

  it.each([
    ["an empty title", { title: " ", blocks: [] }, "Invalid json: title:"],
    ["an unknown block type", { title: "T", blocks: [{ id: "a", type: "video" }] }, "Invalid json: blocks.0.type:"],
    ["an empty text block", { title: "T", blocks: [{ id: "a", type: "text", markdown: "" }] }, "The text must not be empty"],
    ["two blocks with one id", { title: "T", blocks: [textBlock("a"), textBlock("a")] }, "Two blocks have the same id"],
    [
      "a question without a right option",
      {
        title: "T",
        blocks: [
          {
            id: "q",
            type: "quiz",
            questions: [{ id: "1", kind: "multiple_choice", prompt: "?", options: ["a", "b"], answer: 5, explanation: "x" }],
          },
        ],
      },
      "Choose the right option",
    ],
    ["a vocabulary set without words", { title: "T", blocks: [{ id: "v", type: "vocabulary", words: [] }] }, "Add at least one word"],
    [
      "an image without a description",
      { title: "T", blocks: [{ id: "i", type: "image", media_key: "lessons/x/y.png", alt: "" }] },
      "must not be empty",
    ],
    [
      "an audio block with nothing to play",
      { title: "T", blocks: [{ id: "a", type: "audio" }] },
      "Upload a recording or write the text to be spoken",
    ],
    ["an extra field", { title: "T", blocks: [], owner_id: "someone" }, "Invalid json"],
    [
      "a text that is only HTML",
      { title: "T", blocks: [textBlock("a", "<script>alert(1)</script>")] },
      "nothing left once HTML is removed",
    ],
  ])("refuses %s with 400 and the contract's message", async (_what, body, message) => {
    const lesson = await newLesson(teacher);
    const res = await call(`/api/lessons/${lesson.id}`, teacher.token, { method: "PUT", json: body });
    const error = await errorOf(res);
    expect(error.status).toBe(400);
    expect(error.message).toContain(message);
  });

  it("answers odd bodies and ids with 400 or 404, never 500", async () => {
    const lesson = await newLesson(teacher);
    for (const body of ["not json", "[]", "null", '{"title": 5}', '{"title":"T","blocks":"x"}']) {
      const res = await call(`/api/lessons/${lesson.id}`, teacher.token, { method: "PUT", body });
      expect(res.status, body).toBe(400);
    }
    expect((await call("/api/lessons?kind=essay", teacher.token)).status).toBe(400);
    expect((await call(`/api/lessons/${"x".repeat(65)}`, teacher.token)).status).toBe(400);
    expect((await call(`/api/lessons/${lesson.id}/publish`, teacher.token, { json: { in_library: "yes" } })).status).toBe(400);
    expect((await call("/api/lessons/from-template", teacher.token, { json: {} })).status).toBe(400);
  });

  it("stores text blocks sanitised", async () => {
    const lesson = await newLesson(teacher);
    const saved = await json<Lesson>(
      await putLesson(teacher, lesson, [textBlock("a", "Hello <img src=x onerror=alert(1)> [click](javascript:alert(1)) **bold**")]),
    );
    const block = saved.blocks[0]!;
    expect(block.type === "text" && block.markdown).toBe("Hello  click **bold**");
  });
});

describe("templates, the library and copies", () => {
  it("lists the templates and starts a draft from one", async () => {
    const templates = await json<LessonTemplate[]>(await call("/api/lessons/templates", teacher.token));
    expect(templates.map((t) => t.title)).toEqual(["IELTS Task 2 opinion essay", "Listening: maps", "Academic word list 1"]);
    const draft = await json<Lesson>(
      await call("/api/lessons/from-template", teacher.token, { json: { template_id: "listening-maps" } }),
      201,
    );
    expect(draft).toMatchObject({ title: "Listening: maps", status: "draft", owner_id: teacher.id });
    expect(draft.blocks.map((b) => b.type)).toEqual(["text", "vocabulary", "audio", "quiz", "speaking"]);
    expect((await call("/api/lessons/from-template", teacher.token, { json: { template_id: "nope" } })).status).toBe(404);
  });

  it("offers library lessons with the author's name and copies them into a new draft", async () => {
    const mine = await newLesson(teacher, { title: "Library lesson", blocks: [textBlock("a")] as never });
    const hidden = await newLesson(teacher, { title: "Private lesson", blocks: [textBlock("a")] as never });
    await call(`/api/lessons/${mine.id}/publish`, teacher.token, { json: { in_library: true } });
    await call(`/api/lessons/${hidden.id}/publish`, teacher.token, { json: { in_library: false } });

    const library = await json<LibraryLesson[]>(await call("/api/lessons/library", otherTeacher.token));
    const offered = library.find((l) => l.id === mine.id);
    expect(offered).toMatchObject({ title: "Library lesson", mine: false, author_name: expect.any(String) });
    expect(library.some((l) => l.id === hidden.id)).toBe(false);

    const copy = await json<Lesson>(await call(`/api/lessons/${mine.id}/copy`, otherTeacher.token, { json: {} }), 201);
    expect(copy).toMatchObject({
      owner_id: otherTeacher.id,
      status: "draft",
      in_library: false,
      copied_from: mine.id,
      blocks: [textBlock("a")],
    });
    expect((await call(`/api/lessons/${hidden.id}/copy`, otherTeacher.token, { json: {} })).status).toBe(404);
    const ownCopy = await json<Lesson>(await call(`/api/lessons/${hidden.id}/copy`, teacher.token, { json: {} }), 201);
    expect(ownCopy.copied_from).toBe(hidden.id);

    // The original can be edited and withdrawn; the copy stays the other teacher's.
    await call(`/api/lessons/${mine.id}/library`, teacher.token, { method: "DELETE" });
    expect((await call(`/api/lessons/${mine.id}/copy`, otherTeacher.token, { json: {} })).status).toBe(404);
    expect((await call(`/api/lessons/${copy.id}`, otherTeacher.token)).status).toBe(200);
  });

  it("shares a lesson without its quiz answers: a learner who declares themselves a teacher copies no quiz", async () => {
    const lesson = await newLesson(teacher, { title: "Homework with a quiz", blocks: [textBlock("a"), quizBlock("q")] as never });
    const published = await json<Lesson>(
      await call(`/api/lessons/${lesson.id}/publish`, teacher.token, { json: { in_library: true, library_answers: false } }),
    );
    expect(published).toMatchObject({ in_library: true, library_answers: false });

    // The escalation this prevents: a learner takes the teacher role and copies the library lesson to read its keys.
    const student = await signedIn({ role: "teacher" });
    const offered = (await json<LibraryLesson[]>(await call("/api/lessons/library", student.token))).find((l) => l.id === lesson.id);
    expect(offered).toMatchObject({ library_answers: false });
    const copy = await json<Lesson>(await call(`/api/lessons/${lesson.id}/copy`, student.token, { json: {} }), 201);
    expect(copy.blocks).toEqual([textBlock("a")]);
    expect(JSON.stringify(copy)).not.toContain('"answer"');

    // The owner's own copy keeps everything; with the answers offered, a library copy has the quiz.
    expect((await json<Lesson>(await call(`/api/lessons/${lesson.id}/copy`, teacher.token, { json: {} }), 201)).blocks).toHaveLength(2);
    await call(`/api/lessons/${lesson.id}/publish`, teacher.token, { json: { in_library: true, library_answers: true } });
    expect((await json<Lesson>(await call(`/api/lessons/${lesson.id}/copy`, student.token, { json: {} }), 201)).blocks).toHaveLength(2);
  });
});
