/**
 * The SAT Essay as optional analytical-writing practice. College Board discontinued the essay in
 * 2021 except on some school-day tests; its format stays a good exercise: read a persuasive source passage
 * and explain how its author builds the argument. Scored on Reading, Analysis and Writing, each 2–8: two
 * readers' 1–4 summed (exam-facts "SAT Essay"). Shared by the Worker, the seeding step and the screen.
 */
import { z } from "zod";
import { countWords } from "./ielts-content";

export const SAT_ESSAY_SOURCE = "original";
/** Licence of everything under content/sat (see content/LICENSE-CONTENT.md). */
export const SAT_ESSAY_LICENCE = "LicenseRef-Lexora-Proprietary";
/** The essay's time on the real test. */
export const SAT_ESSAY_MINUTES = 50;
/** Source passages run 650–750 words, as on the real test. */
export const SAT_ESSAY_PASSAGE_WORDS = { min: 650, max: 750 } as const;
/** Fewer words than this cannot show reading, analysis or writing: no scores, just that. */
export const SAT_ESSAY_MIN_WORDS = 100;
/** Longer essays are refused with 413 (a 50-minute essay is rarely over 1,000 words). */
export const SAT_ESSAY_MAX_WORDS = 3_000;
export const SAT_ESSAY_MAX_CHARS = 30_000;

export const SAT_ESSAY_DIMENSIONS = ["reading", "analysis", "writing"] as const;
export type SatEssayDimension = (typeof SAT_ESSAY_DIMENSIONS)[number];
/** One reader's score of a dimension, and the sum of the two readers. */
export const SAT_ESSAY_READER_SCORE = { min: 1, max: 4 } as const;
export const SAT_ESSAY_SCORE = { min: 2, max: 8 } as const;

export const SAT_ESSAY_ERROR_CODES = {
  promptNotFound: "sat_essay_prompt_not_found",
  essayNotFound: "sat_essay_not_found",
  emptyEssay: "empty_essay",
  essayTooLong: "essay_too_long",
  clientIdConflict: "client_id_conflict",
  alreadyEvaluated: "already_evaluated",
} as const;

/** The task of every essay, in our own words, named after the passage's author (content: English, like the passage). */
export function satEssayTask(author: string): { intro: string; task: string; note: string } {
  return {
    intro:
      "While you read, notice how the author supports claims with evidence such as facts and examples, develops ideas through reasoning that links claims to evidence, and adds force through style and persuasion, such as word choice or appeals to feeling.",
    task: `Write an essay that explains how ${author} builds an argument to persuade the audience. Analyze how ${author} uses one or more of these features, or others you notice, to make the argument more logical and more persuasive. Focus on the features that matter most in this passage.`,
    note: `Do not say whether you agree with ${author}. Explain how ${author} builds the argument.`,
  };
}

// ---- content (content/sat/essay/*.json) ------------------------------------------------------------------

const text = z.string().trim().min(1);

export const satEssayPromptFileSchema = z
  .object({
    kind: z.literal("sat_essay_prompt"),
    id: z.string().regex(/^sat-essay-[a-z0-9-]+$/),
    title: text.max(160),
    /** An invented author: the passage is ours, so the name is too. */
    author: text.max(80),
    /** Who the author is and where the piece appeared (invented), as the real test introduces its sources. */
    byline: text.max(300),
    paragraphs: z.array(text).min(5),
    source: z.literal(SAT_ESSAY_SOURCE),
    licence: z.literal(SAT_ESSAY_LICENCE),
  })
  .strict()
  .superRefine((file, ctx) => {
    const words = countWords(file.paragraphs.join("\n"));
    if (words < SAT_ESSAY_PASSAGE_WORDS.min || words > SAT_ESSAY_PASSAGE_WORDS.max)
      ctx.addIssue({
        code: "custom",
        path: ["paragraphs"],
        message: `the passage has ${words} words; it needs ${SAT_ESSAY_PASSAGE_WORDS.min}–${SAT_ESSAY_PASSAGE_WORDS.max}`,
      });
  });
export type SatEssayPromptFile = z.infer<typeof satEssayPromptFileSchema>;

// ---- requests --------------------------------------------------------------------------------------------

export const satEssayIdParamSchema = z.object({ id: z.string().trim().min(1).max(100) });

/** POST /api/sat/essays: one essay; `clientId` makes an offline retry count once. */
export const satEssayRequestSchema = z
  .object({
    clientId: z
      .string()
      .trim()
      .regex(/^[A-Za-z0-9_.:-]{8,100}$/),
    promptId: z.string().trim().min(1).max(100),
    text: z.string().max(SAT_ESSAY_MAX_CHARS * 2),
    submittedAt: z.iso.datetime({ offset: true }).optional(),
    durationSeconds: z
      .int()
      .min(0)
      .max(6 * 60 * 60)
      .optional(),
  })
  .strict();
export type SatEssayRequest = z.infer<typeof satEssayRequestSchema>;

/** An essay kept on the device until the connection returns (it rides the IELTS offline queue). */
export type PendingSatEssay = SatEssayRequest & { section: "sat_essay"; user_id?: string; promptTitle?: string };

// ---- evaluation ------------------------------------------------------------------------------------------

export const SAT_ESSAY_EVALUATION_LABELS = { ai: "estimate", offline: "offline estimate" } as const;
export type SatEssayEvaluationMethod = keyof typeof SAT_ESSAY_EVALUATION_LABELS;

const readerScore = z.int().min(SAT_ESSAY_READER_SCORE.min).max(SAT_ESSAY_READER_SCORE.max);
export const satEssayDimensionResultSchema = z
  .object({
    readers: z.tuple([readerScore, readerScore]),
    score: z.int().min(SAT_ESSAY_SCORE.min).max(SAT_ESSAY_SCORE.max),
    feedback: z.string().trim().min(1).max(1500),
  })
  .refine((d) => d.readers[0] + d.readers[1] === d.score, "a score is the sum of its two readers");
export type SatEssayDimensionResult = z.infer<typeof satEssayDimensionResultSchema>;

const feedbackList = z.array(z.string().trim().min(1).max(600)).max(8);

export const satEssayEvaluationSchema = z.object({
  method: z.enum(["ai", "offline"]),
  label: z.enum([SAT_ESSAY_EVALUATION_LABELS.ai, SAT_ESSAY_EVALUATION_LABELS.offline]),
  status: z.enum(["complete", "insufficient_evidence"]),
  /** null when the essay was too short to score. */
  scores: z
    .object({ reading: satEssayDimensionResultSchema, analysis: satEssayDimensionResultSchema, writing: satEssayDimensionResultSchema })
    .nullable(),
  strengths: feedbackList,
  improvements: feedbackList,
  summary: z.string().trim().min(1).max(800),
  wordCount: z.int().min(0),
  /** What the offline estimate counted, so the learner sees why (null for a model's evaluation). */
  features: z
    .object({
      quotations: z.int().min(0),
      authorReferences: z.int().min(0),
      passageCoverage: z.number().min(0).max(1),
      analysisTerms: z.array(z.string()),
      paragraphs: z.int().min(0),
      spellingErrors: z.int().min(0),
    })
    .nullable(),
  model: z.string().nullable(),
  evaluatedAt: z.string(),
});
export type SatEssayEvaluation = z.infer<typeof satEssayEvaluationSchema>;

// ---- responses -------------------------------------------------------------------------------------------

export type SatEssayPromptSummary = { id: string; title: string; author: string; words: number };
export type SatEssayPromptListResponse = { prompts: SatEssayPromptSummary[]; evaluation: SatEssayEvaluationMethod };
export type SatEssayPromptDetail = SatEssayPromptSummary & {
  byline: string;
  paragraphs: string[];
  task: ReturnType<typeof satEssayTask>;
  minutes: number;
};

export type SatEssayStatus = "evaluated" | "evaluation_failed";
export type SatEssayDetail = {
  id: string;
  clientId: string;
  promptId: string;
  promptTitle: string;
  author: string;
  text: string;
  wordCount: number;
  durationSeconds: number | null;
  submittedAt: string;
  status: SatEssayStatus;
  evaluation: SatEssayEvaluation | null;
  evaluationError: { code: string; message: string } | null;
};
export type SatEssaySummary = Omit<SatEssayDetail, "text" | "evaluation"> & {
  scores: Record<SatEssayDimension, number> | null;
  label: SatEssayEvaluation["label"] | null;
};
export type SatEssayResponse = { duplicate: boolean; essay: SatEssayDetail };
export type SatEssayListResponse = { essays: SatEssaySummary[] };

/** Where a draft is kept as it is typed (per learner and passage), so a reload loses nothing. */
export const satEssayDraftStorageKey = (userId: string, promptId: string) => `sat_essay_draft:${userId}:${promptId}`;
