// AI streaming through the UserHub, against the local OpenAI-compatible server (no network):
//  - time to first token through the hub (socket chat.send → first chat.chunk) minus the time to
//    first token of the same model called directly, measured alternately in one run (goal ≤ 15 ms p95);
//  - 1,000-chunk replies delivered complete and in order.
// The Worker runs through tests/support/local-ai-worker.mjs: a copy of the build with its own env file.
import { startWorkerWithLocalModel } from "../support/local-ai-worker.mjs";
import { startOpenAiCompatibleServer } from "../support/openai-compatible-server.mjs";

export const TTFT_OVERHEAD_GOAL_P95_MS = 15;
const TTFT_SAMPLES = 150;
const WARMUP_SAMPLES = 15;
const LONG_STREAM_CHUNKS = 1000;
const LONG_STREAMS = 5;
const TURN_TIMEOUT_MS = 30_000;

const percentile = (values, p) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
};
const round = (ms) => Math.round(ms * 100) / 100;
const summary = (values) => ({ p50: round(percentile(values, 50)), p95: round(percentile(values, 95)), samples: values.length });

async function json(res) {
  const text = await res.text();
  if (!res.ok) throw new Error(`${res.status} ${text}`);
  return JSON.parse(text);
}

/** A signed-in user with an open hub socket and a chat, ready for turns. */
async function openChatSocket(worker) {
  const email = `bench.${Date.now()}.${Math.random().toString(36).slice(2, 8)}@example.com`;
  const session = await json(
    await fetch(`${worker.url}/auth/v1/signup`, {
      method: "POST",
      headers: { apikey: worker.apiKey, "Content-Type": "application/json" },
      body: JSON.stringify({ email, password: "bench password 1" }),
    }),
  );
  const auth = { Authorization: `Bearer ${session.access_token}` };
  const { chat } = await json(
    await fetch(`${worker.url}/api/chats`, {
      method: "POST",
      headers: { ...auth, "Content-Type": "application/json" },
      body: '{"title":"Bench"}',
    }),
  );
  const { ticket } = await json(await fetch(`${worker.url}/api/realtime/ticket`, { method: "POST", headers: auth }));
  const ws = new WebSocket(`${worker.url.replace(/^http/, "ws")}/api/realtime?ticket=${encodeURIComponent(ticket)}`);
  const listeners = new Set();
  ws.addEventListener("message", (event) => {
    const frame = JSON.parse(event.data);
    for (const listener of listeners) listener(frame);
  });
  ws.addEventListener("close", (event) => {
    for (const listener of listeners) listener({ type: "closed", code: event.code });
  });
  await new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error("the hub socket did not open")), TURN_TIMEOUT_MS);
    ws.addEventListener("open", () => resolve(clearTimeout(timer)), { once: true });
    ws.addEventListener("error", () => reject(new Error("the hub socket failed to open")), { once: true });
  });
  let turn = 0;
  /** Sends a message; resolves with the reply's frames and the ms from send to its first chunk. */
  const ask = (content) =>
    new Promise((resolve, reject) => {
      const requestId = `bench-${++turn}`;
      const frames = [];
      let firstChunkMs = null;
      const started = performance.now();
      const timer = setTimeout(() => reject(new Error(`turn ${requestId} did not finish`)), TURN_TIMEOUT_MS);
      const listener = (frame) => {
        if (frame.type === "closed") {
          clearTimeout(timer);
          listeners.delete(listener);
          return reject(new Error(`the hub socket closed (${frame.code}) during turn ${requestId}`));
        }
        if (frame.requestId !== requestId) return;
        if (frame.type === "chat.chunk" && firstChunkMs === null) firstChunkMs = performance.now() - started;
        frames.push(frame);
        if (frame.type === "chat.done" || frame.type === "chat.error") {
          clearTimeout(timer);
          listeners.delete(listener);
          if (frame.type === "chat.error") reject(new Error(`turn failed: ${frame.code} ${frame.message}`));
          else resolve({ frames, firstChunkMs });
        }
      };
      listeners.add(listener);
      ws.send(JSON.stringify({ v: 1, type: "chat.send", requestId, chatId: chat.id, content }));
    });
  return { ask, close: () => ws.close() };
}

/** The same model called directly: ms from the request to its first content delta. */
async function directFirstToken(modelUrl, content) {
  const started = performance.now();
  const res = await fetch(`${modelUrl}/chat/completions`, {
    method: "POST",
    headers: { "Content-Type": "application/json", Authorization: "Bearer bench" },
    body: JSON.stringify({ model: "lexora-local-test-model", stream: true, messages: [{ role: "user", content }] }),
    signal: AbortSignal.timeout(TURN_TIMEOUT_MS),
  });
  const reader = res.body.getReader();
  const decoder = new TextDecoder();
  let buffered = "";
  let firstTokenMs = null;
  for (;;) {
    const { value, done } = await reader.read();
    if (done) break;
    buffered += decoder.decode(value, { stream: true });
    if (firstTokenMs === null && /"delta":\{"content":"[^"]/.test(buffered)) firstTokenMs = performance.now() - started;
  }
  return firstTokenMs;
}

export async function measureAiStream({ stateDir }) {
  const model = await startOpenAiCompatibleServer({ lifetimeMs: 10 * 60 * 1000 });
  let worker;
  try {
    worker = await startWorkerWithLocalModel({
      stateDir,
      modelUrl: model.url,
      vars: { AI_DAILY_TOKEN_BUDGET: String(Number.MAX_SAFE_INTEGER) },
    });
    const chat = await openChatSocket(worker);
    const hubSamples = [];
    const directSamples = [];
    for (let i = 0; i < WARMUP_SAMPLES + TTFT_SAMPLES; i++) {
      const content = `Question number ${i}: how do I use the present perfect?`;
      const direct = await directFirstToken(model.url, content);
      const { firstChunkMs } = await chat.ask(content);
      if (i < WARMUP_SAMPLES) continue;
      directSamples.push(direct);
      hubSamples.push(firstChunkMs);
    }

    const expected = Array.from({ length: LONG_STREAM_CHUNKS }, (_, i) => `c${i} `);
    const longStreams = [];
    for (let i = 0; i < LONG_STREAMS; i++) {
      const started = performance.now();
      const { frames } = await chat.ask(`stream ${LONG_STREAM_CHUNKS} chunks`);
      const chunks = frames.filter((f) => f.type === "chat.chunk");
      const inOrder = chunks.every((f, index) => f.index === index && f.text === expected[index]);
      const done = frames.at(-1);
      longStreams.push({
        ms: round(performance.now() - started),
        chunks: chunks.length,
        complete: chunks.length === LONG_STREAM_CHUNKS && inOrder && done.message.content === expected.join(""),
      });
    }
    chat.close();

    const hub = summary(hubSamples);
    const direct = summary(directSamples);
    return {
      ttft: {
        hub,
        direct,
        overheadP50Ms: round(hub.p50 - direct.p50),
        overheadP95Ms: round(hub.p95 - direct.p95),
        ratioP50: round(hub.p50 / Math.max(direct.p50, 0.001)),
        goalP95Ms: TTFT_OVERHEAD_GOAL_P95_MS,
      },
      longStreams: {
        chunksPerStream: LONG_STREAM_CHUNKS,
        streams: longStreams,
        allComplete: longStreams.every((s) => s.complete),
        p50Ms: round(
          percentile(
            longStreams.map((s) => s.ms),
            50,
          ),
        ),
      },
    };
  } finally {
    await worker?.stop();
    await model.stop();
  }
}
