/**
 * GET /api/daily: the signed-in user's words of the day. DAILY_WORD_COUNT lexicon words, the same all
 * day (the user's local calendar date, profile time zone), at the user's CEFR level, none of them already
 * in the dictionary. (The daily quote routes of docs/architecture.md §5 belong to another issue.)
 */
import { z } from "zod";
import { CEFR_LEVELS, type CefrLevel } from "./placement";
import type { Difficulty } from "./vocabulary-constants";
import { lexiconSearchItemSchema } from "./lexicon";

/**
 * A1-B2 words of the day are the CEFR-J Vocabulary Profile's words of that level (the lexicon's `cefr`
 * column, scripts/lexicon/cefrj.mjs). The profile ends at B2, so C1 and C2 words are general words
 * beyond it, drawn from these bands of frequency rank (lexicon lemmas, 1 = most frequent).
 */
export const CEFRJ_LEVELS = ["A1", "A2", "B1", "B2"] as const satisfies readonly CefrLevel[];
export type CefrJLevel = (typeof CEFRJ_LEVELS)[number];
export const DAILY_RANKS_BEYOND_PROFILE: Record<Exclude<CefrLevel, CefrJLevel>, { from: number; to: number }> = {
  C1: { from: 3_001, to: 10_000 },
  C2: { from: 10_001, to: 20_000 },
};
/** General vocabulary: a word of the day has at least this many WordNet senses. */
export const DAILY_MIN_SENSES = 2;
/** Without a placement test or a target band the words are for this level. */
export const DAILY_DEFAULT_LEVEL: CefrLevel = "B1";
/** The older daily-words setting (Easy/Medium/Hard) as a CEFR level. */
export const LEVEL_OF_DIFFICULTY: Record<Difficulty, CefrLevel> = { Easy: "A2", Medium: "B2", Hard: "C1" };
/** Where the level came from, most trusted first. */
export const DAILY_LEVEL_SOURCES = ["placement", "setting", "target_band", "default"] as const;

export const dailyWordSchema = lexiconSearchItemSchema.omit({ match: true, matched: true, gloss: true }).extend({
  /** The word's CEFR-J level; null for C1 and C2 words, which lie beyond the profile. */
  cefr: z.enum(CEFR_LEVELS).nullable(),
});
export type DailyWord = z.infer<typeof dailyWordSchema>;

export const dailyResponseSchema = z.object({
  /** YYYY-MM-DD in the user's time zone. */
  date: z.string(),
  timezone: z.string(),
  level: z.enum(CEFR_LEVELS),
  levelSource: z.enum(DAILY_LEVEL_SOURCES),
  words: z.array(dailyWordSchema),
});
export type DailyResponse = z.infer<typeof dailyResponseSchema>;
