/**
 * GET /api/daily: the signed-in user's words of the day. DAILY_WORD_COUNT lexicon words, the same all
 * day (the user's local calendar date, profile time zone), at the user's level, none of them already
 * in the dictionary. (The daily quote routes of docs/architecture.md §5 belong to another issue.)
 */
import { z } from "zod";
import { DIFFICULTIES } from "./vocabulary-constants";
import { lexiconSearchItemSchema } from "./lexicon";

export const dailyWordSchema = lexiconSearchItemSchema.omit({ match: true, matched: true, gloss: true });
export type DailyWord = z.infer<typeof dailyWordSchema>;

export const dailyResponseSchema = z.object({
  /** YYYY-MM-DD in the user's time zone. */
  date: z.string(),
  timezone: z.string(),
  level: z.enum(DIFFICULTIES),
  /** Where the level came from: the user's setting, or the words already in the dictionary. */
  levelSource: z.enum(["setting", "dictionary"]),
  words: z.array(dailyWordSchema),
});
export type DailyResponse = z.infer<typeof dailyResponseSchema>;
