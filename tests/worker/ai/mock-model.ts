/**
 * The worker tests' only stand-in: a scripted `MockLanguageModelV4` (ai/test) injected through
 * worker/ai/model.ts. Everything else — the hub, the SDK's streamText/generateText — is production code.
 */
import { MockLanguageModelV4, simulateReadableStream } from "ai/test";
import { overrideLanguageModel } from "../../../worker/ai/model";

type StreamResult = Awaited<ReturnType<MockLanguageModelV4["doStream"]>>;
type StreamPart = StreamResult["stream"] extends ReadableStream<infer P> ? P : never;
type GenerateResult = Awaited<ReturnType<MockLanguageModelV4["doGenerate"]>>;

export type Script = {
  deltas: string[];
  /** Pause before each delta, in ms. */
  delayMs?: number;
  /** After this many deltas the provider fails mid-stream. */
  failAfter?: number;
  /** After this many deltas the stream stalls until the call is aborted (or the hub goes away). */
  stallAfter?: number;
  usage?: { input: number; output: number };
};

const usageOf = (script: Pick<Script, "usage">) => ({
  inputTokens: { total: script.usage?.input ?? 10, noCache: undefined, cacheRead: undefined, cacheWrite: undefined },
  outputTokens: { total: script.usage?.output ?? 20, text: undefined, reasoning: undefined },
});

export const PROVIDER_FAILURE = "The provider went away";

function scriptedStream(script: Script, signal: AbortSignal | undefined): ReadableStream<StreamPart> {
  const parts: StreamPart[] = [
    { type: "stream-start", warnings: [] },
    { type: "text-start", id: "t" },
  ];
  const cut = script.failAfter ?? script.stallAfter ?? script.deltas.length;
  for (const delta of script.deltas.slice(0, cut)) parts.push({ type: "text-delta", id: "t", delta });
  if (script.failAfter !== undefined) {
    parts.push({ type: "error", error: new Error(PROVIDER_FAILURE) });
  } else if (script.stallAfter === undefined) {
    parts.push({ type: "text-end", id: "t" }, { type: "finish", usage: usageOf(script), finishReason: { unified: "stop", raw: "stop" } });
  }
  const head = simulateReadableStream({ chunks: parts, initialDelayInMs: script.delayMs ?? null, chunkDelayInMs: script.delayMs ?? null });
  if (script.stallAfter === undefined) return head;
  const reader = head.getReader();
  return new ReadableStream<StreamPart>({
    async pull(controller) {
      const next = await reader.read();
      if (!next.done) return controller.enqueue(next.value);
      await new Promise((resolve) => signal?.addEventListener("abort", resolve, { once: true }));
      controller.close();
    },
  });
}

/** A model whose every streamed call plays `script` (or the script chosen for that call). */
export function scriptedModel(script: Script | ((call: number) => Script)): MockLanguageModelV4 {
  const pick = (call: number) => (typeof script === "function" ? script(call) : script);
  const model: MockLanguageModelV4 = new MockLanguageModelV4({
    // Streams are made inside the call, in the hub's own I/O context.
    doStream: async (options) => ({ stream: scriptedStream(pick(model.doStreamCalls.length - 1), options.abortSignal) }),
  });
  return model;
}

/** A model whose one-shot calls answer `text` (JSON for structured output). */
export function generatingModel(text: string | (() => string), usage = { input: 12, output: 8 }): MockLanguageModelV4 {
  return new MockLanguageModelV4({
    doGenerate: async (): Promise<GenerateResult> => ({
      content: [{ type: "text", text: typeof text === "function" ? text() : text }],
      finishReason: { unified: "stop", raw: "stop" },
      usage: usageOf({ usage }),
      warnings: [],
    }),
  });
}

export function useModel(model: MockLanguageModelV4 | null): void {
  overrideLanguageModel(model);
}

/** The text of each prompt message of a call, as [role, text] pairs. */
export function promptOf(call: Parameters<MockLanguageModelV4["doStream"]>[0]): [string, string][] {
  return call.prompt.map((message) => [
    message.role,
    typeof message.content === "string" ? message.content : message.content.map((part) => ("text" in part ? part.text : "")).join(""),
  ]);
}
