/**
 * SAT Essay practice: source passages, essays stored BEFORE their evaluation (a failed or interrupted one
 * never loses the essay, which can be evaluated again), a retry with the same client id answered with the
 * stored essay, and one `sat_essay_evaluated` progress event per evaluated essay. With a model configured the
 * evaluation is the AI task of worker/ai/sat-essay-evaluation.ts within the learner's daily budget; offline
 * it is the feature-based estimate, labelled "offline estimate". Either result is schema-checked before it is
 * stored; an invalid model answer leaves the essay `evaluation_failed`.
 */
import { and, asc, desc, eq } from "drizzle-orm";
import { AiBudgetExceededError, withAiBudget } from "../ai/budget";
import { modelConfigured, type AiEnv } from "../ai/model";
import { evaluateSatEssayWithModel } from "../ai/sat-essay-evaluation";
import { TOKEN_LIMIT_MESSAGE } from "../contract/ai";
import { countWords } from "../contract/ielts-content";
import {
  SAT_ESSAY_ERROR_CODES,
  SAT_ESSAY_EVALUATION_LABELS,
  SAT_ESSAY_MAX_CHARS,
  SAT_ESSAY_MAX_WORDS,
  SAT_ESSAY_MIN_WORDS,
  SAT_ESSAY_MINUTES,
  SAT_ESSAY_SCORE,
  satEssayEvaluationSchema,
  satEssayTask,
  type SatEssayDetail,
  type SatEssayEvaluation,
  type SatEssayEvaluationMethod,
  type SatEssayPromptDetail,
  type SatEssayPromptSummary,
  type SatEssayRequest,
  type SatEssaySummary,
} from "../contract/sat-essay";
import { isUniqueViolation, type Db } from "../db/client";
import { satEssayPrompts, satEssays } from "../db/schema";
import { ApiError } from "../lib/errors";
import { recordProgressEvents, type ProgressEnv } from "../progress/record";
import { estimateSatEssay } from "./essay-offline";
import { translator, type Lang } from "../i18n";

export type SatEssayRow = typeof satEssays.$inferSelect;
type PromptRow = typeof satEssayPrompts.$inferSelect;
export type SatEssayEnv = ProgressEnv & AiEnv;

export const evaluationMethod = (env: AiEnv): SatEssayEvaluationMethod => (modelConfigured(env) ? "ai" : "offline");

// ---- passages ----------------------------------------------------------------------------------------------

const summaryOf = (p: PromptRow): SatEssayPromptSummary => ({ id: p.id, title: p.title, author: p.author, words: p.words });

export async function listPrompts(db: Db): Promise<SatEssayPromptSummary[]> {
  const rows = await db.select().from(satEssayPrompts).where(eq(satEssayPrompts.active, true)).orderBy(asc(satEssayPrompts.position));
  return rows.map(summaryOf);
}

async function findPrompt(db: Db, id: string): Promise<PromptRow> {
  const [row] = await db.select().from(satEssayPrompts).where(eq(satEssayPrompts.id, id));
  if (!row) throw new ApiError(404, SAT_ESSAY_ERROR_CODES.promptNotFound);
  return row;
}

export async function promptDetail(db: Db, id: string): Promise<SatEssayPromptDetail> {
  const row = await findPrompt(db, id);
  if (!row.active) throw new ApiError(404, SAT_ESSAY_ERROR_CODES.promptNotFound);
  return { ...summaryOf(row), byline: row.byline, paragraphs: row.paragraphs, task: satEssayTask(row.author), minutes: SAT_ESSAY_MINUTES };
}

// ---- essays ------------------------------------------------------------------------------------------------

export function toDetail(row: SatEssayRow): SatEssayDetail {
  return {
    id: row.id,
    clientId: row.clientId,
    promptId: row.promptId,
    promptTitle: row.promptTitle,
    author: row.author,
    text: row.text,
    wordCount: row.wordCount,
    durationSeconds: row.durationSeconds,
    submittedAt: row.submittedAt,
    status: row.status === "evaluated" ? "evaluated" : "evaluation_failed",
    evaluation: row.evaluation ?? null,
    evaluationError: row.evaluationError ?? null,
  };
}

export function toSummary(row: SatEssayRow): SatEssaySummary {
  const { text: _text, evaluation, ...rest } = toDetail(row);
  const scores = evaluation?.scores;
  return {
    ...rest,
    scores: scores ? { reading: scores.reading.score, analysis: scores.analysis.score, writing: scores.writing.score } : null,
    label: evaluation?.label ?? null,
  };
}

export async function findEssay(db: Db, userId: string, id: string): Promise<SatEssayRow> {
  const [row] = await db
    .select()
    .from(satEssays)
    .where(and(eq(satEssays.id, id), eq(satEssays.userId, userId)));
  if (!row) throw new ApiError(404, SAT_ESSAY_ERROR_CODES.essayNotFound);
  return row;
}

export async function listEssays(db: Db, userId: string, limit = 20): Promise<SatEssayRow[]> {
  return db
    .select()
    .from(satEssays)
    .where(eq(satEssays.userId, userId))
    .orderBy(desc(satEssays.submittedAt), desc(satEssays.id))
    .limit(limit);
}

async function findByClientId(db: Db, userId: string, clientId: string): Promise<SatEssayRow | undefined> {
  const [row] = await db
    .select()
    .from(satEssays)
    .where(and(eq(satEssays.userId, userId), eq(satEssays.clientId, clientId)));
  return row;
}

/** Empty essays are refused with 400 and over-long ones with 413, before anything is stored. */
function checkEssay(text: string): void {
  if (text.trim() === "") throw new ApiError(400, SAT_ESSAY_ERROR_CODES.emptyEssay, { key: "empty_essay_sat" });
  if (text.length > SAT_ESSAY_MAX_CHARS || countWords(text) > SAT_ESSAY_MAX_WORDS)
    throw new ApiError(413, SAT_ESSAY_ERROR_CODES.essayTooLong, { params: { max: SAT_ESSAY_MAX_WORDS } });
}

/** Practice began in 2020 at the earliest; a time before that, or one in the future (a wrong clock), becomes now. */
function submissionTime(claimed: string | undefined, now = Date.now()): string {
  const ms = claimed === undefined ? Number.NaN : Date.parse(claimed);
  return new Date(Number.isFinite(ms) && ms >= Date.UTC(2020, 0, 1) && ms <= now ? ms : now).toISOString();
}

/** POST /api/sat/essays: stores the essay, then evaluates it. A retry with the same client id gets the stored one. */
export async function submitEssay(
  env: SatEssayEnv,
  db: Db,
  userId: string,
  request: SatEssayRequest,
  lang: Lang,
  signal?: AbortSignal,
): Promise<{ duplicate: boolean; row: SatEssayRow }> {
  checkEssay(request.text);
  const existing = await findByClientId(db, userId, request.clientId);
  if (existing) return { duplicate: true, row: sameAttempt(existing, request) };
  const prompt = await findPrompt(db, request.promptId);
  let stored: SatEssayRow | undefined;
  try {
    [stored] = await db
      .insert(satEssays)
      .values({
        id: crypto.randomUUID(),
        userId,
        clientId: request.clientId,
        promptId: prompt.id,
        promptTitle: prompt.title,
        author: prompt.author,
        text: request.text,
        wordCount: countWords(request.text),
        durationSeconds: request.durationSeconds ?? null,
        submittedAt: submissionTime(request.submittedAt),
        status: "pending_evaluation",
      })
      .returning();
  } catch (err) {
    // Two tabs sending the same pending essay at once: the loser reads the winner's row.
    if (!isUniqueViolation(err)) throw err;
    const winner = await findByClientId(db, userId, request.clientId);
    if (!winner) throw err;
    return { duplicate: true, row: sameAttempt(winner, request) };
  }
  return { duplicate: false, row: await evaluateEssay(env, db, stored!, lang, prompt, signal) };
}

/** A client id is one attempt: reusing it for another passage is a client bug worth a clear 409. */
function sameAttempt(row: SatEssayRow, request: SatEssayRequest): SatEssayRow {
  if (row.promptId !== request.promptId)
    throw new ApiError(409, SAT_ESSAY_ERROR_CODES.clientIdConflict, { key: "client_id_conflict_essay" });
  return row;
}

/** The result for an essay too short to judge: no scores, just what to do. */
function insufficientEvidence(method: SatEssayEvaluationMethod, words: number, lang: Lang, now = new Date()): SatEssayEvaluation {
  const t = translator(lang);
  return {
    method,
    label: SAT_ESSAY_EVALUATION_LABELS[method],
    status: "insufficient_evidence",
    scores: null,
    strengths: [],
    improvements: [t("satEssay:insufficientImprovement")],
    summary: t("satEssay:insufficientSummary", { words: { key: "satEssay:words", params: { count: words } }, min: SAT_ESSAY_MIN_WORDS }),
    wordCount: words,
    features: null,
    model: null,
    evaluatedAt: now.toISOString(),
  };
}

async function runEvaluation(
  env: SatEssayEnv,
  row: SatEssayRow,
  prompt: PromptRow,
  lang: Lang,
  signal?: AbortSignal,
): Promise<SatEssayEvaluation> {
  const method = evaluationMethod(env);
  if (row.wordCount < SAT_ESSAY_MIN_WORDS) return insufficientEvidence(method, row.wordCount, lang);
  const input = { author: prompt.author, paragraphs: prompt.paragraphs, text: row.text };
  if (method === "offline") return satEssayEvaluationSchema.parse(estimateSatEssay(input, lang));
  const { evaluation } = await withAiBudget(env, row.userId, () => evaluateSatEssayWithModel(env, input, lang, signal));
  return satEssayEvaluationSchema.parse(evaluation);
}

/**
 * Evaluates a stored essay and stores the result or the failure; a failed second opinion keeps the first. The
 * feedback is written in `lang`, the language of the request that asked for it.
 */
export async function evaluateEssay(
  env: SatEssayEnv,
  db: Db,
  row: SatEssayRow,
  lang: Lang,
  prompt?: PromptRow,
  signal?: AbortSignal,
): Promise<SatEssayRow> {
  let update: Partial<typeof satEssays.$inferInsert>;
  try {
    const evaluation = await runEvaluation(env, row, prompt ?? (await findPrompt(db, row.promptId)), lang, signal);
    update = {
      status: "evaluated",
      evaluation,
      evaluationError: null,
      readingScore: evaluation.scores?.reading.score ?? null,
      analysisScore: evaluation.scores?.analysis.score ?? null,
      writingScore: evaluation.scores?.writing.score ?? null,
      evaluatedAt: evaluation.evaluatedAt,
    };
  } catch (err) {
    const overBudget = err instanceof AiBudgetExceededError;
    if (!overBudget) console.error(`evaluation of SAT essay ${row.id} failed`, err);
    update = {
      status: row.evaluation ? "evaluated" : "evaluation_failed",
      evaluationError: overBudget
        ? { code: "token_limit_exceeded", message: `${TOKEN_LIMIT_MESSAGE} Your essay is saved: evaluate it again tomorrow.` }
        : { code: "evaluation_failed", message: "The evaluation could not be completed. Your essay is saved: try again later." },
    };
  }
  const [updated] = await db.update(satEssays).set(update).where(eq(satEssays.id, row.id)).returning();
  const result = updated ?? row;
  if (result.status === "evaluated" && update.status === "evaluated") await recordProgress(env, result);
  return result;
}

/** Total of the three scores as a share of the most an essay can get (3 × 8), for the progress toast and analytics. */
const percentOf = (row: SatEssayRow) =>
  row.readingScore === null || row.analysisScore === null || row.writingScore === null
    ? undefined
    : Math.round((100 * (row.readingScore + row.analysisScore + row.writingScore)) / (3 * SAT_ESSAY_SCORE.max));

/** One progress event per essay (its key is the essay's), so History, streaks and analytics see it. Best effort. */
async function recordProgress(env: SatEssayEnv, row: SatEssayRow): Promise<void> {
  const score = percentOf(row);
  await recordProgressEvents(env, row.userId, [
    {
      type: "sat_essay_evaluated",
      key: `sat:essay:${row.id}`,
      occurredAt: Date.parse(row.submittedAt),
      data: {
        section: "essay",
        ...(score === undefined ? {} : { score }),
        task: row.promptTitle.slice(0, 300),
        words: Math.min(row.wordCount, 10_000),
        ...(row.durationSeconds !== null ? { duration_seconds: row.durationSeconds } : {}),
        ref: { kind: "sat_essay", id: row.id },
      },
    },
  ]);
}
