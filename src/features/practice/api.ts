/**
 * The practice screens' data (review queue, flashcard decks, quizzes): query keys under the account's
 * root, so sign-out clears them, and calls. Words and categories come from the dictionary's API.
 */
import type { QueueResponse, ReviewRequest, ReviewResponse } from "../../../worker/contract/srs";
import type { CreateQuizRequest, Quiz, QuizHistoryItem, QuizListResponse, QuizResult, SaveQuizResultRequest } from "../../../worker/contract/quiz";
import { apiFetch } from "../../lib/api";
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

export const fetchReviewQueue = (limit: number) => apiFetch<QueueResponse>(`/api/srs/queue?limit=${limit}`);

export const postReview = (request: ReviewRequest) => apiFetch<ReviewResponse>("/api/srs/reviews", { method: "POST", body: JSON.stringify(request) });

export const undoReview = (reviewId: string) => apiFetch<unknown>("/api/srs/reviews/undo", { method: "POST", body: JSON.stringify({ reviewId }) });

export const quizKeys = {
  all: (userId: string) => [...accountQueryKey(userId), "quizzes"] as const,
  list: (userId: string) => [...quizKeys.all(userId), "list"] as const,
  one: (userId: string, quizId: string) => [...quizKeys.all(userId), "quiz", quizId] as const,
  history: (userId: string) => [...quizKeys.all(userId), "history"] as const,
};

export const createQuiz = (request: CreateQuizRequest) => apiFetch<Quiz>("/api/quizzes", { method: "POST", body: JSON.stringify(request) });

export const fetchQuiz = (quizId: string) => apiFetch<Quiz>(`/api/quizzes/${encodeURIComponent(quizId)}`);

export const saveQuizResult = (quizId: string, body: SaveQuizResultRequest) =>
  apiFetch<{ result: QuizResult; alreadySaved: boolean }>(`/api/quizzes/${encodeURIComponent(quizId)}/results`, { method: "POST", body: JSON.stringify(body) });

const page = (cursor: string | null) => `limit=20${cursor ? `&cursor=${encodeURIComponent(cursor)}` : ""}`;

export const fetchQuizList = (cursor: string | null) => apiFetch<QuizListResponse>(`/api/quizzes?${page(cursor)}`);

export const fetchQuizHistory = (cursor: string | null) =>
  apiFetch<{ items: QuizHistoryItem[]; nextCursor: string | null }>(`/api/quiz-history?${page(cursor)}`);
