/**
 * SAT mistakes → review cards, at /api/sat/review:
 *   GET  /api/sat/review/attempts/:id                              the finished attempt's questions already in review
 *   POST /api/sat/review/attempts/:id/questions/:questionId/card   one wrong or omitted question as a review card (idempotent)
 *   POST /api/sat/review/attempts/:id/wrong                        every wrong or omitted question of the attempt
 *   GET  /api/sat/review/words/:wordId                             the question a review card teaches, with its stimulus
 * The card is made from the server's own answer key: the client names the attempt and the question,
 * never the answer. Signed in only (401); another learner's attempt is 404; an unfinished one is 409.
 */
import { z } from "zod";
import type { SatQuestionView } from "./sat";

export const SAT_REVIEW_CATEGORY = "SAT review";

export const SAT_REVIEW_ERROR_CODES = {
  /** 409: the question was answered right, so there is nothing to review. */
  answeredRight: "sat_question_answered_right",
  /** 404: the word is not one of the learner's SAT review cards. */
  notACard: "sat_review_card_not_found",
} as const;

export const satReviewAttemptParamSchema = z.strictObject({ id: z.uuid("an attempt id is a UUID") });
export const satReviewQuestionParamSchema = z.strictObject({
  id: z.uuid("an attempt id is a UUID"),
  questionId: z.string().regex(/^[a-z0-9]+(-[a-z0-9]+)*$/, "question ids are lower-case kebab-case"),
});

/** A question of the attempt with the dictionary word (and SRS card) that teaches it. */
export type SatReviewCard = { questionId: string; wordId: string; word: string; created: boolean };

export type SatReviewCardsResponse = { attemptId: string; cards: SatReviewCard[] };
/** POST answers: the cards of the questions asked for; `created` counts the new ones (201 when any). */
export type SatSendToReviewResponse = SatReviewCardsResponse & { created: number };

export const satReviewWordParamSchema = z.strictObject({ wordId: z.uuid("a word id is a UUID") });
/**
 * What the review screen shows on the front of a SAT card so it can be answered: the question as the test showed
 * it, with its passage, notes, table or figure and options (never the answer, which is on the card's back).
 */
export type SatReviewStimulusResponse = { wordId: string; origin: string; question: SatQuestionView };
