/**
 * Placement sessions: starting (a retake abandons the unfinished attempt), the view the
 * learner gets (the current item without its answer), scoring an answer on the server and, after the
 * last item, saving the result as the assessment of the customization settings (spec §3), which the AI
 * chat, the words of the day and the learning plan read.
 *
 * Issue 34: each question goes out under a fresh random id (its item id names its level), and its clip
 * is served by that id; a result replaces the saved level at most once per PLACEMENT_LEVEL_INTERVAL_HOURS,
 * so retaking the test again and again cannot shop for a level.
 */
import { and, desc, eq } from "drizzle-orm";
import type { PlacementAnswer, PlacementOverview, PlacementQuestion, PlacementResult, PlacementSessionView } from "../contract/placement";
import { PLACEMENT_ITEM_COUNT, PLACEMENT_LEVEL_INTERVAL_HOURS } from "../contract/placement";
import type { Db } from "../db/client";
import { placementSessions, userCustomizationSettings } from "../db/schema";
import { ApiError } from "../lib/errors";
import { signedUrl } from "../lib/signed-urls";
import { nextItem, placementResult } from "./adaptive";
import { placementItem, PLACEMENT_ITEMS } from "./items";

type Row = typeof placementSessions.$inferSelect;
type AudioEnv = Pick<Env, "AUDIO" | "JWT_SIGNING_KEY">;
type PlacementEnv = AudioEnv & Pick<Env, "USER_HUB">;

/** Where setup puts each listening item's clip (scripts/content/placement-audio.mjs). */
export const PLACEMENT_AUDIO_PREFIX = "placement/listening/";
export const placementAudioKey = (itemId: string) => `${PLACEMENT_AUDIO_PREFIX}${itemId}`;
/** Where a served question's clip is fetched: by its session and question id, never by the item's. */
export const PLACEMENT_CLIP_PATH = "/api/placement/clips/";
export const clipPath = (sessionId: string, questionId: string) => `${sessionId}/${questionId}`;

const LEVEL_INTERVAL_MS = PLACEMENT_LEVEL_INTERVAL_HOURS * 3600 * 1000;

const notFound = () => new ApiError(404, "placement_not_found");

async function questionOf(env: AudioEnv, row: Row, itemId: string, questionId: string): Promise<PlacementQuestion> {
  const item = placementItem(itemId);
  if (!item) throw new Error(`placement item ${itemId} is not in the bank`);
  let audioUrl: string | null = null;
  if (item.category === "listening" && (await env.AUDIO.head(placementAudioKey(item.id)))) {
    audioUrl = await signedUrl(env, PLACEMENT_CLIP_PATH, clipPath(row.id, questionId));
  }
  return { id: questionId, category: item.category, prompt: item.prompt, passage: item.passage ?? null, audioUrl, options: item.options };
}

async function viewOf(env: AudioEnv, row: Row): Promise<PlacementSessionView> {
  const current = row.status === "in_progress" && row.currentItemId && row.currentQuestionId;
  return {
    id: row.id,
    status: row.status === "completed" ? "completed" : "in_progress",
    answered: row.answers.length,
    total: PLACEMENT_ITEM_COUNT,
    question: current ? await questionOf(env, row, row.currentItemId!, row.currentQuestionId!) : null,
    result: row.result ?? null,
    savedAsLevel: row.savedAsLevel,
    startedAt: row.startedAt,
  };
}

export async function startPlacement(db: Db, env: AudioEnv, userId: string): Promise<PlacementSessionView> {
  const id = crypto.randomUUID();
  const first = nextItem(PLACEMENT_ITEMS, [], id)!;
  const [, [row]] = await db.batch([
    db
      .update(placementSessions)
      .set({ status: "abandoned", currentItemId: null, currentQuestionId: null })
      .where(and(eq(placementSessions.userId, userId), eq(placementSessions.status, "in_progress"))),
    db
      .insert(placementSessions)
      .values({ id, userId, status: "in_progress", answers: [], currentItemId: first.id, currentQuestionId: crypto.randomUUID() })
      .returning(),
  ]);
  return viewOf(env, row!);
}

/**
 * The R2 key of a question's clip, for the clip route: the question served now (or answered) in that
 * session. `userId` limits it to the caller's own sessions when the request has no signed URL.
 */
export async function clipKey(db: Db, sessionId: string, questionId: string, userId: string | null): Promise<string | null> {
  const row = await db
    .select()
    .from(placementSessions)
    .where(userId ? and(eq(placementSessions.id, sessionId), eq(placementSessions.userId, userId)) : eq(placementSessions.id, sessionId))
    .get();
  if (!row) return null;
  const itemId =
    row.currentQuestionId === questionId ? row.currentItemId : row.answers.find((answer) => answer.questionId === questionId)?.itemId;
  return itemId ? placementAudioKey(itemId) : null;
}

/** One of the learner's own sessions; another learner's is 404, like one that does not exist. */
async function ownSession(db: Db, userId: string, id: string): Promise<Row> {
  const row = await db
    .select()
    .from(placementSessions)
    .where(and(eq(placementSessions.id, id), eq(placementSessions.userId, userId)))
    .get();
  if (!row) throw notFound();
  return row;
}

export async function placementSession(db: Db, env: AudioEnv, userId: string, id: string): Promise<PlacementSessionView> {
  return viewOf(env, await ownSession(db, userId, id));
}

/** The result saved as the learner's level, and when a new one may replace it (null: now). */
async function savedLevel(
  db: Db,
  userId: string,
  now: number,
): Promise<{ latest: PlacementResult | null; levelChangesFrom: string | null }> {
  const [saved] = await db
    .select({ result: placementSessions.result })
    .from(placementSessions)
    .where(and(eq(placementSessions.userId, userId), eq(placementSessions.status, "completed"), eq(placementSessions.savedAsLevel, true)))
    .orderBy(desc(placementSessions.completedAt))
    .limit(1);
  const latest = saved?.result ?? null;
  const changesFrom = latest ? Date.parse(latest.completedAt) + LEVEL_INTERVAL_MS : 0;
  return { latest, levelChangesFrom: changesFrom > now ? new Date(changesFrom).toISOString() : null };
}

export async function placementOverview(db: Db, env: AudioEnv, userId: string, now = Date.now()): Promise<PlacementOverview> {
  const [inProgress, saved] = await Promise.all([
    db
      .select()
      .from(placementSessions)
      .where(and(eq(placementSessions.userId, userId), eq(placementSessions.status, "in_progress")))
      .orderBy(desc(placementSessions.startedAt))
      .limit(1),
    savedLevel(db, userId, now),
  ]);
  return { inProgress: inProgress[0] ? await viewOf(env, inProgress[0]) : null, ...saved };
}

/** The assessment fields of user_customization_settings (spec §3) for a result. */
function assessmentOf(result: PlacementResult) {
  return {
    assessmentCompleted: true,
    assessmentLevel: result.level,
    assessmentScore: result.score,
    assessmentPercentage: result.percentage,
    assessmentCategoryScores: result.categoryScores,
    assessmentCompletedAt: result.completedAt,
    updatedAt: result.completedAt,
  };
}

/**
 * Scores the answer to the question served now and serves the next one, or finishes the test. An answer
 * to a question already answered changes nothing (a retried request), one to any other question is 409.
 * A finished test's result replaces the saved level unless the last one did so within the interval.
 */
export async function answerPlacement(
  db: Db,
  env: PlacementEnv,
  userId: string,
  id: string,
  { questionId, choice }: PlacementAnswer,
  now = Date.now(),
): Promise<PlacementSessionView> {
  const row = await ownSession(db, userId, id);
  if (row.answers.some((a) => a.questionId === questionId)) return viewOf(env, row);
  if (row.status !== "in_progress") throw new ApiError(409, "placement_not_in_progress");
  if (row.currentQuestionId !== questionId || !row.currentItemId) throw new ApiError(409, "placement_wrong_item");
  const item = placementItem(row.currentItemId)!;
  if (choice >= item.options.length) throw new ApiError(400, "validation_failed", { key: "placement_bad_choice" });

  const answers = [
    ...row.answers,
    { itemId: item.id, questionId, level: item.level, category: item.category, correct: choice === item.answer },
  ];
  const next = nextItem(PLACEMENT_ITEMS, answers, row.id);
  const guard = and(eq(placementSessions.id, row.id), eq(placementSessions.currentQuestionId, questionId));
  if (next) {
    const [updated] = await db
      .update(placementSessions)
      .set({ answers, currentItemId: next.id, currentQuestionId: crypto.randomUUID() })
      .where(guard)
      .returning();
    return viewOf(env, updated ?? (await ownSession(db, userId, id)));
  }
  const completedAt = new Date(now).toISOString();
  const result = placementResult(answers, completedAt);
  const { levelChangesFrom } = await savedLevel(db, userId, now);
  const savedAsLevel = levelChangesFrom === null;
  const assessment = assessmentOf(result);
  const finish = db
    .update(placementSessions)
    .set({ answers, currentItemId: null, currentQuestionId: null, status: "completed", result, completedAt, savedAsLevel })
    .where(guard)
    .returning();
  if (!savedAsLevel) {
    const [updated] = await finish;
    return viewOf(env, updated ?? (await ownSession(db, userId, id)));
  }
  const [[updated]] = await db.batch([
    finish,
    db
      .insert(userCustomizationSettings)
      .values({ userId, ...assessment })
      .onConflictDoUpdate({ target: userCustomizationSettings.userId, set: assessment }),
  ]);
  // The hub caches the assessment for the AI chat; the new level must count from the next message.
  await env.USER_HUB.getByName(userId)
    .assessmentChanged()
    .catch((err: unknown) => console.warn("could not tell the hub the assessment changed", err));
  return viewOf(env, updated ?? (await ownSession(db, userId, id)));
}
