/**
 * Words of the day: DAILY_WORD_COUNT lexicon words chosen from a seed of the user id and the local
 * date, so they stay the same all day and differ between users. They are common enough to have a
 * frequency rank and a pronunciation, at the user's level, and not already in the dictionary.
 */
import { eq, sql } from "drizzle-orm";
import type { DailyResponse, DailyWord } from "../contract/daily";
import { DAILY_WORD_COUNT, DIFFICULTIES, type Difficulty } from "../contract/vocabulary-constants";
import { words } from "../db/schema";
import { ENTRY_COLUMNS, type EntryRow } from "../lexicon/entries";
import { localDay } from "../lib/days";
import { loadSettings, userTimeZone } from "./settings";
import { batchSql, rowsOf, type Db } from "../db/client";

/** Candidates drawn per round; owned ones are skipped and another round is drawn if needed. */
const PICKS_PER_ROUND = 12;
const MAX_ROUNDS = 4;
/** Lexicon entries a learner would want as a word of the day: common single words in lower case. */
const GOOD_WORD = sql.raw(
  "e.rank IS NOT NULL AND e.ipa IS NOT NULL AND e.lemma = e.lemma_key AND length(e.lemma_key) >= 3 AND instr(e.lemma_key, ' ') = 0",
);

/** 32-bit numbers from SHA-256 of the seed: the same seed always draws the same words. */
async function seededNumbers(seed: string, count: number): Promise<number[]> {
  const numbers: number[] = [];
  for (let block = 0; numbers.length < count; block += 1) {
    const digest = new DataView(await crypto.subtle.digest("SHA-256", new TextEncoder().encode(`${seed}#${block}`)));
    for (let i = 0; i + 4 <= digest.byteLength && numbers.length < count; i += 4) numbers.push(digest.getUint32(i));
  }
  return numbers;
}

/** The level: the user's setting, else the most common difficulty in the dictionary (Easy when empty). */
async function dailyLevel(db: Db, userId: string): Promise<{ level: Difficulty; levelSource: DailyResponse["levelSource"] }> {
  const { level } = await loadSettings(db, userId);
  if (level) return { level, levelSource: "setting" };
  const counts = await db
    .select({ difficulty: words.difficulty, n: sql<number>`count(*)` })
    .from(words)
    .where(eq(words.userId, userId))
    .groupBy(words.difficulty);
  const top = [...counts].sort((a, b) => b.n - a.n || DIFFICULTIES.indexOf(a.difficulty) - DIFFICULTIES.indexOf(b.difficulty))[0];
  return { level: top?.difficulty ?? "Easy", levelSource: "dictionary" };
}

export const toDailyWord = (row: EntryRow): DailyWord => ({
  lemma: row.lemma,
  pos: row.pos,
  ipa: row.ipa,
  difficulty: row.difficulty,
  rank: row.rank,
  definition: row.definition,
  example: row.example,
});

export async function dailyWords(db: Db, userId: string, now = Date.now()): Promise<DailyResponse> {
  const timezone = await userTimeZone(db, userId);
  const date = localDay(now, timezone);
  const { level, levelSource } = await dailyLevel(db, userId);
  const bounds = await db.get<{ lo: number | null; hi: number | null } | undefined>(
    sql`SELECT min(e.rank) AS lo, max(e.rank) AS hi FROM lexicon_entries e WHERE e.difficulty = ${level} AND e.rank IS NOT NULL`,
  );
  const chosen: EntryRow[] = [];
  if (bounds?.lo != null && bounds.hi != null) {
    const { lo, hi } = bounds;
    for (let round = 0; round < MAX_ROUNDS && chosen.length < DAILY_WORD_COUNT; round += 1) {
      const numbers = await seededNumbers(`${userId}|${date}|${round}`, PICKS_PER_ROUND);
      const picks = await batchSql(
        db,
        numbers.map(
          (n) =>
            sql`SELECT ${ENTRY_COLUMNS} FROM lexicon_entries e WHERE e.difficulty = ${level} AND e.rank >= ${lo + (n % (hi - lo + 1))} AND ${GOOD_WORD} ORDER BY e.rank LIMIT 1`,
        ),
      );
      const candidates = picks.flatMap((p) => rowsOf<EntryRow>(p)).filter((row, i, all) => all.findIndex((r) => r.id === row.id) === i);
      const owned = await ownedKeys(
        db,
        userId,
        candidates.map((c) => c.lemma_key),
      );
      for (const row of candidates) {
        if (chosen.length < DAILY_WORD_COUNT && !owned.has(row.lemma_key) && !chosen.some((c) => c.id === row.id)) chosen.push(row);
      }
    }
  }
  return { date, timezone, level, levelSource, words: chosen.map(toDailyWord) };
}

/** Which of these lemma keys the user already has, as the word itself or as its lexicon match. */
async function ownedKeys(db: Db, userId: string, keys: string[]): Promise<Set<string>> {
  const rows = await db.all<{ key: string }>(
    sql`SELECT j.value AS key FROM json_each(${JSON.stringify(keys)}) j WHERE EXISTS (
      SELECT 1 FROM words w WHERE w.user_id = ${userId} AND (w.word_key = j.value OR w.lexicon_lemma = j.value))`,
  );
  return new Set(rows.map((r) => r.key));
}
