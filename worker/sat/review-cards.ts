/**
 * Wrong or omitted questions of a finished SAT section → review cards (issue 16): each becomes a
 * dictionary word with an SRS card (shape in ./review-card-text.ts) in the learner's "SAT review"
 * category; a Words in Context word already in the dictionary gets its card and no copy. The question,
 * its answer key and the learner's answer are read from D1: the client only names them. One card per
 * learner and question (sat_review_cards), so sending again changes nothing.
 */
import { and, asc, eq, inArray } from "drizzle-orm";
import { SAT_ERROR_CODES, type SatModule } from "../contract/sat";
import {
  SAT_REVIEW_CATEGORY,
  SAT_REVIEW_ERROR_CODES,
  type SatReviewCard,
  type SatReviewCardsResponse,
  type SatSendToReviewResponse,
} from "../contract/sat-review";
import { NOTES_MAX_LENGTH } from "../contract/vocabulary-constants";
import { categoryKey, wordKey } from "../contract/words";
import { isUniqueViolation, newId, type Db } from "../db/client";
import { categories, satAnswerKeys, satAttemptModules, satQuestions, satReviewCards, words } from "../db/schema";
import { ApiError } from "../lib/errors";
import { ensureGeneral } from "../vocabulary/categories";
import { addToSrs } from "../vocabulary/srs";
import { createWord } from "../vocabulary/words";
import { findAttempt, type AttemptRow } from "./attempts";
import { clip, reviewCardText, type ReviewCardSource } from "./review-card-text";
import { isCorrect } from "./scoring";

const MODULE_NAMES: Record<SatModule, string> = {
  module1: "Module 1",
  module2_easier: "Module 2 (easier)",
  module2_harder: "Module 2 (harder)",
};

type MissedQuestion = ReviewCardSource & { id: string };

/** The learner's own finished attempt: another learner's is 404, an unfinished one 409. */
async function finishedAttempt(
  db: Db,
  userId: string,
  attemptId: string,
): Promise<AttemptRow & { route: NonNullable<AttemptRow["route"]> }> {
  const attempt = await findAttempt(db, userId, attemptId);
  if (attempt.status !== "completed" || !attempt.route)
    throw new ApiError(409, SAT_ERROR_CODES.notFinished, "Questions go to review once both modules of the section are submitted.");
  return { ...attempt, route: attempt.route };
}

/** Every question the learner met in the attempt, with its key and whether it was answered right. */
async function attemptQuestions(db: Db, attempt: AttemptRow & { route: SatModule }) {
  // Not a batch: a batched join reads same-named columns of both tables as one.
  const [rows, modules] = await Promise.all([
    db
      .select({ question: satQuestions, key: satAnswerKeys })
      .from(satQuestions)
      .innerJoin(satAnswerKeys, and(eq(satAnswerKeys.testId, satQuestions.testId), eq(satAnswerKeys.questionId, satQuestions.id)))
      .where(and(eq(satQuestions.testId, attempt.testId), inArray(satQuestions.module, ["module1", attempt.route])))
      .orderBy(asc(satQuestions.module), asc(satQuestions.number)),
    db.select().from(satAttemptModules).where(eq(satAttemptModules.attemptId, attempt.id)),
  ]);
  return rows.map(({ question, key }) => {
    const answer = modules.find((m) => m.module === question.module)?.answers[question.id];
    const missed: MissedQuestion = {
      id: question.id,
      body: question.body,
      answer: key.answer,
      explanation: key.explanation,
      steps: key.steps,
      origin: `SAT ${attempt.testTitle}, ${MODULE_NAMES[question.module]}, question ${question.number}`,
    };
    return { ...missed, right: isCorrect(question.format, key.answer, answer) };
  });
}

/** The cards this learner already has for questions of the attempt's test. */
async function existingCards(db: Db, userId: string, testId: string, questionIds: string[]): Promise<Map<string, SatReviewCard>> {
  if (questionIds.length === 0) return new Map();
  const rows = await db
    .select({ questionId: satReviewCards.questionId, wordId: satReviewCards.wordId, word: words.word })
    .from(satReviewCards)
    .innerJoin(words, eq(words.id, satReviewCards.wordId))
    .where(and(eq(satReviewCards.userId, userId), eq(satReviewCards.testId, testId), inArray(satReviewCards.questionId, questionIds)));
  return new Map(rows.map((r) => [r.questionId, { ...r, created: false }]));
}

/** The learner's "SAT review" category, made on first use. */
async function reviewCategory(db: Db, userId: string): Promise<string> {
  await ensureGeneral(db, userId);
  const nameKey = categoryKey(SAT_REVIEW_CATEGORY);
  const now = Date.now();
  await db
    .insert(categories)
    .values({ id: newId(), userId, name: SAT_REVIEW_CATEGORY, nameKey, isDefault: false, createdAt: now, updatedAt: now })
    .onConflictDoNothing();
  const [row] = await db
    .select({ id: categories.id })
    .from(categories)
    .where(and(eq(categories.userId, userId), eq(categories.nameKey, nameKey)));
  if (!row) throw new Error("SAT review category missing after insert");
  return row.id;
}

async function findWord(db: Db, userId: string, key: string, categoryId?: string): Promise<{ id: string; word: string } | undefined> {
  const [row] = await db
    .select({ id: words.id, word: words.word })
    .from(words)
    .where(and(eq(words.userId, userId), eq(words.wordKey, key), ...(categoryId ? [eq(words.categoryId, categoryId)] : [])))
    .orderBy(asc(words.createdAt))
    .limit(1);
  return row;
}

/** The word that teaches the question: an existing dictionary word for a Words in Context item, else a new one. */
async function wordFor(db: Db, userId: string, categoryId: string, question: MissedQuestion): Promise<{ id: string; word: string }> {
  const card = reviewCardText(question);
  const key = wordKey(card.word);
  const existing = await findWord(db, userId, key, card.kind === "word" ? undefined : categoryId);
  if (existing) return existing;
  try {
    const made = await createWord(db, userId, {
      word: card.word,
      categoryId,
      // A dictionary word gets the lexicon's definition and sense; the explanation stays in the notes.
      ...(card.kind === "word"
        ? { notes: clip(`${card.definition} (${card.notes})`, NOTES_MAX_LENGTH) }
        : { definition: card.definition, fillFromLexicon: false, notes: card.notes, difficulty: card.difficulty }),
      ...(card.example ? { example: card.example } : {}),
    });
    if (card.kind === "word" && made.definition === null)
      await db.update(words).set({ definition: card.definition, notes: card.notes }).where(eq(words.id, made.id));
    return { id: made.id, word: made.word };
  } catch (err) {
    // A concurrent request made the same word first: use it.
    if (!(err instanceof ApiError && err.status === 409)) throw err;
    const winner = await findWord(db, userId, key, categoryId);
    if (!winner) throw err;
    return winner;
  }
}

async function sendQuestions(db: Db, userId: string, attempt: AttemptRow, questions: MissedQuestion[]): Promise<SatSendToReviewResponse> {
  const existing = await existingCards(
    db,
    userId,
    attempt.testId,
    questions.map((q) => q.id),
  );
  const cards: SatReviewCard[] = [];
  let categoryId: string | null = null;
  for (const question of questions) {
    const known = existing.get(question.id);
    if (known) {
      // The learner may have taken the word out of SRS since: the card comes back, still no copy.
      const { created } = await addToSrs(db, userId, known.wordId);
      cards.push({ ...known, created });
      continue;
    }
    categoryId ??= await reviewCategory(db, userId);
    const word = await wordFor(db, userId, categoryId, question);
    const { created } = await addToSrs(db, userId, word.id);
    try {
      await db
        .insert(satReviewCards)
        .values({ userId, testId: attempt.testId, questionId: question.id, wordId: word.id, attemptId: attempt.id });
    } catch (err) {
      // Another request linked the question at the same moment: its card is this one.
      if (!isUniqueViolation(err)) throw err;
    }
    cards.push({ questionId: question.id, wordId: word.id, word: word.word, created });
  }
  return { attemptId: attempt.id, cards, created: cards.filter((c) => c.created).length };
}

/** GET: the questions of a finished attempt that are in review now. */
export async function reviewCardsOf(db: Db, userId: string, attemptId: string): Promise<SatReviewCardsResponse> {
  const attempt = await finishedAttempt(db, userId, attemptId);
  const ids = (await attemptQuestions(db, attempt)).map((q) => q.id);
  return { attemptId, cards: [...(await existingCards(db, userId, attempt.testId, ids)).values()] };
}

/** POST …/questions/:questionId/card: one wrong or omitted question; a question answered right is 409. */
export async function sendQuestionToReview(
  db: Db,
  userId: string,
  attemptId: string,
  questionId: string,
): Promise<SatSendToReviewResponse> {
  const attempt = await finishedAttempt(db, userId, attemptId);
  const question = (await attemptQuestions(db, attempt)).find((q) => q.id === questionId);
  if (!question) throw new ApiError(404, SAT_ERROR_CODES.unknownQuestion, "This section has no such question.");
  if (question.right)
    throw new ApiError(409, SAT_REVIEW_ERROR_CODES.answeredRight, "This question was answered right: there is nothing to review.");
  return sendQuestions(db, userId, attempt, [question]);
}

/** POST …/wrong: every wrong or omitted question of the attempt. */
export async function sendWrongToReview(db: Db, userId: string, attemptId: string): Promise<SatSendToReviewResponse> {
  const attempt = await finishedAttempt(db, userId, attemptId);
  const missed = (await attemptQuestions(db, attempt)).filter((q) => !q.right);
  return sendQuestions(db, userId, attempt, missed);
}
