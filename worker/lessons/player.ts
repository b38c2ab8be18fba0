/**
 * The lesson player: a learner steps through a lesson they may play (access.ts
 * `playableLesson`, asked by the route). The server keeps their place, scores their quiz answers
 * (the first answer to a question stands), evaluates their writing (and, in player-speaking.ts, their
 * spoken answers), adds a vocabulary set to their dictionary and SRS, and on finishing records
 * `lesson_completed` once.
 *
 * The owner opening their own lesson is a preview: answers are scored and shown, nothing is stored and
 * nothing is recorded. `lesson_progress.started_at` means "opened" and `completed_at` "finished": the
 * sharing screens read them so.
 */
import { and, eq, sql } from "drizzle-orm";
import { withAiBudget } from "../ai/budget";
import type { AiEnv } from "../ai/model";
import {
  LESSON_PLAYER_ERROR_CODES,
  assessedOf,
  lessonScore,
  stepsToDo,
  type LessonAnswersResponse,
  type LessonCompleteResponse,
  type LessonFeedback,
  type LessonPlayerView,
  type LessonRightAnswer,
  type LessonWordsResponse,
  type LessonWritingResult,
} from "../contract/lesson-player";
import {
  isRightAnswer,
  learnerBlocks,
  learnerQuestion,
  type LessonAnswer,
  type LessonBlock,
  type LessonQuestion,
  type LessonWord,
} from "../contract/lessons";
import type { Db } from "../db/client";
import { lessonProgress, profiles, users } from "../db/schema";
import { evaluate, selectEvaluator } from "../ielts/evaluation";
import { ApiError } from "../lib/errors";
import { matchLexicon } from "../lexicon/entries";
import { chosenSenses } from "../lexicon/glosses";
import type { GlossLanguage } from "../contract/vocabulary-constants";
import { recordProgressEvents, type ProgressEnv } from "../progress/record";
import { addWordList } from "../teaching/assignment-completion";
import { displayNameSql } from "../teaching/classes";
import type { LessonRow } from "./access";
import { lessonMediaUrls } from "./media";

type ProgressRow = typeof lessonProgress.$inferSelect;
export type PlayerEnv = ProgressEnv & Pick<Env, "JWT_SIGNING_KEY" | "AUDIO"> & AiEnv;

const badBlock = () => new ApiError(400, "unknown_block");
export const isPreview = (row: LessonRow, userId: string) => row.ownerId === userId;

function blockOf(row: LessonRow, blockId: string): LessonBlock {
  const block = row.blocks.find((b) => b.id === blockId);
  if (!block) throw badBlock();
  return block;
}

export function blockOfType<T extends LessonBlock["type"]>(row: LessonRow, blockId: string, type: T): Extract<LessonBlock, { type: T }> {
  const block = blockOf(row, blockId);
  if (block.type !== type) throw new ApiError(400, "wrong_block_type");
  return block as Extract<LessonBlock, { type: T }>;
}

const quizQuestions = (blocks: readonly LessonBlock[]) =>
  blocks.flatMap((b) => (b.type === "quiz" ? b.questions.map((question) => ({ blockId: b.id, question })) : []));

/** The right answer as the learner is shown it. */
export function rightAnswerOf(q: LessonQuestion): LessonRightAnswer {
  switch (q.kind) {
    case "multiple_choice":
      return q.options[q.answer] ?? "";
    case "gap_fill":
      return q.answers[0] ?? "";
    case "matching":
      return q.pairs;
    case "true_false":
      return q.answer;
  }
}

/** Whether an answer has the shape its question takes (an index in range, text, one choice per item, true/false). */
export function answerFits(q: LessonQuestion, answer: LessonAnswer): boolean {
  switch (q.kind) {
    case "multiple_choice":
      return typeof answer === "number" && answer < q.options.length;
    case "gap_fill":
      return typeof answer === "string";
    case "matching": {
      const shown = learnerQuestion(q);
      return (
        Array.isArray(answer) &&
        answer.length === q.pairs.length &&
        shown.kind === "matching" &&
        answer.every((i) => i < shown.right.length)
      );
    }
    case "true_false":
      return typeof answer === "boolean";
  }
}

const feedbackOf = (blockId: string, q: LessonQuestion, answer: LessonAnswer, correct: boolean): LessonFeedback => ({
  block_id: blockId,
  answer,
  correct,
  explanation: q.explanation,
  right_answer: rightAnswerOf(q),
});

async function progressOf(db: Db, lessonId: string, userId: string): Promise<ProgressRow | undefined> {
  const [row] = await db
    .select()
    .from(lessonProgress)
    .where(and(eq(lessonProgress.lessonId, lessonId), eq(lessonProgress.userId, userId)))
    .limit(1);
  return row;
}

/** The learner's progress row, made on their first open (started_at = opened). */
export async function openProgress(db: Db, lessonId: string, userId: string): Promise<ProgressRow> {
  await db.insert(lessonProgress).values({ lessonId, userId }).onConflictDoNothing();
  const row = await progressOf(db, lessonId, userId);
  if (!row) throw new Error("lesson progress missing after insert");
  return row;
}

async function lessonWords(db: Db, blocks: readonly LessonBlock[]): Promise<Map<string, LessonWord>> {
  const vocabulary = blocks.flatMap((b) => (b.type === "vocabulary" ? [b] : []));
  const [matches, chosen] = await Promise.all([
    matchLexicon(
      db,
      vocabulary.flatMap((b) => b.words),
    ),
    chosenSenses(db, Object.assign({}, ...vocabulary.map((b) => b.senses)) as Record<string, number>),
  ]);
  return new Map(
    [...matches].map(([key, m]) => {
      const sense = chosen.get(key);
      return [
        key,
        { lemma: m.lemma, ipa: m.ipa, part_of_speech: sense?.pos ?? m.pos, definition: sense?.definition ?? m.definition },
      ] as const;
    }),
  );
}

async function authorName(db: Db, ownerId: string): Promise<string> {
  const [row] = await db
    .select({ name: displayNameSql })
    .from(users)
    .leftJoin(profiles, eq(profiles.id, users.id))
    .where(eq(users.id, ownerId))
    .limit(1);
  return row?.name ?? "";
}

/** GET /api/lesson-player/:lessonId: the lesson without its answers, and the learner's progress in it. */
export async function openLesson(env: PlayerEnv, db: Db, userId: string, row: LessonRow): Promise<LessonPlayerView> {
  const preview = isPreview(row, userId);
  const mediaKeys = row.blocks.flatMap((b) =>
    b.type === "image" ? [b.media_key] : b.type === "audio" && b.media_key ? [b.media_key] : [],
  );
  const [words, media, author, progress] = await Promise.all([
    lessonWords(db, row.blocks),
    lessonMediaUrls(env, mediaKeys),
    authorName(db, row.ownerId),
    preview ? Promise.resolve(null) : openProgress(db, row.id, userId),
  ]);
  const questions = new Map(quizQuestions(row.blocks).map(({ question }) => [question.id, question]));
  const answers: Record<string, LessonFeedback> = {};
  for (const [questionId, stored] of Object.entries(progress?.answers ?? {})) {
    const question = questions.get(questionId);
    // A question the teacher removed since keeps no feedback to show.
    if (question) answers[questionId] = feedbackOf(stored.block_id, question, stored.answer, stored.correct);
  }
  return {
    id: row.id,
    kind: row.kind,
    title: row.title,
    description: row.description,
    level: row.level,
    author_name: author,
    preview,
    blocks: learnerBlocks(row.blocks, words, media),
    progress: {
      current_block_id: progress?.currentBlockId ?? null,
      answers,
      writing: progress?.writing ?? {},
      speaking: progress?.speaking ?? {},
      started_at: progress?.startedAt ?? null,
      completed_at: progress?.completedAt ?? null,
      score: progress?.score ?? null,
    },
  };
}

const now = () => new Date().toISOString();

/** PUT …/place: the block the learner is on, so a reload resumes there. */
export async function keepPlace(db: Db, userId: string, row: LessonRow, blockId: string): Promise<void> {
  blockOf(row, blockId);
  if (isPreview(row, userId)) return;
  await openProgress(db, row.id, userId);
  await db
    .update(lessonProgress)
    .set({ currentBlockId: blockId, updatedAt: now() })
    .where(and(eq(lessonProgress.lessonId, row.id), eq(lessonProgress.userId, userId)));
}

/** POST …/blocks/:blockId/answers: scored by the server; a question answered before keeps its first answer. */
export async function answerQuiz(
  db: Db,
  userId: string,
  row: LessonRow,
  blockId: string,
  posted: Record<string, LessonAnswer>,
): Promise<LessonAnswersResponse> {
  const block = blockOfType(row, blockId, "quiz");
  const entries = Object.entries(posted).map(([questionId, answer]) => {
    const question = block.questions.find((q) => q.id === questionId);
    if (!question) throw new ApiError(400, "unknown_question", { key: "lesson_unknown_question" });
    if (!answerFits(question, answer)) throw new ApiError(400, "invalid_answer");
    return { question, answer };
  });
  const results: Record<string, LessonFeedback> = {};
  if (isPreview(row, userId)) {
    for (const { question, answer } of entries)
      results[question.id] = feedbackOf(blockId, question, answer, isRightAnswer(question, answer));
    return { results };
  }
  const progress = await openProgress(db, row.id, userId);
  const stored = { ...progress.answers };
  for (const { question, answer } of entries) {
    stored[question.id] ??= { block_id: blockId, answer, correct: isRightAnswer(question, answer) };
    const first = stored[question.id]!;
    results[question.id] = feedbackOf(blockId, question, first.answer, first.correct);
  }
  // json_patch keeps an answer another tab stored meanwhile: the first answer stands there too.
  const fresh = Object.fromEntries(Object.entries(stored).filter(([id]) => !(id in progress.answers)));
  await db
    .update(lessonProgress)
    .set({ answers: sql`json_patch(${JSON.stringify(fresh)}, ${lessonProgress.answers})`, updatedAt: now() })
    .where(and(eq(lessonProgress.lessonId, row.id), eq(lessonProgress.userId, userId)));
  return { results };
}

/** POST …/blocks/:blockId/words: the vocabulary set into the learner's dictionary and SRS. */
export async function addLessonWords(
  db: Db,
  userId: string,
  row: LessonRow,
  blockId: string,
  glossLang: GlossLanguage | null,
): Promise<LessonWordsResponse> {
  const block = blockOfType(row, blockId, "vocabulary");
  if (isPreview(row, userId)) return { added: 0, already: block.words.length };
  return addWordList(db, userId, block.words, { senses: block.senses, glossLang });
}

/** POST …/blocks/:blockId/writing: the IELTS writing evaluator's estimate, kept with the learner's progress. */
export async function evaluateWriting(
  env: PlayerEnv,
  db: Db,
  userId: string,
  row: LessonRow,
  blockId: string,
  text: string,
): Promise<LessonWritingResult> {
  const block = blockOfType(row, blockId, "writing");
  const { evaluation } = await evaluate(
    selectEvaluator(env),
    { kind: "writing", task: block.task, prompt: block.prompt, taskData: null, text, essayType: null },
    { withinBudget: (call) => withAiBudget(env, userId, call), db },
  );
  const result = { text, evaluation };
  if (isPreview(row, userId)) return result;
  await openProgress(db, row.id, userId);
  await db
    .update(lessonProgress)
    .set({ writing: sql`json_set(${lessonProgress.writing}, ${`$."${blockId}"`}, json(${JSON.stringify(result)}))`, updatedAt: now() })
    .where(and(eq(lessonProgress.lessonId, row.id), eq(lessonProgress.userId, userId)));
  return result;
}

/**
 * POST …/complete: every assessed step done first (each writing and speaking step, every quiz question:
 * 409 naming the steps otherwise), then the score over all the lesson's quiz questions, what was
 * assessed, the finish time, and one `lesson_completed` event (summary, streaks, achievements, the hub's
 * toast, the assignments it finishes). Finishing again answers the first result and records nothing.
 */
export async function completeLesson(env: PlayerEnv, db: Db, userId: string, row: LessonRow): Promise<LessonCompleteResponse> {
  const questions = quizQuestions(row.blocks);
  const total = questions.length;
  if (isPreview(row, userId))
    return {
      score: null,
      correct: 0,
      total,
      completed_at: null,
      assessed: assessedOf(row.blocks, { answers: {}, writing: {}, speaking: {} }),
    };
  const progress = await openProgress(db, row.id, userId);
  const correct = questions.filter(({ question }) => progress.answers[question.id]?.correct === true).length;
  const assessed = assessedOf(row.blocks, progress);
  if (progress.completedAt !== null) return { score: progress.score, correct, total, completed_at: progress.completedAt, assessed };
  const missing = stepsToDo(row.blocks, progress);
  if (missing.length > 0) {
    const steps = missing.map((m) => m.step).join(", ");
    throw new ApiError(409, LESSON_PLAYER_ERROR_CODES.stepsMissing, {
      key: "teaching:errors.lesson_steps_missing",
      params: { steps },
    });
  }
  const score = lessonScore(correct, total);
  const completedAt = now();
  const [updated] = await db
    .update(lessonProgress)
    .set({ completedAt, score, updatedAt: completedAt })
    .where(and(eq(lessonProgress.lessonId, row.id), eq(lessonProgress.userId, userId), sql`${lessonProgress.completedAt} is null`))
    .returning();
  // Another tab finished it a moment earlier: that finish stands, and it recorded the event.
  if (!updated) {
    const first = await progressOf(db, row.id, userId);
    return { score: first?.score ?? score, correct, total, completed_at: first?.completedAt ?? completedAt, assessed };
  }
  await recordProgressEvents(env, userId, [
    {
      type: "lesson_completed",
      key: `lesson:${row.id}`,
      occurredAt: Date.parse(completedAt),
      data: {
        ...(score === null ? {} : { score, correct, total }),
        task: row.title.slice(0, 300),
        ref: { kind: "lesson", id: row.id },
      },
    },
  ]);
  return { score, correct, total, completed_at: completedAt, assessed };
}
