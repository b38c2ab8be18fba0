/**
 * The one-shot tasks behind POST /api/consolidated. Each returns the response body and the tokens it
 * spent (0 offline). Structured model output is validated with zod before anyone sees it.
 */
import { generateText, Output } from "ai";
import {
  modelTranslationSchema,
  type ChatRequest,
  type ExplainRequest,
  type TextResponse,
  type TranslateRequest,
  type TranslateResponse,
} from "../contract/ai";
import type { AssessmentData } from "./assessment";
import { chatPrompt } from "./chat";
import { languageModel, type AiEnv } from "./model";
import type { Lang } from "../i18n";
import { cannedReply, offlineExplanation } from "./offline";
import { EXPLAIN_INSTRUCTIONS, explainPrompt, translateInstructions } from "./prompts";
import { tokensUsed } from "./usage";

export type TaskResult<T> = { body: T; tokens: number };

/** The offline translator's answer (worker/ai/offline-translation.ts) for this request. */
export type OfflineTranslation = () => Promise<TranslateResponse>;

/**
 * Through the model when one is configured; offline, or when the model fails or answers something
 * that is not a translation, the offline translator answers (spec §7 "translation fallback"): the
 * lexicon's word or phrase, or an honest "cannot translate this".
 */
export async function translate(
  env: AiEnv,
  request: TranslateRequest,
  offline: OfflineTranslation,
  signal?: AbortSignal,
): Promise<TaskResult<TranslateResponse>> {
  const model = await languageModel(env);
  if (!model) return { body: await offline(), tokens: 0 };
  let result;
  try {
    result = await generateText({
      model,
      instructions: translateInstructions(request),
      prompt: request.text,
      output: Output.object({ schema: modelTranslationSchema }),
      abortSignal: signal,
      maxRetries: 1,
    });
  } catch (err) {
    console.warn("translation by the model failed; answering offline:", err instanceof Error ? err.message : err);
    return { body: await offline(), tokens: 0 };
  }
  const tokens = tokensUsed(result.totalUsage, result.text);
  const parsed = modelTranslationSchema.safeParse(result.output);
  if (!parsed.success) {
    console.warn("the model's translation did not match its schema; answering offline");
    return { body: await offline(), tokens };
  }
  const { translation, detectedSourceLanguage } = parsed.data;
  const sourceLanguage = request.sourceLanguage === "auto" ? (detectedSourceLanguage ?? "auto") : request.sourceLanguage;
  return {
    body: {
      translatedText: translation,
      translation,
      sourceLanguage,
      targetLanguage: request.targetLanguage,
      basic: false,
      outcome: "translated",
      match: null,
      wordByWord: null,
      note: null,
    },
    tokens,
  };
}

export async function chatOnce(
  env: AiEnv,
  request: ChatRequest,
  assessment: AssessmentData | null,
  lang: Lang,
  signal?: AbortSignal,
): Promise<TaskResult<TextResponse>> {
  const model = await languageModel(env);
  if (!model) {
    console.warn("AI offline mode: answering the chat with a canned reply (set OPENAI_API_KEY for a real model)");
    return { body: { output: cannedReply(request.message, lang), offline: true }, tokens: 0 };
  }
  const result = await generateText({
    model,
    ...chatPrompt({ history: request.context, message: request.message, assessment }),
    abortSignal: signal,
    maxRetries: 1,
  });
  return { body: { output: result.text, offline: false }, tokens: tokensUsed(result.totalUsage, result.text) };
}

export async function explainAnswer(
  env: AiEnv,
  request: ExplainRequest,
  lang: Lang,
  signal?: AbortSignal,
): Promise<TaskResult<TextResponse>> {
  const model = await languageModel(env);
  if (!model) return { body: { output: offlineExplanation(request, lang), offline: true }, tokens: 0 };
  const result = await generateText({
    model,
    instructions: EXPLAIN_INSTRUCTIONS,
    prompt: explainPrompt(request),
    abortSignal: signal,
    maxRetries: 1,
  });
  return { body: { output: result.text, offline: false }, tokens: tokensUsed(result.totalUsage, result.text) };
}
