/**
 * The lesson quiz (/lesson-quiz): the quiz of source "lessons", from the lessons a learner
 * finished: their words, and their own quiz questions with the teacher's explanations.
 */
import { env } from "cloudflare:workers";
import { beforeAll, describe, expect, it } from "vitest";
import type { LessonBlockInput, LessonQuestion } from "../../../worker/contract/lessons";
import type { Quiz, QuizHistoryItem, QuizQuestion, QuizResult } from "../../../worker/contract/quiz";
import { call, json, signedIn, type Caller } from "../progress/helpers";
import { join, newClass } from "../teaching/helpers";
import { loadLexicon } from "../vocabulary/helpers";
import { finishLesson, insertLesson } from "./creator-fixtures";

let words: string[];

beforeAll(async () => {
  await loadLexicon();
  const rows = await env.DB.prepare(
    "SELECT lemma_key FROM lexicon_entries WHERE rank IS NOT NULL AND lemma = lemma_key AND instr(lemma_key, ' ') = 0 AND length(lemma_key) >= 3 ORDER BY rank LIMIT 12",
  ).all<{ lemma_key: string }>();
  words = rows.results.map((r) => r.lemma_key);
});

const lessonWith = (ownerId: string, lemmas: string[]) =>
  insertLesson(ownerId, { status: "published", blocks: [{ id: "v", type: "vocabulary", words: lemmas }] });
const startQuiz = (as: Caller, questionCount = 10) => call("/api/quizzes", as.token, { json: { source: "lessons", questionCount } });
const saveAnswers = async (as: Caller, quiz: Quiz, answers: (number | null)[]) =>
  (await json<{ result: QuizResult }>(await call(`/api/quizzes/${quiz.id}/results`, as.token, { json: { answers } }), 201)).result;
const isLessonQuestion = (q: QuizQuestion) => q.type === "lesson_choice" || q.type === "lesson_true_false";
const quizBlock = (id: string, questions: LessonQuestion[]): LessonBlockInput => ({ id, type: "quiz", questions });

const sixOptions: LessonQuestion = {
  id: "mc",
  kind: "multiple_choice",
  prompt: "Which linking word shows contrast?",
  options: ["and", "so", "because", "then", "also", "however"],
  answer: 5,
  explanation: "However introduces a contrast.",
};
const twoOptions: LessonQuestion = {
  id: "mc2",
  kind: "multiple_choice",
  prompt: "Is 'moreover' formal?",
  options: ["Yes", "No"],
  answer: 0,
  explanation: "Moreover belongs to formal writing.",
};
const isTrue: LessonQuestion = {
  id: "tf1",
  kind: "true_false",
  prompt: "Although links two clauses.",
  answer: true,
  explanation: "It does.",
};
const isFalse: LessonQuestion = {
  id: "tf2",
  kind: "true_false",
  prompt: "So shows contrast.",
  answer: false,
  explanation: "So shows a result.",
};
const gap: LessonQuestion = {
  id: "gap",
  kind: "gap_fill",
  prompt: "It rained, ___ we stayed in.",
  answers: ["so"],
  explanation: "So introduces the result.",
};
const matching: LessonQuestion = {
  id: "match",
  kind: "matching",
  prompt: "Match the linking words to their use.",
  pairs: [
    { left: "however", right: "contrast" },
    { left: "so", right: "result" },
  ],
  explanation: "Contrast and result.",
};

describe("POST /api/quizzes with source lessons", () => {
  it("asks only about the words of lessons the learner finished and may still open", async () => {
    const learner = await signedIn();
    const other = await signedIn();
    const finished = await lessonWith(learner.id, words.slice(0, 6));
    const started = await lessonWith(learner.id, words.slice(6, 9));
    const notMine = await lessonWith(other.id, words.slice(9, 12));
    await finishLesson(learner.id, finished);
    await finishLesson(learner.id, started, false);
    // A progress row of a lesson the learner may not open (never shared, or unshared since) counts for nothing.
    await finishLesson(learner.id, notMine);

    const quiz = await json<Quiz>(await startQuiz(learner), 201);
    expect(quiz.source).toBe("lessons");
    expect(quiz.questions.length).toBeGreaterThanOrEqual(4);
    const asked = new Set(quiz.questions.map((q) => q.word.toLowerCase()));
    expect([...asked].every((w) => words.slice(0, 6).includes(w))).toBe(true);
    for (const q of quiz.questions) expect(q.explanation).toContain(q.word);
  });

  it("is scored by the server with the spec's result bands, like every word quiz", async () => {
    const learner = await signedIn();
    await finishLesson(learner.id, await lessonWith(learner.id, words.slice(0, 8)));
    const quiz = await json<Quiz>(await startQuiz(learner), 201);
    const saved = await json<{ result: QuizResult }>(
      await call(`/api/quizzes/${quiz.id}/results`, learner.token, { json: { answers: quiz.questions.map((q) => q.correctIndex) } }),
      201,
    );
    expect(saved.result).toMatchObject({ score: 100, band: "excellent", message: "Excellent! Superb result!" });
  });

  it("asks the finished lessons' own questions with the teacher's explanations, never those of an unfinished, unshared or draft lesson", async () => {
    const [teacher, learner] = await Promise.all([signedIn({ role: "teacher" }), signedIn()]);
    const theClass = await newClass(teacher);
    await join(learner, theClass.join_code);
    const shareWithClass = async (lessonId: string) =>
      (await json<{ id: string }>(await call("/api/shares", teacher.token, { json: { lesson_id: lessonId, class_id: theClass.id } }), 201))
        .id;
    const taken = await insertLesson(teacher.id, {
      status: "published",
      title: "Linking words",
      blocks: [{ id: "v", type: "vocabulary", words: words.slice(0, 4) }, quizBlock("q", [sixOptions, isFalse, gap, matching])],
    });
    const unfinished = await insertLesson(teacher.id, {
      status: "published",
      blocks: [quizBlock("q", [{ ...isTrue, prompt: "Asked in a lesson not finished." }])],
    });
    const unshared = await insertLesson(teacher.id, {
      status: "published",
      blocks: [quizBlock("q", [{ ...isTrue, prompt: "Asked in a lesson unshared since." }])],
    });
    // The learner's own lesson, finished in its preview while still a draft.
    const ownDraft = await insertLesson(learner.id, { blocks: [quizBlock("q", [{ ...isTrue, prompt: "Asked in a draft." }])] });
    await shareWithClass(taken);
    await shareWithClass(unfinished);
    const unshareId = await shareWithClass(unshared);
    await finishLesson(learner.id, taken);
    await finishLesson(learner.id, unfinished, false);
    await finishLesson(learner.id, unshared);
    await finishLesson(learner.id, ownDraft);
    expect((await call(`/api/shares/${unshareId}`, teacher.token, { method: "DELETE" })).ok).toBe(true);

    const quiz = await json<Quiz>(await startQuiz(learner, 30), 201);
    const asked = quiz.questions.filter(isLessonQuestion);
    expect(asked.map((q) => q.prompt).sort()).toEqual([sixOptions.prompt, "It rained, _____ we stayed in.", isFalse.prompt].sort());
    expect(quiz.questions.length).toBe(asked.length + 4);
    for (const q of asked) expect(q.word).toBe("Linking words");

    const choice = asked.find((q) => q.prompt === sixOptions.prompt)!;
    expect(choice).toMatchObject({
      type: "lesson_choice",
      options: sixOptions.options,
      correctIndex: 5,
      explanation: sixOptions.explanation,
    });
    const statement = asked.find((q) => q.prompt === isFalse.prompt)!;
    expect(statement).toMatchObject({
      type: "lesson_true_false",
      options: ["true", "false"],
      correctIndex: 1,
      explanation: isFalse.explanation,
    });
    // The gap offers its answer among the lesson's own words.
    const filler = asked.find((q) => q.prompt.includes("_____"))!;
    expect(filler.options[filler.correctIndex]).toBe("so");
    expect(filler.options.filter((o) => o !== "so").every((o) => words.slice(0, 4).includes(o))).toBe(true);
    expect(filler.explanation).toBe(gap.explanation);

    // All right, the 6th option of one question included: one rule scores every question.
    const result = await saveAnswers(
      learner,
      quiz,
      quiz.questions.map((q) => q.correctIndex),
    );
    expect(result).toMatchObject({ correctCount: quiz.questions.length, score: 100, band: "excellent" });
    const history = await json<{ items: QuizHistoryItem[] }>(await call("/api/quiz-history", learner.token));
    expect(history.items[0]!.answers.find((a) => a.prompt === isFalse.prompt)).toMatchObject({
      type: "lesson_true_false",
      chosen: "false",
      correct: "false",
      isCorrect: true,
    });
  });

  it("makes a quiz of the questions alone when the finished lessons have no words, a 2-option true/false scored by the one rule", async () => {
    const learner = await signedIn();
    const lesson = await insertLesson(learner.id, {
      status: "published",
      kind: "quiz",
      blocks: [quizBlock("q", [sixOptions, twoOptions, isTrue, isFalse, gap])],
    });
    await finishLesson(learner.id, lesson);
    const quiz = await json<Quiz>(await startQuiz(learner), 201);
    // Without a word in the lessons the gap fill has no distractors and is left out.
    expect(quiz.questions.map((q) => q.prompt).sort()).toEqual([sixOptions, twoOptions, isTrue, isFalse].map((q) => q.prompt).sort());
    expect(quiz.questions.find((q) => q.prompt === twoOptions.prompt)?.options).toEqual(["Yes", "No"]);
    // "True" answered "false": wrong; everything else right → 3 of 4.
    const answers = quiz.questions.map((q) => (q.prompt === isTrue.prompt ? 1 : q.correctIndex));
    expect(quiz.questions.find((q) => q.prompt === isTrue.prompt)?.correctIndex).toBe(0);
    const result = await saveAnswers(learner, quiz, answers);
    expect(result).toMatchObject({ correctCount: 3, total: 4, score: 75, band: "good", message: "Good! Keep learning!" });
  });

  it("mixes words and questions up to the count asked for; its quiz_completed event counts only the words", async () => {
    const learner = await signedIn();
    const lesson = await insertLesson(learner.id, {
      status: "published",
      blocks: [{ id: "v", type: "vocabulary", words: words.slice(0, 8) }, quizBlock("q", [sixOptions, twoOptions, isTrue, isFalse])],
    });
    await finishLesson(learner.id, lesson);
    const quiz = await json<Quiz>(await startQuiz(learner, 6), 201);
    expect(quiz.questions).toHaveLength(6);
    expect(quiz.questions.filter(isLessonQuestion)).toHaveLength(3);
    expect(quiz.questions.map((q) => q.id)).toEqual(["q1", "q2", "q3", "q4", "q5", "q6"]);

    // Its quiz_completed event counts the 3 words practised, not the lesson's own questions.
    const result = await saveAnswers(
      learner,
      quiz,
      quiz.questions.map((q) => q.correctIndex),
    );
    const stored = () =>
      env.DB.prepare("SELECT words, score FROM progress_events WHERE user_id = ? AND client_event_id = ?")
        .bind(learner.id, `quiz:${result.id}`)
        .first<{ words: number; score: number }>();
    for (let i = 0; i < 50 && !(await stored()); i++) await new Promise((r) => setTimeout(r, 20));
    expect(await stored()).toEqual({ words: 3, score: 100 });
  });

  it("says so with 422 quiz_no_lessons_taken before the learner has finished a lesson", async () => {
    const learner = await signedIn();
    await lessonWith(learner.id, words.slice(0, 6));
    const res = await startQuiz(learner);
    expect(res.status).toBe(422);
    expect(((await res.json()) as { error: { code: string } }).error.code).toBe("quiz_no_lessons_taken");
  });
});
