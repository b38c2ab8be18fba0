/**
 * Answers to an article's or episode's comprehension questions, scored here against the answer keys
 * (the client only says which option it chose), kept as an attempt, and recorded as library practice
 * (`library_article_completed` / `library_podcast_completed`, training reading or listening) for progress,
 * streaks and History. A retried submission (same client id) gets
 * the stored result and records nothing more.
 */
import { and, eq } from "drizzle-orm";
import { LIBRARY_ERROR_CODES, type LibraryAnswersRequest, type LibraryAnswersResponse, type LibraryItemKind } from "../contract/library";
import type { Db } from "../db/client";
import { libraryAnswerKeys, libraryAttempts } from "../db/library-schema";
import { ApiError } from "../lib/errors";
import { recordProgressEvents, type ProgressEnv } from "../progress/record";
import { findItem } from "./items";

const SECTION: Record<LibraryItemKind, "reading" | "listening"> = { article: "reading", podcast: "listening" };

export async function scoreAnswers(
  env: ProgressEnv,
  db: Db,
  userId: string,
  kind: LibraryItemKind,
  itemId: string,
  request: LibraryAnswersRequest,
): Promise<LibraryAnswersResponse> {
  const item = await findItem(db, kind, itemId);
  const keys = await db.select().from(libraryAnswerKeys).where(eq(libraryAnswerKeys.itemId, itemId));
  const unknown = Object.keys(request.answers).find((id) => !keys.some((k) => k.questionId === id));
  if (unknown)
    throw new ApiError(400, LIBRARY_ERROR_CODES.unknownQuestion, {
      key: kind === "article" ? "library_unknown_question" : "library_unknown_question_podcast",
      params: { id: unknown },
    });

  const previous = await db.query.libraryAttempts.findFirst({
    where: and(eq(libraryAttempts.userId, userId), eq(libraryAttempts.clientId, request.clientId)),
  });
  if (previous && previous.itemId !== itemId) throw new ApiError(409, LIBRARY_ERROR_CODES.clientIdReused);
  const answers = previous?.answers ?? request.answers;
  const order = new Map(item.questions.map((q, i) => [q.id, i]));
  const results = keys
    .sort((a, b) => (order.get(a.questionId) ?? 0) - (order.get(b.questionId) ?? 0))
    .map((key) => {
      const chosen = answers[key.questionId] ?? null;
      return { questionId: key.questionId, chosen, answer: key.answer, correct: chosen === key.answer, explanation: key.explanation };
    });
  const correct = results.filter((r) => r.correct).length;
  const total = results.length;
  const score = total === 0 ? 0 : Math.round((100 * correct) / total);
  if (previous) return { duplicate: true, correct, total, score, results };

  const id = crypto.randomUUID();
  const createdAt = new Date().toISOString();
  await db.insert(libraryAttempts).values({ id, userId, itemId, clientId: request.clientId, answers, correct, total, createdAt });
  const section = SECTION[kind];
  await recordProgressEvents(env, userId, [
    {
      type: `library_${kind}_completed`,
      key: `library:${id}`,
      occurredAt: Date.parse(createdAt),
      data: {
        section,
        score,
        correct,
        total,
        task: `${kind === "article" ? "Article" : "Podcast"}: ${item.title}`.slice(0, 300),
        ref: { kind: `library_${kind}`, id: itemId },
      },
    },
  ]);
  return { duplicate: false, correct, total, score, results };
}
