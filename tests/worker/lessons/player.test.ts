/**
 * The lesson player: the learner's view has no answers, the server scores each question kind
 * and keeps the first answer, keeps the place, adds a vocabulary set once, evaluates writing, and
 * finishing records one `lesson_completed` (summary, streak, the hub's notification). The owner's
 * preview stores and records nothing.
 *
 * Until sharing lands (lessons/access.ts lets only the owner play), a learner's run goes through the
 * player's domain functions with the lesson row, which is what the routes call after `playableLesson`.
 */
import { env } from "cloudflare:workers";
import { afterEach, beforeAll, describe, expect, it } from "vitest";
import type {
  LessonAnswersResponse,
  LessonCompleteResponse,
  LessonPlayerView,
  LessonWordsResponse,
} from "../../../worker/contract/lesson-player";
import type { LessonBlockInput } from "../../../worker/contract/lessons";
import type { NotificationsResponse, ProgressSummary, StreaksResponse } from "../../../worker/contract/progress";
import type { WritingTask2Set } from "../../../worker/contract/ielts-content";
import { createDb } from "../../../worker/db/client";
import { offlineEvaluator, overrideEvaluator, type Evaluator } from "../../../worker/ielts/evaluation";
import { addLessonWords, answerQuiz, completeLesson, evaluateWriting, keepPlace, openLesson } from "../../../worker/lessons/player";
import { evaluateSpeaking } from "../../../worker/lessons/player-speaking";
import type { LessonRow } from "../../../worker/lessons/access";
import { CONTENT } from "../ielts/helpers";
import { loadLexicon, signedIn, type Caller } from "../vocabulary/helpers";
import { insertLesson } from "./fixtures";

const TASK2 = CONTENT.find((f): f is WritingTask2Set => f.kind === "ielts_writing_task2_set")!.prompts.find((p) => p.modelAnswer)!;
const db = () => createDb(env.DB);

const BLOCKS: LessonBlockInput[] = [
  { id: "intro", type: "text", markdown: "# Linking words\n\n*However* contrasts two ideas." },
  { id: "words", type: "vocabulary", title: "Key words", words: ["abandon", "receive", "friend"] },
  { id: "listen", type: "audio", title: "A short talk", transcript: "However, the results were clear." },
  { id: "picture", type: "image", media_key: "lessons/some-lesson/map.png", alt: "A map of the town centre", caption: "The town centre" },
  {
    id: "quiz",
    type: "quiz",
    title: "Check yourself",
    questions: [
      {
        id: "mc",
        kind: "multiple_choice",
        prompt: "Which word contrasts?",
        options: ["and", "however", "so"],
        answer: 1,
        explanation: "However shows contrast.",
      },
      {
        id: "gap",
        kind: "gap_fill",
        prompt: "It rained; ___, we went out.",
        answers: ["however", "nevertheless"],
        explanation: "A contrast is needed.",
      },
      {
        id: "match",
        kind: "matching",
        prompt: "Match the word to its use.",
        pairs: [
          { left: "because", right: "reason" },
          { left: "however", right: "contrast" },
          { left: "therefore", right: "result" },
        ],
        explanation: "Each linker has one job.",
      },
      { id: "tf", kind: "true_false", prompt: "'So' introduces a result.", answer: true, explanation: "So introduces a result." },
    ],
  },
  {
    id: "quiz-2",
    type: "quiz",
    title: null,
    questions: [{ id: "late", kind: "true_false", prompt: "'And' shows contrast.", answer: false, explanation: "And adds." }],
  },
  { id: "essay", type: "writing", task: "task2", prompt: TASK2.prompt.question, min_words: 250 },
  { id: "talk", type: "speaking", prompt: "Talk about a time you changed your mind.", prep_seconds: 30, speak_seconds: 60 },
];

/** The learner's order of the right column is the server's seeded one: the indexes that match each left item. */
function matchingAnswer(view: LessonPlayerView): number[] {
  const quiz = view.blocks.find((b) => b.id === "quiz");
  if (quiz?.type !== "quiz") throw new Error("no quiz");
  const q = quiz.questions.find((x) => x.id === "match");
  if (q?.kind !== "matching") throw new Error("no matching");
  return ["reason", "contrast", "result"].map((r) => q.right.indexOf(r));
}

let owner: Caller;
let learner: Caller;
let lesson: LessonRow;

beforeAll(async () => {
  await loadLexicon();
  [owner, learner] = await Promise.all([signedIn(), signedIn()]);
  await owner.ok("/api/profile", { method: "PATCH", json: { fullName: "Ms Aigerim" } });
  lesson = await insertLesson(db(), owner.userId, { blocks: BLOCKS });
});

afterEach(() => overrideEvaluator(null));

const progressRows = async (lessonId: string) =>
  (await env.DB.prepare("SELECT * FROM lesson_progress WHERE lesson_id = ?").bind(lessonId).all<Record<string, unknown>>()).results;
const eventsOf = async (userId: string) =>
  (
    await env.DB.prepare("SELECT event_type, score FROM progress_events WHERE user_id = ?")
      .bind(userId)
      .all<{ event_type: string; score: number | null }>()
  ).results;

describe("GET /api/lesson-player/:lessonId", () => {
  it("gives the blocks without answers or explanations, the vocabulary from the lexicon, signed media, and the author", async () => {
    const view = await owner.ok<LessonPlayerView>(`/api/lesson-player/${lesson.id}`);
    expect(view).toMatchObject({ id: lesson.id, title: "Linking words", kind: "lesson", author_name: "Ms Aigerim", preview: true });
    expect(view.blocks.map((b) => b.id)).toEqual(BLOCKS.map((b) => b.id));
    const text = JSON.stringify(view.blocks);
    for (const secret of ["explanation", "answers", "However shows contrast", "nevertheless", '"answer"', '"pairs"'])
      expect(text).not.toContain(secret);
    const words = view.blocks.find((b) => b.type === "vocabulary");
    expect(words?.type === "vocabulary" && words.words.map((w) => [w.lemma, typeof w.definition, typeof w.part_of_speech])).toEqual([
      ["abandon", "string", "string"],
      ["receive", "string", "string"],
      ["friend", "string", "string"],
    ]);
    expect(words?.type === "vocabulary" && words.words.some((w) => w.ipa !== null)).toBe(true);
    const image = view.blocks.find((b) => b.type === "image");
    expect(image?.type === "image" && image.media_url).toMatch(/^\/api\/lesson-media\/.+/);
    expect(view.progress).toEqual({
      current_block_id: null,
      answers: {},
      writing: {},
      speaking: {},
      started_at: null,
      completed_at: null,
      score: null,
    });
  });

  it("answers 404 for a lesson that does not exist or that the caller may not play", async () => {
    expect((await owner.call("/api/lesson-player/no-such-lesson")).status).toBe(404);
    expect((await learner.call(`/api/lesson-player/${lesson.id}`)).status).toBe(404);
    expect(await progressRows(lesson.id)).toEqual([]);
  });
});

describe("a learner's run through a lesson", () => {
  it("opening makes the progress row once: started_at is when they first opened it", async () => {
    const mine = await insertLesson(db(), owner.userId, { blocks: BLOCKS });
    const first = await openLesson(env, db(), learner.userId, mine);
    expect(first.preview).toBe(false);
    expect(first.progress.started_at).toEqual(expect.any(String));
    const again = await openLesson(env, db(), learner.userId, mine);
    expect(again.progress.started_at).toBe(first.progress.started_at);
    expect(await progressRows(mine.id)).toHaveLength(1);
  });

  it("scores each question kind on the server and shows the right answer in a readable form", async () => {
    const mine = await insertLesson(db(), owner.userId, { blocks: BLOCKS });
    const view = await openLesson(env, db(), learner.userId, mine);
    const right = await answerQuiz(db(), learner.userId, mine, "quiz", {
      mc: 1,
      gap: "NEVERTHELESS",
      match: matchingAnswer(view),
      tf: true,
    });
    expect(right.results).toEqual({
      mc: { block_id: "quiz", answer: 1, correct: true, explanation: "However shows contrast.", right_answer: "however" },
      gap: { block_id: "quiz", answer: "NEVERTHELESS", correct: true, explanation: "A contrast is needed.", right_answer: "however" },
      match: {
        block_id: "quiz",
        answer: matchingAnswer(view),
        correct: true,
        explanation: "Each linker has one job.",
        right_answer: [
          { left: "because", right: "reason" },
          { left: "however", right: "contrast" },
          { left: "therefore", right: "result" },
        ],
      },
      tf: { block_id: "quiz", answer: true, correct: true, explanation: "So introduces a result.", right_answer: true },
    });

    const other = await insertLesson(db(), owner.userId, { blocks: BLOCKS });
    const wrong = await answerQuiz(db(), learner.userId, other, "quiz", {
      mc: 0,
      gap: "so",
      match: [...matchingAnswer(view)].reverse(),
      tf: false,
    });
    expect(Object.values(wrong.results).map((r) => r.correct)).toEqual([false, false, false, false]);
  });

  it("keeps the first answer to a question: answering again changes neither the feedback nor the score", async () => {
    const mine = await insertLesson(db(), owner.userId, { blocks: BLOCKS });
    await answerQuiz(db(), learner.userId, mine, "quiz", { mc: 0 });
    const retry = await answerQuiz(db(), learner.userId, mine, "quiz", { mc: 1, tf: true });
    expect(retry.results.mc).toMatchObject({ answer: 0, correct: false });
    expect(retry.results.tf).toMatchObject({ correct: true });
    const reopened = await openLesson(env, db(), learner.userId, mine);
    expect(reopened.progress.answers.mc).toMatchObject({ answer: 0, correct: false, right_answer: "however" });
    expect(Object.keys(reopened.progress.answers).sort()).toEqual(["mc", "tf"]);
  });

  it("keeps the learner's place for the next open, and refuses a block the lesson does not have", async () => {
    const mine = await insertLesson(db(), owner.userId, { blocks: BLOCKS });
    await keepPlace(db(), learner.userId, mine, "quiz");
    expect((await openLesson(env, db(), learner.userId, mine)).progress.current_block_id).toBe("quiz");
    await expect(keepPlace(db(), learner.userId, mine, "nowhere")).rejects.toMatchObject({ status: 400 });
  });

  it("finishing needs every assessed step done: a skipped writing, speaking or quiz step is 409 naming it, and nothing is recorded", async () => {
    const me = await signedIn();
    const mine = await insertLesson(db(), owner.userId, { blocks: BLOCKS });
    const view = await openLesson(env, db(), me.userId, mine);
    await answerQuiz(db(), me.userId, mine, "quiz", { mc: 1, gap: "however", match: matchingAnswer(view), tf: true });
    // quiz-2 (step 6) unanswered, the essay (7) and the talk (8) skipped.
    await expect(completeLesson(env, db(), me.userId, mine)).rejects.toMatchObject({
      status: 409,
      code: "lesson_steps_missing",
      text: { params: { steps: "6, 7, 8" } },
    });
    await answerQuiz(db(), me.userId, mine, "quiz-2", { late: false });
    await evaluateWriting(env, db(), me.userId, mine, "essay", TASK2.modelAnswer!);
    await expect(completeLesson(env, db(), me.userId, mine)).rejects.toMatchObject({ text: { params: { steps: "8" } } });
    expect(await eventsOf(me.userId)).toEqual([]);
    expect((await openLesson(env, db(), me.userId, mine)).progress.completed_at).toBeNull();
  });

  it("finishing scores every quiz question, says what was assessed, records lesson_completed once, and updates summary, streak and notifications", async () => {
    const me = await signedIn();
    const mine = await insertLesson(db(), owner.userId, { blocks: BLOCKS, title: "Contrast linkers" });
    const view = await openLesson(env, db(), me.userId, mine);
    await answerQuiz(db(), me.userId, mine, "quiz", { mc: 1, gap: "however", match: matchingAnswer(view), tf: false });
    await answerQuiz(db(), me.userId, mine, "quiz-2", { late: true });
    const essay = await evaluateWriting(env, db(), me.userId, mine, "essay", TASK2.modelAnswer!);
    const talk = await evaluateSpeaking(env, db(), me.userId, mine, "talk", {
      transcript: "I used to think that living in a big city was the best choice, but after a year there I changed my mind.",
      transcript_source: "typed",
    });
    const done = await completeLesson(env, db(), me.userId, mine);
    // 3 of the 5 questions of both quiz blocks right; the writing and speaking steps by their bands.
    expect(done).toEqual({
      score: 60,
      correct: 3,
      total: 5,
      completed_at: expect.any(String),
      assessed: {
        quiz: { correct: 3, total: 5, score: 60 },
        writing: [{ block_id: "essay", band: essay.evaluation.band }],
        speaking: [{ block_id: "talk", band: talk.evaluation.band }],
      },
    });
    expect(await eventsOf(me.userId)).toEqual([{ event_type: "lesson_completed", score: 60 }]);
    expect(await me.ok<ProgressSummary>("/api/unified-progress?type=summary")).toMatchObject({ lesson_count: 1, last_lesson_score: 60 });
    const { streaks } = await me.ok<StreaksResponse>("/api/streaks");
    expect(streaks.find((s) => s.streak_type === "lessons")).toMatchObject({ current_streak: 1 });
    const { notifications } = await me.ok<NotificationsResponse>("/api/notifications");
    expect(notifications.find((n) => n.type === "progress")).toMatchObject({ message: "Lesson completed with 60% score!" });

    const again = await completeLesson(env, db(), me.userId, mine);
    expect(again).toEqual(done);
    expect(await eventsOf(me.userId)).toHaveLength(1);
    const reopened = await openLesson(env, db(), me.userId, mine);
    expect(reopened.progress).toMatchObject({ completed_at: done.completed_at, score: 60 });
  });

  it("scores a lesson without quiz questions as null: 'Lesson completed!'", async () => {
    const me = await signedIn();
    const mine = await insertLesson(db(), owner.userId);
    expect(await completeLesson(env, db(), me.userId, mine)).toMatchObject({ score: null, total: 0 });
    expect(await eventsOf(me.userId)).toEqual([{ event_type: "lesson_completed", score: null }]);
    const { notifications } = await me.ok<NotificationsResponse>("/api/notifications");
    expect(notifications.find((n) => n.type === "progress")).toMatchObject({ message: "Lesson completed!" });
  });

  it("adds the vocabulary set to the learner's dictionary and SRS in one go, and only once", async () => {
    const me = await signedIn();
    await me.ok("/api/words", { method: "POST", json: { word: "friend" } }, 201);
    const mine = await insertLesson(db(), owner.userId, { blocks: BLOCKS });
    expect(await addLessonWords(db(), me.userId, mine, "words", null)).toEqual({ added: 3, already: 0 });
    expect(await addLessonWords(db(), me.userId, mine, "words", null)).toEqual({ added: 0, already: 3 });
    const dictionary = await me.ok<{ words: { word: string }[] }>("/api/words");
    expect(dictionary.words.map((w) => w.word).sort()).toEqual(["abandon", "friend", "receive"]);
    const cards = await env.DB.prepare("SELECT count(*) AS n FROM srs_cards WHERE user_id = ?").bind(me.userId).first<{ n: number }>();
    expect(cards?.n).toBe(3);
    await expect(addLessonWords(db(), me.userId, mine, "quiz", null)).rejects.toMatchObject({ status: 400 });
  });

  it("evaluates writing with the IELTS writing evaluator and keeps the estimate with the progress", async () => {
    const me = await signedIn();
    const mine = await insertLesson(db(), owner.userId, { blocks: BLOCKS });
    const asked: string[] = [];
    const watching: Evaluator = {
      method: "offline",
      async evaluate(request, signal) {
        if (request.kind === "writing") asked.push(request.prompt);
        return offlineEvaluator.evaluate(request, signal);
      },
    };
    overrideEvaluator(watching);
    const result = await evaluateWriting(env, db(), me.userId, mine, "essay", TASK2.modelAnswer!);
    expect(asked).toEqual([TASK2.prompt.question]);
    expect(result.evaluation).toMatchObject({ kind: "writing", label: "offline estimate", status: "complete", band: expect.any(Number) });
    const reopened = await openLesson(env, db(), me.userId, mine);
    expect(reopened.progress.writing.essay).toMatchObject({ text: TASK2.modelAnswer, evaluation: { band: result.evaluation.band } });
  });
});

describe("the owner's preview", () => {
  it("scores and shows, but stores nothing and records nothing", async () => {
    const mine = await insertLesson(db(), owner.userId, { blocks: BLOCKS });
    const base = `/api/lesson-player/${mine.id}`;
    const view = await owner.ok<LessonPlayerView>(base);
    await owner.ok(`${base}/place`, { method: "PUT", json: { block_id: "quiz" } });
    const answered = await owner.ok<LessonAnswersResponse>(`${base}/blocks/quiz/answers`, {
      method: "POST",
      json: { answers: { mc: 1, match: matchingAnswer(view) } },
    });
    expect(answered.results.mc).toMatchObject({ correct: true, explanation: "However shows contrast." });
    expect(answered.results.match).toMatchObject({ correct: true });
    expect(await owner.ok<LessonWordsResponse>(`${base}/blocks/words/words`, { method: "POST" })).toEqual({ added: 0, already: 3 });
    const writing = await owner.ok<{ evaluation: { kind: string } }>(`${base}/blocks/essay/writing`, {
      method: "POST",
      json: { text: TASK2.modelAnswer },
    });
    expect(writing.evaluation.kind).toBe("writing");
    expect(await owner.ok<LessonCompleteResponse>(`${base}/complete`, { method: "POST" })).toMatchObject({
      score: null,
      completed_at: null,
      total: 5,
    });

    expect(await progressRows(mine.id)).toEqual([]);
    expect(await eventsOf(owner.userId)).toEqual([]);
    expect((await owner.ok<{ words: unknown[] }>("/api/words")).words).toEqual([]);
    expect((await owner.ok<LessonPlayerView>(base)).progress.current_block_id).toBeNull();
  });
});

describe("bad input", () => {
  const base = () => `/api/lesson-player/${lesson.id}`;
  it.each([
    ["an option index as text", "quiz", { mc: "1" }],
    ["an option that does not exist", "quiz", { mc: 3 }],
    ["a number for a gap", "quiz", { gap: 2 }],
    ["too few matches", "quiz", { match: [0, 1] }],
    ["a match outside the list", "quiz", { match: [0, 1, 5] }],
    ["a number for true/false", "quiz", { tf: 1 }],
    ["a question the block does not have", "quiz", { nope: true }],
    ["answers to a text block", "intro", { mc: 1 }],
    ["a block the lesson does not have", "nowhere", { mc: 1 }],
  ])("refuses %s with 400", async (_, block, answers) => {
    const res = await owner.call(`${base()}/blocks/${block}/answers`, { method: "POST", json: { answers } });
    expect(res.status).toBe(400);
  });

  it("refuses an empty answer set, an unknown place, empty writing and words of a non-vocabulary block with 400", async () => {
    expect((await owner.call(`${base()}/blocks/quiz/answers`, { method: "POST", json: { answers: {} } })).status).toBe(400);
    expect((await owner.call(`${base()}/place`, { method: "PUT", json: { block_id: "nowhere" } })).status).toBe(400);
    expect((await owner.call(`${base()}/place`, { method: "PUT", json: {} })).status).toBe(400);
    expect((await owner.call(`${base()}/blocks/essay/writing`, { method: "POST", json: { text: "   " } })).status).toBe(400);
    expect((await owner.call(`${base()}/blocks/talk/writing`, { method: "POST", json: { text: "An answer." } })).status).toBe(400);
    expect((await owner.call(`${base()}/blocks/quiz/words`, { method: "POST" })).status).toBe(400);
  });

  it.each([
    ["a NUL", "Cities grow.\u0000 Parks help."],
    ["a right-to-left override", "Cities grow. \u202eskrap\u202c help."],
    ["an isolate", "Cities \u2066grow\u2069."],
    ["a lone surrogate", "Cities grow \ud83d."],
  ])("refuses a written answer with %s (the shared text rule)", async (_, text) => {
    const res = await owner.call(`${base()}/blocks/essay/writing`, { method: "POST", json: { text } });
    expect(res.status).toBe(400);
    expect(await res.text()).toContain("must not contain control characters, text-direction overrides or broken characters");
  });

  it("keeps the line breaks and tabs of a written answer", async () => {
    const text = "First paragraph.\n\n\tSecond paragraph.";
    const res = await owner.call(`${base()}/blocks/essay/writing`, { method: "POST", json: { text } });
    expect(res.status).toBe(200);
  });
});
