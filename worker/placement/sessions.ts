/**
 * Placement sessions (issue 17): starting (a retake abandons the unfinished attempt), the view the
 * learner gets (the current item without its answer), scoring an answer on the server and, after the
 * last item, saving the result as the assessment of the customization settings (spec §3), which the AI
 * chat, the words of the day and the learning plan read.
 */
import { and, desc, eq } from "drizzle-orm";
import type { PlacementAnswer, PlacementOverview, PlacementQuestion, PlacementResult, PlacementSessionView } from "../contract/placement";
import { PLACEMENT_ITEM_COUNT } from "../contract/placement";
import type { Db } from "../db/client";
import { placementSessions, userCustomizationSettings } from "../db/schema";
import { ApiError } from "../lib/errors";
import { signedUrl } from "../lib/signed-urls";
import { nextItem, placementResult } from "./adaptive";
import { placementItem, PLACEMENT_ITEMS } from "./items";

type Row = typeof placementSessions.$inferSelect;
type AudioEnv = Pick<Env, "AUDIO" | "JWT_SIGNING_KEY">;
type PlacementEnv = AudioEnv & Pick<Env, "USER_HUB">;

/** Where setup puts each listening item's clip (scripts/content/placement-audio.mjs) and where it is served. */
export const PLACEMENT_AUDIO_PREFIX = "placement/listening/";
export const PLACEMENT_AUDIO_PATH = "/api/placement/audio/";
export const placementAudioKey = (itemId: string) => `${PLACEMENT_AUDIO_PREFIX}${itemId}`;

const notFound = () => new ApiError(404, "placement_not_found");

async function questionOf(env: AudioEnv, itemId: string): Promise<PlacementQuestion> {
  const item = placementItem(itemId);
  if (!item) throw new Error(`placement item ${itemId} is not in the bank`);
  let audioUrl: string | null = null;
  if (item.category === "listening" && (await env.AUDIO.head(placementAudioKey(item.id)))) {
    audioUrl = await signedUrl(env, PLACEMENT_AUDIO_PATH, placementAudioKey(item.id));
  }
  return { id: item.id, category: item.category, prompt: item.prompt, passage: item.passage ?? null, audioUrl, options: item.options };
}

async function viewOf(env: AudioEnv, row: Row): Promise<PlacementSessionView> {
  return {
    id: row.id,
    status: row.status === "completed" ? "completed" : "in_progress",
    answered: row.answers.length,
    total: PLACEMENT_ITEM_COUNT,
    question: row.status === "in_progress" && row.currentItemId ? await questionOf(env, row.currentItemId) : null,
    result: row.result ?? null,
    startedAt: row.startedAt,
  };
}

export async function startPlacement(db: Db, env: AudioEnv, userId: string): Promise<PlacementSessionView> {
  const id = crypto.randomUUID();
  const first = nextItem(PLACEMENT_ITEMS, [], id)!;
  const [, [row]] = await db.batch([
    db
      .update(placementSessions)
      .set({ status: "abandoned", currentItemId: null })
      .where(and(eq(placementSessions.userId, userId), eq(placementSessions.status, "in_progress"))),
    db.insert(placementSessions).values({ id, userId, status: "in_progress", answers: [], currentItemId: first.id }).returning(),
  ]);
  return viewOf(env, row!);
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

export async function placementOverview(db: Db, env: AudioEnv, userId: string): Promise<PlacementOverview> {
  const [inProgress, latest] = await db.batch([
    db
      .select()
      .from(placementSessions)
      .where(and(eq(placementSessions.userId, userId), eq(placementSessions.status, "in_progress")))
      .orderBy(desc(placementSessions.startedAt))
      .limit(1),
    db
      .select({ result: placementSessions.result })
      .from(placementSessions)
      .where(and(eq(placementSessions.userId, userId), eq(placementSessions.status, "completed")))
      .orderBy(desc(placementSessions.completedAt))
      .limit(1),
  ]);
  return { inProgress: inProgress[0] ? await viewOf(env, inProgress[0]) : null, latest: latest[0]?.result ?? null };
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
 * Scores the answer to the item served now and serves the next one, or finishes the test. An answer to
 * an item already answered changes nothing (a retried request), one to any other item is 409.
 */
export async function answerPlacement(
  db: Db,
  env: PlacementEnv,
  userId: string,
  id: string,
  { itemId, choice }: PlacementAnswer,
  now = Date.now(),
): Promise<PlacementSessionView> {
  const row = await ownSession(db, userId, id);
  if (row.answers.some((a) => a.itemId === itemId)) return viewOf(env, row);
  if (row.status !== "in_progress") throw new ApiError(409, "placement_not_in_progress");
  if (row.currentItemId !== itemId) throw new ApiError(409, "placement_wrong_item");
  const item = placementItem(itemId)!;
  if (choice >= item.options.length) throw new ApiError(400, "validation_failed", { key: "placement_bad_choice" });

  const answers = [...row.answers, { itemId, level: item.level, category: item.category, correct: choice === item.answer }];
  const next = nextItem(PLACEMENT_ITEMS, answers, row.id);
  const guard = and(eq(placementSessions.id, row.id), eq(placementSessions.currentItemId, itemId));
  if (next) {
    const [updated] = await db.update(placementSessions).set({ answers, currentItemId: next.id }).where(guard).returning();
    return viewOf(env, updated ?? (await ownSession(db, userId, id)));
  }
  const completedAt = new Date(now).toISOString();
  const result = placementResult(answers, completedAt);
  const assessment = assessmentOf(result);
  const [[updated]] = await db.batch([
    db.update(placementSessions).set({ answers, currentItemId: null, status: "completed", result, completedAt }).where(guard).returning(),
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
