/**
 * A chat reply as a stream of text deltas, from the configured model or, offline, a canned reply.
 * The hub (socket and SSE turns) and the one-shot `chat` task share the prompt built here.
 */
import { streamText, type ModelMessage } from "ai";
import type { ContextMessage } from "../contract/ai";
import type { ChatKind } from "../contract/chat";
import type { Lang } from "../i18n";
import type { AssessmentData } from "./assessment";
import { languageModel, type AiEnv } from "./model";
import { streamCannedReply, streamCannedVoiceReply } from "./offline";
import { chatInstructions, voiceInstructions } from "./prompts";
import { tokensUsed } from "./usage";

export type ChatReplyInput = {
  /** Earlier messages of the chat, oldest first (at most CHAT_CONTEXT_MESSAGES). */
  history: ContextMessage[];
  message: string;
  assessment: AssessmentData | null;
  /** A voice conversation gets short spoken replies (the text chat when absent). */
  kind?: ChatKind;
  /** The learner's language, read only offline, where the text chat's canned advice is written in it. */
  learnerLanguage: () => Promise<Lang>;
};

export type ReplyPart = { type: "text"; text: string } | { type: "usage"; tokens: number };

export function chatPrompt(input: Omit<ChatReplyInput, "learnerLanguage">): { instructions: string; messages: ModelMessage[] } {
  const messages: ModelMessage[] = input.history.filter((m) => m.content.length > 0).map((m) => ({ role: m.role, content: m.content }));
  messages.push({ role: "user", content: input.message });
  const instructions = input.kind === "voice" ? voiceInstructions(input.assessment) : chatInstructions(input.assessment);
  return { instructions, messages };
}

/**
 * Yields the reply's text deltas and finally its token usage. Throws the provider's error when the
 * model fails (also mid-stream); ends early, without an error, when `signal` aborts.
 */
export async function* streamChatReply(env: AiEnv, input: ChatReplyInput, signal: AbortSignal): AsyncGenerator<ReplyPart> {
  const model = await languageModel(env);
  if (!model) {
    const canned =
      input.kind === "voice"
        ? streamCannedVoiceReply(input.message, input.history.filter((m) => m.role === "user").length, signal)
        : streamCannedReply(input.message, await input.learnerLanguage(), signal);
    for await (const text of canned) yield { type: "text", text };
    return;
  }
  const result = streamText({
    model,
    ...chatPrompt(input),
    abortSignal: signal,
    maxRetries: 1,
    // Errors arrive as stream parts below and are reported by the caller; no second log line.
    onError: () => {},
  });
  let text = "";
  for await (const part of result.stream) {
    if (part.type === "text-delta" && part.text) {
      text += part.text;
      yield { type: "text", text: part.text };
    } else if (part.type === "error") {
      throw part.error instanceof Error ? part.error : new Error(String(part.error));
    } else if (part.type === "abort") {
      // A cancelled call reports no usage; count what arrived so cancelling is not free.
      yield { type: "usage", tokens: tokensUsed(undefined, text) };
      return;
    } else if (part.type === "finish") {
      yield { type: "usage", tokens: tokensUsed(part.totalUsage, text) };
    }
  }
}
