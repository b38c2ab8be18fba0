/**
 * The placement test (`/test`): original items with a CEFR level each (content/placement/),
 * served one at a time without their answers, scored on the server, ending in a CEFR level, an indicative
 * IELTS band range and category scores that are saved as the assessment of the customization settings.
 *
 * Issue 34: a question goes out under an id of its own, made when it is served, that names nothing
 * about the item; and a new result replaces the saved level at most once per PLACEMENT_LEVEL_INTERVAL_HOURS.
 */
import { z } from "zod";

export const CEFR_LEVELS = ["A1", "A2", "B1", "B2", "C1", "C2"] as const;
export type CefrLevel = (typeof CEFR_LEVELS)[number];
export const cefrLevelSchema = z.enum(CEFR_LEVELS);
export const isCefrLevel = (value: unknown): value is CefrLevel => CEFR_LEVELS.includes(value as CefrLevel);

export const PLACEMENT_CATEGORIES = ["grammar", "vocabulary", "reading", "listening"] as const;
export type PlacementCategory = (typeof PLACEMENT_CATEGORIES)[number];

/** Items per test: five per category, about 15–20 minutes with the reading passages and the clips. */
export const PLACEMENT_ITEM_COUNT = 20;
export const PLACEMENT_MINUTES = { min: 15, max: 20 } as const;
/** A new result replaces the level saved by the last one at most this often; sooner, it is shown and not saved. */
export const PLACEMENT_LEVEL_INTERVAL_HOURS = 24;
/** Where the test starts when nothing is known about the learner. */
export const PLACEMENT_START_LEVEL: CefrLevel = "B1";

/**
 * An indicative IELTS band range per CEFR level (the usual alignment of the two scales). It says what
 * the level tends to mean on the exam; it is not an IELTS score.
 */
export const IELTS_BANDS_BY_LEVEL: Record<CefrLevel, { min: number; max: number }> = {
  A1: { min: 1, max: 2.5 },
  A2: { min: 3, max: 3.5 },
  B1: { min: 4, max: 5 },
  B2: { min: 5.5, max: 6.5 },
  C1: { min: 7, max: 8 },
  C2: { min: 8.5, max: 9 },
};

/** The level a target IELTS band asks for (the range above that holds it), for learners without a placement. */
export function levelOfBand(band: number): CefrLevel {
  return CEFR_LEVELS.find((level) => band <= IELTS_BANDS_BY_LEVEL[level].max) ?? "C2";
}

const text = (max: number) => z.string().trim().min(1).max(max);

/** One item of content/placement/items.json. `answer` is the index of the right option. */
export const placementItemSchema = z
  .object({
    id: z.string().regex(/^[a-z0-9-]{3,40}$/),
    category: z.enum(PLACEMENT_CATEGORIES),
    level: cefrLevelSchema,
    /** The question; in grammar and vocabulary items `___` marks the gap. */
    prompt: text(400),
    /** Reading items: the text the question is about. */
    passage: text(1500).optional(),
    /** Listening items: what the clip says (spoken at setup, never sent to the learner). */
    script: text(800).optional(),
    options: z.array(text(200)).min(3).max(4),
    answer: z.int().min(0),
    source: z.literal("original"),
    licence: z.literal("LicenseRef-Lexora-Proprietary"),
  })
  .strict()
  .refine((item) => item.answer < item.options.length, "The answer must be one of the options")
  .refine((item) => new Set(item.options).size === item.options.length, "Options must differ")
  .refine((item) => (item.category === "reading") === (item.passage !== undefined), "Reading items, and only they, have a passage")
  .refine((item) => (item.category === "listening") === (item.script !== undefined), "Listening items, and only they, have a script");
export type PlacementItem = z.infer<typeof placementItemSchema>;

export const placementItemsFileSchema = z
  .object({ items: z.array(placementItemSchema).min(PLACEMENT_ITEM_COUNT) })
  .refine(({ items }) => new Set(items.map((i) => i.id)).size === items.length, "Item ids must be unique");

/**
 * An item as the learner sees it: no answer, no script (the clip is a signed audio URL, or null when setup
 * made none). `id` is made for this question of this test when it is served, so it names neither the item
 * nor its level.
 */
export type PlacementQuestion = {
  id: string;
  category: PlacementCategory;
  prompt: string;
  passage: string | null;
  audioUrl: string | null;
  options: string[];
};

export const categoryScoresSchema = z.record(z.enum(PLACEMENT_CATEGORIES), z.number().min(0).max(100));

export type PlacementResult = {
  level: CefrLevel;
  /** Right answers out of `total`. */
  score: number;
  total: number;
  /** The ability's place on the A1–C2 scale, 0–100. */
  percentage: number;
  ieltsBand: { min: number; max: number };
  /** Each category's ability on the same 0–100 scale. */
  categoryScores: Record<PlacementCategory, number>;
  completedAt: string;
};

export type PlacementSessionView = {
  id: string;
  status: "in_progress" | "completed";
  /** Items answered so far, and how many the test has. */
  answered: number;
  total: number;
  /** The item to answer now (null once the test is over). */
  question: PlacementQuestion | null;
  result: PlacementResult | null;
  /** The result replaced the learner's saved level (false while in progress, and for a result within a day of the last saved one). */
  savedAsLevel: boolean;
  startedAt: string;
};

/**
 * GET /api/placement: the test in progress (to resume after a reload), the result saved as the learner's
 * level, and when a new result may next replace it (null: a result finished now would).
 */
export type PlacementOverview = {
  inProgress: PlacementSessionView | null;
  latest: PlacementResult | null;
  levelChangesFrom: string | null;
};

export const placementSessionParamSchema = z.object({ id: z.uuid() });
const questionIdSchema = z.string().regex(/^[0-9a-f-]{32,36}$/, "questionId is the id the question came with");
/** GET /api/placement/clips/:sessionId/:questionId: a served question's listening clip. */
export const placementClipParamSchema = z.object({ sessionId: z.uuid(), questionId: questionIdSchema });
export const placementAnswerSchema = z.object({ questionId: questionIdSchema, choice: z.int().min(0).max(3) }).strict();
export type PlacementAnswer = z.infer<typeof placementAnswerSchema>;
