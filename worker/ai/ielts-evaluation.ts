/**
 * The AI tasks ielts_writing_evaluation and ielts_speaking_evaluation: the configured model marks an
 * answer on the official criteria, its structured output is validated with zod, and the server (not
 * the model) turns it into an `Evaluation`: bands rounded to half bands, the task band as the mean of
 * the criteria (exam-facts), correction spans located in the learner's own text, Pronunciation "not
 * assessed" because the model reads a transcript, not the sound.
 */
import { generateText, NoObjectGeneratedError, Output } from "ai";
import { z } from "zod";
import {
  CORRECTION_CATEGORIES,
  CRITERION_NAMES,
  EVALUATION_LABELS,
  EVALUATION_MIN_WORDS,
  SPEAKING_CRITERIA,
  WRITING_CRITERIA,
  WRITING_MIN_WORDS,
  type Correction,
  type CriterionResult,
  type Evaluation,
  type WritingTask,
} from "../contract/ielts";
import { countWords } from "../contract/ielts-content";
import { criteriaBand, roundToHalfBand } from "../contract/ielts-scoring";
import type { Lang } from "../i18n";
import { languageModel, type AiEnv } from "./model";
import { ieltsSpeakingInstructions, ieltsSpeakingPrompt, ieltsWritingInstructions, ieltsWritingPrompt } from "./prompts";
import { tokensUsed } from "./usage";

export type WritingEvaluationInput = {
  task: WritingTask;
  prompt: string;
  taskData: string | null;
  text: string;
  essayType: string | null;
  /** The learner's own question: a Task 1 then comes without its figure. */
  ownQuestion?: boolean;
  /** The learner's language: the feedback is written in it. */
  lang?: Lang;
};
export type SpeakingEvaluationInput = {
  lang?: Lang;
  answers: { part: 1 | 2 | 3; question: string; transcript: string; durationSeconds?: number; confidence?: number }[];
};

/** Pronunciation needs the sound; a model that reads transcripts must not score it (exam-facts). */
export const PRONUNCIATION_NOT_ASSESSED_BY_MODEL =
  "Not assessed: pronunciation can only be judged from the recording, and the configured model reads the transcript, not the audio. The band is the mean of the other three criteria.";

/** A model's confidence in its own marking is optimistic; an estimate from a practice app never claims more. */
const MAX_MODEL_CONFIDENCE = 0.9;

const criterionSchema = z.object({
  band: z.number().min(0).max(9).describe("0–9 in whole or half bands"),
  reason: z.string().trim().min(1).max(1500).describe("why this band, quoting the learner's text where it helps"),
});
const listSchema = z.array(z.string().trim().min(1).max(600)).max(8);
const sharedFields = {
  strengths: listSchema.describe("what the learner does well"),
  improvements: listSchema.min(1).describe("the most useful changes, most important first"),
  summary: z.string().trim().min(1).max(600).describe("one or two sentences of overall feedback"),
  confidence: z.number().min(0).max(1).describe("how sure you are of these bands, 0–1"),
};
const modelCorrectionSchema = z.object({
  original: z.string().min(1).max(300).describe("the exact words of the learner's text, copied character for character"),
  suggestion: z.string().max(300).nullable(),
  category: z.enum(CORRECTION_CATEGORIES),
  message: z.string().trim().min(1).max(400),
});

function criteriaObject<const Ids extends readonly string[]>(ids: Ids) {
  return z.object(Object.fromEntries(ids.map((id) => [id, criterionSchema])) as { [K in Ids[number]]: typeof criterionSchema });
}

/** What the model must answer for each writing task and for speaking (validated before anyone sees it). */
export const modelWritingEvaluationSchemas = {
  task1: z.object({
    criteria: criteriaObject(WRITING_CRITERIA.task1),
    corrections: z.array(modelCorrectionSchema).max(40),
    ...sharedFields,
  }),
  task2: z.object({
    criteria: criteriaObject(WRITING_CRITERIA.task2),
    corrections: z.array(modelCorrectionSchema).max(40),
    ...sharedFields,
  }),
};
const SPEAKING_MODEL_CRITERIA = SPEAKING_CRITERIA.filter((id) => id !== "pronunciation");
export const modelSpeakingEvaluationSchema = z.object({ criteria: criteriaObject(SPEAKING_MODEL_CRITERIA), ...sharedFields });

type ModelCriteria = Record<string, z.infer<typeof criterionSchema>>;

/** A failed model evaluation, with the tokens it spent all the same (they count against the budget). */
export class ModelEvaluationError extends Error {
  constructor(
    message: string,
    readonly tokens: number,
    options?: { cause?: unknown },
  ) {
    super(message, options);
    this.name = "ModelEvaluationError";
  }
}

/**
 * Each correction's span in `text`: the first occurrence of its `original` after the previous
 * correction's, else the first anywhere that overlaps none kept. Corrections whose words are not in
 * the text are dropped, so every highlight the learner sees is exactly where the model meant.
 */
export function locateCorrections(text: string, corrections: z.infer<typeof modelCorrectionSchema>[]): Correction[] {
  const kept: Correction[] = [];
  const overlaps = (start: number, end: number) => kept.some((c) => start < c.end && c.start < end);
  let cursor = 0;
  for (const c of corrections) {
    if (c.suggestion !== null && c.suggestion === c.original) continue;
    let start = text.indexOf(c.original, cursor);
    if (start < 0 || overlaps(start, start + c.original.length)) {
      start = -1;
      for (let at = text.indexOf(c.original); at >= 0; at = text.indexOf(c.original, at + 1)) {
        if (!overlaps(at, at + c.original.length)) {
          start = at;
          break;
        }
      }
    }
    if (start < 0) continue;
    const end = start + c.original.length;
    kept.push({ start, end, original: c.original, suggestion: c.suggestion, category: c.category, message: c.message });
    cursor = end;
  }
  return kept.sort((a, b) => a.start - b.start);
}

function criterionResults(ids: readonly (keyof typeof CRITERION_NAMES)[], criteria: ModelCriteria): CriterionResult[] {
  return ids.map((id) => ({
    id,
    name: CRITERION_NAMES[id],
    band: roundToHalfBand(criteria[id]!.band),
    assessed: true,
    reason: criteria[id]!.reason,
  }));
}

const round2 = (n: number) => Math.round(n * 100) / 100;

/** Calls the model for a structured object; any failure (provider, invalid JSON, schema) becomes ModelEvaluationError. */
export async function structuredCall<S extends z.ZodType>(
  env: AiEnv,
  schema: S,
  instructions: string,
  prompt: string,
  signal?: AbortSignal,
): Promise<{ output: z.infer<S>; tokens: number; modelId: string }> {
  const model = await languageModel(env);
  if (!model) throw new ModelEvaluationError("no model is configured", 0);
  try {
    const result = await generateText({
      model,
      instructions,
      prompt,
      output: Output.object({ schema }),
      abortSignal: signal,
      maxRetries: 1,
    });
    const tokens = tokensUsed(result.totalUsage, result.text);
    const parsed = schema.safeParse(result.output);
    if (!parsed.success) throw new ModelEvaluationError(`the model's evaluation did not match its schema: ${parsed.error.message}`, tokens);
    return { output: parsed.data, tokens, modelId: typeof model === "string" ? model : model.modelId };
  } catch (err) {
    if (err instanceof ModelEvaluationError) throw err;
    const tokens = NoObjectGeneratedError.isInstance(err) ? tokensUsed(err.usage, err.text ?? "") : 0;
    throw new ModelEvaluationError(`the model could not evaluate the answer: ${err instanceof Error ? err.message : String(err)}`, tokens, {
      cause: err,
    });
  }
}

export async function evaluateWritingWithModel(
  env: AiEnv,
  input: WritingEvaluationInput,
  signal?: AbortSignal,
  now = new Date(),
): Promise<{ evaluation: Evaluation; tokens: number }> {
  const schema = modelWritingEvaluationSchemas[input.task];
  const minWords = WRITING_MIN_WORDS[input.task];
  const words = countWords(input.text);
  const { output, tokens, modelId } = await structuredCall(
    env,
    schema,
    ieltsWritingInstructions(input.task, input.lang),
    ieltsWritingPrompt({ ...input, words, minWords }),
    signal,
  );
  const criteria = criterionResults(WRITING_CRITERIA[input.task], output.criteria as ModelCriteria);
  const evaluation: Evaluation = {
    kind: "writing",
    method: "ai",
    label: EVALUATION_LABELS.ai,
    status: "complete",
    band: criteriaBand(criteria.map((c) => c.band!)),
    criteria,
    corrections: locateCorrections(input.text, output.corrections),
    strengths: output.strengths,
    improvements: output.improvements,
    summary: output.summary,
    wordCount: words,
    minWords,
    confidence: round2(Math.min(MAX_MODEL_CONFIDENCE, output.confidence)),
    features: null,
    model: modelId,
    evaluatedAt: now.toISOString(),
  };
  return { evaluation, tokens };
}

export async function evaluateSpeakingWithModel(
  env: AiEnv,
  input: SpeakingEvaluationInput,
  signal?: AbortSignal,
  now = new Date(),
): Promise<{ evaluation: Evaluation; tokens: number }> {
  const { output, tokens, modelId } = await structuredCall(
    env,
    modelSpeakingEvaluationSchema,
    ieltsSpeakingInstructions(input.lang),
    ieltsSpeakingPrompt(input.answers),
    signal,
  );
  const assessed = criterionResults(SPEAKING_MODEL_CRITERIA, output.criteria as ModelCriteria);
  const criteria: CriterionResult[] = [
    ...assessed,
    { id: "pronunciation", name: CRITERION_NAMES.pronunciation, band: null, assessed: false, reason: PRONUNCIATION_NOT_ASSESSED_BY_MODEL },
  ];
  // A transcript the recogniser was unsure of is weaker evidence, whatever the model thinks of it.
  const recognised = input.answers.filter((a) => a.confidence !== undefined);
  const recognition = recognised.length === 0 ? 1 : recognised.reduce((sum, a) => sum + a.confidence!, 0) / recognised.length;
  const evaluation: Evaluation = {
    kind: "speaking",
    method: "ai",
    label: EVALUATION_LABELS.ai,
    status: "complete",
    band: criteriaBand(assessed.map((c) => c.band!)),
    criteria,
    corrections: [],
    strengths: output.strengths,
    improvements: output.improvements,
    summary: output.summary,
    wordCount: countWords(input.answers.map((a) => a.transcript).join(" ")),
    minWords: EVALUATION_MIN_WORDS.speaking,
    confidence: round2(Math.min(MAX_MODEL_CONFIDENCE, output.confidence) * recognition),
    features: null,
    model: modelId,
    evaluatedAt: now.toISOString(),
  };
  return { evaluation, tokens };
}
