/**
 * Learning from mistakes (docs/architecture.md §5): what the server found wrong in a learner's IELTS
 * work becomes a review card, one click at a time or automatically.
 *   GET  /api/mistakes/submissions/:id                 the submission's findings, each with its card once made
 *   POST /api/mistakes/submissions/:id/findings/:index/card   the finding's word as a dictionary word with SRS (idempotent)
 *   GET|PATCH /api/mistakes/settings                   { automatic }: every finding becomes a card when the result arrives
 * A finding is looked up by submission and index from what the server stored; the client never sends the word.
 */
import { z } from "zod";

/** What kind of mistake: spelling now; grammar findings (and others) use the same shape. */
export const MISTAKE_KINDS = ["spelling", "grammar"] as const;
export type MistakeKind = (typeof MISTAKE_KINDS)[number];

export const MISTAKE_ERROR_CODES = {
  /** 404: the submission has no finding at that index. */
  findingNotFound: "finding_not_found",
} as const;

export const mistakeFindingSchema = z.object({
  /** The finding's place in the submission's list: what the card request names. */
  index: z.int().min(0),
  kind: z.enum(MISTAKE_KINDS),
  /** The right form: the word the card teaches ("government"). */
  word: z.string(),
  /** What the learner wrote or typed ("goverment"). */
  original: z.string(),
  /** The learner's sentence with the right form in it: the card's example. */
  sentence: z.string(),
  /** Where `word` starts in `sentence` (UTF-16). */
  offset: z.int().min(0),
  /** The dictionary word with an SRS card that teaches it (made from it or already there), else null. */
  wordId: z.string().nullable(),
});
export type MistakeFinding = z.infer<typeof mistakeFindingSchema>;

export type MistakeFindingsResponse = { submissionId: string; findings: MistakeFinding[] };

export type MistakeCardResponse = { finding: MistakeFinding; wordId: string; created: boolean };

export const findingParamSchema = z.object({
  id: z.string().min(1).max(100),
  index: z.coerce.number().int().min(0).max(10_000),
});

export const mistakeSettingsSchema = z.object({ automatic: z.boolean() });
export type MistakeSettings = z.infer<typeof mistakeSettingsSchema>;
export const mistakeSettingsUpdateSchema = mistakeSettingsSchema.strict();
