/**
 * The practice screens' data (review queue, flashcard decks, quizzes): query keys under the account's
 * root, so sign-out clears them, and calls. Words and categories come from the dictionary's API.
 */
import type { ReviewRequest } from "../../../worker/contract/srs";
import type { CreateQuizRequest, SaveQuizResultRequest } from "../../../worker/contract/quiz";
import { api, call } from "../../lib/api-client";
import { accountQueryKey } from "../../lib/auth/account-queries";

/**
 * What a review session or a flashcard pass works through: fetched when the screen opens or runs out,
 * never refreshed under the learner (saved ratings would otherwise bring a card straight back).
 */
const SESSION_ROOT = "practice-session";

export const reviewQueueKey = (userId: string) => [...accountQueryKey(userId), SESSION_ROOT, "srs-queue"] as const;

export const flashcardDeckKey = (userId: string, source: string, categoryId: string | null) =>
  [...accountQueryKey(userId), SESSION_ROOT, "flashcards", source, categoryId] as const;

export const isSessionQuery = (queryKey: readonly unknown[]) => queryKey[2] === SESSION_ROOT;

export const fetchReviewQueue = (limit: number) => call(api.srs.queue.$get({ query: { limit: String(limit) } }));

export const postReview = (json: ReviewRequest) => call(api.srs.reviews.$post({ json }));

export const undoReview = (reviewId: string) => call(api.srs.reviews.undo.$post({ json: { reviewId } }));

export const quizKeys = {
  all: (userId: string) => [...accountQueryKey(userId), "quizzes"] as const,
  list: (userId: string) => [...quizKeys.all(userId), "list"] as const,
  one: (userId: string, quizId: string) => [...quizKeys.all(userId), "quiz", quizId] as const,
  history: (userId: string) => [...quizKeys.all(userId), "history"] as const,
};

export const createQuiz = (json: CreateQuizRequest) => call(api.quizzes.$post({ json }));

export const fetchQuiz = (quizId: string) => call(api.quizzes[":id"].$get({ param: { id: encodeURIComponent(quizId) } }));

export const saveQuizResult = (quizId: string, json: SaveQuizResultRequest) =>
  call(api.quizzes[":id"].results.$post({ param: { id: encodeURIComponent(quizId) }, json }));

const page = (cursor: string | null) => ({ query: { limit: "20", ...(cursor ? { cursor } : {}) } });

export const fetchQuizList = (cursor: string | null) => call(api.quizzes.$get(page(cursor)));

export const fetchQuizHistory = (cursor: string | null) => call(api["quiz-history"].$get(page(cursor)));
