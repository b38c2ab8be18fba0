// The progress event path: since lessons are stored no event is posted by a client;
// each is recorded by the route that stores what it stands for, after its response (waitUntil). Measured
// on a saved quiz result (`POST /api/quizzes/:id/results` → `quiz_completed`): the event → socket time runs
// from the saved result's response (the event is recorded from then on) to its `progress_update` frame,
// against a socket echo round trip through the same hub; the whole save → frame time is reported beside
// it. Sequential, one learner, local workerd: the latency a learner sees, not throughput.
import { performance } from "node:perf_hooks";

const WARMUP = 10;
const SAMPLES = 200;
const PUBLISHABLE_KEY = "lexora-dev-publishable-key";
const TIMEOUT_MS = 5000;
/** The fewest questions a quiz may have (worker/contract/vocabulary-constants.ts QUIZ_QUESTIONS_MIN). */
const QUESTIONS = 5;

const percentile = (sorted, p) => sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
const round = (ms) => Math.round(ms * 100) / 100;
/** p50, p95, max and count of latency samples in ms (the game bench uses it too). */
export const summary = (samples) => {
  const sorted = [...samples].sort((a, b) => a - b);
  return { p50: round(percentile(sorted, 50)), p95: round(percentile(sorted, 95)), max: round(sorted.at(-1)), n: sorted.length };
};

/** JSON of a request that must answer one of the `expected` statuses. */
export async function request(url, init, expected) {
  const res = await fetch(url, init);
  const text = await res.text();
  if (!expected.includes(res.status)) throw new Error(`${init?.method ?? "GET"} ${url} answered ${res.status}: ${text}`);
  return JSON.parse(text);
}

/** Signs a new learner up through the development mailbox, as a person would on `npm start`. */
async function signedInLearner(baseUrl) {
  const headers = { apikey: PUBLISHABLE_KEY, "Content-Type": "application/json" };
  const email = `bench.${Date.now()}.${Math.random().toString(36).slice(2, 8)}@example.com`;
  await request(
    `${baseUrl}/auth/v1/signup`,
    { method: "POST", headers, body: JSON.stringify({ email, password: "bench password 1" }) },
    [200],
  );
  const { messages } = await request(`${baseUrl}/auth/v1/dev/mailbox?email=${encodeURIComponent(email)}`, { headers }, [200]);
  const session = await request(
    `${baseUrl}/auth/v1/verify`,
    { method: "POST", headers, body: JSON.stringify({ type: "signup", token_hash: messages[0].token_hash }) },
    [200],
  );
  return { token: session.access_token, userId: session.user.id };
}

async function openSocket(baseUrl, token) {
  const { ticket } = await request(
    `${baseUrl}/api/realtime/ticket`,
    { method: "POST", headers: { Authorization: `Bearer ${token}` } },
    [200],
  );
  const ws = new WebSocket(`${baseUrl.replace(/^http/, "ws")}/api/realtime?ticket=${encodeURIComponent(ticket)}`);
  const waiters = new Set();
  ws.addEventListener("message", (event) => {
    const frame = JSON.parse(event.data);
    for (const waiter of waiters) waiter(frame);
  });
  const next = (match) =>
    new Promise((resolve, reject) => {
      const timer = setTimeout(() => {
        waiters.delete(check);
        reject(new Error("no matching socket frame in time"));
      }, TIMEOUT_MS);
      const check = (frame) => {
        if (!match(frame)) return;
        clearTimeout(timer);
        waiters.delete(check);
        resolve(frame);
      };
      waiters.add(check);
    });
  const hello = next((f) => f.type === "hello");
  await new Promise((resolve, reject) => {
    ws.addEventListener("open", resolve, { once: true });
    ws.addEventListener("error", () => reject(new Error("socket failed to open")), { once: true });
  });
  await hello;
  return { ws, next };
}

export async function measureProgressEventLatency(baseUrl) {
  const { token } = await signedInLearner(baseUrl);
  const socket = await openSocket(baseUrl, token);
  const toSocket = [];
  const saveToSocket = [];
  const toResponse = [];
  const echo = [];
  try {
    for (let i = 0; i < WARMUP + SAMPLES; i++) {
      // Today's words make a quiz for a learner with an empty dictionary; made before the clock starts.
      const quiz = await request(
        `${baseUrl}/api/quizzes`,
        {
          method: "POST",
          headers: { Authorization: `Bearer ${token}`, "Content-Type": "application/json" },
          body: JSON.stringify({ source: "daily", questionCount: QUESTIONS }),
        },
        [201],
      );
      const key = (id) => `quiz:${id}`;
      // Stamped when the frame arrives, which may be before the POST's response does; one result at a time,
      // so the next quiz_completed frame is this one's (its id is checked once the response is in).
      const arrived = socket
        .next((f) => f.type === "progress_update" && f.data?.event?.event_type === "quiz_completed")
        .then((frame) => ({ at: performance.now(), clientEventId: frame.data.event.client_event_id }));
      const started = performance.now();
      const saved = await request(
        `${baseUrl}/api/quizzes/${quiz.id}/results`,
        {
          method: "POST",
          headers: { Authorization: `Bearer ${token}`, "Content-Type": "application/json" },
          body: JSON.stringify({ answers: quiz.questions.map((_, n) => (n + i) % 4) }),
        },
        [201],
      );
      const responded = performance.now();
      const frame = await arrived;
      if (frame.clientEventId !== key(saved.result.id))
        throw new Error(`the frame was ${frame.clientEventId}, not ${key(saved.result.id)}`);
      const delivered = frame.at;

      const echoed = socket.next((f) => f.type === "echo" && f.data === i);
      const echoStarted = performance.now();
      socket.ws.send(JSON.stringify({ v: 1, type: "echo", data: i }));
      await echoed;
      const echoDone = performance.now();

      if (i < WARMUP) continue;
      toSocket.push(Math.max(0, delivered - responded));
      saveToSocket.push(delivered - started);
      toResponse.push(responded - started);
      echo.push(echoDone - echoStarted);
    }
  } finally {
    socket.ws.close();
  }
  const socketSummary = summary(toSocket);
  const echoSummary = summary(echo);
  return {
    eventToSocket: socketSummary,
    saveToSocket: summary(saveToSocket),
    eventResponse: summary(toResponse),
    echoRoundTrip: echoSummary,
    p95RatioToEcho: round(socketSummary.p95 / Math.max(echoSummary.p95, 0.001)),
    samples: SAMPLES,
  };
}
