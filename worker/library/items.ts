/**
 * The library's reads: the list with the learner's latest attempt per item, and one article
 * or episode with its public questions, the audio's signed URL and turn times, and the learner's place.
 */
import { and, asc, eq, inArray } from "drizzle-orm";
import {
  LIBRARY_ERROR_CODES,
  readingMinutes,
  type ArticleDetail,
  type CountedAttempt,
  type LibraryListItem,
  type LibraryListQuery,
  type PodcastDetail,
} from "../contract/library";
import type { Db } from "../db/client";
import { libraryAttempts, libraryItems, libraryPlayback, libraryPodcastAudio } from "../db/library-schema";
import { audioProgress } from "../lib/audio-progress";
import { ApiError } from "../lib/errors";
import { signedUrl } from "../lib/signed-urls";

/** Where the API serves podcast audio; the library router's audio route is mounted here. */
export const LIBRARY_AUDIO_PATH = "/api/library/audio/";
export const PODCAST_AUDIO_PREFIX = "library/podcasts/";
/** Spoken English in the episodes runs at about this many words a minute (for an episode without audio yet). */
const SPOKEN_WORDS_PER_MINUTE = 150;

type ItemRow = typeof libraryItems.$inferSelect;

const notFound = () => new ApiError(404, LIBRARY_ERROR_CODES.notFound);

/** The counted attempt per item of `itemIds` for one learner (worker/library/answers.ts). */
async function countedAttempts(db: Db, userId: string, itemIds: string[]): Promise<Map<string, CountedAttempt>> {
  if (itemIds.length === 0) return new Map();
  const rows = await db
    .select({
      itemId: libraryAttempts.itemId,
      correct: libraryAttempts.correct,
      total: libraryAttempts.total,
      at: libraryAttempts.createdAt,
    })
    .from(libraryAttempts)
    .where(and(eq(libraryAttempts.userId, userId), eq(libraryAttempts.counted, true), inArray(libraryAttempts.itemId, itemIds)));
  return new Map(rows.map(({ itemId, ...attempt }) => [itemId, attempt]));
}

function minutesOf(row: ItemRow, durationSeconds: number | undefined): number {
  if (row.kind === "article") return readingMinutes(row.wordCount);
  return Math.max(1, Math.round(durationSeconds !== undefined ? durationSeconds / 60 : row.wordCount / SPOKEN_WORDS_PER_MINUTE));
}

const listFields = (row: ItemRow, minutes: number, countedAttempt: CountedAttempt | null) => ({
  id: row.id,
  title: row.title,
  level: row.level,
  topic: row.topic,
  summary: row.summary,
  minutes,
  countedAttempt,
});

export async function listLibrary(db: Db, userId: string, query: LibraryListQuery): Promise<LibraryListItem[]> {
  const filters = [eq(libraryItems.active, true)];
  if (query.kind) filters.push(eq(libraryItems.kind, query.kind));
  if (query.level) filters.push(eq(libraryItems.level, query.level));
  if (query.topic) filters.push(eq(libraryItems.topic, query.topic));
  const [rows, audio] = await Promise.all([
    db
      .select()
      .from(libraryItems)
      .where(and(...filters))
      .orderBy(asc(libraryItems.position)),
    db.select({ podcastId: libraryPodcastAudio.podcastId, durationSeconds: libraryPodcastAudio.durationSeconds }).from(libraryPodcastAudio),
  ]);
  const durations = new Map(audio.map((a) => [a.podcastId, a.durationSeconds]));
  const attempts = await countedAttempts(
    db,
    userId,
    rows.map((r) => r.id),
  );
  return rows.map((row) => ({ kind: row.kind, ...listFields(row, minutesOf(row, durations.get(row.id)), attempts.get(row.id) ?? null) }));
}

/** An active item of the given kind, else 404. */
export async function findItem(db: Db, kind: ItemRow["kind"], id: string): Promise<ItemRow> {
  const row = await db.query.libraryItems.findFirst({
    where: and(eq(libraryItems.id, id), eq(libraryItems.kind, kind), eq(libraryItems.active, true)),
  });
  if (!row) throw notFound();
  return row;
}

export async function articleDetail(db: Db, userId: string, id: string): Promise<ArticleDetail> {
  const row = await findItem(db, "article", id);
  if (row.body.kind !== "article") throw notFound();
  const attempt = (await countedAttempts(db, userId, [id])).get(id) ?? null;
  return {
    kind: "article",
    ...listFields(row, minutesOf(row, undefined), attempt),
    wordCount: row.wordCount,
    questions: row.questions,
    paragraphs: row.body.paragraphs,
  };
}

export async function podcastDetail(
  db: Db,
  env: Pick<Env, "JWT_SIGNING_KEY" | "AUDIO">,
  userId: string,
  id: string,
): Promise<PodcastDetail> {
  const row = await findItem(db, "podcast", id);
  if (row.body.kind !== "podcast") throw notFound();
  const [audio, playback, attempts] = await Promise.all([
    db.query.libraryPodcastAudio.findFirst({ where: eq(libraryPodcastAudio.podcastId, id) }),
    db.query.libraryPlayback.findFirst({ where: and(eq(libraryPlayback.userId, userId), eq(libraryPlayback.podcastId, id)) }),
    countedAttempts(db, userId, [id]),
  ]);
  const { format, speakers, transcript } = row.body;
  return {
    kind: "podcast",
    ...listFields(row, minutesOf(row, audio?.durationSeconds), attempts.get(id) ?? null),
    wordCount: row.wordCount,
    questions: row.questions,
    format,
    speakers,
    transcript: transcript.map((turn, i) => ({ ...turn, startSeconds: audio?.turnStartSeconds[i] ?? null })),
    audio: audio
      ? {
          url: await signedUrl(env, LIBRARY_AUDIO_PATH, audio.audioKey),
          contentType: audio.contentType,
          durationSeconds: audio.durationSeconds,
          engine: audio.engine,
        }
      : null,
    audioProgress: audio ? null : await audioProgress(env.AUDIO),
    positionSeconds: playback?.positionSeconds ?? 0,
  };
}

/** Keeps where the learner stopped in an episode (clamped to its length when the audio is known). */
export async function savePlayback(db: Db, userId: string, podcastId: string, positionSeconds: number): Promise<number> {
  await findItem(db, "podcast", podcastId);
  const audio = await db.query.libraryPodcastAudio.findFirst({ where: eq(libraryPodcastAudio.podcastId, podcastId) });
  const position = audio ? Math.min(positionSeconds, audio.durationSeconds) : positionSeconds;
  const updatedAt = new Date().toISOString();
  await db
    .insert(libraryPlayback)
    .values({ userId, podcastId, positionSeconds: position, updatedAt })
    .onConflictDoUpdate({ target: [libraryPlayback.userId, libraryPlayback.podcastId], set: { positionSeconds: position, updatedAt } });
  return position;
}
