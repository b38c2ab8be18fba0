/**
 * The digital SAT in one sitting: Reading and Writing, the 10-minute break, Math, one total.
 * Each section is an ordinary attempt (./attempts.ts), submitted module by module as in section practice,
 * the offline outbox included; the full test follows them: `advance` moves it on from what the server
 * stored (a finished section, a break that ran out), so every read resumes at the right step on any
 * device. The total and its progress event come from the stored section scores, once.
 */
import { and, asc, desc, eq, inArray, ne } from "drizzle-orm";
import { SAT_ERROR_CODES } from "../contract/sat";
import {
  breakSecondsLeft,
  SAT_BREAK_SECONDS,
  SAT_FULL_ERROR_CODES,
  type SatFullTestListResponse,
  type SatFullTestStartRequest,
  type SatFullTestStep,
  type SatFullTestView,
} from "../contract/sat-full";
import type { SatSection } from "../contract/sat-content";
import { isUniqueViolation, type Db } from "../db/client";
import { satAttemptModules, satAttempts, satFullTests, satTests } from "../db/schema";
import { ApiError } from "../lib/errors";
import { recordProgressEvents, type ProgressEnv } from "../progress/record";
import { startAttempt, type AttemptRow } from "./attempts";
import { totalEstimate } from "./scoring";

export type FullTestRow = typeof satFullTests.$inferSelect;

/** The finished full tests the list shows. */
const FINISHED_LISTED = 5;

export async function findFullTest(db: Db, userId: string, id: string): Promise<FullTestRow> {
  const [row] = await db
    .select()
    .from(satFullTests)
    .where(and(eq(satFullTests.id, id), eq(satFullTests.userId, userId)));
  if (!row) throw new ApiError(404, SAT_FULL_ERROR_CODES.fullTestNotFound);
  return row;
}

async function openFullTest(db: Db, userId: string): Promise<FullTestRow | undefined> {
  const [row] = await db
    .select()
    .from(satFullTests)
    .where(and(eq(satFullTests.userId, userId), ne(satFullTests.step, "completed")));
  return row;
}

/** The chosen test of a section, or its first active one. */
async function testOf(db: Db, section: SatSection, id: string | undefined) {
  const [test] = await db
    .select()
    .from(satTests)
    .where(and(eq(satTests.section, section), eq(satTests.active, true), eq(satTests.pool, "test"), ...(id ? [eq(satTests.id, id)] : [])))
    .orderBy(asc(satTests.position))
    .limit(1);
  if (!test)
    throw new ApiError(404, SAT_ERROR_CODES.testNotFound, {
      key: id ? "sat_test_not_found_id" : "sat_test_none_yet",
      params: { id: id ?? "" },
    });
  return test;
}

/** Starts a full test with Reading and Writing open, or resumes the learner's open one (one at a time). */
export async function startFullTest(
  env: ProgressEnv,
  db: Db,
  userId: string,
  request: SatFullTestStartRequest,
): Promise<{ created: boolean; row: FullTestRow }> {
  const open = await openFullTest(db, userId);
  if (open) return { created: false, row: await advance(env, db, open) };
  const [readingWriting, math] = await Promise.all([
    testOf(db, "reading_writing", request.readingWritingTestId),
    testOf(db, "math", request.mathTestId),
  ]);
  // An open section attempt of the same test is taken over: one open attempt per test.
  const { row: attempt } = await startAttempt(db, userId, { section: "reading_writing", testId: readingWriting.id, mode: "full" });
  try {
    const [row] = await db
      .insert(satFullTests)
      .values({
        id: crypto.randomUUID(),
        userId,
        readingWritingTestId: readingWriting.id,
        mathTestId: math.id,
        readingWritingAttemptId: attempt.id,
        step: "reading_writing",
      })
      .returning();
    return { created: true, row: await advance(env, db, row!) };
  } catch (err) {
    // Two tabs starting at once: the loser resumes the winner's full test.
    if (!isUniqueViolation(err)) throw err;
    const winner = await openFullTest(db, userId);
    if (!winner) throw err;
    return { created: false, row: await advance(env, db, winner) };
  }
}

async function attemptRow(db: Db, id: string | null): Promise<AttemptRow | undefined> {
  if (!id) return undefined;
  const [row] = await db.select().from(satAttempts).where(eq(satAttempts.id, id));
  return row;
}

/** Moves a full test from `from` to the next step; the losing request of a race reads the winner's row. */
async function moveOn(db: Db, row: FullTestRow, from: SatFullTestStep, change: Partial<FullTestRow>): Promise<FullTestRow | null> {
  const [moved] = await db
    .update(satFullTests)
    .set(change)
    .where(and(eq(satFullTests.id, row.id), eq(satFullTests.step, from)))
    .returning();
  return moved ?? null;
}

async function reread(db: Db, row: FullTestRow): Promise<FullTestRow> {
  return findFullTest(db, row.userId, row.id);
}

/** Opens Math (or its open attempt) after the break. */
async function openMath(db: Db, row: FullTestRow): Promise<FullTestRow> {
  const { row: attempt } = await startAttempt(db, row.userId, { section: "math", testId: row.mathTestId, mode: "full" });
  return (await moveOn(db, row, "break", { step: "math", mathAttemptId: attempt.id })) ?? reread(db, row);
}

/**
 * Brings a full test up to what the server stored: Reading and Writing finished → the break (ending
 * 10 minutes after it was scored); the break over → Math; Math finished → the total and one progress event.
 */
export async function advance(env: ProgressEnv, db: Db, start: FullTestRow, now = Date.now()): Promise<FullTestRow> {
  let row = start;
  for (;;) {
    if (row.step === "reading_writing") {
      const attempt = await attemptRow(db, row.readingWritingAttemptId);
      if (attempt?.status !== "completed" || !attempt.completedAt) return row;
      const breakEndsAt = new Date(Date.parse(attempt.completedAt) + SAT_BREAK_SECONDS * 1000).toISOString();
      row = (await moveOn(db, row, "reading_writing", { step: "break", breakEndsAt })) ?? (await reread(db, row));
    } else if (row.step === "break") {
      if (row.breakEndsAt && breakSecondsLeft(row.breakEndsAt, now) > 0) return row;
      row = await openMath(db, row);
    } else if (row.step === "math") {
      const [readingWriting, math] = await Promise.all([attemptRow(db, row.readingWritingAttemptId), attemptRow(db, row.mathAttemptId)]);
      if (math?.status !== "completed" || !math.sectionScore || !readingWriting?.sectionScore) return row;
      return finish(env, db, row, readingWriting, math);
    } else return row;
  }
}

async function finish(env: ProgressEnv, db: Db, row: FullTestRow, readingWriting: AttemptRow, math: AttemptRow): Promise<FullTestRow> {
  const totalScore = totalEstimate(readingWriting.sectionScore!.score, math.sectionScore!.score);
  const completedAt = math.completedAt ?? new Date().toISOString();
  const finished = await moveOn(db, row, "math", { step: "completed", totalScore, completedAt });
  if (!finished) return reread(db, row);
  // Only the request that finished the full test records it (the event key would also store it once).
  const modules = await db
    .select({ correct: satAttemptModules.correct, total: satAttemptModules.total })
    .from(satAttemptModules)
    .where(inArray(satAttemptModules.attemptId, [readingWriting.id, math.id]));
  const correct = modules.reduce((sum, m) => sum + (m.correct ?? 0), 0);
  const total = modules.reduce((sum, m) => sum + (m.total ?? 0), 0);
  await recordProgressEvents(env, row.userId, [
    {
      type: "sat_full_test_completed",
      key: `sat:full:${row.id}`,
      occurredAt: Date.parse(completedAt),
      data: {
        score: total === 0 ? 0 : Math.round((100 * correct) / total),
        correct,
        total,
        task: `SAT full practice test: ${readingWriting.testTitle} + ${math.testTitle}`.slice(0, 300),
        passage: `Estimated total score ${totalScore.score} (${totalScore.low}–${totalScore.high})${readingWriting.retake || math.retake ? ", a retake" : ""}`,
        ref: { kind: "sat_full_test", id: row.id },
      },
    },
  ]);
  return finished;
}

/** POST /continue: the learner ends the break early (a repeat, once Math is open, changes nothing). */
export async function continueAfterBreak(env: ProgressEnv, db: Db, row: FullTestRow): Promise<FullTestRow> {
  const current = await advance(env, db, row);
  if (current.step === "reading_writing") throw new ApiError(409, SAT_FULL_ERROR_CODES.notOnBreak);
  return current.step === "break" ? advance(env, db, await openMath(db, current)) : current;
}

export async function fullTestView(db: Db, row: FullTestRow, now = Date.now()): Promise<SatFullTestView> {
  const attemptIds = [row.readingWritingAttemptId, ...(row.mathAttemptId ? [row.mathAttemptId] : [])];
  const [tests, attempts] = await db.batch([
    db
      .select({ id: satTests.id, title: satTests.title })
      .from(satTests)
      .where(inArray(satTests.id, [row.readingWritingTestId, row.mathTestId])),
    db
      .select({ id: satAttempts.id, sectionScore: satAttempts.sectionScore, retake: satAttempts.retake })
      .from(satAttempts)
      .where(inArray(satAttempts.id, attemptIds)),
  ]);
  const section = (testId: string, attemptId: string | null) => {
    const attempt = attempts.find((a) => a.id === attemptId);
    return {
      testId,
      title: tests.find((t) => t.id === testId)?.title ?? testId,
      attemptId,
      score: attempt?.sectionScore ?? null,
      retake: attempt?.retake ?? false,
    };
  };
  const readingWriting = section(row.readingWritingTestId, row.readingWritingAttemptId);
  const math = section(row.mathTestId, row.mathAttemptId);
  return {
    id: row.id,
    step: row.step,
    readingWriting,
    math,
    retake: readingWriting.retake || math.retake,
    breakSecondsLeft: row.step === "break" && row.breakEndsAt ? breakSecondsLeft(row.breakEndsAt, now) : null,
    totalScore: row.totalScore,
    startedAt: row.startedAt,
    completedAt: row.completedAt,
  };
}

export async function listFullTests(env: ProgressEnv, db: Db, userId: string): Promise<SatFullTestListResponse> {
  const [open, finished] = await Promise.all([
    openFullTest(db, userId),
    db
      .select()
      .from(satFullTests)
      .where(and(eq(satFullTests.userId, userId), eq(satFullTests.step, "completed")))
      .orderBy(desc(satFullTests.completedAt))
      .limit(FINISHED_LISTED),
  ]);
  const current = open ? await advance(env, db, open) : null;
  // An open full test that just finished heads the finished ones.
  const done = current?.step === "completed" ? [current, ...finished] : finished;
  return {
    open: current && current.step !== "completed" ? await fullTestView(db, current) : null,
    finished: await Promise.all(done.slice(0, FINISHED_LISTED).map((row) => fullTestView(db, row))),
  };
}
