/**
 * The lesson player's API, /api/lesson-player: what a learner (or the owner, previewing)
 * receives and sends while stepping through a lesson. The blocks come from contract/lessons.ts
 * `learnerBlocks` (no answers); the server scores every answer and sends the feedback back.
 */
import { z } from "zod";
import { SPEAKING_TRANSCRIPT_MAX_CHARS, TRANSCRIPT_SOURCES, type Evaluation, type TranscriptSource } from "./ielts";
import { lessonAnswerSchema, type CefrLevel, type LearnerBlock, type LessonAnswer, type LessonKind } from "./lessons";
import { proseText } from "./text";

const blockIdSchema = z.string().min(1).max(40);

export const lessonPlayerParamSchema = z.object({ lessonId: z.string().min(1).max(64) });
export const lessonPlayerBlockParamSchema = lessonPlayerParamSchema.extend({ blockId: blockIdSchema });

/** PUT /api/lesson-player/:lessonId/place */
export const lessonPlaceSchema = z.strictObject({ block_id: blockIdSchema });

/** POST …/blocks/:blockId/answers: the answers of one quiz block, by question id (a quiz has at most 20). */
export const lessonAnswersSchema = z.strictObject({
  answers: z
    .record(blockIdSchema, lessonAnswerSchema)
    .refine((answers) => Object.keys(answers).length >= 1 && Object.keys(answers).length <= 20, "Send 1 to 20 answers"),
});
export type LessonAnswersRequest = z.input<typeof lessonAnswersSchema>;

export const LESSON_WRITING_MAX_LENGTH = 10_000;
/** POST …/blocks/:blockId/writing */
export const lessonWritingSchema = z.strictObject({ text: proseText("answer", LESSON_WRITING_MAX_LENGTH) });

/**
 * POST …/blocks/:blockId/speaking: the learner's spoken answer as IELTS speaking takes one (contract/ielts.ts
 * `speakingResponseSchema`): the recording POST /api/audio stored (left out when the browser cannot
 * record and the answer is typed), its length, and its transcript (the model's, else the browser's
 * recognition, else typed or corrected by the learner).
 */
export const lessonSpeakingSchema = z.strictObject({
  audio_key: z.string().min(1).max(300).optional(),
  duration_seconds: z
    .number()
    .min(0)
    .max(15 * 60)
    .optional(),
  transcript: proseText("transcript", SPEAKING_TRANSCRIPT_MAX_CHARS),
  transcript_source: z.enum(TRANSCRIPT_SOURCES),
  /** The recogniser's confidence (0–1) when it reports one. */
  confidence: z.number().min(0).max(1).optional(),
});
export type LessonSpeakingRequest = z.input<typeof lessonSpeakingSchema>;

/** The right answer in a form to show: the option or filler text, true/false, or the pairs that match. */
export type LessonRightAnswer = string | boolean | { left: string; right: string }[];

/** What the learner learns after answering one question. */
export type LessonFeedback = {
  block_id: string;
  answer: LessonAnswer;
  correct: boolean;
  explanation: string;
  right_answer: LessonRightAnswer;
};

export type LessonWritingResult = { text: string; evaluation: Evaluation };
/** The speaking evaluator's estimate of one spoken answer (words per minute in `evaluation.features` only for ≥15 s). */
export type LessonSpeakingResult = {
  transcript: string;
  transcript_source: TranscriptSource;
  duration_seconds: number | null;
  evaluation: Evaluation;
};

export type LessonPlayerProgress = {
  current_block_id: string | null;
  /** By question id. */
  answers: Record<string, LessonFeedback>;
  /** By writing block id. */
  writing: Record<string, LessonWritingResult>;
  /** By speaking block id. */
  speaking: Record<string, LessonSpeakingResult>;
  /** When the learner first opened the lesson (null in preview). */
  started_at: string | null;
  completed_at: string | null;
  /** 0–100, null without quiz questions. */
  score: number | null;
};

/** GET /api/lesson-player/:lessonId */
export type LessonPlayerView = {
  id: string;
  kind: LessonKind;
  title: string;
  description: string | null;
  level: CefrLevel | null;
  author_name: string;
  /** The owner is looking: nothing is saved. */
  preview: boolean;
  blocks: LearnerBlock[];
  progress: LessonPlayerProgress;
};

export type LessonAnswersResponse = { results: Record<string, LessonFeedback> };
export type LessonWordsResponse = { added: number; already: number };
/** What finishing assessed: the quiz (right answers over all questions) and each writing and speaking step's band. */
export type LessonAssessed = {
  quiz: { correct: number; total: number; score: number } | null;
  writing: { block_id: string; band: number | null }[];
  speaking: { block_id: string; band: number | null }[];
};
export type LessonCompleteResponse = {
  /** The quiz score (0–100), null without quiz questions: writing and speaking are in `assessed` as bands. */
  score: number | null;
  correct: number;
  total: number;
  completed_at: string | null;
  assessed: LessonAssessed;
};

export const LESSON_PLAYER_ERROR_CODES = {
  /** 409: a writing, speaking or quiz step is not done yet; the message names the steps. */
  stepsMissing: "lesson_steps_missing",
} as const;

/** The blocks the learner must do before finishing: every writing and speaking step, and every quiz question answered. */
type RequiredBlock = { id: string; type: string; questions?: readonly { id: string }[] };
export type LessonDone = {
  answers: Readonly<Record<string, unknown>>;
  writing: Readonly<Record<string, unknown>>;
  speaking: Readonly<Record<string, unknown>>;
};
export function stepsToDo(blocks: readonly RequiredBlock[], done: LessonDone): { block_id: string; step: number }[] {
  return blocks.flatMap((block, index) => {
    const open =
      (block.type === "writing" && !(block.id in done.writing)) ||
      (block.type === "speaking" && !(block.id in done.speaking)) ||
      (block.type === "quiz" && (block.questions ?? []).some((q) => !(q.id in done.answers)));
    return open ? [{ block_id: block.id, step: index + 1 }] : [];
  });
}

/** What a finished lesson assessed, from the learner's record. */
export function assessedOf(
  blocks: readonly RequiredBlock[],
  done: {
    answers: Readonly<Record<string, { correct: boolean }>>;
    writing: Readonly<Record<string, { evaluation: { band: number | null } }>>;
    speaking: Readonly<Record<string, { evaluation: { band: number | null } }>>;
  },
): LessonAssessed {
  const ids = blocks.flatMap((b) => (b.type === "quiz" ? (b.questions ?? []).map((q) => q.id) : []));
  const correct = ids.filter((id) => done.answers[id]?.correct === true).length;
  const bands = (type: "writing" | "speaking") =>
    blocks.filter((b) => b.type === type).map((b) => ({ block_id: b.id, band: done[type][b.id]?.evaluation.band ?? null }));
  return {
    quiz: ids.length === 0 ? null : { correct, total: ids.length, score: lessonScore(correct, ids.length)! },
    writing: bands("writing"),
    speaking: bands("speaking"),
  };
}

/** Score of a lesson: right answers over all its quiz questions, whole percent; null without questions. */
export const lessonScore = (correct: number, total: number): number | null => (total === 0 ? null : Math.round((correct / total) * 100));
