/**
 * Word quizzes as stored: a new quiz with its questions (quiz-questions.ts makes them), the answers
 * scored on the server and saved once, and the lists of quizzes and results.
 */
import { and, desc, eq, lt, or } from "drizzle-orm";
import type { CreateQuizRequest, Quiz, QuizHistoryItem, QuizListResponse, QuizQuestion, QuizResult, QuizSource } from "../contract/quiz";
import { QUIZ_ERROR_CODES } from "../contract/quiz";
import { quizBand, quizScore } from "../contract/vocabulary-constants";
import { quizResults, quizzes } from "../db/schema";
import { decodeCursor, encodeCursor } from "../lib/cursor";
import { ApiError } from "../lib/errors";
import { wordQuestionCount } from "../progress/vocabulary-events";
import { quizQuestions } from "./quiz-questions";
import { iso, newId, type Db } from "../db/client";

export async function generateQuiz(db: Db, userId: string, request: CreateQuizRequest & { questionCount: number }): Promise<Quiz> {
  const source = request.source ?? "dictionary";
  const questions = await quizQuestions(db, userId, request);
  const createdAt = Date.now();
  const id = newId();
  await db
    .insert(quizzes)
    .values({ id, userId, source, categoryId: request.categoryId ?? null, questions, questionCount: questions.length, createdAt });
  return { id, source, categoryId: request.categoryId ?? null, questions, createdAt: iso(createdAt), result: null };
}

type QuizRow = typeof quizzes.$inferSelect;
type ResultRow = typeof quizResults.$inferSelect;

const toResult = (row: ResultRow): QuizResult => {
  const band = quizBand(row.score);
  return {
    id: row.id,
    quizId: row.quizId,
    answers: row.answers,
    correctCount: row.correctCount,
    total: row.total,
    score: row.score,
    band: row.band,
    messageKey: band.messageKey,
    message: band.message,
    durationSeconds: row.durationSeconds,
    completedAt: iso(row.completedAt),
  };
};

const questionsOf = (row: QuizRow) => row.questions as QuizQuestion[];

const toQuiz = (row: QuizRow, result: ResultRow | null): Quiz => ({
  id: row.id,
  source: row.source as QuizSource,
  categoryId: row.categoryId,
  questions: questionsOf(row),
  createdAt: iso(row.createdAt),
  result: result ? toResult(result) : null,
});

async function findQuiz(db: Db, userId: string, id: string) {
  const [row] = await db
    .select({ quiz: quizzes, result: quizResults })
    .from(quizzes)
    .leftJoin(quizResults, eq(quizResults.quizId, quizzes.id))
    .where(and(eq(quizzes.id, id), eq(quizzes.userId, userId)));
  if (!row) throw new ApiError(404, QUIZ_ERROR_CODES.quizNotFound);
  return row;
}

export async function getQuiz(db: Db, userId: string, id: string): Promise<Quiz> {
  const { quiz, result } = await findQuiz(db, userId, id);
  return toQuiz(quiz, result);
}

/** Scores and saves the answers once; a repeated post returns the saved result. */
export async function saveQuizResult(
  db: Db,
  userId: string,
  quizId: string,
  body: { answers: (number | null)[]; durationSeconds?: number },
): Promise<{ result: QuizResult; alreadySaved: boolean; words: number }> {
  const { quiz, result: saved } = await findQuiz(db, userId, quizId);
  const words = wordQuestionCount(quiz.questions);
  if (saved) return { result: toResult(saved), alreadySaved: true, words };
  const questions = questionsOf(quiz);
  if (body.answers.length !== questions.length) {
    throw new ApiError(400, QUIZ_ERROR_CODES.answersMismatch, { params: { expected: questions.length, got: body.answers.length } });
  }
  const correctCount = questions.filter((q, i) => body.answers[i] === q.correctIndex).length;
  const score = quizScore(correctCount, questions.length);
  const row: ResultRow = {
    id: newId(),
    quizId,
    userId,
    answers: body.answers,
    correctCount,
    total: questions.length,
    score,
    band: quizBand(score).band,
    durationSeconds: body.durationSeconds ?? null,
    completedAt: Date.now(),
  };
  const inserted = await db.insert(quizResults).values(row).onConflictDoNothing().returning({ id: quizResults.id });
  if (inserted.length === 0) return { result: toResult((await findQuiz(db, userId, quizId)).result!), alreadySaved: true, words };
  return { result: toResult(row), alreadySaved: false, words };
}

/** Cursors of the two lists (worker/lib/cursor.ts): the sort time in ms and the id, which breaks ties. */
function parseCursor(cursor: string | undefined): { at: number; id: string } | null {
  const before = decodeCursor(cursor);
  return before && { at: Date.parse(before.at), id: before.id };
}

const cursorOf = (at: number, id: string) => encodeCursor({ at: iso(at), id });

export async function quizHistory(db: Db, userId: string, limit: number, cursor: string | undefined) {
  const conditions = [eq(quizResults.userId, userId)];
  const after = parseCursor(cursor);
  if (after)
    conditions.push(or(lt(quizResults.completedAt, after.at), and(eq(quizResults.completedAt, after.at), lt(quizResults.id, after.id)))!);
  const rows = await db
    .select({ quiz: quizzes, result: quizResults })
    .from(quizResults)
    .innerJoin(quizzes, eq(quizzes.id, quizResults.quizId))
    .where(and(...conditions))
    .orderBy(desc(quizResults.completedAt), desc(quizResults.id))
    .limit(limit + 1);
  const page = rows.slice(0, limit);
  const items: QuizHistoryItem[] = page.map(({ quiz, result }) => ({
    quizId: quiz.id,
    source: quiz.source as QuizSource,
    result: toResult(result),
    answers: questionsOf(quiz).map((q, i) => {
      const chosen = result.answers[i] ?? null;
      return {
        questionId: q.id,
        type: q.type,
        prompt: q.prompt,
        word: q.word,
        chosen: chosen === null ? null : (q.options[chosen] ?? null),
        correct: q.options[q.correctIndex]!,
        isCorrect: chosen === q.correctIndex,
      };
    }),
  }));
  const last = page.at(-1)?.result;
  return { items, nextCursor: rows.length > limit && last ? cursorOf(last.completedAt, last.id) : null };
}

/** The user's quizzes, newest first, each with its result once saved (the Tests list). */
export async function listQuizzes(db: Db, userId: string, limit: number, cursor: string | undefined): Promise<QuizListResponse> {
  const conditions = [eq(quizzes.userId, userId)];
  const after = parseCursor(cursor);
  if (after) conditions.push(or(lt(quizzes.createdAt, after.at), and(eq(quizzes.createdAt, after.at), lt(quizzes.id, after.id)))!);
  const rows = await db
    .select({ quiz: quizzes, result: quizResults })
    .from(quizzes)
    .leftJoin(quizResults, eq(quizResults.quizId, quizzes.id))
    .where(and(...conditions))
    .orderBy(desc(quizzes.createdAt), desc(quizzes.id))
    .limit(limit + 1);
  const page = rows.slice(0, limit);
  const last = page[page.length - 1]?.quiz;
  return {
    items: page.map(({ quiz, result }) => ({
      id: quiz.id,
      source: quiz.source as QuizSource,
      categoryId: quiz.categoryId,
      questionCount: quiz.questionCount,
      createdAt: iso(quiz.createdAt),
      result: result ? toResult(result) : null,
    })),
    nextCursor: rows.length > limit && last ? cursorOf(last.createdAt, last.id) : null,
  };
}
