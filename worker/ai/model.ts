/**
 * The only module that knows which AI provider is in use (DESIGN.md §8). Order: an OpenAI-compatible
 * endpoint when OPENAI_API_KEY is set, else the Workers AI binding, else offline mode.
 */
import type { LanguageModel } from "ai";

export type AiMode = "openai" | "workers-ai" | "offline";

export type AiEnv = Pick<Env, "OPENAI_API_KEY" | "OPENAI_BASE_URL" | "AI_MODEL" | "AI">;

export const DEFAULT_OPENAI_MODEL = "gpt-4o-mini";
export const DEFAULT_WORKERS_AI_MODEL = "@cf/meta/llama-3.1-8b-instruct";

export function aiMode(env: Pick<AiEnv, "OPENAI_API_KEY" | "AI">): AiMode {
  if (env.OPENAI_API_KEY) return "openai";
  if (env.AI) return "workers-ai";
  return "offline";
}

let testModel: LanguageModel | null = null;

/**
 * Tests only: every AI call in this isolate uses `model` (an `ai/test` mock) until reset with null.
 * Production code never calls this.
 */
export function overrideLanguageModel(model: LanguageModel | null): void {
  testModel = model;
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
      return createOpenAI({ apiKey: env.OPENAI_API_KEY, baseURL: env.OPENAI_BASE_URL || undefined }).chat(
        modelId ?? DEFAULT_OPENAI_MODEL,
      );
    }
    case "workers-ai": {
      const { createWorkersAI } = await import("workers-ai-provider");
      return createWorkersAI({ binding: env.AI! })(modelId ?? DEFAULT_WORKERS_AI_MODEL);
    }
    case "offline":
      return null;
  }
}
