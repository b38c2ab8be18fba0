/** The lesson quiz (issue 15, /lesson-quiz): the word quiz of source "lessons", from the lessons a learner finished. */
import { env } from "cloudflare:workers";
import { beforeAll, describe, expect, it } from "vitest";
import type { Quiz, QuizResult } from "../../../worker/contract/quiz";
import { call, json, signedIn, type Caller } from "../progress/helpers";
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
  insertLesson(ownerId, { blocks: [{ id: "v", type: "vocabulary", words: lemmas }] });
const startQuiz = (as: Caller) => call("/api/quizzes", as.token, { json: { source: "lessons", questionCount: 10 } });

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

  it("says so with 422 quiz_no_lessons_taken before the learner has finished a lesson", async () => {
    const learner = await signedIn();
    await lessonWith(learner.id, words.slice(0, 6));
    const res = await startQuiz(learner);
    expect(res.status).toBe(422);
    expect(((await res.json()) as { error: { code: string } }).error.code).toBe("quiz_no_lessons_taken");
  });
});
