/**
 * The progress events of the vocabulary domain, built in one place from the record they stand for:
 * the vocabulary routes record them when a quiz result is saved or a rating applied (worker/vocabulary/progress.ts),
 * and a client's post of the same event is turned into exactly this (worker/progress/client-events.ts),
 * so both count once under the same key.
 */
import { QUESTION_TYPES, type QuizQuestion } from "../contract/quiz";
import type { ServerProgressEvent } from "./event-input";

/**
 * What a saved quiz result says about itself (its row or the route's answer), and how many of its
 * questions asked about a word: a lesson quiz also asks the lessons' own questions, which are no words.
 */
export type QuizResultFacts = {
  words: number;
  id: string;
  score: number;
  correctCount: number;
  total: number;
  durationSeconds: number | null;
  completedAt: number;
};

/** The questions of a stored quiz (contract QuizQuestion[]) that asked about a word. */
export const wordQuestionCount = (questions: readonly unknown[]) =>
  (questions as QuizQuestion[]).filter((q) => (QUESTION_TYPES as readonly string[]).includes(q.type)).length;

export function quizCompletedEvent(result: QuizResultFacts): ServerProgressEvent {
  return {
    type: "quiz_completed",
    key: `quiz:${result.id}`,
    occurredAt: result.completedAt,
    data: {
      score: result.score,
      correct: result.correctCount,
      total: result.total,
      words: result.words,
      ...(result.durationSeconds === null ? {} : { duration_seconds: result.durationSeconds }),
      ref: { kind: "quiz_result", id: result.id },
    },
  };
}

/** One applied SRS rating; `again` is the rating that counts as not recalled. */
export function srsReviewEvent(review: { id: string; again: boolean; reviewedAt: number }): ServerProgressEvent {
  return {
    type: "srs_review_completed",
    key: `srs:${review.id}`,
    occurredAt: review.reviewedAt,
    data: { words: 1, correct: review.again ? 0 : 1, total: 1, ref: { kind: "srs_review", id: review.id } },
  };
}
