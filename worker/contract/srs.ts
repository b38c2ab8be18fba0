/**
 * Spaced repetition with FSRS-6 (ts-fsrs): docs/architecture.md §5.
 *   POST|DELETE /api/words/:id/srs          add a word to SRS ('Word added to SRS') / take it out
 *   GET  /api/srs/queue                      cards due now, each with the next interval of every rating
 *   POST /api/srs/reviews                    rate a card (idempotent by `idempotencyKey`)
 *   POST /api/srs/reviews/undo               undo the last rating
 *   GET  /api/srs/stats                      counts for the Review tab and progress analytics
 *   GET|PATCH /api/vocabulary/settings       desired retention (0.70–0.97) and the words-of-the-day level
 *   GET  /api/vocabulary/fsrs                 the learner's FSRS parameters: reviews so far, the last optimisation
 *   POST /api/vocabulary/fsrs/optimise        optimise them on the learner's review log (1,000 spaced reviews or more)
 * The study day starts at the user's local 4 am (profile time zone), like Anki.
 */
import { z } from "zod";
import { DESIRED_RETENTION_MAX, DESIRED_RETENTION_MIN, DIFFICULTIES, PARTS_OF_SPEECH } from "./vocabulary-constants";

export const SRS_ERROR_CODES = {
  /** 404: the word is not in SRS. */
  notInSrs: "not_in_srs",
  /** 409: the card changed under this review (another device rated it first); reload the queue. */
  cardChanged: "card_changed",
  /** 409: nothing to undo, or the card was rated again since. */
  nothingToUndo: "nothing_to_undo",
  /** 409: the idempotency key was already used for a different card or rating. */
  idempotencyKeyReused: "idempotency_key_reused",
  /** 422: fewer spaced reviews than FSRS_OPTIMISE_MIN_REVIEWS to optimise parameters on. */
  notEnoughReviews: "not_enough_reviews",
} as const;

/**
 * Spaced reviews (a card's review on a later study day than its previous one) a learner needs before their own
 * FSRS parameters are optimised: only those test a prediction of recall, and fewer over-fit them.
 */
export const FSRS_OPTIMISE_MIN_REVIEWS = 1_000;

/**
 * One optimisation: how well the parameters before and after predicted recall on the learner's own
 * log (log loss and RMSE of the predicted probability of recall; lower is better). The new parameters
 * are adopted only when they predict better.
 */
export const fsrsOptimisationSchema = z.object({
  reviews: z.number().int(),
  /** Predictions scored: every review after the first of a card on a later day. */
  predictions: z.number().int(),
  logLossBefore: z.number(),
  logLossAfter: z.number(),
  rmseBefore: z.number(),
  rmseAfter: z.number(),
  adopted: z.boolean(),
  optimisedAt: z.string(),
});
export type FsrsOptimisation = z.infer<typeof fsrsOptimisationSchema>;

export const fsrsParametersSchema = z.object({
  /** Ratings in the log (undone ones left out). */
  reviewCount: z.number().int(),
  /** Reviews the fit learns from: on a later study day than the card's previous review (not learning steps). */
  spacedReviews: z.number().int(),
  /** Spaced reviews needed before the parameters can be fitted. */
  minReviews: z.number().int(),
  /** Scheduling uses the learner's own parameters (false: FSRS defaults). */
  personalised: z.boolean(),
  optimisation: fsrsOptimisationSchema.nullable(),
});
export type FsrsParameters = z.infer<typeof fsrsParametersSchema>;

export const RATINGS = ["again", "hard", "good", "easy"] as const;
export type RatingName = (typeof RATINGS)[number];
export const CARD_STATES = ["new", "learning", "review", "relearning"] as const;
export type CardStateName = (typeof CARD_STATES)[number];

export const srsCardSchema = z.object({
  wordId: z.string(),
  state: z.enum(CARD_STATES),
  /** ISO 8601: when the card is next due ('in SRS until <date>'). */
  due: z.string(),
  stability: z.number(),
  difficulty: z.number(),
  reps: z.number().int(),
  lapses: z.number().int(),
  lastReview: z.string().nullable(),
  /** Days until due counted from the last review (0 while learning). */
  scheduledDays: z.number().int(),
});
export type SrsCard = z.infer<typeof srsCardSchema>;

/** What one rating would do now: the button shows `intervalSeconds` (formatInterval turns it into 10m, 3d…). */
export const ratingPreviewSchema = z.object({ due: z.string(), intervalSeconds: z.number().int() });
export type RatingPreview = z.infer<typeof ratingPreviewSchema>;

export const queueItemSchema = z.object({
  card: srsCardSchema,
  /** The answer side: the word with everything the reveal shows. */
  word: z.object({
    id: z.string(),
    word: z.string(),
    definition: z.string().nullable(),
    ipa: z.string().nullable(),
    example: z.string().nullable(),
    pos: z.enum(PARTS_OF_SPEECH).nullable(),
    difficulty: z.enum(DIFFICULTIES),
    category: z.string(),
    /** The translation kept with the word (its chosen sense's), in `glossLang`. */
    gloss: z.string().nullable(),
    glossLang: z.string().nullable(),
  }),
  previews: z.object({ again: ratingPreviewSchema, hard: ratingPreviewSchema, good: ratingPreviewSchema, easy: ratingPreviewSchema }),
});
export type QueueItem = z.infer<typeof queueItemSchema>;

export const queueQuerySchema = z.object({
  limit: z.coerce.number().int().min(1).max(500).default(100),
});

export const queueResponseSchema = z.object({
  /** Due now: learning cards first (by due), then new and review cards (by due). */
  items: z.array(queueItemSchema),
  counts: z.object({ new: z.number().int(), learning: z.number().int(), review: z.number().int() }),
  /** Cards still due before the study day ends (learning steps later today). */
  laterToday: z.number().int(),
  /** When the next card not in `items` becomes due today, or null. */
  nextDue: z.string().nullable(),
  /** When the next card not in `items` becomes due, today or on a later day, or null (the empty queue's "next review"). */
  nextReviewAt: z.string().nullable(),
  /** The study day: local date, and its end as an instant (the next local 4 am). */
  studyDay: z.object({ date: z.string(), endsAt: z.string(), timezone: z.string() }),
});
export type QueueResponse = z.infer<typeof queueResponseSchema>;

/**
 * POST /api/srs/reviews. `idempotencyKey` (8–100 chars, a UUID per button press) makes a retried or
 * offline-queued post apply once. `reviewedAt` is when the learner rated (for reviews queued offline);
 * the server clamps it between the card's last review and now.
 */
export const reviewRequestSchema = z
  .object({
    wordId: z.string().min(1).max(64),
    rating: z.enum(RATINGS),
    idempotencyKey: z.string().min(8).max(100),
    reviewedAt: z.iso.datetime({ offset: true }).optional(),
    answerMs: z.number().int().min(0).max(3_600_000).optional(),
  })
  .strict();
export type ReviewRequest = z.input<typeof reviewRequestSchema>;

export const reviewResponseSchema = z.object({
  reviewId: z.string(),
  card: srsCardSchema,
  /** True when this key was already applied: nothing changed now. */
  duplicate: z.boolean(),
});
export type ReviewResponse = z.infer<typeof reviewResponseSchema>;

/** POST /api/srs/reviews/undo: `reviewId`, when given, must be the last rating. */
export const undoRequestSchema = z.object({ reviewId: z.string().min(1).max(64).optional() }).strict();

export const srsStatsSchema = z.object({
  total: z.number().int(),
  byState: z.object({ new: z.number().int(), learning: z.number().int(), review: z.number().int(), relearning: z.number().int() }),
  /** Anki's maturity buckets: young < 21 days scheduled, mature ≥ 21 (vocabulary mastery distribution). */
  mastery: z.object({ new: z.number().int(), learning: z.number().int(), young: z.number().int(), mature: z.number().int() }),
  dueToday: z.number().int(),
  reviewsToday: z.number().int(),
  /** Ratings given today by name. */
  ratingsToday: z.object({ again: z.number().int(), hard: z.number().int(), good: z.number().int(), easy: z.number().int() }),
  /** Share of reviews of review-state cards in the last 30 days not rated Again; null without any. */
  trueRetention: z.number().nullable(),
  /** Cards due on each of the next 7 study days (today first). */
  upcoming: z.array(z.object({ date: z.string(), due: z.number().int() })),
  desiredRetention: z.number(),
});
export type SrsStats = z.infer<typeof srsStatsSchema>;

export const vocabularySettingsSchema = z.object({
  desiredRetention: z.number(),
  /** The level words of the day are chosen at; null = derived from the user's words. */
  level: z.enum(DIFFICULTIES).nullable(),
});
export type VocabularySettings = z.infer<typeof vocabularySettingsSchema>;

export const vocabularySettingsUpdateSchema = z
  .object({
    desiredRetention: z.number().min(DESIRED_RETENTION_MIN).max(DESIRED_RETENTION_MAX),
    level: z.enum(DIFFICULTIES).nullable(),
  })
  .partial()
  .strict()
  .refine((update) => Object.keys(update).length > 0, "Nothing to update");
export type VocabularySettingsUpdate = z.input<typeof vocabularySettingsUpdateSchema>;

export const INTERVAL_UNITS = ["minute", "hour", "day", "month", "year"] as const;
export type IntervalUnit = (typeof INTERVAL_UNITS)[number];

/**
 * A rating button's interval as Anki shows it (under 1 h in minutes, under 1 day in hours, then days,
 * months from 30 days, years from 365), for the SPA to put through i18next: `{ value: 3.5, unit: "month" }`.
 */
export function formatInterval(seconds: number): { value: number; unit: IntervalUnit } {
  const minutes = seconds / 60;
  const round1 = (x: number) => Math.round(x * 10) / 10;
  if (minutes < 60) return { value: Math.max(1, Math.round(minutes)), unit: "minute" };
  if (minutes < 24 * 60) return { value: round1(minutes / 60), unit: "hour" };
  const days = minutes / (24 * 60);
  if (days < 30) return { value: Math.round(days), unit: "day" };
  if (days < 365) return { value: round1(days / 30), unit: "month" };
  return { value: round1(days / 365), unit: "year" };
}
