/**
 * SAT section attempts: start or resume a section, save answers as they are given, submit a
 * module (scored here; module 1 picks module 2), and the results once the section is finished. Answer
 * keys are read only when a module is submitted and for the results of a finished attempt.
 *
 * Issue 34: a module is timed by the server from when it opened; answers that arrive after its time and
 * SAT_GRACE_SECONDS are refused, and a late submission is scored on what was saved in time. An attempt
 * of a test the learner had finished before (and seen the answers of) is a retake, and says so.
 */
import { and, asc, desc, eq, inArray, isNull } from "drizzle-orm";
import {
  moduleSeconds,
  SAT_ERROR_CODES,
  SAT_GRACE_SECONDS,
  type SatAttemptView,
  type SatModule,
  type SatModuleResult,
  type SatQuestionResult,
  type SatResults,
  type SatSaveRequest,
  type SatSection,
  type SatStartRequest,
  type SatSubmitRequest,
  type SatTestSummary,
} from "../contract/sat";
import { SAT_MODULE_MINUTES, SAT_QUESTIONS_PER_MODULE } from "../contract/sat-content";
import { isUniqueViolation, type Db } from "../db/client";
import { satAnswerKeys, satAttemptModules, satAttempts, satQuestions, satTests } from "../db/schema";
import { ApiError } from "../lib/errors";
import { recordProgressEvents, type ProgressEnv } from "../progress/record";
import { isCorrect, routeModule2, sectionEstimate, totalEstimate } from "./scoring";

export type AttemptRow = typeof satAttempts.$inferSelect;
type ModuleRow = typeof satAttemptModules.$inferSelect;

const SECTION_NAMES: Record<SatSection, string> = { reading_writing: "Reading and Writing", math: "Math" };
const MODULE_NAMES: Record<SatModule, string> = {
  module1: "Module 1",
  module2_easier: "Module 2 (easier)",
  module2_harder: "Module 2 (harder)",
};

// ---- tests ---------------------------------------------------------------------------------------------------

export async function listTests(db: Db, userId: string, section: SatSection | undefined): Promise<SatTestSummary[]> {
  const offered = and(eq(satTests.active, true), eq(satTests.pool, "test"));
  const where = section ? and(offered, eq(satTests.section, section)) : offered;
  const [tests, attempts] = await db.batch([
    db.select().from(satTests).where(where).orderBy(asc(satTests.position)),
    db.select().from(satAttempts).where(eq(satAttempts.userId, userId)).orderBy(desc(satAttempts.completedAt), desc(satAttempts.startedAt)),
  ]);
  return tests.map((t) => {
    const open = attempts.find((a) => a.testId === t.id && a.status === "in_progress");
    const last = attempts.find((a) => a.testId === t.id && a.status === "completed" && a.sectionScore);
    return {
      id: t.id,
      section: t.section,
      title: t.title,
      questionsPerModule: SAT_QUESTIONS_PER_MODULE[t.section],
      moduleMinutes: SAT_MODULE_MINUTES[t.section],
      source: t.source,
      licence: t.licence,
      openAttemptId: open?.id ?? null,
      lastResult: last
        ? { attemptId: last.id, score: last.sectionScore!.score, completedAt: last.completedAt!, retake: last.retake }
        : null,
    };
  });
}

// ---- attempts ------------------------------------------------------------------------------------------------

export async function findAttempt(db: Db, userId: string, id: string): Promise<AttemptRow> {
  const [row] = await db
    .select()
    .from(satAttempts)
    .where(and(eq(satAttempts.id, id), eq(satAttempts.userId, userId)));
  if (!row) throw new ApiError(404, SAT_ERROR_CODES.attemptNotFound);
  return row;
}

export async function openAttempt(db: Db, userId: string, section: SatSection): Promise<AttemptRow | null> {
  const [row] = await db
    .select()
    .from(satAttempts)
    .where(and(eq(satAttempts.userId, userId), eq(satAttempts.section, section), eq(satAttempts.status, "in_progress")))
    .orderBy(desc(satAttempts.startedAt))
    .limit(1);
  return row ?? null;
}

/** Starts a section, or resumes the open attempt of the same test (one open attempt per test). */
export async function startAttempt(db: Db, userId: string, request: SatStartRequest): Promise<{ created: boolean; row: AttemptRow }> {
  const [test] = await db
    .select()
    .from(satTests)
    .where(and(eq(satTests.id, request.testId), eq(satTests.active, true), eq(satTests.pool, "test")));
  if (!test) throw new ApiError(404, SAT_ERROR_CODES.testNotFound);
  if (test.section !== request.section)
    throw new ApiError(400, SAT_ERROR_CODES.testNotFound, { key: "sat_test_wrong_section", params: { id: test.id } });
  const existing = async () => {
    const [row] = await db
      .select()
      .from(satAttempts)
      .where(and(eq(satAttempts.userId, userId), eq(satAttempts.testId, test.id), eq(satAttempts.status, "in_progress")));
    return row;
  };
  const open = await existing();
  if (open) return { created: false, row: open };
  const [finished] = await db
    .select({ id: satAttempts.id })
    .from(satAttempts)
    .where(and(eq(satAttempts.userId, userId), eq(satAttempts.testId, test.id), eq(satAttempts.status, "completed")))
    .limit(1);
  const id = crypto.randomUUID();
  try {
    const [[row]] = await db.batch([
      db
        .insert(satAttempts)
        .values({
          id,
          userId,
          section: test.section,
          testId: test.id,
          testTitle: test.title,
          mode: "full",
          status: "in_progress",
          currentModule: "module1",
          retake: finished !== undefined,
        })
        .returning(),
      db.insert(satAttemptModules).values(openedModule(id, "module1", test.section)),
    ]);
    return { created: true, row: row! };
  } catch (err) {
    // Two tabs starting the same test at once: the loser resumes the winner's attempt.
    if (!isUniqueViolation(err)) throw err;
    const winner = await existing();
    if (!winner) throw err;
    return { created: false, row: winner };
  }
}

/** A module's row as it opens: its clock starts now. */
function openedModule(attemptId: string, module: SatModule, section: SatSection, now = Date.now()) {
  return { attemptId, module, answers: {}, marked: [], startedAt: new Date(now).toISOString(), timeLeftSeconds: moduleSeconds(section) };
}

/** Whole seconds left of a module by the server's clock (0 once its time is up). */
function secondsLeft(row: ModuleRow, section: SatSection, now: number): number {
  return Math.max(0, moduleSeconds(section) - Math.floor((now - Date.parse(row.startedAt)) / 1000));
}

/** Past the module's time and the grace: answers are no longer taken. */
const isLate = (row: ModuleRow, section: SatSection, now: number) =>
  now > Date.parse(row.startedAt) + (moduleSeconds(section) + SAT_GRACE_SECONDS) * 1000;

async function moduleRows(db: Db, attemptId: string): Promise<ModuleRow[]> {
  return db.select().from(satAttemptModules).where(eq(satAttemptModules.attemptId, attemptId));
}

const submittedResults = (modules: ModuleRow[]): SatModuleResult[] =>
  modules
    .filter((m) => m.submittedAt !== null)
    .sort((a, b) => (a.module === "module1" ? -1 : b.module === "module1" ? 1 : 0))
    .map((m) => ({ module: m.module, correct: m.correct ?? 0, total: m.total ?? 0 }));

/** The attempt as the test screen renders it: the current module's questions without answers. */
export async function attemptView(db: Db, attempt: AttemptRow, now = Date.now()): Promise<SatAttemptView> {
  const [questions, modules] = await db.batch([
    db
      .select({ body: satQuestions.body })
      .from(satQuestions)
      .where(and(eq(satQuestions.testId, attempt.testId), eq(satQuestions.module, attempt.currentModule)))
      .orderBy(asc(satQuestions.number)),
    db.select().from(satAttemptModules).where(eq(satAttemptModules.attemptId, attempt.id)),
  ]);
  const current = modules.find((m) => m.module === attempt.currentModule);
  return {
    id: attempt.id,
    section: attempt.section,
    testId: attempt.testId,
    title: attempt.testTitle,
    mode: attempt.mode,
    status: attempt.status,
    module: attempt.currentModule,
    moduleNumber: attempt.currentModule === "module1" ? 1 : 2,
    moduleMinutes: SAT_MODULE_MINUTES[attempt.section],
    timeLeftSeconds: !current ? 0 : current.submittedAt ? current.timeLeftSeconds : secondsLeft(current, attempt.section, now),
    retake: attempt.retake,
    questions: questions.map((q) => q.body),
    answers: current?.answers ?? {},
    marked: current?.marked ?? [],
    submitted: submittedResults(modules),
    startedAt: attempt.startedAt,
    completedAt: attempt.completedAt,
  };
}

async function questionIdsOf(db: Db, attempt: AttemptRow, module: SatModule): Promise<Set<string>> {
  const rows = await db
    .select({ id: satQuestions.id })
    .from(satQuestions)
    .where(and(eq(satQuestions.testId, attempt.testId), eq(satQuestions.module, module)));
  return new Set(rows.map((r) => r.id));
}

function checkCurrent(attempt: AttemptRow, module: SatModule): void {
  if (attempt.status === "completed" || attempt.currentModule !== module) {
    throw new ApiError(409, SAT_ERROR_CODES.notCurrentModule, {
      key: attempt.status === "completed" ? "sat_section_finished" : "sat_not_current_module",
    });
  }
}

function checkQuestions(known: Set<string>, ids: string[]): void {
  const unknown = ids.filter((id) => !known.has(id));
  if (unknown.length > 0)
    throw new ApiError(400, SAT_ERROR_CODES.unknownQuestion, {
      key: "sat_unknown_question_module",
      params: { questions: unknown.slice(0, 3).join(", ") },
    });
}

/** Answers merged over the saved ones; an empty or null answer clears the question. */
function mergeAnswers(saved: Record<string, string>, given: Record<string, string | null>): Record<string, string> {
  const merged = { ...saved };
  for (const [id, answer] of Object.entries(given)) {
    if (answer === null || answer === "") delete merged[id];
    else merged[id] = answer;
  }
  return merged;
}

/** PUT /answers: the same save twice leaves the same row (it sets values, never counts); 409 once the module's time is up. */
export async function saveAnswers(
  db: Db,
  attempt: AttemptRow,
  request: Required<SatSaveRequest>,
  now = Date.now(),
): Promise<SatAttemptView> {
  checkCurrent(attempt, request.module);
  checkQuestions(await questionIdsOf(db, attempt, request.module), [...Object.keys(request.answers), ...Object.keys(request.marks)]);
  const [row] = await db
    .select()
    .from(satAttemptModules)
    .where(and(eq(satAttemptModules.attemptId, attempt.id), eq(satAttemptModules.module, request.module)));
  if (!row) throw new Error(`attempt ${attempt.id} has no row for its current module`);
  if (isLate(row, attempt.section, now)) throw new ApiError(409, SAT_ERROR_CODES.timeUp);
  const marked = new Set(row.marked);
  for (const [id, mark] of Object.entries(request.marks)) {
    if (mark) marked.add(id);
    else marked.delete(id);
  }
  await db
    .update(satAttemptModules)
    .set({
      answers: mergeAnswers(row.answers, request.answers),
      marked: [...marked],
      timeLeftSeconds: secondsLeft(row, attempt.section, now),
      savedAt: new Date(now).toISOString(),
    })
    // A submit that won meanwhile keeps what it scored.
    .where(
      and(eq(satAttemptModules.attemptId, attempt.id), eq(satAttemptModules.module, request.module), isNull(satAttemptModules.submittedAt)),
    );
  return attemptView(db, attempt);
}

type Keyed = { id: string; format: "multiple_choice" | "student_produced"; answer: string };

async function keyedQuestions(db: Db, testId: string, modules: SatModule[]) {
  return db
    .select({ question: satQuestions, key: satAnswerKeys })
    .from(satQuestions)
    .innerJoin(satAnswerKeys, and(eq(satAnswerKeys.testId, satQuestions.testId), eq(satAnswerKeys.questionId, satQuestions.id)))
    .where(and(eq(satQuestions.testId, testId), inArray(satQuestions.module, modules)))
    .orderBy(asc(satQuestions.module), asc(satQuestions.number));
}

const countCorrect = (questions: Keyed[], answers: Record<string, string>) =>
  questions.filter((q) => isCorrect(q.format, q.answer, answers[q.id])).length;

/**
 * POST /modules/:module/submit. The module is scored once: a second submission of it (a retry, the
 * offline queue, another tab) returns the attempt as it stands, `duplicate`. Module 1 opens the module 2
 * its result picks; module 2 finishes the section and records its progress event. A submission that
 * arrives after the module's time and grace is `late`: its answers are refused and the module is scored
 * on the answers saved in time.
 */
export async function submitModule(
  env: ProgressEnv,
  db: Db,
  attempt: AttemptRow,
  module: SatModule,
  request: SatSubmitRequest & { answers: Record<string, string | null> },
  now = Date.now(),
): Promise<{ duplicate: boolean; late: boolean; attempt: AttemptRow }> {
  const modules = await moduleRows(db, attempt.id);
  const row = modules.find((m) => m.module === module);
  // Another tab may have submitted it under its own client id: still the one scored submission.
  if (row?.submittedAt) return { duplicate: true, late: false, attempt };
  checkCurrent(attempt, module);
  if (!row) throw new Error(`attempt ${attempt.id} has no row for its current module`);
  const questions = await keyedQuestions(db, attempt.testId, [module]);
  checkQuestions(new Set(questions.map((q) => q.question.id)), Object.keys(request.answers));
  const late = isLate(row, attempt.section, now);
  const answers = late ? row.answers : mergeAnswers(row.answers, request.answers);
  const keyed = questions.map((q) => ({ id: q.question.id, format: q.question.format, answer: q.key.answer }));
  const correct = countCorrect(keyed, answers);
  const at = new Date(now).toISOString();

  const [won] = await db
    .update(satAttemptModules)
    .set({
      answers,
      timeLeftSeconds: secondsLeft(row, attempt.section, now),
      savedAt: at,
      clientId: request.clientId,
      submittedAt: at,
      correct,
      total: questions.length,
    })
    .where(and(eq(satAttemptModules.attemptId, attempt.id), eq(satAttemptModules.module, module), isNull(satAttemptModules.submittedAt)))
    .returning();
  // Another request scored this module between our read and our write: its result stands.
  if (!won) return { duplicate: true, late: false, attempt: await findAttempt(db, attempt.userId, attempt.id) };

  if (module === "module1") {
    const route = routeModule2(attempt.section, correct);
    const [[updated]] = await db.batch([
      db.update(satAttempts).set({ currentModule: route, route }).where(eq(satAttempts.id, attempt.id)).returning(),
      db.insert(satAttemptModules).values(openedModule(attempt.id, route, attempt.section, now)),
    ]);
    return { duplicate: false, late, attempt: updated! };
  }

  const module1 = modules.find((m) => m.module === "module1");
  const sectionCorrect = (module1?.correct ?? 0) + correct;
  const route = module as "module2_easier" | "module2_harder";
  const sectionScore = sectionEstimate(attempt.section, route, sectionCorrect);
  const [updated] = await db
    .update(satAttempts)
    .set({ status: "completed", sectionScore, completedAt: at })
    .where(eq(satAttempts.id, attempt.id))
    .returning();
  const total = (module1?.total ?? 0) + questions.length;
  await recordProgressEvents(env, attempt.userId, [
    {
      type: `sat_${attempt.section}_completed`,
      key: `sat:${attempt.id}`,
      occurredAt: now,
      data: {
        section: attempt.section,
        score: total === 0 ? 0 : Math.round((100 * sectionCorrect) / total),
        correct: sectionCorrect,
        total,
        task: `SAT ${SECTION_NAMES[attempt.section]}: ${attempt.testTitle}`.slice(0, 300),
        part: MODULE_NAMES[route],
        passage: `Estimated section score ${sectionScore.score} (${sectionScore.low}–${sectionScore.high})${attempt.retake ? ", a retake" : ""}`,
        ref: { kind: "sat_attempt", id: attempt.id },
      },
    },
  ]);
  return { duplicate: false, late, attempt: updated! };
}

// ---- results ---------------------------------------------------------------------------------------------------

function tally<K extends string>(items: { key: K; correct: boolean }[]): Map<K, { correct: number; total: number }> {
  const map = new Map<K, { correct: number; total: number }>();
  for (const { key, correct } of items) {
    const entry = map.get(key) ?? { correct: 0, total: 0 };
    entry.total += 1;
    if (correct) entry.correct += 1;
    map.set(key, entry);
  }
  return map;
}

export async function attemptResults(db: Db, attempt: AttemptRow): Promise<SatResults> {
  if (attempt.status !== "completed" || !attempt.route || !attempt.sectionScore || !attempt.completedAt)
    throw new ApiError(409, SAT_ERROR_CODES.notFinished);
  const route = attempt.route;
  const otherSection: SatSection = attempt.section === "math" ? "reading_writing" : "math";
  const [modules, rows, [other]] = await Promise.all([
    moduleRows(db, attempt.id),
    keyedQuestions(db, attempt.testId, ["module1", route]),
    db
      .select()
      .from(satAttempts)
      .where(and(eq(satAttempts.userId, attempt.userId), eq(satAttempts.section, otherSection), eq(satAttempts.status, "completed")))
      .orderBy(desc(satAttempts.completedAt))
      .limit(1),
  ]);
  const answersOf = (module: SatModule) => modules.find((m) => m.module === module)?.answers ?? {};
  const questions: SatQuestionResult[] = rows
    .sort((a, b) =>
      a.question.module === b.question.module ? a.question.number - b.question.number : a.question.module === "module1" ? -1 : 1,
    )
    .map(({ question, key }) => {
      const yourAnswer = answersOf(question.module)[question.id] ?? null;
      return {
        ...question.body,
        module: question.module,
        yourAnswer,
        correctAnswer: key.answer,
        correct: isCorrect(question.format, key.answer, yourAnswer ?? undefined),
        explanation: key.explanation,
        whyWrong: key.whyWrong,
        steps: key.steps,
      };
    });
  const domains = tally(questions.map((q) => ({ key: q.domain, correct: q.correct })));
  const skills = tally(questions.map((q) => ({ key: `${q.domain}/${q.skill}`, correct: q.correct })));
  const rwScore = attempt.section === "reading_writing" ? attempt.sectionScore.score : other?.sectionScore?.score;
  const mathScore = attempt.section === "math" ? attempt.sectionScore.score : other?.sectionScore?.score;
  return {
    attemptId: attempt.id,
    section: attempt.section,
    testId: attempt.testId,
    title: attempt.testTitle,
    completedAt: attempt.completedAt,
    retake: attempt.retake,
    route,
    sectionScore: attempt.sectionScore,
    totalScore:
      other && rwScore !== undefined && mathScore !== undefined ? { ...totalEstimate(rwScore, mathScore), otherAttemptId: other.id } : null,
    modules: submittedResults(modules),
    domains: [...domains].map(([domain, t]) => ({ domain, ...t })),
    skills: [...skills].map(([key, t]) => {
      const [domain = "", skill = ""] = key.split("/");
      return { domain, skill, ...t };
    }),
    questions,
  };
}
