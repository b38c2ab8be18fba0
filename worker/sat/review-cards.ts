/**
 * Wrong or omitted questions of a finished SAT section → review cards: each becomes a
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
  type SatReviewStimulusResponse,
  type SatSendToReviewResponse,
} from "../contract/sat-review";
import { NOTES_MAX_LENGTH } from "../contract/vocabulary-constants";
import { categoryKey, wordKey } from "../contract/words";
import { newId, type Db } from "../db/client";
import { categories, satAnswerKeys, satAttemptModules, satQuestions, satReviewCards, satTests, srsCards, words } from "../db/schema";
import { message, type Lang } from "../i18n";
import { ApiError } from "../lib/errors";
import { ensureGeneral } from "../vocabulary/categories";
import { matchLexicon, type LexiconMatch } from "../lexicon/entries";
import { newCard } from "../vocabulary/scheduler";
import { findAttempt, type AttemptRow } from "./attempts";
import { clip, reviewCardText, type ReviewCardSource, type ReviewCardText } from "./review-card-text";
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
    throw new ApiError(409, SAT_ERROR_CODES.notFinished, { key: "sat_not_finished_review" });
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

type WordRow = typeof words.$inferInsert;

/** The learner's words with these keys (in one category, or any): key → the oldest. */
async function wordsByKey(db: Db, userId: string, keys: string[], categoryId?: string): Promise<Map<string, { id: string; word: string }>> {
  if (keys.length === 0) return new Map();
  const rows = await db
    .select({ id: words.id, word: words.word, key: words.wordKey })
    .from(words)
    .where(and(eq(words.userId, userId), inArray(words.wordKey, keys), ...(categoryId ? [eq(words.categoryId, categoryId)] : [])))
    .orderBy(asc(words.createdAt));
  const byKey = new Map<string, { id: string; word: string }>();
  for (const row of rows) if (!byKey.has(row.key)) byKey.set(row.key, { id: row.id, word: row.word });
  return byKey;
}

/** The new word a card needs: a Words in Context word filled from the lexicon as the dictionary fills it, else the question's text. */
function newWord(userId: string, categoryId: string, card: ReviewCardText, match: LexiconMatch | undefined, now: number): WordRow {
  const base = {
    id: newId(),
    userId,
    categoryId,
    word: card.word,
    wordKey: wordKey(card.word),
    example: card.example,
    createdAt: now,
    updatedAt: now,
  };
  if (card.kind === "word" && match) {
    // The dictionary's definition and sense; the explanation stays in the notes.
    return {
      ...base,
      definition: match.definition,
      ipa: match.ipa,
      difficulty: match.difficulty,
      pos: match.pos,
      lexiconLemma: match.lemma_key,
      notes: clip(`${card.definition} (${card.notes})`, NOTES_MAX_LENGTH),
    };
  }
  return { ...base, definition: card.definition, ipa: null, difficulty: card.difficulty, pos: null, lexiconLemma: null, notes: card.notes };
}

/** D1 takes at most 100 bound values a statement: rows go in chunks. */
const chunks = <T>(items: T[], size: number) =>
  Array.from({ length: Math.ceil(items.length / size) }, (_, i) => items.slice(i * size, i * size + size));

/**
 * Cards for the questions in a few statements whatever their number: words found or made (a
 * concurrent request's rows are absorbed by the unique keys), SRS cards added, questions linked.
 */
async function sendQuestions(db: Db, userId: string, attempt: AttemptRow, questions: MissedQuestion[]): Promise<SatSendToReviewResponse> {
  const existing = await existingCards(
    db,
    userId,
    attempt.testId,
    questions.map((q) => q.id),
  );
  const missing = questions.filter((q) => !existing.has(q.id)).map((q) => ({ question: q, card: reviewCardText(q) }));
  const wordIds = new Map<string, { id: string; word: string }>();
  for (const [questionId, card] of existing) wordIds.set(questionId, { id: card.wordId, word: card.word });

  if (missing.length > 0) {
    const categoryId = await reviewCategory(db, userId);
    const keyOf = (card: ReviewCardText) => wordKey(card.word);
    const vocabularyKeys = missing.filter((m) => m.card.kind === "word").map((m) => keyOf(m.card));
    const questionKeys = missing.filter((m) => m.card.kind === "question").map((m) => keyOf(m.card));
    const [anyCategory, lexicon] = await Promise.all([wordsByKey(db, userId, vocabularyKeys), matchLexicon(db, vocabularyKeys)]);
    const inCategory = await wordsByKey(db, userId, questionKeys, categoryId);
    const found = (m: (typeof missing)[number]) => (m.card.kind === "word" ? anyCategory : inCategory).get(keyOf(m.card));
    const now = Date.now();
    const made = new Map<string, WordRow>();
    for (const m of missing) {
      if (!found(m) && !made.has(keyOf(m.card)))
        made.set(keyOf(m.card), newWord(userId, categoryId, m.card, lexicon.get(keyOf(m.card)), now));
    }
    const inserts = chunks([...made.values()], 7).map((rows) => db.insert(words).values(rows).onConflictDoNothing());
    if (inserts.length > 0) await db.batch(inserts as [(typeof inserts)[number], ...typeof inserts]);
    const inReviewCategory =
      made.size > 0 ? await wordsByKey(db, userId, [...made.keys()], categoryId) : new Map<string, { id: string; word: string }>();
    for (const m of missing) {
      const word = found(m) ?? inReviewCategory.get(keyOf(m.card));
      if (!word) throw new Error(`the review word of ${m.question.id} is missing after insert`);
      wordIds.set(m.question.id, word);
    }
  }

  const distinctWords = [...new Set(questions.map((q) => wordIds.get(q.id)!.id))];
  const cardInserts = chunks(distinctWords, 6).map((ids) =>
    db
      .insert(srsCards)
      .values(ids.map((id) => newCard(id, userId, Date.now())))
      .onConflictDoNothing()
      .returning({ wordId: srsCards.wordId }),
  );
  const linkRows = missing.map((m) => ({
    userId,
    testId: attempt.testId,
    questionId: m.question.id,
    wordId: wordIds.get(m.question.id)!.id,
    attemptId: attempt.id,
    createdAt: new Date().toISOString(),
  }));
  const linkInserts = chunks(linkRows, 15).map((rows) => db.insert(satReviewCards).values(rows).onConflictDoNothing());
  const statements = [...cardInserts, ...linkInserts];
  const results = statements.length > 0 ? await db.batch(statements as [(typeof statements)[number], ...typeof statements]) : [];
  const carded = new Set(
    results
      .slice(0, cardInserts.length)
      .flat()
      .map((row) => (row as { wordId: string }).wordId),
  );
  const cards = questions.map((q) => {
    const word = wordIds.get(q.id)!;
    return { questionId: q.id, wordId: word.id, word: word.word, created: carded.has(word.id) };
  });
  return { attemptId: attempt.id, cards, created: new Set(cards.filter((c) => c.created).map((c) => c.wordId)).size };
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
  if (!question) throw new ApiError(404, SAT_ERROR_CODES.unknownQuestion);
  if (question.right) throw new ApiError(409, SAT_REVIEW_ERROR_CODES.answeredRight);
  return sendQuestions(db, userId, attempt, [question]);
}

/** POST …/wrong: every wrong or omitted question of the attempt. */
export async function sendWrongToReview(db: Db, userId: string, attemptId: string): Promise<SatSendToReviewResponse> {
  const attempt = await finishedAttempt(db, userId, attemptId);
  const missed = (await attemptQuestions(db, attempt)).filter((q) => !q.right);
  return sendQuestions(db, userId, attempt, missed);
}

/**
 * GET /words/:wordId: the question behind one of the learner's SAT review cards, its origin in the reader's
 * language (`sat` catalogue); another learner's word is 404.
 */
export async function reviewStimulus(db: Db, userId: string, wordId: string, lang: Lang): Promise<SatReviewStimulusResponse> {
  const [row] = await db
    .select({ body: satQuestions.body, module: satQuestions.module, number: satQuestions.number, title: satTests.title })
    .from(satReviewCards)
    .innerJoin(satQuestions, and(eq(satQuestions.testId, satReviewCards.testId), eq(satQuestions.id, satReviewCards.questionId)))
    .innerJoin(satTests, eq(satTests.id, satReviewCards.testId))
    .where(and(eq(satReviewCards.userId, userId), eq(satReviewCards.wordId, wordId)));
  if (!row) throw new ApiError(404, SAT_REVIEW_ERROR_CODES.notACard);
  const origin = message(lang, "sat:review.origin", {
    test: row.title,
    module: message(lang, `sat:review.modules.${row.module}`),
    number: row.number,
  });
  return { wordId, origin, question: row.body };
}
