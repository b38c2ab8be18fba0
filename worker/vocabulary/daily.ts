/**
 * Words of the day: DAILY_WORD_COUNT lexicon words chosen from a seed of the user id and the local
 * date, so they stay the same all day and differ between users. They are of the user's CEFR level (the
 * placement test's, else the older difficulty setting's, else the target band's, else B1): the
 * CEFR-J Vocabulary Profile's words of that level for A1-B2, general words beyond the profile for C1
 * and C2. They have a pronunciation and several senses, and are not already in the dictionary.
 */
import { eq, sql, type SQL } from "drizzle-orm";
import {
  DAILY_DEFAULT_LEVEL,
  DAILY_MIN_SENSES,
  CEFRJ_LEVELS,
  DAILY_RANKS_BEYOND_PROFILE,
  type CefrJLevel,
  LEVEL_OF_DIFFICULTY,
  type DailyResponse,
  type DailyWord,
} from "../contract/daily";
import { isCefrLevel, levelOfBand, type CefrLevel } from "../contract/placement";
import { DAILY_WORD_COUNT } from "../contract/vocabulary-constants";
import { learnerGoals, userCustomizationSettings } from "../db/schema";
import { ENTRY_COLUMNS, type EntryRow } from "../lexicon/entries";
import { localDay } from "../lib/days";
import { loadSettings, userTimeZone } from "./settings";
import { batchSql, rowsOf, type Db } from "../db/client";

/** Candidates drawn per round; owned ones are skipped and another round is drawn if needed. */
const PICKS_PER_ROUND = 12;
const MAX_ROUNDS = 4;
/** Lexicon entries a learner would want as a word of the day: common single words in lower case. */
const GOOD_WORD = sql.raw(
  `e.rank IS NOT NULL AND e.ipa IS NOT NULL AND e.sense_count >= ${DAILY_MIN_SENSES} AND e.lemma = e.lemma_key AND length(e.lemma_key) >= 3 AND instr(e.lemma_key, ' ') = 0`,
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

/** The learner's CEFR level: the placement test's, else the daily-words setting's, else the target band's, else B1. */
export async function learnerLevel(db: Db, userId: string): Promise<{ level: CefrLevel; levelSource: DailyResponse["levelSource"] }> {
  const [[assessment], [goals], settings] = await Promise.all([
    db
      .select({ completed: userCustomizationSettings.assessmentCompleted, level: userCustomizationSettings.assessmentLevel })
      .from(userCustomizationSettings)
      .where(eq(userCustomizationSettings.userId, userId)),
    db.select({ targetBand: learnerGoals.targetBand }).from(learnerGoals).where(eq(learnerGoals.userId, userId)),
    loadSettings(db, userId),
  ]);
  if (assessment?.completed && isCefrLevel(assessment.level)) return { level: assessment.level, levelSource: "placement" };
  if (settings.level) return { level: LEVEL_OF_DIFFICULTY[settings.level], levelSource: "setting" };
  if (goals?.targetBand != null) return { level: levelOfBand(goals.targetBand), levelSource: "target_band" };
  return { level: DAILY_DEFAULT_LEVEL, levelSource: "default" };
}

export const toDailyWord = (row: EntryRow): DailyWord => ({
  lemma: row.lemma,
  pos: row.pos,
  ipa: row.ipa,
  difficulty: row.difficulty,
  rank: row.rank,
  definition: row.definition,
  example: row.example,
  cefr: row.cefr,
});

const isCefrJLevel = (level: CefrLevel): level is CefrJLevel => (CEFRJ_LEVELS as readonly string[]).includes(level);

/**
 * The statement that draws one word of the level from a 32-bit number: the first good word at or after
 * a place chosen by the number, in the level's frequency order (a CEFR-J level's numbering, else the
 * band of ranks beyond the profile). Each reads a handful of index rows, not the level.
 */
function drawFor(level: CefrLevel): (n: number) => SQL {
  if (isCefrJLevel(level)) {
    const size = sql`(SELECT max(cefr_order) FROM lexicon_entries WHERE cefr = ${level})`;
    return (n) =>
      sql`SELECT ${ENTRY_COLUMNS} FROM lexicon_entries e WHERE e.cefr = ${level} AND e.cefr_order >= 1 + (${n} % ${size}) AND ${GOOD_WORD} ORDER BY e.cefr_order LIMIT 1`;
  }
  const { from, to } = DAILY_RANKS_BEYOND_PROFILE[level];
  return (n) =>
    sql`SELECT ${ENTRY_COLUMNS} FROM lexicon_entries e WHERE e.rank >= ${from + (n % (to - from + 1))} AND e.rank <= ${to} AND e.cefr IS NULL AND ${GOOD_WORD} ORDER BY e.rank LIMIT 1`;
}

export async function dailyWords(db: Db, userId: string, now = Date.now()): Promise<DailyResponse> {
  const timezone = await userTimeZone(db, userId);
  const date = localDay(now, timezone);
  const { level, levelSource } = await learnerLevel(db, userId);
  const draw = drawFor(level);
  const chosen: EntryRow[] = [];
  for (let round = 0; round < MAX_ROUNDS && chosen.length < DAILY_WORD_COUNT; round += 1) {
    const numbers = await seededNumbers(`${userId}|${date}|${round}`, PICKS_PER_ROUND);
    const picks = await batchSql(db, numbers.map(draw));
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
