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
 * The frequency ranks (lexicon lemmas, 1 = most frequent) whose words stand for each CEFR level. An
 * approximation: no CEFR word list with a licence we may ship can be installed here (the CEFR-J profile
 * is not packaged on npm or Debian, Oxford's and Cambridge's lists may not be shipped), so a level is a
 * band of frequency, and only words with several WordNet senses count (general vocabulary, not terms
 * such as "thalamus"). docs/requirements.md §2 "Home" says so.
 */
export const DAILY_RANKS_BY_LEVEL: Record<CefrLevel, { from: number; to: number }> = {
  A1: { from: 1, to: 1_000 },
  A2: { from: 1_001, to: 2_500 },
  B1: { from: 2_501, to: 4_500 },
  B2: { from: 4_501, to: 7_000 },
  C1: { from: 7_001, to: 11_000 },
  C2: { from: 11_001, to: 18_000 },
};
/** General vocabulary: a word of the day has at least this many WordNet senses. */
export const DAILY_MIN_SENSES = 2;
/** Without a placement test or a target band the words are for this level. */
export const DAILY_DEFAULT_LEVEL: CefrLevel = "B1";
/** The older daily-words setting (Easy/Medium/Hard) as a CEFR level. */
export const LEVEL_OF_DIFFICULTY: Record<Difficulty, CefrLevel> = { Easy: "A2", Medium: "B2", Hard: "C1" };
/** Where the level came from, most trusted first. */
export const DAILY_LEVEL_SOURCES = ["placement", "setting", "target_band", "default"] as const;

export const dailyWordSchema = lexiconSearchItemSchema.omit({ match: true, matched: true, gloss: true });
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
