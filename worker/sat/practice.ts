/**
 * SAT practice by domain and skill: the skills with the learner's accuracy, practice sets that
 * prefer questions not yet practised or last got wrong, and each answer checked as it is given. Questions
 * come from the practice pool only (content/sat tests with `"pool": "practice"`), so the answer
 * each check shows never belongs to a scored section or full test. Answer keys are read only to check an
 * answer of the learner's own set.
 */
import { and, asc, count, eq, inArray, isNull, sum, type SQL } from "drizzle-orm";
import {
  SAT_PRACTICE_ERROR_CODES,
  SAT_PRACTICE_SET_SIZE,
  SAT_PRACTICE_SKILLS,
  type SatPracticeAnswerRequest,
  type SatPracticeFeedback,
  type SatPracticeProgress,
  type SatPracticeSet,
  type SatPracticeSetRequest,
  type SatPracticeSetStateResponse,
  type SatPracticeSkillsResponse,
  type SatPracticeTally,
} from "../contract/sat-practice";
import { SAT_OPTION_LETTERS, isValidStudentEntry, type SatSection } from "../contract/sat-content";
import type { Db } from "../db/client";
import { satAnswerKeys, satPracticeAnswers, satPracticeSets, satQuestions, satTests } from "../db/schema";
import { ApiError } from "../lib/errors";
import { recordProgressEvents, type ProgressEnv } from "../progress/record";
import { practiceOrder } from "./practice-order";
import { isCorrect } from "./scoring";

type SetRow = typeof satPracticeSets.$inferSelect;
type AnswerRow = typeof satPracticeAnswers.$inferSelect;

const SECTION_NAMES: Record<SatSection, string> = { reading_writing: "Reading and Writing", math: "Math" };
/** "words_in_context" → "Words in context", for the History line of a finished set. */
const humanize = (name: string) => name.charAt(0).toUpperCase() + name.slice(1).replaceAll("_", " ");

/** The practice pool's questions of a section. */
const practicePool = (section: SatSection) => and(eq(satTests.section, section), eq(satTests.active, true), eq(satTests.pool, "practice"));

// ---- skills ----------------------------------------------------------------------------------------------------

export async function practiceSkills(db: Db, userId: string, section: SatSection): Promise<SatPracticeSkillsResponse> {
  const [items, answers] = await db.batch([
    db
      .select({ domain: satQuestions.domain, skill: satQuestions.skill, n: count() })
      .from(satQuestions)
      .innerJoin(satTests, eq(satTests.id, satQuestions.testId))
      .where(practicePool(section))
      .groupBy(satQuestions.domain, satQuestions.skill),
    db
      .select({ domain: satPracticeAnswers.domain, skill: satPracticeAnswers.skill, n: count(), right: sum(satPracticeAnswers.correct) })
      .from(satPracticeAnswers)
      .where(and(eq(satPracticeAnswers.userId, userId), eq(satPracticeAnswers.section, section)))
      .groupBy(satPracticeAnswers.domain, satPracticeAnswers.skill),
  ]);
  const tallyOf = (domain: string, skill: string): SatPracticeTally => {
    const practised = answers.find((a) => a.domain === domain && a.skill === skill);
    return {
      items: items.find((i) => i.domain === domain && i.skill === skill)?.n ?? 0,
      answered: practised?.n ?? 0,
      correct: Number(practised?.right ?? 0),
    };
  };
  const domains = Object.entries(SAT_PRACTICE_SKILLS[section]).map(([domain, names]) => {
    const skills = names.map((skill) => ({ skill, ...tallyOf(domain, skill) })).filter((s) => s.items > 0);
    const total = (key: keyof SatPracticeTally) => skills.reduce((n, s) => n + s[key], 0);
    return { domain, items: total("items"), answered: total("answered"), correct: total("correct"), skills };
  });
  return { section, domains: domains.filter((d) => d.items > 0) };
}

// ---- sets ------------------------------------------------------------------------------------------------------

const itemKey = (testId: string, questionId: string) => `${testId}/${questionId}`;

export async function createPracticeSet(db: Db, userId: string, request: SatPracticeSetRequest): Promise<SatPracticeSet> {
  const where = [practicePool(request.section), eq(satQuestions.domain, request.domain)];
  if (request.skill) where.push(eq(satQuestions.skill, request.skill));
  const [candidates, history] = await db.batch([
    db
      .select({ testId: satQuestions.testId, body: satQuestions.body })
      .from(satQuestions)
      .innerJoin(satTests, eq(satTests.id, satQuestions.testId))
      .where(and(...where)),
    db
      .select({ testId: satPracticeAnswers.testId, questionId: satPracticeAnswers.questionId, correct: satPracticeAnswers.correct })
      .from(satPracticeAnswers)
      .where(
        and(
          eq(satPracticeAnswers.userId, userId),
          eq(satPracticeAnswers.section, request.section),
          eq(satPracticeAnswers.domain, request.domain),
        ),
      )
      .orderBy(asc(satPracticeAnswers.answeredAt)),
  ]);
  if (candidates.length === 0) throw new ApiError(404, SAT_PRACTICE_ERROR_CODES.noQuestions, { key: "sat_practice_no_questions" });
  // Later answers overwrite earlier ones: what counts is how the learner did last time.
  const lastCorrect = new Map(history.map((h) => [itemKey(h.testId, h.questionId), h.correct]));
  const chosen = practiceOrder(
    candidates.map((c) => ({ ...c, key: itemKey(c.testId, c.body.id) })),
    lastCorrect,
  ).slice(0, SAT_PRACTICE_SET_SIZE);
  const id = crypto.randomUUID();
  await db.insert(satPracticeSets).values({
    id,
    userId,
    section: request.section,
    domain: request.domain,
    skill: request.skill ?? null,
    items: chosen.map((c) => ({ testId: c.testId, questionId: c.body.id })),
  });
  return {
    id,
    section: request.section,
    domain: request.domain,
    skill: request.skill ?? null,
    // Numbered within the set: "Question 3 of 10".
    questions: chosen.map((c, i) => ({ testId: c.testId, question: { ...c.body, number: i + 1 } })),
  };
}

export async function findPracticeSet(db: Db, userId: string, id: string): Promise<SetRow> {
  const [row] = await db
    .select()
    .from(satPracticeSets)
    .where(and(eq(satPracticeSets.id, id), eq(satPracticeSets.userId, userId)));
  if (!row) throw new ApiError(404, SAT_PRACTICE_ERROR_CODES.setNotFound);
  return row;
}

/** GET /sets/:id: the set as it was handed out, with the verdict of every question already answered. */
export async function practiceSetState(db: Db, set: SetRow): Promise<SatPracticeSetStateResponse> {
  const ids = set.items.map((i) => i.questionId);
  const [questions, answers, progress] = await Promise.all([
    db
      .select({ testId: satQuestions.testId, body: satQuestions.body })
      .from(satQuestions)
      .where(and(inArray(satQuestions.id, ids), inArray(satQuestions.testId, [...new Set(set.items.map((i) => i.testId))]))),
    db
      .select({ answer: satPracticeAnswers, key: satAnswerKeys })
      .from(satPracticeAnswers)
      .innerJoin(
        satAnswerKeys,
        and(eq(satAnswerKeys.testId, satPracticeAnswers.testId), eq(satAnswerKeys.questionId, satPracticeAnswers.questionId)),
      )
      .where(eq(satPracticeAnswers.setId, set.id)),
    setProgress(db, set),
  ]);
  const body = (testId: string, questionId: string) => questions.find((q) => q.testId === testId && q.body.id === questionId)?.body;
  return {
    set: {
      id: set.id,
      section: set.section,
      domain: set.domain,
      skill: set.skill,
      questions: set.items.flatMap(({ testId, questionId }, i) => {
        const question = body(testId, questionId);
        return question ? [{ testId, question: { ...question, number: i + 1 } }] : [];
      }),
    },
    feedback: answers.map(({ answer, key }) => feedbackOf(answer, key, progress)),
  };
}

// ---- answers ---------------------------------------------------------------------------------------------------

const feedbackOf = (stored: AnswerRow, key: typeof satAnswerKeys.$inferSelect, progress: SatPracticeProgress): SatPracticeFeedback => ({
  testId: stored.testId,
  questionId: stored.questionId,
  answer: stored.answer,
  correct: stored.correct,
  correctAnswer: key.answer,
  explanation: key.explanation,
  whyWrong: key.whyWrong,
  steps: key.steps,
  progress,
});

async function keyedQuestion(db: Db, testId: string, questionId: string) {
  const [row] = await db
    .select({ question: satQuestions, key: satAnswerKeys })
    .from(satQuestions)
    .innerJoin(satAnswerKeys, and(eq(satAnswerKeys.testId, satQuestions.testId), eq(satAnswerKeys.questionId, satQuestions.id)))
    // A set drawn before the pools were apart may name a scored test's question: its key stays hidden.
    .innerJoin(satTests, and(eq(satTests.id, satQuestions.testId), eq(satTests.pool, "practice")))
    .where(and(eq(satQuestions.testId, testId), eq(satQuestions.id, questionId)));
  if (!row) throw new ApiError(404, SAT_PRACTICE_ERROR_CODES.unknownQuestion);
  return row;
}

async function setProgress(db: Db, set: SetRow): Promise<SatPracticeProgress> {
  const [row] = await db
    .select({ answered: count(), correct: sum(satPracticeAnswers.correct) })
    .from(satPracticeAnswers)
    .where(eq(satPracticeAnswers.setId, set.id));
  const answered = row?.answered ?? 0;
  return { answered, correct: Number(row?.correct ?? 0), total: set.items.length, completed: answered >= set.items.length };
}

function checkAnswerKind(format: "multiple_choice" | "student_produced", answer: string): void {
  const isLetter = (SAT_OPTION_LETTERS as readonly string[]).includes(answer);
  if (format === "multiple_choice" && !isLetter) throw new ApiError(400, SAT_PRACTICE_ERROR_CODES.wrongAnswerKind);
  if (format === "student_produced" && !isValidStudentEntry(answer))
    throw new ApiError(400, SAT_PRACTICE_ERROR_CODES.wrongAnswerKind, { key: "sat_practice_wrong_answer_kind_number" });
}

async function findAnswer(db: Db, where: SQL | undefined): Promise<AnswerRow | undefined> {
  const [row] = await db.select().from(satPracticeAnswers).where(where);
  return row;
}

/**
 * POST /sets/:id/answers. The first answer to a question of the set is its verdict: the same client id
 * again (a retry) or another answer to the same question gets that verdict back, `duplicate`, and records
 * nothing. The answer that completes the set records its one progress event.
 */
export async function answerPracticeQuestion(
  env: ProgressEnv,
  db: Db,
  set: SetRow,
  request: SatPracticeAnswerRequest,
): Promise<{ duplicate: boolean; feedback: SatPracticeFeedback }> {
  const { clientId, testId, questionId } = request;
  const sameItem = (row: AnswerRow) => row.setId === set.id && row.testId === testId && row.questionId === questionId;
  const retried = await findAnswer(db, and(eq(satPracticeAnswers.userId, set.userId), eq(satPracticeAnswers.clientId, clientId)));
  if (retried && !sameItem(retried)) throw new ApiError(409, SAT_PRACTICE_ERROR_CODES.clientIdReused);
  if (!set.items.some((i) => i.testId === testId && i.questionId === questionId))
    throw new ApiError(404, SAT_PRACTICE_ERROR_CODES.unknownQuestion, { key: "sat_practice_not_in_set" });
  const { question, key } = await keyedQuestion(db, testId, questionId);

  let stored =
    retried ??
    (await findAnswer(
      db,
      and(eq(satPracticeAnswers.setId, set.id), eq(satPracticeAnswers.testId, testId), eq(satPracticeAnswers.questionId, questionId)),
    ));
  let duplicate = stored !== undefined;
  if (!stored) {
    const answer = request.answer.trim();
    checkAnswerKind(question.format, answer);
    const [inserted] = await db
      .insert(satPracticeAnswers)
      .values({
        id: crypto.randomUUID(),
        setId: set.id,
        userId: set.userId,
        clientId,
        testId,
        questionId,
        section: set.section,
        domain: question.domain,
        skill: question.skill,
        answer,
        correct: isCorrect(question.format, key.answer, answer),
      })
      .onConflictDoNothing()
      .returning();
    // A concurrent copy of this request (or another answer to the question) was stored first: its verdict stands.
    stored =
      inserted ??
      (await findAnswer(
        db,
        and(eq(satPracticeAnswers.setId, set.id), eq(satPracticeAnswers.testId, testId), eq(satPracticeAnswers.questionId, questionId)),
      ));
    if (!stored) throw new ApiError(409, SAT_PRACTICE_ERROR_CODES.clientIdReused);
    duplicate = inserted === undefined;
  }

  const progress = await setProgress(db, set);
  if (!duplicate && progress.completed) await recordCompletion(env, db, set, progress);
  return { duplicate, feedback: feedbackOf(stored, key, progress) };
}

/**
 * One progress event per finished set, as a quiz records one per quiz: `sat_practice_<section>_completed`,
 * counted apart from the section tests (worker/progress/counters.ts) and never an estimated score.
 */
async function recordCompletion(env: ProgressEnv, db: Db, set: SetRow, progress: SatPracticeProgress): Promise<void> {
  const now = new Date().toISOString();
  const [won] = await db
    .update(satPracticeSets)
    .set({ completedAt: now })
    .where(and(eq(satPracticeSets.id, set.id), isNull(satPracticeSets.completedAt)))
    .returning({ id: satPracticeSets.id });
  if (!won) return;
  await recordProgressEvents(env, set.userId, [
    {
      type: `sat_practice_${set.section}_completed`,
      key: `sat:practice:${set.id}`,
      occurredAt: Date.parse(now),
      data: {
        section: set.section,
        score: Math.round((100 * progress.correct) / progress.total),
        correct: progress.correct,
        total: progress.total,
        task: `SAT ${SECTION_NAMES[set.section]} practice: ${humanize(set.domain)}`.slice(0, 300),
        part: humanize(set.skill ?? set.domain).slice(0, 40),
        ref: { kind: "sat_practice_set", id: set.id },
      },
    },
  ]);
}
