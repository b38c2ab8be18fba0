/**
 * A class game's questions with their answers, from what the teacher already has: one of
 * their quizzes, a word-list assignment of the class (word questions made from the lexicon as the word
 * quiz makes them) or the quiz blocks of one of their lessons. The answers stay on the server: the game's
 * Durable Object keeps them and sends a question without its answer.
 */
import { and, desc, eq, inArray } from "drizzle-orm";
import type { GameSource, GameSources } from "../contract/games";
import { GAME_QUESTIONS_MAX } from "../contract/games";
import type { QuizQuestion } from "../contract/quiz";
import type { Db } from "../db/client";
import { assignments, lessons, quizzes } from "../db/schema";
import { ownLesson } from "../lessons/access";
import { ApiError } from "../lib/errors";
import { lemmaQuestions, lessonQuizQuestions, type UnnumberedQuestion } from "../vocabulary/quiz-questions";

/** A question as the game keeps it: `answer` is the index of the right option. */
export type GameQuestion = { kind: "choice" | "true_false"; prompt: string; options: string[]; answer: number };

const asGameQuestion = (q: Pick<QuizQuestion, "type" | "prompt" | "options" | "correctIndex">): GameQuestion => ({
  kind: q.type === "lesson_true_false" ? "true_false" : "choice",
  prompt: q.prompt,
  options: q.options,
  answer: q.correctIndex,
});

/** The source's questions, at most GAME_QUESTIONS_MAX; 404 for a source that is not the teacher's (or the class's), 422 without questions. */
export async function gameQuestions(db: Db, teacherId: string, classId: string, source: GameSource): Promise<GameQuestion[]> {
  let asked: UnnumberedQuestion[];
  switch (source.kind) {
    case "quiz": {
      const [quiz] = await db
        .select({ questions: quizzes.questions })
        .from(quizzes)
        .where(and(eq(quizzes.id, source.quiz_id), eq(quizzes.userId, teacherId)));
      if (!quiz) throw new ApiError(404, "quiz_not_found");
      asked = quiz.questions as QuizQuestion[];
      break;
    }
    case "word_list": {
      const [list] = await db
        .select({ words: assignments.words })
        .from(assignments)
        .where(and(eq(assignments.id, source.assignment_id), eq(assignments.classId, classId), eq(assignments.kind, "word_list")));
      if (!list) throw new ApiError(404, "assignment_not_found");
      asked = await lemmaQuestions(db, list.words ?? [], GAME_QUESTIONS_MAX);
      break;
    }
    case "lesson":
      asked = lessonQuizQuestions([await ownLesson(db, teacherId, source.lesson_id)]);
      break;
  }
  const questions = asked.slice(0, GAME_QUESTIONS_MAX).map(asGameQuestion);
  if (questions.length === 0) throw new ApiError(422, "game_no_questions");
  return questions;
}

/** What the teacher may start a game of this class from (the class is checked by the caller). */
export async function gameSources(db: Db, teacherId: string, classId: string): Promise<GameSources> {
  const [quizRows, lists, lessonRows] = await db.batch([
    db
      .select({ id: quizzes.id, createdAt: quizzes.createdAt, questionCount: quizzes.questionCount })
      .from(quizzes)
      .where(eq(quizzes.userId, teacherId))
      .orderBy(desc(quizzes.createdAt))
      .limit(20),
    db
      .select({ id: assignments.id, title: assignments.title, words: assignments.words })
      .from(assignments)
      .where(and(eq(assignments.classId, classId), inArray(assignments.kind, ["word_list"])))
      .orderBy(desc(assignments.createdAt)),
    db.select().from(lessons).where(eq(lessons.ownerId, teacherId)).orderBy(desc(lessons.updatedAt)),
  ]);
  return {
    quizzes: quizRows.map((q) => ({ id: q.id, created_at: new Date(q.createdAt).toISOString(), question_count: q.questionCount })),
    word_lists: lists.map((l) => ({ assignment_id: l.id, title: l.title, word_count: l.words?.length ?? 0 })),
    lessons: lessonRows
      // As a game asks them: matching is not one choice, and a gap fill needs other words of the lesson to offer.
      .map((l) => ({ id: l.id, title: l.title, question_count: lessonQuizQuestions([l]).length }))
      .filter((l) => l.question_count > 0),
  };
}
