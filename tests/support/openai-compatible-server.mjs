// A small OpenAI-compatible Chat Completions server for e2e tests and benchmarks, so the real
// @ai-sdk/openai path runs without a network. Loopback only, scripted replies, bounded in requests
// and lifetime. Point the app at it with OPENAI_API_KEY=<anything> OPENAI_BASE_URL=<url printed>.
//
//   node tests/support/openai-compatible-server.mjs [--port 8792] [--chunk-delay 20] [--lifetime 600]
//
// Replies (by the last user message):
//   "stream <n> chunks"      → n deltas "c0 ", "c1 ", … (benchmarks)
//   a JSON response_format   → {"translation": "[<target>] <text>", "detectedSourceLanguage": "en"}
//   anything else            → "Local model reply to: <message>. …" in word-sized deltas
import { createServer } from "node:http";

const MODEL = "lexora-local-test-model";

/** The reply to a request, as the list of deltas the stream sends. */
export function scriptedReply(body) {
  const messages = Array.isArray(body.messages) ? body.messages : [];
  const lastUser = [...messages].reverse().find((m) => m.role === "user");
  const text = typeof lastUser?.content === "string" ? lastUser.content : (lastUser?.content ?? []).map((p) => p.text ?? "").join("");
  const chunked = /^stream (\d+) chunks?$/i.exec(text.trim());
  if (chunked) return Array.from({ length: Math.min(Number(chunked[1]), 100_000) }, (_, i) => `c${i} `);
  if (body.response_format?.type === "json_schema" || body.response_format?.type === "json_object") {
    const system = messages.find((m) => m.role === "system")?.content ?? "";
    const target = /into (\w+)/.exec(typeof system === "string" ? system : "")?.[1] ?? "English";
    return [JSON.stringify({ translation: `[${target}] ${text}`, detectedSourceLanguage: "en" })];
  }
  const reply = `Local model reply to: ${text.slice(0, 200)}. Practise a little every day and you will improve.`;
  return reply.match(/\S+\s*/g) ?? [reply];
}

const usageOf = (body, deltas) => {
  const promptTokens = Math.ceil(JSON.stringify(body.messages ?? []).length / 4);
  const completionTokens = deltas.length;
  return { prompt_tokens: promptTokens, completion_tokens: completionTokens, total_tokens: promptTokens + completionTokens };
};

const sleep = (ms) => (ms > 0 ? new Promise((resolve) => setTimeout(resolve, ms)) : Promise.resolve());

/**
 * Starts the server on 127.0.0.1. `chunkDelayMs` paces the deltas (0: as fast as possible);
 * `firstTokenDelayMs` simulates the model's thinking time. Stops itself after `maxRequests`
 * requests or `lifetimeMs`, whichever comes first.
 */
export async function startOpenAiCompatibleServer({
  port = 0,
  chunkDelayMs = 0,
  firstTokenDelayMs = 0,
  maxRequests = 20_000,
  lifetimeMs = 10 * 60 * 1000,
  reply = scriptedReply,
} = {}) {
  let served = 0;
  const requests = [];
  const server = createServer(async (req, res) => {
    served += 1;
    if (served > maxRequests) {
      res.writeHead(503, { "Content-Type": "application/json" }).end(JSON.stringify({ error: { message: "request budget spent" } }));
      return;
    }
    if (req.method !== "POST" || !req.url?.endsWith("/chat/completions")) {
      res
        .writeHead(404, { "Content-Type": "application/json" })
        .end(JSON.stringify({ error: { message: `no route ${req.method} ${req.url}` } }));
      return;
    }
    let raw = "";
    for await (const chunk of req) raw += chunk;
    let body;
    try {
      body = JSON.parse(raw);
    } catch {
      res.writeHead(400, { "Content-Type": "application/json" }).end(JSON.stringify({ error: { message: "body is not JSON" } }));
      return;
    }
    requests.push(body);
    const deltas = reply(body);
    const id = `chatcmpl-${served}`;
    const created = Math.floor(Date.now() / 1000);
    const usage = usageOf(body, deltas);
    await sleep(firstTokenDelayMs);
    if (!body.stream) {
      res.writeHead(200, { "Content-Type": "application/json" }).end(
        JSON.stringify({
          id,
          object: "chat.completion",
          created,
          model: body.model ?? MODEL,
          choices: [{ index: 0, message: { role: "assistant", content: deltas.join("") }, finish_reason: "stop" }],
          usage,
        }),
      );
      return;
    }
    res.writeHead(200, { "Content-Type": "text/event-stream", "Cache-Control": "no-cache", Connection: "keep-alive" });
    let closed = false;
    res.on("close", () => (closed = true));
    const event = (choices, extra = {}) =>
      res.write(
        `data: ${JSON.stringify({ id, object: "chat.completion.chunk", created, model: body.model ?? MODEL, choices, ...extra })}\n\n`,
      );
    event([{ index: 0, delta: { role: "assistant", content: "" }, finish_reason: null }]);
    for (const [i, content] of deltas.entries()) {
      if (closed) return;
      if (i > 0) await sleep(chunkDelayMs);
      event([{ index: 0, delta: { content }, finish_reason: null }]);
    }
    event([{ index: 0, delta: {}, finish_reason: "stop" }]);
    event([], { usage });
    res.end("data: [DONE]\n\n");
  });
  await new Promise((resolve, reject) => {
    server.once("error", reject);
    server.listen(port, "127.0.0.1", resolve);
  });
  const stopTimer = setTimeout(() => server.close(), lifetimeMs);
  stopTimer.unref();
  const address = server.address();
  return {
    url: `http://127.0.0.1:${address.port}/v1`,
    port: address.port,
    requests,
    stop: () =>
      new Promise((resolve) => {
        clearTimeout(stopTimer);
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const arg = (name, fallback) => {
    const i = process.argv.indexOf(`--${name}`);
    return i > 0 ? Number(process.argv[i + 1]) : fallback;
  };
  const server = await startOpenAiCompatibleServer({
    port: arg("port", 8792),
    chunkDelayMs: arg("chunk-delay", 20),
    lifetimeMs: arg("lifetime", 600) * 1000,
  });
  console.log(`OpenAI-compatible test server at ${server.url} (model ${MODEL}); Ctrl+C to stop.`);
  for (const signal of ["SIGINT", "SIGTERM"]) process.on(signal, () => server.stop().then(() => process.exit(0)));
}
