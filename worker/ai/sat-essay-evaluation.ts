/**
 * The AI task sat_essay_evaluation: the configured model reads the source passage and the learner's essay as
 * two SAT Essay readers would and scores Reading, Analysis and Writing 1–4 each per reader. Its structured
 * output is validated with zod (structuredCall: any failure is a ModelEvaluationError with the tokens spent);
 * the server, not the model, sums the readers into the 2–8 scores.
 */
import { z } from "zod";
import {
  SAT_ESSAY_DIMENSIONS,
  SAT_ESSAY_EVALUATION_LABELS,
  SAT_ESSAY_READER_SCORE,
  satEssayTask,
  type SatEssayDimension,
  type SatEssayDimensionResult,
  type SatEssayEvaluation,
} from "../contract/sat-essay";
import { countWords } from "../contract/ielts-content";
import { structuredCall } from "./ielts-evaluation";
import type { Lang } from "../i18n";
import type { AiEnv } from "./model";

const readerScore = z.int().min(SAT_ESSAY_READER_SCORE.min).max(SAT_ESSAY_READER_SCORE.max);
const dimensionSchema = z.object({
  reader1: readerScore.describe("the first reader's score, 1–4"),
  reader2: readerScore.describe("the second reader's score, 1–4, at most one point from the first"),
  feedback: z.string().trim().min(1).max(1500).describe("why, quoting the essay where it helps"),
});
const listSchema = z.array(z.string().trim().min(1).max(600)).max(8);

/** What the model must answer (validated before anyone sees it). */
export const modelSatEssayEvaluationSchema = z.object({
  reading: dimensionSchema,
  analysis: dimensionSchema,
  writing: dimensionSchema,
  strengths: listSchema.describe("what the essay does well"),
  improvements: listSchema.min(1).describe("the most useful changes, most important first"),
  summary: z.string().trim().min(1).max(800).describe("one or two sentences of overall feedback"),
});

export const SAT_ESSAY_INSTRUCTIONS = [
  "You are two trained SAT Essay readers scoring one essay independently, then reporting both sets of scores.",
  "The student read a persuasive source passage and explained how its author builds an argument to persuade the audience.",
  "Score each dimension 1–4 per reader (4 advanced, 3 proficient, 2 partial, 1 inadequate):",
  "- Reading: understanding of the passage's central idea and important details, accurate use of textual evidence (quotations, paraphrase), no errors of fact or interpretation.",
  "- Analysis: insightful evaluation of the author's use of evidence, reasoning and stylistic or persuasive elements, and of their effect on the audience; relevant, well-chosen support; focus on the features that matter most. Agreeing or disagreeing with the author earns nothing.",
  "- Writing: a precise central claim, a deliberate progression of ideas, varied sentences, precise word choice, a formal style and tone, command of the conventions of standard written English.",
  "The two readers may differ by at most one point on a dimension. Feedback is addressed to the student, concrete and kind.",
].join("\n");

/** The language the student reads the feedback in, named for the model; quotations from the essay stay as written. */
const FEEDBACK_LANGUAGES: Record<Lang, string> = { en: "English", ru: "Russian", kk: "Kazakh" };
const feedbackLanguage = (lang: Lang) =>
  `Write every feedback, strength, improvement and the summary in ${FEEDBACK_LANGUAGES[lang]}; quote the essay and the passage in English as written.`;

export function satEssayPrompt(input: { author: string; paragraphs: string[]; text: string }): string {
  const task = satEssayTask(input.author);
  return [
    `Task given to the student: ${task.task} ${task.note}`,
    "",
    "Source passage:",
    input.paragraphs.join("\n\n"),
    "",
    `Student's essay (${countWords(input.text)} words):`,
    input.text,
  ].join("\n");
}

export async function evaluateSatEssayWithModel(
  env: AiEnv,
  input: { author: string; paragraphs: string[]; text: string },
  lang: Lang,
  signal?: AbortSignal,
  now = new Date(),
): Promise<{ evaluation: SatEssayEvaluation; tokens: number }> {
  const { output, tokens, modelId } = await structuredCall(
    env,
    modelSatEssayEvaluationSchema,
    `${SAT_ESSAY_INSTRUCTIONS}\n${feedbackLanguage(lang)}`,
    satEssayPrompt(input),
    signal,
  );
  const dimension = (id: SatEssayDimension): SatEssayDimensionResult => {
    const d = output[id];
    return { readers: [d.reader1, d.reader2], score: d.reader1 + d.reader2, feedback: d.feedback };
  };
  const evaluation: SatEssayEvaluation = {
    method: "ai",
    label: SAT_ESSAY_EVALUATION_LABELS.ai,
    status: "complete",
    scores: Object.fromEntries(SAT_ESSAY_DIMENSIONS.map((id) => [id, dimension(id)])) as Record<SatEssayDimension, SatEssayDimensionResult>,
    strengths: output.strengths,
    improvements: output.improvements,
    summary: output.summary,
    wordCount: countWords(input.text),
    features: null,
    model: modelId,
    evaluatedAt: now.toISOString(),
  };
  return { evaluation, tokens };
}
