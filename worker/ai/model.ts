/**
 * The only module that knows which AI provider is in use (DESIGN.md §8). Order: an OpenAI-compatible
 * endpoint when OPENAI_API_KEY is set, else the Workers AI binding, else offline mode.
 */
export type AiMode = "openai" | "workers-ai" | "offline";

type AiConfig = { OPENAI_API_KEY?: string; AI?: unknown };

export function aiMode(env: AiConfig): AiMode {
  if (env.OPENAI_API_KEY) return "openai";
  if (env.AI) return "workers-ai";
  return "offline";
}
