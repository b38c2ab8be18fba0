/** Quiz data of the signed-in user: query keys (under the account root) and calls. */
import type { CreateQuizRequest, Quiz, QuizHistoryItem, QuizListResponse, SaveQuizResultRequest } from "../../../worker/contract/quiz";
import type { QuizResult } from "../../../worker/contract/quiz";
import type { Category } from "../../../worker/contract/words";
import { apiFetch } from "../../lib/api";
import { accountQueryKey } from "../../lib/auth/account-queries";

export const quizKeys = {
  all: (userId: string) => [...accountQueryKey(userId), "quizzes"] as const,
  list: (userId: string) => [...quizKeys.all(userId), "list"] as const,
  one: (userId: string, quizId: string) => [...quizKeys.all(userId), "quiz", quizId] as const,
  history: (userId: string) => [...quizKeys.all(userId), "history"] as const,
};

export const categoriesKey = (userId: string) => [...accountQueryKey(userId), "practice", "categories"] as const;

export const createQuiz = (request: CreateQuizRequest) => apiFetch<Quiz>("/api/quizzes", { method: "POST", body: JSON.stringify(request) });

export const fetchQuiz = (quizId: string) => apiFetch<Quiz>(`/api/quizzes/${encodeURIComponent(quizId)}`);

export const saveQuizResult = (quizId: string, body: SaveQuizResultRequest) =>
  apiFetch<{ result: QuizResult; alreadySaved: boolean }>(`/api/quizzes/${encodeURIComponent(quizId)}/results`, { method: "POST", body: JSON.stringify(body) });

const page = (cursor: string | null) => `limit=20${cursor ? `&cursor=${encodeURIComponent(cursor)}` : ""}`;

export const fetchQuizList = (cursor: string | null) => apiFetch<QuizListResponse>(`/api/quizzes?${page(cursor)}`);

export const fetchQuizHistory = (cursor: string | null) =>
  apiFetch<{ items: QuizHistoryItem[]; nextCursor: string | null }>(`/api/quiz-history?${page(cursor)}`);

export const fetchCategories = () => apiFetch<{ categories: Category[] }>("/api/categories").then((body) => body.categories);
