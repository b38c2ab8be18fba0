/**
 * Answers to an article's or episode's comprehension questions, scored here against the answer keys
 * (the client only says which option it chose) and kept as an attempt. A question's answer and
 * explanation are revealed only once the learner has answered it.
 *
 * The learner's first answer to each question is the one that counts: the submission that gives the
 * last question its first answer becomes the counted attempt, scored on those first answers and
 * recorded as library practice (`library_article_completed` / `library_podcast_completed`, training
 * reading or listening) for progress, streaks and History. Every later submission is practice: scored
 * and shown, never recorded, so trying again cannot raise a score. A retried submission (same client
 * id) gets the stored result and records nothing more.
 */
import { and, asc, eq } from "drizzle-orm";
import {
  LIBRARY_ERROR_CODES,
  type LibraryAnswersRequest,
  type LibraryAnswersResponse,
  type LibraryItemKind,
  type LibraryQuestionResult,
} from "../contract/library";
import { isUniqueViolation, type Db } from "../db/client";
import { libraryAnswerKeys, libraryAttempts } from "../db/library-schema";
import { ApiError } from "../lib/errors";
import { recordProgressEvents, type ProgressEnv } from "../progress/record";
import { findItem } from "./items";

const SECTION: Record<LibraryItemKind, "reading" | "listening"> = { article: "reading", podcast: "listening" };

type Key = typeof libraryAnswerKeys.$inferSelect;
type AttemptRow = typeof libraryAttempts.$inferSelect;

/** Each question's verdict; the key and explanation only for a question that was answered. */
function scored(keys: Key[], answers: Record<string, number>) {
  const results = keys.map((key): LibraryQuestionResult => {
    const chosen = answers[key.questionId] ?? null;
    return chosen === null
      ? { questionId: key.questionId, chosen, answer: null, correct: false, explanation: null }
      : { questionId: key.questionId, chosen, answer: key.answer, correct: chosen === key.answer, explanation: key.explanation };
  });
  const correct = results.filter((r) => r.correct).length;
  const total = results.length;
  return { results, correct, total, score: total === 0 ? 0 : Math.round((100 * correct) / total) };
}

/** The first answer the learner gave each question over their earlier attempts, oldest first. */
function firstAnswers(attempts: AttemptRow[]): Record<string, number> {
  const first: Record<string, number> = {};
  for (const attempt of attempts) for (const [id, choice] of Object.entries(attempt.answers)) first[id] ??= choice;
  return first;
}

export async function scoreAnswers(
  env: ProgressEnv,
  db: Db,
  userId: string,
  kind: LibraryItemKind,
  itemId: string,
  request: LibraryAnswersRequest,
): Promise<LibraryAnswersResponse> {
  const item = await findItem(db, kind, itemId);
  const order = new Map(item.questions.map((q, i) => [q.id, i]));
  const keys = (await db.select().from(libraryAnswerKeys).where(eq(libraryAnswerKeys.itemId, itemId))).sort(
    (a, b) => (order.get(a.questionId) ?? 0) - (order.get(b.questionId) ?? 0),
  );
  const unknown = Object.keys(request.answers).find((id) => !keys.some((k) => k.questionId === id));
  if (unknown)
    throw new ApiError(400, LIBRARY_ERROR_CODES.unknownQuestion, {
      key: kind === "article" ? "library_unknown_question" : "library_unknown_question_podcast",
      params: { id: unknown },
    });

  const earlier = await db
    .select()
    .from(libraryAttempts)
    .where(and(eq(libraryAttempts.userId, userId), eq(libraryAttempts.itemId, itemId)))
    .orderBy(asc(libraryAttempts.createdAt));
  const previous = await db.query.libraryAttempts.findFirst({
    where: and(eq(libraryAttempts.userId, userId), eq(libraryAttempts.clientId, request.clientId)),
  });
  if (previous && previous.itemId !== itemId) throw new ApiError(409, LIBRARY_ERROR_CODES.clientIdReused);
  if (previous) return { duplicate: true, practice: !previous.counted, ...scored(keys, previous.answers) };

  // Counted: the first answers once every question has one; otherwise this submission is practice.
  const merged = { ...request.answers, ...firstAnswers(earlier) };
  const counts = !earlier.some((a) => a.counted) && keys.every((k) => merged[k.questionId] !== undefined);
  const answers = counts ? merged : request.answers;
  const result = scored(keys, answers);
  const id = crypto.randomUUID();
  const createdAt = new Date().toISOString();
  const row = { id, userId, itemId, clientId: request.clientId, answers, correct: result.correct, total: result.total, createdAt };
  try {
    await db.insert(libraryAttempts).values({ ...row, counted: counts });
  } catch (err) {
    // A concurrent copy of this submission was stored, or another became the counted one: answer as that says.
    if (!isUniqueViolation(err)) throw err;
    return scoreAnswers(env, db, userId, kind, itemId, request);
  }
  if (!counts) return { duplicate: false, practice: true, ...result };
  await recordProgressEvents(env, userId, [
    {
      type: `library_${kind}_completed`,
      key: `library:${id}`,
      occurredAt: Date.parse(createdAt),
      data: {
        section: SECTION[kind],
        score: result.score,
        correct: result.correct,
        total: result.total,
        task: `${kind === "article" ? "Article" : "Podcast"}: ${item.title}`.slice(0, 300),
        ref: { kind: `library_${kind}`, id: itemId },
      },
    },
  ]);
  return { duplicate: false, practice: false, ...result };
}
