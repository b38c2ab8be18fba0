/**
 * Storing IELTS submissions. Reading and listening are scored on arrival. A writing task is written to
 * ielts_writing_history and ielts_submissions in one batch BEFORE its evaluation starts, so a failed
 * or interrupted evaluation never loses the essay (it can be evaluated again later); speaking works
 * the same way. A retry with the same client id returns the stored submission. Once a submission has
 * its result, a progress event (one per submission) feeds streaks, achievements and analytics.
 */
import { and, asc, desc, eq, lt, or, type SQL } from "drizzle-orm";
import { AiBudgetExceededError, withAiBudget } from "../ai/budget";
import type { AiEnv } from "../ai/model";
import { TOKEN_LIMIT_MESSAGE } from "../contract/ai";
import {
  ESSAY_MAX_CHARS,
  ESSAY_MAX_WORDS,
  IELTS_ERROR_CODES,
  isOwnQuestionId,
  OWN_QUESTION_IDS,
  IELTS_QUESTIONS_PER_TEST,
  type ParsedSubmissionRequest,
  type WritingTask,
} from "../contract/ielts";
import {
  countWords,
  type SpeakingSet,
  type Task1Visual,
  type WritingTask1Prompt,
  type WritingTask2Prompt,
} from "../contract/ielts-content";
import {
  ieltsAnswerKeys,
  ieltsQuestions,
  ieltsSubmissions,
  ieltsTestParts,
  ieltsWritingHistory,
  teacherGrades,
  type StoredSpeakingAnswer,
} from "../db/schema";
import { ApiError } from "../lib/errors";
import { decodeCursor, encodeCursor } from "../lib/cursor";
import { isUniqueViolation, type Db } from "../db/client";
import { FALLBACK_LANG, type Lang } from "../i18n";
import { recordProgressEvents, type ProgressEnv } from "../progress/record";
import { automaticMistakeCards } from "../mistakes/cards";
import { recordingPrefix } from "./audio";
import { evaluate, selectEvaluator, type EvaluationRequest } from "./evaluation";
import { learnerResults } from "./results";
import { scoreObjective, unknownQuestions, type ScoredQuestion } from "./scoring";
import { findTest } from "./tests";

export type SubmissionRow = typeof ieltsSubmissions.$inferSelect;
type TestRow = Awaited<ReturnType<typeof findTest>>;
type Objective = Extract<ParsedSubmissionRequest, { section: "reading" | "listening" }>;
type Writing = Extract<ParsedSubmissionRequest, { section: "writing" }>;
type Speaking = Extract<ParsedSubmissionRequest, { section: "speaking" }>;

/** What evaluation and progress need from the environment. */
export type SubmissionEnv = ProgressEnv & Pick<Env, "AUDIO"> & AiEnv;

const range = (numbers: number[]) => {
  const sorted = [...new Set(numbers)].sort((a, b) => a - b);
  if (sorted.length === 0) return null;
  const first = sorted[0]!;
  const last = sorted[sorted.length - 1]!;
  return first === last ? String(first) : sorted.length === last - first + 1 ? `${first}–${last}` : sorted.join(", ");
};

// ---- bad input that needs no database -------------------------------------------------------------------

/** Empty essays are refused with 400 and over-long ones with 413, before anything is stored. */
export function checkEssay(text: string): void {
  if (text.trim() === "") throw new ApiError(400, IELTS_ERROR_CODES.emptyEssay);
  if (text.length > ESSAY_MAX_CHARS || countWords(text) > ESSAY_MAX_WORDS) {
    throw new ApiError(413, IELTS_ERROR_CODES.essayTooLong, { params: { max: ESSAY_MAX_WORDS } });
  }
}

// ---- reading the prompt of an item ---------------------------------------------------------------------

type WritingBody = { task: WritingTask; minWords: number } & (
  | { task: "task1"; prompt: WritingTask1Prompt["prompt"]; visuals: Task1Visual[] }
  | { task: "task2"; prompt: WritingTask2Prompt["prompt"]; essayType: string; topic: string }
);

/** The task as the learner read it (ielts_writing_history.task). */
function writingTaskText(body: WritingBody): string {
  return body.task === "task1"
    ? `${body.prompt.description} ${body.prompt.instruction}`
    : `${body.prompt.statement} ${body.prompt.question}`;
}

/** The words an answer should engage with: the task, plus a chart's titles, categories and series for Task 1. */
function writingQuestionText(body: WritingBody): string {
  if (body.task === "task2") return `${body.topic} ${body.prompt.statement} ${body.prompt.question}`;
  const labels = body.visuals.flatMap((v): string[] => {
    switch (v.kind) {
      case "line_graph":
      case "bar_chart":
        return [v.title, ...v.categoryAxis.categories, ...v.series.map((s) => s.name)];
      case "pie_chart":
        return [v.title, ...v.pies.flatMap((p) => [p.label, ...p.slices.map((s) => s.label)])];
      case "table":
        return [v.title, ...v.columns, ...v.rows.map((r) => r.label)];
      case "process_diagram":
        return [v.title, ...v.steps.map((s) => s.label)];
      case "map":
        return [v.title, ...v.states.flatMap((s) => s.features.map((f) => f.label))];
    }
  });
  return [body.prompt.description, ...labels].join(" ");
}

/** A chart's numbers as text, so a model can check the figures a Task 1 answer reports. */
function visualData(visual: Task1Visual): string {
  const value = (v: number | null) => (v === null ? "–" : String(v));
  switch (visual.kind) {
    case "line_graph":
    case "bar_chart":
      return [
        `${visual.title} (${visual.valueAxis.label}, ${visual.valueAxis.unit}; ${visual.categoryAxis.label}: ${visual.categoryAxis.categories.join(", ")})`,
        ...visual.series.map((s) => `${s.name}: ${s.values.map(value).join(", ")}`),
      ].join("\n");
    case "pie_chart":
      return [visual.title, ...visual.pies.map((p) => `${p.label}: ${p.slices.map((s) => `${s.label} ${s.value}%`).join(", ")}`)].join(
        "\n",
      );
    case "table":
      return [
        `${visual.title} (${visual.unit})`,
        `${visual.rowHeader}: ${visual.columns.join(", ")}`,
        ...visual.rows.map((r) => `${r.label}: ${r.values.map(value).join(", ")}`),
      ].join("\n");
    case "process_diagram":
      return [
        `${visual.title}${visual.cyclical ? " (a cycle)" : ""}`,
        ...visual.steps.map((s) => `${s.order}. ${s.label}${s.detail ? `: ${s.detail}` : ""}`),
      ].join("\n");
    case "map":
      return [visual.title, ...visual.states.map((st) => `${st.label}: ${st.features.map((f) => f.label).join(", ")}`)].join("\n");
  }
}

function writingRequest(test: TestRow, row: Pick<SubmissionRow, "task" | "customPrompt" | "studentText">): EvaluationRequest {
  const text = row.studentText ?? "";
  if (row.customPrompt !== null && row.task) {
    // The learner's own question: its words are the task; a Task 1 has no figure to read.
    return { kind: "writing", task: row.task, prompt: row.customPrompt, taskData: null, text, essayType: null, ownQuestion: true };
  }
  const body = test.body as WritingBody;
  return {
    kind: "writing",
    task: body.task,
    prompt: writingQuestionText(body),
    taskData: body.task === "task1" ? body.visuals.map(visualData).join("\n\n") : null,
    text,
    essayType: body.task === "task2" ? body.essayType : null,
  };
}

function speakingQuestion(set: Pick<SpeakingSet, "part1" | "part2" | "part3">, part: 1 | 2 | 3, index: number): string | undefined {
  if (part === 1) return set.part1.questions[index];
  if (part === 3) return set.part3.questions[index];
  return index === 0 ? set.part2.cueCard.task : set.part2.roundingOffQuestions[index - 1];
}

const speakingRequest = (answers: StoredSpeakingAnswer[]): EvaluationRequest => ({
  kind: "speaking",
  answers: answers.map((a) => ({
    part: a.part,
    question: a.question,
    transcript: a.transcript,
    durationSeconds: a.durationSeconds,
    speechSeconds: a.speechSeconds,
    confidence: a.confidence,
  })),
});

export function evaluationRequestOf(row: SubmissionRow, test: TestRow): EvaluationRequest {
  if (row.section === "writing") return writingRequest(test, row);
  if (row.section === "speaking") return speakingRequest(row.speakingAnswers ?? []);
  throw new ApiError(400, IELTS_ERROR_CODES.notEvaluable);
}

// ---- storing -----------------------------------------------------------------------------------------------

export async function findByClientId(db: Db, userId: string, clientId: string): Promise<SubmissionRow | undefined> {
  const [row] = await db
    .select()
    .from(ieltsSubmissions)
    .where(and(eq(ieltsSubmissions.userId, userId), eq(ieltsSubmissions.clientId, clientId)));
  return row;
}

export async function findSubmission(db: Db, userId: string, id: string): Promise<SubmissionRow> {
  const [row] = await db
    .select()
    .from(ieltsSubmissions)
    .where(and(eq(ieltsSubmissions.id, id), eq(ieltsSubmissions.userId, userId)));
  if (!row) throw new ApiError(404, IELTS_ERROR_CODES.submissionNotFound);
  return row;
}

function testIdOf(request: ParsedSubmissionRequest): string {
  switch (request.section) {
    case "reading":
    case "listening":
      return request.testId;
    case "writing":
      return request.customPrompt ? OWN_QUESTION_IDS[request.customPrompt.task] : request.promptId!;
    case "speaking":
      return request.setId;
  }
}

async function loadTestFor(db: Db, request: ParsedSubmissionRequest): Promise<TestRow> {
  const test = await findTest(db, testIdOf(request));
  if (test.section !== request.section) throw new ApiError(400, IELTS_ERROR_CODES.wrongSection, { params: { id: test.id } });
  return test;
}

type NewRow = typeof ieltsSubmissions.$inferInsert;

/** Practice began in 2020 at the earliest; a time before that, or one in the future (a wrong clock), becomes now. */
const EARLIEST_SUBMISSION = Date.UTC(2020, 0, 1);

function submissionTime(claimed: string | undefined, now = Date.now()): string {
  const ms = claimed === undefined ? Number.NaN : Date.parse(claimed);
  return new Date(Number.isFinite(ms) && ms >= EARLIEST_SUBMISSION && ms <= now ? ms : now).toISOString();
}

function baseRow(userId: string, request: ParsedSubmissionRequest, test: TestRow): NewRow {
  return {
    id: crypto.randomUUID(),
    userId,
    clientId: request.clientId,
    section: request.section,
    testId: test.id,
    testTitle: test.title,
    durationSeconds: request.durationSeconds ?? null,
    submittedAt: submissionTime(request.submittedAt),
    status: "pending_evaluation",
  };
}

async function objectiveRow(db: Db, userId: string, request: Objective, test: TestRow): Promise<NewRow> {
  const [questions, keys, parts] = await db.batch([
    db.select().from(ieltsQuestions).where(eq(ieltsQuestions.testId, test.id)),
    db.select().from(ieltsAnswerKeys).where(eq(ieltsAnswerKeys.testId, test.id)),
    db
      .select({ number: ieltsTestParts.number, title: ieltsTestParts.title })
      .from(ieltsTestParts)
      .where(eq(ieltsTestParts.testId, test.id))
      .orderBy(asc(ieltsTestParts.number)),
  ]);
  const scored: ScoredQuestion[] = questions.flatMap((q) => {
    const key = keys.find((k) => k.number === q.number);
    return key
      ? [{ number: q.number, partNumber: q.partNumber, type: q.type, prompt: q.prompt, key: { ...key, wordLimit: key.wordLimit ?? null } }]
      : [];
  });
  const unknown = unknownQuestions(request.answers, scored);
  if (unknown.length > 0) {
    throw new ApiError(400, IELTS_ERROR_CODES.unknownQuestion, {
      params: { questions: unknown.slice(0, 3).join(", "), max: scored.length || IELTS_QUESTIONS_PER_TEST },
    });
  }
  const result = scoreObjective(request.section, request.answers, scored);
  return {
    ...baseRow(userId, request, test),
    status: "scored",
    mode: request.section === "listening" ? request.mode : null,
    taskLabel: test.title,
    partLabel: range(parts.map((p) => p.number)),
    passageLabel: parts.map((p) => p.title).join(" · "),
    answers: request.answers,
    review: result.review,
    score: result.correct,
    maxScore: result.total,
    band: result.band,
    bandLabel: "approximate",
  };
}

function speakingAnswers(userId: string, request: Speaking, test: TestRow): StoredSpeakingAnswer[] {
  const set = test.body as Pick<SpeakingSet, "part1" | "part2" | "part3">;
  return request.responses.map((response) => {
    const question = speakingQuestion(set, response.part, response.questionIndex);
    if (question === undefined) {
      throw new ApiError(400, IELTS_ERROR_CODES.unknownQuestion, {
        key: "unknown_question_speaking",
        params: { question: response.questionIndex + 1, part: response.part },
      });
    }
    if (response.audioKey !== undefined && !response.audioKey.startsWith(recordingPrefix(userId))) {
      throw new ApiError(400, IELTS_ERROR_CODES.unknownRecording, { key: "unknown_recording_answer" });
    }
    return { ...response, question };
  });
}

async function checkRecordingsExist(audio: R2Bucket, answers: StoredSpeakingAnswer[]): Promise<void> {
  const keys = answers.flatMap((a) => (a.audioKey ? [a.audioKey] : []));
  const heads = await Promise.all(keys.map((key) => audio.head(key)));
  if (heads.some((head) => head === null))
    throw new ApiError(400, IELTS_ERROR_CODES.unknownRecording, { key: "unknown_recording_answer_missing" });
}

async function insertRow(db: Db, row: NewRow, history?: typeof ieltsWritingHistory.$inferInsert): Promise<SubmissionRow | null> {
  try {
    if (history) {
      const [, [stored]] = await db.batch([
        db.insert(ieltsWritingHistory).values(history),
        db.insert(ieltsSubmissions).values(row).returning(),
      ]);
      return stored ?? null;
    }
    const [stored] = await db.insert(ieltsSubmissions).values(row).returning();
    return stored ?? null;
  } catch (err) {
    // Two tabs sending the same pending submission at once: the loser reads the winner's row.
    if (isUniqueViolation(err)) return null;
    throw err;
  }
}

/**
 * POST /api/ielts/submissions. Returns the stored row and whether it was stored before (a retry).
 * Writing and speaking rows are evaluated here, after they are stored.
 */
export async function submit(
  env: SubmissionEnv,
  db: Db,
  userId: string,
  request: ParsedSubmissionRequest,
  lang: Lang = FALLBACK_LANG,
): Promise<{ duplicate: boolean; row: SubmissionRow }> {
  if (request.section === "writing") checkEssay(request.user_writing);
  const existing = await findByClientId(db, userId, request.clientId);
  if (existing) return { duplicate: true, row: sameAttempt(existing, request) };

  const test = await loadTestFor(db, request);
  let row: NewRow;
  let history: typeof ieltsWritingHistory.$inferInsert | undefined;
  switch (request.section) {
    case "reading":
    case "listening":
      row = await objectiveRow(db, userId, request, test);
      break;
    case "writing":
      ({ row, history } = writingRows(userId, request, test));
      break;
    case "speaking": {
      const answers = speakingAnswers(userId, request, test);
      await checkRecordingsExist(env.AUDIO, answers);
      const parts = answers.map((a) => a.part);
      row = {
        ...baseRow(userId, request, test),
        taskLabel: `Speaking: ${test.title}`,
        partLabel: range(parts),
        passageLabel: answers.find((a) => a.part === 2)?.question ?? answers[0]!.question,
        speakingAnswers: answers,
        transcript: answers
          .map((a) => a.transcript.trim())
          .filter(Boolean)
          .join("\n\n"),
        transcriptSource: request.transcriptSource,
      };
      break;
    }
  }

  const stored = await insertRow(db, row, history);
  if (!stored) {
    const winner = await findByClientId(db, userId, request.clientId);
    if (!winner) throw new Error("a unique violation without the row that caused it");
    return { duplicate: true, row: sameAttempt(winner, request) };
  }
  if (stored.status === "scored") {
    await recordProgress(env, db, stored);
    return { duplicate: false, row: stored };
  }
  return { duplicate: false, row: await evaluateStored(env, db, stored, test, undefined, lang) };
}

function writingRows(userId: string, request: Writing, test: TestRow): { row: NewRow; history: typeof ieltsWritingHistory.$inferInsert } {
  const own = request.customPrompt;
  if (!own && isOwnQuestionId(test.id)) throw new ApiError(400, IELTS_ERROR_CODES.wrongSection, { key: "wrong_section_own" });
  const writingTask = own ? own.task : (test.body as WritingBody).task;
  if (request.task_type && request.task_type !== writingTask) {
    throw new ApiError(400, IELTS_ERROR_CODES.taskMismatch, {
      params: { id: test.id, task: writingTask === "task1" ? 1 : 2, requested: request.task_type === "task1" ? 1 : 2 },
    });
  }
  const task = own ? own.text : writingTaskText(test.body as WritingBody);
  const history = { id: crypto.randomUUID(), userId, taskType: writingTask, task, userWriting: request.user_writing, evaluation: null };
  const row: NewRow = {
    ...baseRow(userId, request, test),
    task: writingTask,
    customPrompt: own?.text ?? null,
    taskLabel: writingTask === "task1" ? "Task 1" : "Task 2",
    passageLabel: task,
    writingHistoryId: history.id,
    studentText: request.user_writing,
    wordCount: countWords(request.user_writing),
  };
  return { row, history };
}

/** A client id is one attempt: reusing it for another item is a client bug worth a clear 409. */
function sameAttempt(row: SubmissionRow, request: ParsedSubmissionRequest): SubmissionRow {
  if (row.section !== request.section || row.testId !== testIdOf(request)) {
    throw new ApiError(409, IELTS_ERROR_CODES.clientIdConflict);
  }
  return row;
}

// ---- evaluating ---------------------------------------------------------------------------------------------

/** Runs the evaluation of a stored writing or speaking row and stores its result or its failure. */
export async function evaluateStored(
  env: SubmissionEnv,
  db: Db,
  row: SubmissionRow,
  test: TestRow,
  signal?: AbortSignal,
  lang: Lang = FALLBACK_LANG,
): Promise<SubmissionRow> {
  const evaluator = selectEvaluator(env);
  let update: Partial<NewRow>;
  try {
    const { evaluation } = await evaluate(evaluator, evaluationRequestOf(row, test), {
      signal,
      withinBudget: (call) => withAiBudget(env, row.userId, call),
      db,
      lang,
    });
    update = {
      status: "evaluated",
      evaluation,
      band: evaluation.band,
      bandLabel: evaluation.band === null ? null : evaluation.label,
      confidence: evaluation.confidence,
      evaluationError: null,
      evaluatedAt: evaluation.evaluatedAt,
    };
  } catch (err) {
    const overBudget = err instanceof AiBudgetExceededError;
    if (!overBudget) console.error(`evaluation of IELTS submission ${row.id} failed`, err);
    // A failed second opinion keeps the first one; a failed first evaluation leaves the answer to evaluate later.
    update = {
      status: row.evaluation ? "evaluated" : "evaluation_failed",
      evaluationError: overBudget
        ? { code: "token_limit_exceeded", message: `${TOKEN_LIMIT_MESSAGE} Your answer is saved: evaluate it again tomorrow.` }
        : { code: "evaluation_failed", message: "The evaluation could not be completed. Your answer is saved: try again later." },
    };
  }
  const statements = [db.update(ieltsSubmissions).set(update).where(eq(ieltsSubmissions.id, row.id)).returning()] as const;
  const [[updated]] =
    row.writingHistoryId && update.evaluation
      ? await db.batch([
          ...statements,
          db.update(ieltsWritingHistory).set({ evaluation: update.evaluation }).where(eq(ieltsWritingHistory.id, row.writingHistoryId)),
        ])
      : await db.batch(statements);
  const result = updated ?? row;
  if (result.status === "evaluated") await recordProgress(env, db, result);
  return result;
}

// ---- progress ------------------------------------------------------------------------------------------------

/** Event texts are short (contract/progress.ts: 300 characters, a part label 40). */
const clip = (text: string | null, max = 300) => (text === null ? undefined : text.length > max ? `${text.slice(0, max - 1)}…` : text);

/**
 * One progress event per submission (its client id is the submission's), so History, streaks and the
 * target-score tracker see IELTS practice. Best effort: the submission is stored whatever happens here.
 */
async function recordProgress(env: SubmissionEnv, db: Db, row: SubmissionRow): Promise<void> {
  let band = row.band;
  try {
    if (row.section === "writing" && band !== null) band = (await learnerResults(db, row.userId)).bands.writing;
  } catch (err) {
    // The submission's own band stands in; the event still feeds streaks and History.
    console.error(`progress event for IELTS submission ${row.id}: the writing band could not be read`, err);
  }
  await recordProgressEvents(env, row.userId, [
    {
      type: `ielts_${row.section}_completed`,
      key: `ielts:${row.id}`,
      occurredAt: Date.parse(row.submittedAt),
      data: {
        section: row.section,
        ...(band === null ? {} : { band }),
        ...(row.score !== null && row.maxScore
          ? { score: Math.round((100 * row.score) / row.maxScore), correct: row.score, total: row.maxScore }
          : {}),
        task: clip(row.taskLabel),
        part: clip(row.partLabel, 40),
        passage: clip(row.passageLabel),
        ...(row.wordCount !== null ? { words: Math.min(row.wordCount, 10_000) } : {}),
        ...(row.durationSeconds !== null ? { duration_seconds: row.durationSeconds } : {}),
        ref: { kind: "ielts_submission", id: row.id },
      },
    },
  ]);
  // The result is in: its mistakes become review cards now if the learner asked for that.
  await automaticMistakeCards(db, row);
}

// ---- listing ----------------------------------------------------------------------------------------------------

export async function listSubmissions(
  db: Db,
  userId: string,
  query: { section?: SubmissionRow["section"]; limit: number; cursor?: string },
): Promise<{ rows: (SubmissionRow & { teacherBand: number | null })[]; nextCursor: string | null }> {
  const where: (SQL | undefined)[] = [eq(ieltsSubmissions.userId, userId)];
  if (query.section) where.push(eq(ieltsSubmissions.section, query.section));
  const before = decodeCursor(query.cursor);
  if (before)
    where.push(
      or(lt(ieltsSubmissions.submittedAt, before.at), and(eq(ieltsSubmissions.submittedAt, before.at), lt(ieltsSubmissions.id, before.id))),
    );
  const rows = (
    await db
      .select({ row: ieltsSubmissions, teacherBand: teacherGrades.overall })
      .from(ieltsSubmissions)
      .leftJoin(teacherGrades, eq(teacherGrades.submissionId, ieltsSubmissions.id))
      .where(and(...where))
      .orderBy(desc(ieltsSubmissions.submittedAt), desc(ieltsSubmissions.id))
      .limit(query.limit + 1)
  ).map(({ row, teacherBand }) => ({ ...row, teacherBand }));
  const page = rows.slice(0, query.limit);
  const last = page[page.length - 1];
  return { rows: page, nextCursor: rows.length > query.limit && last ? encodeCursor({ at: last.submittedAt, id: last.id }) : null };
}
