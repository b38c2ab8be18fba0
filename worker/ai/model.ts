/**
 * The only module that knows which AI provider is in use (docs/architecture.md §8). Order: an OpenAI-compatible
 * endpoint when OPENAI_API_KEY is set, else the Workers AI binding, else offline mode.
 */
import type { LanguageModel, TranscriptionModel } from "ai";

export type AiMode = "openai" | "workers-ai" | "offline";

export type AiEnv = Pick<Env, "OPENAI_API_KEY" | "OPENAI_BASE_URL" | "AI_MODEL" | "AI_TRANSCRIPTION_MODEL" | "AI">;

export const DEFAULT_OPENAI_MODEL = "gpt-4o-mini";
export const DEFAULT_WORKERS_AI_MODEL = "@cf/meta/llama-3.1-8b-instruct";
/** Speech-to-text: OpenAI's own API and Workers AI have these; other OpenAI-compatible servers need AI_TRANSCRIPTION_MODEL. */
export const DEFAULT_OPENAI_TRANSCRIPTION_MODEL = "whisper-1";
export const DEFAULT_WORKERS_AI_TRANSCRIPTION_MODEL = "@cf/openai/whisper-large-v3-turbo";

export function aiMode(env: Pick<AiEnv, "OPENAI_API_KEY" | "AI">): AiMode {
  if (env.OPENAI_API_KEY) return "openai";
  if (env.AI) return "workers-ai";
  return "offline";
}

let testModel: LanguageModel | null = null;
let testTranscriptionModel: TranscriptionModel | null = null;

/**
 * Tests only: every AI call in this isolate uses `model` (an `ai/test` mock) until reset with null.
 * Production code never calls this.
 */
export function overrideLanguageModel(model: LanguageModel | null): void {
  testModel = model;
}

/** Tests only: speech-to-text in this isolate uses `model` (an `ai/test` mock) until reset with null. */
export function overrideTranscriptionModel(model: TranscriptionModel | null): void {
  testTranscriptionModel = model;
}

/** Whether AI tasks go through a model (a provider, or a test's mock) rather than offline mode. */
export function modelConfigured(env: Pick<AiEnv, "OPENAI_API_KEY" | "AI">): boolean {
  return testModel !== null || aiMode(env) !== "offline";
}

/**
 * The speech-to-text model: AI_TRANSCRIPTION_MODEL on the active provider, else the provider's default
 * where it has one (OpenAI itself, Workers AI); null offline or on a compatible server without one.
 */
export function transcriptionModelId(
  env: Pick<AiEnv, "OPENAI_API_KEY" | "OPENAI_BASE_URL" | "AI_TRANSCRIPTION_MODEL" | "AI">,
): string | null {
  switch (aiMode(env)) {
    case "openai":
      return env.AI_TRANSCRIPTION_MODEL || (env.OPENAI_BASE_URL ? null : DEFAULT_OPENAI_TRANSCRIPTION_MODEL);
    case "workers-ai":
      return env.AI_TRANSCRIPTION_MODEL || DEFAULT_WORKERS_AI_TRANSCRIPTION_MODEL;
    case "offline":
      return null;
  }
}

export function transcriptionConfigured(env: AiEnv): boolean {
  return testTranscriptionModel !== null || transcriptionModelId(env) !== null;
}

export async function transcriptionModel(env: AiEnv): Promise<TranscriptionModel | null> {
  if (testTranscriptionModel) return testTranscriptionModel;
  const modelId = transcriptionModelId(env);
  if (!modelId) return null;
  if (aiMode(env) === "openai") {
    const { createOpenAI } = await import("@ai-sdk/openai");
    return createOpenAI({ apiKey: env.OPENAI_API_KEY, baseURL: env.OPENAI_BASE_URL || undefined }).transcription(modelId);
  }
  const { createWorkersAI } = await import("workers-ai-provider");
  return createWorkersAI({ binding: env.AI! }).transcription(modelId);
}

/**
 * The model for a task, or null in offline mode. Provider packages load on first use: offline and
 * test runs never evaluate them, and @ai-sdk/openai reads OPENAI_BASE_URL from process.env when it
 * loads (an empty value there makes it throw, so leave the variable unset rather than empty).
 */
export async function languageModel(env: AiEnv): Promise<LanguageModel | null> {
  if (testModel) return testModel;
  const modelId = env.AI_MODEL || undefined;
  switch (aiMode(env)) {
    case "openai": {
      const { createOpenAI } = await import("@ai-sdk/openai");
      // `.chat()`: the Chat Completions API that every OpenAI-compatible server speaks (bare
      // `openai(model)` would use the Responses API, which most of them do not serve).
      return createOpenAI({ apiKey: env.OPENAI_API_KEY, baseURL: env.OPENAI_BASE_URL || undefined }).chat(modelId ?? DEFAULT_OPENAI_MODEL);
    }
    case "workers-ai": {
      const { createWorkersAI } = await import("workers-ai-provider");
      return createWorkersAI({ binding: env.AI! })(modelId ?? DEFAULT_WORKERS_AI_MODEL);
    }
    case "offline":
      return null;
  }
}
