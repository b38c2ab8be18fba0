// The live class game's fan-out: 60 simulated players join one game as guests over real
// WebSockets against the local workerd, the host opens each question, and every player's arrival time of
// the question frame is stamped. The figure is how far behind the first device each device sees a
// question: p95 over all players and questions, budgeted at 300 ms; the spread (last − first) per question
// is reported beside it. Each player answers so the question closes, as in a class.
import { performance } from "node:perf_hooks";
import { request, summary } from "./progress-event.mjs";

export const GAME_PLAYERS = 60;
export const QUESTION_SKEW_P95_BUDGET_MS = 300;
const QUESTIONS = 10;
const PUBLISHABLE_KEY = "lexora-dev-publishable-key";
const TIMEOUT_MS = 15_000;

const json = (token, body, method = "POST") => ({
  method,
  headers: { ...(token && { Authorization: `Bearer ${token}` }), "Content-Type": "application/json" },
  body: JSON.stringify(body),
});

/** A new teacher signed up through the development mailbox, with a token that carries the role. */
async function signedInTeacher(baseUrl) {
  const headers = { apikey: PUBLISHABLE_KEY, "Content-Type": "application/json" };
  const email = `bench.host.${Date.now()}.${Math.random().toString(36).slice(2, 8)}@example.com`;
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
  await request(`${baseUrl}/api/profile`, json(session.access_token, { role: "teacher" }, "PATCH"), [200]);
  const refreshed = await request(
    `${baseUrl}/auth/v1/token?grant_type=refresh_token`,
    { method: "POST", headers, body: JSON.stringify({ refresh_token: session.refresh_token }) },
    [200],
  );
  return refreshed.access_token;
}

/** A socket whose frames are stamped as they arrive; `next` waits for the first unseen frame of a type. */
function gameSocket(url) {
  const ws = new WebSocket(url);
  const frames = [];
  const waiters = new Set();
  ws.addEventListener("message", (event) => {
    const at = performance.now();
    let frame;
    try {
      frame = JSON.parse(event.data);
    } catch {
      return;
    }
    frames.push({ at, frame });
    for (const wake of waiters) wake();
  });
  let seen = 0;
  const next = (type) =>
    new Promise((resolve, reject) => {
      const check = () => {
        const i = frames.findIndex((f, n) => n >= seen && f.frame.type === type);
        if (i < 0) return false;
        seen = i + 1;
        waiters.delete(check);
        clearTimeout(timer);
        resolve(frames[i]);
        return true;
      };
      const timer = setTimeout(() => {
        waiters.delete(check);
        reject(new Error(`no ${type} frame in time`));
      }, TIMEOUT_MS);
      if (!check()) waiters.add(check);
    });
  const opened = new Promise((resolve, reject) => {
    ws.addEventListener("open", resolve, { once: true });
    ws.addEventListener("error", () => reject(new Error("socket failed to open")), { once: true });
  });
  return { ws, next, opened, send: (frame) => ws.send(JSON.stringify({ v: 1, ...frame })) };
}

export async function measureGameFanOut(baseUrl) {
  const wsBase = baseUrl.replace(/^http/, "ws");
  const teacher = await signedInTeacher(baseUrl);
  const made = await request(`${baseUrl}/api/classes`, json(teacher, { name: "Bench class", focus: "general_english" }), [201]);
  const quiz = await request(`${baseUrl}/api/quizzes`, json(teacher, { source: "daily", questionCount: QUESTIONS }), [201]);
  const game = await request(
    `${baseUrl}/api/games`,
    json(teacher, {
      class_id: made.id,
      title: "Bench game",
      source: { kind: "quiz", quiz_id: quiz.id },
      seconds_per_question: 60,
      allow_guests: true,
    }),
    [201],
  );
  const { ticket } = await request(
    `${baseUrl}/api/realtime/ticket`,
    { method: "POST", headers: { Authorization: `Bearer ${teacher}` } },
    [200],
  );
  const host = gameSocket(`${wsBase}/api/game-socket?game=${game.id}&ticket=${encodeURIComponent(ticket)}`);
  await host.opened;

  const players = [];
  for (let i = 0; i < GAME_PLAYERS; i++) {
    const joined = await request(`${baseUrl}/api/games/join`, json(null, { pin: game.pin, nickname: `Player ${i + 1}` }), [201]);
    players.push(gameSocket(`${wsBase}/api/game-socket?game=${game.id}&player=${encodeURIComponent(joined.player_token)}`));
  }
  await Promise.all(players.map((p) => p.opened));
  await Promise.all(players.map((p) => p.next("welcome")));

  const behindFirst = [];
  const spreads = [];
  try {
    for (let q = 0; q < game.question_count; q++) {
      host.send({ type: q === 0 ? "start" : "next" });
      const arrivals = await Promise.all(players.map((p) => p.next("question")));
      const first = Math.min(...arrivals.map((a) => a.at));
      const last = Math.max(...arrivals.map((a) => a.at));
      for (const a of arrivals) behindFirst.push(a.at - first);
      spreads.push(last - first);
      if (arrivals.some((a) => a.frame.question.index !== q)) throw new Error(`a player got another question than ${q}`);
      const reveals = players.map((p) => p.next("reveal"));
      players.forEach((p, i) => p.send({ type: "answer", index: q, choice: i % arrivals[0].frame.question.options.length }));
      await Promise.all(reveals);
      await host.next("reveal");
    }
    host.send({ type: "end" });
    await Promise.all(players.map((p) => p.next("ended")));
  } finally {
    for (const p of players) p.ws.close();
    host.ws.close();
  }
  const behind = summary(behindFirst);
  return {
    players: GAME_PLAYERS,
    questions: game.question_count,
    behindFirst: behind,
    spreadPerQuestion: summary(spreads),
    budgetMs: QUESTION_SKEW_P95_BUDGET_MS,
    ok: behind.p95 <= QUESTION_SKEW_P95_BUDGET_MS,
  };
}
