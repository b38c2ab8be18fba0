import { beforeAll, describe, expect, it } from "vitest";
import type { LexiconEntryResponse } from "../../../worker/contract/lexicon";
import type { Quiz, QuizListResponse, QuizResult } from "../../../worker/contract/quiz";
import type { Category } from "../../../worker/contract/words";
import { QUIZ_BANDS, QUIZ_OPTION_COUNT } from "../../../worker/contract/vocabulary-constants";
import { connect } from "../helpers";
import { loadLexicon, request, signedIn, type Caller, type ErrorResponse } from "./helpers";

beforeAll(loadLexicon);

const WORDS = ["dog", "happy", "abandon", "receive", "tomato", "friend", "teacher", "beautiful"];

async function userWith(words: readonly string[], categoryId?: string): Promise<Caller> {
  const user = await signedIn();
  for (const word of words) await user.ok("/api/words", { method: "POST", json: { word, ...(categoryId ? { categoryId } : {}) } }, 201);
  return user;
}

const newQuiz = (user: Caller, json: object = {}) => user.call("/api/quizzes", { method: "POST", json });

describe("quiz generation", () => {
  it("asks about the user's words with four distinct options, one correct, and an explanation", async () => {
    const user = await userWith(WORDS);
    const res = await newQuiz(user, { questionCount: 8 });
    expect(res.status).toBe(201);
    const quiz = await res.json<Quiz>();
    expect(quiz.questions).toHaveLength(8);
    expect(new Set(quiz.questions.map((q) => q.word))).toEqual(new Set(WORDS));
    for (const q of quiz.questions) {
      expect(q.options).toHaveLength(QUIZ_OPTION_COUNT);
      expect(new Set(q.options.map((o) => o.toLowerCase())).size).toBe(QUIZ_OPTION_COUNT);
      const answer = q.options[q.correctIndex]!;
      if (q.type === "word_to_definition") expect(q.prompt).toBe(q.word);
      // A gap fill's answer is the word in the form its example sentence needs ("received").
      else if (q.type === "gap_fill")
        expect(q.explanation.toLowerCase()).toContain(`example: "${q.prompt.replace("_____", answer)}"`.toLowerCase());
      else expect(answer).toBe(q.word);
      if (q.type === "ipa_to_word") expect(q.prompt).toMatch(/^\/.+\/$/);
      if (q.type === "gap_fill") expect(q.prompt).toContain("_____");
      expect(q.explanation).toContain(`"${q.word}"`);
      expect(q.wordId).not.toBeNull();
    }
    expect(quiz.result).toBeNull();
    expect(await user.ok<Quiz>(`/api/quizzes/${quiz.id}`)).toEqual(quiz);
  });

  it("builds each kind of question when asked for it: definition → word, word → definition, IPA → word, gap-fill", async () => {
    const user = await userWith(WORDS);
    for (const type of ["definition_to_word", "word_to_definition", "ipa_to_word", "gap_fill"]) {
      const quiz = await (await newQuiz(user, { questionCount: 8, types: [type] })).json<Quiz>();
      expect(quiz.questions.filter((q) => q.type === type).length, type).toBeGreaterThan(0);
    }
    const gap = await (await newQuiz(user, { questionCount: 8, types: ["gap_fill"] })).json<Quiz>();
    const dog = gap.questions.find((q) => q.word === "dog" && q.type === "gap_fill");
    expect(dog?.prompt).toBe("the _____ barked all night");
  });

  it("picks distractors of the same part of speech and difficulty, from the lexicon when the dictionary is small", async () => {
    const user = await userWith(["dog", "cat", "house", "book"]);
    const quiz = await (await newQuiz(user, { types: ["definition_to_word"] })).json<Quiz>();
    expect(quiz.questions).toHaveLength(4);
    const options = new Set(quiz.questions.flatMap((q) => q.options));
    expect(options.size).toBeGreaterThan(4);
    for (const option of options) {
      const { entry } = await (await request(`/api/lexicon/entries/${encodeURIComponent(option)}`)).json<LexiconEntryResponse>();
      expect([option, entry.pos, entry.difficulty]).toEqual([option, "noun", "Easy"]);
    }
  });

  it("refuses with quiz_not_enough_words (the SPA's 'Error generating quiz') when fewer than 4 words are usable", async () => {
    const user = await userWith(["dog", "cat", "zzqxv"]);
    const res = await newQuiz(user);
    expect(res.status).toBe(422);
    const body = await res.json<ErrorResponse>();
    expect(body.error.code).toBe("quiz_not_enough_words");
    expect(body.error.message).toMatch(/at least 4 words/);
    expect((await newQuiz(user, { source: "due" })).status).toBe(422);
  });

  it("makes quizzes from one category, the SRS due cards or today's words of the day", async () => {
    const user = await signedIn();
    const pets = await user.ok<Category>("/api/categories", { method: "POST", json: { name: "Pets" } }, 201);
    for (const word of ["dog", "cat", "mouse", "apple"])
      await user.ok("/api/words", { method: "POST", json: { word, categoryId: pets.id } }, 201);
    await user.ok("/api/words", { method: "POST", json: { word: "banana" } }, 201);
    const byCategory = await (await newQuiz(user, { source: "category", categoryId: pets.id })).json<Quiz>();
    expect(byCategory.questions.map((q) => q.word).sort()).toEqual(["apple", "cat", "dog", "mouse"]);
    expect((await newQuiz(user, { source: "category" })).status).toBe(400);
    const daily = await newQuiz(user, { source: "daily" });
    expect(daily.status).toBe(201);
    expect((await daily.json<Quiz>()).questions.every((q) => q.wordId === null)).toBe(true);
  });
});

describe("quiz results", () => {
  it("scores the answers on the server, gives the band message, saves once and lists the history", async () => {
    const user = await userWith(WORDS.slice(0, 5));
    const quiz = await (await newQuiz(user, { questionCount: 5 })).json<Quiz>();
    const socket = await connect(user.userId);
    await socket.next((f) => f.type === "hello");
    // 4 of 5 right: 80%, the lowest score of the top band.
    const answers = quiz.questions.map((q, i) => (i === 0 ? (q.correctIndex + 1) % QUIZ_OPTION_COUNT : q.correctIndex));
    const saved = await user.ok<{ result: QuizResult; alreadySaved: boolean }>(
      `/api/quizzes/${quiz.id}/results`,
      { method: "POST", json: { answers, durationSeconds: 42 } },
      201,
    );
    expect(saved.alreadySaved).toBe(false);
    expect(saved.result).toMatchObject({
      correctCount: 4,
      total: 5,
      score: 80,
      band: "excellent",
      message: QUIZ_BANDS[0].message,
      messageKey: "quiz.band.excellent",
      durationSeconds: 42,
    });
    expect(await socket.next((f) => f.type === "progress_update", 0, 5000)).toMatchObject({
      data: { event: { event_type: "quiz_completed", score: 80, client_event_id: `quiz:${saved.result.id}` } },
    });
    socket.ws.close();
    const retry = await user.ok<{ result: QuizResult; alreadySaved: boolean }>(`/api/quizzes/${quiz.id}/results`, {
      method: "POST",
      json: { answers: quiz.questions.map(() => null) },
    });
    expect(retry).toEqual({ result: saved.result, alreadySaved: true });
    expect((await user.ok<Quiz>(`/api/quizzes/${quiz.id}`)).result).toEqual(saved.result);

    const second = await (await newQuiz(user, { questionCount: 5 })).json<Quiz>();
    const skipped = await user.ok<{ result: QuizResult }>(
      `/api/quizzes/${second.id}/results`,
      { method: "POST", json: { answers: second.questions.map(() => null) } },
      201,
    );
    expect(skipped.result).toMatchObject({ score: 0, band: "try_again", message: "Try again, you can do it!" });

    const history = await user.ok<{
      items: { quizId: string; result: QuizResult; answers: { chosen: string | null; correct: string; isCorrect: boolean }[] }[];
      nextCursor: string | null;
    }>("/api/quiz-history?limit=1");
    expect(history.items.map((i) => i.quizId)).toEqual([second.id]);
    expect(history.items[0]!.answers[0]).toMatchObject({ chosen: null, isCorrect: false });
    const older = await user.ok<typeof history>(`/api/quiz-history?limit=1&cursor=${encodeURIComponent(history.nextCursor!)}`);
    expect(older.items.map((i) => i.quizId)).toEqual([quiz.id]);
    expect(older.items[0]!.answers.filter((a) => a.isCorrect)).toHaveLength(4);
    expect(older.nextCursor).toBeNull();
  });

  it("lists the user's quizzes newest first, unfinished ones without a result, page by page", async () => {
    const user = await userWith(WORDS.slice(0, 4));
    const first = await (await newQuiz(user, { questionCount: 4 })).json<Quiz>();
    const second = await (await newQuiz(user, { questionCount: 4 })).json<Quiz>();
    const saved = await user.ok<{ result: QuizResult }>(
      `/api/quizzes/${first.id}/results`,
      { method: "POST", json: { answers: first.questions.map((q) => q.correctIndex) } },
      201,
    );
    const all = await user.ok<QuizListResponse>("/api/quizzes");
    expect(all.items.map((q) => [q.id, q.questionCount, q.source, q.result?.score ?? null])).toEqual([
      [second.id, 4, "dictionary", null],
      [first.id, 4, "dictionary", 100],
    ]);
    expect(all.items[1]!.result).toEqual(saved.result);
    expect(all.nextCursor).toBeNull();
    const page = await user.ok<QuizListResponse>("/api/quizzes?limit=1");
    expect(page.items.map((q) => q.id)).toEqual([second.id]);
    const next = await user.ok<QuizListResponse>(`/api/quizzes?limit=1&cursor=${encodeURIComponent(page.nextCursor!)}`);
    expect([next.items.map((q) => q.id), next.nextCursor]).toEqual([[first.id], null]);
    // The one cursor format of every list (worker/lib/cursor.ts): anything else is a 400, as for History.
    for (const path of ["/api/quizzes", "/api/quiz-history"])
      expect((await user.call(`${path}?cursor=${Date.now()}_${first.id}`)).status).toBe(400);
    expect((await (await signedIn()).ok<QuizListResponse>("/api/quizzes")).items).toEqual([]);
    expect((await request("/api/quizzes")).status).toBe(401);
  });

  it("refuses answers that do not match the questions, and another user's quiz is 404", async () => {
    const user = await userWith(WORDS.slice(0, 4));
    const quiz = await (await newQuiz(user, { questionCount: 4 })).json<Quiz>();
    const short = await user.call(`/api/quizzes/${quiz.id}/results`, { method: "POST", json: { answers: [0] } });
    expect(short.status).toBe(400);
    expect((await short.json<ErrorResponse>()).error.code).toBe("quiz_answers_mismatch");
    expect((await user.call(`/api/quizzes/${quiz.id}/results`, { method: "POST", json: { answers: [0, 1, 2, 9] } })).status).toBe(400);
    const other = await signedIn();
    expect((await other.call(`/api/quizzes/${quiz.id}`)).status).toBe(404);
    expect((await other.call(`/api/quizzes/${quiz.id}/results`, { method: "POST", json: { answers: [0, 0, 0, 0] } })).status).toBe(404);
    expect((await other.ok<{ items: unknown[] }>("/api/quiz-history")).items).toEqual([]);
  });
});
