/** Tokens a call spent, for the daily budget: the provider's count, else an estimate from the text. */
import type { LanguageModelUsage } from "ai";

/** About four characters per token for English; used only when a provider reports no usage. */
const CHARS_PER_TOKEN = 4;

export function tokensUsed(usage: LanguageModelUsage | undefined, text: string): number {
  if (usage?.totalTokens !== undefined) return usage.totalTokens;
  if (usage?.inputTokens !== undefined || usage?.outputTokens !== undefined) {
    return (usage.inputTokens ?? 0) + (usage.outputTokens ?? 0);
  }
  return Math.ceil(text.length / CHARS_PER_TOKEN);
}
