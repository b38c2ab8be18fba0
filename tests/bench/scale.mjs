// `npm run bench -- scale`: how many learners one deployment serves on the local stack, and
// what a learner-day costs in D1 rows (what Cloudflare bills) and storage. Loopback only, bounded in time.
//
// A simulated learner lives a day of the app at a person's pace (THINK_MS between actions): opens the
// app (a refreshed session, every SIGN_IN_EVERY_DAYS days a password sign-in; profile, home, words of the
// day, a socket to their hub), looks up words in the dictionary and adds them to SRS, reviews
// REVIEWS_PER_DAY cards, takes a quiz, an IELTS reading test and a chat turn, and opens Progress. Every
// LEARNERS_PER_CLASS learners have a teacher whose dashboard stays open and refetches the class's roster,
// heatmap and assignments on `class_activity` events, as the SPA does.
//
// 1. Cost: a class of learners lives two days flat out (no pauses: rows do not depend on the pace) on a
//    Worker of the build with the D1 meter on and a local model for the chat; the second day is metered. D1's own meta.rows_read / rows_written, summed by the Worker's bench meter
//    (worker/db/meter.ts, D1_METER=1) over everything the day caused — requests, the work they leave
//    running and the hubs — divided by the learners; the database's growth the same way.
// 2. Load: on the production-like server of `npm start` (no meter, AI offline), learners are added in
//    stages, the class of step 1 first; each stage's p95 over every request of its window decides
//    whether it was sustained. The ramp stops at the first stage over SCALE_P95_LIMIT_MS or with errors,
//    or before a stage that would not fit in TIME_BUDGET_MS. The Worker's CPU time (and its busiest
//    thread's) is read from /proc per stage: it says whether the Worker or something else was the limit.
import { readFileSync, readdirSync } from "node:fs";
import { startServer } from "../../scripts/lib/server.mjs";
import { startWorkerWithLocalModel } from "../support/local-ai-worker.mjs";
import { startOpenAiCompatibleServer } from "../support/openai-compatible-server.mjs";

export const SCALE_P95_LIMIT_MS = 250;
/** The capacity goal on the 2-core machine (docs/capacity.md). */
export const SCALE_GOAL_LEARNERS = 300;
const LEARNERS_PER_CLASS = 25;
/** Concurrent learners per stage of the ramp. */
const STAGES = [100, 200, 300, 450, 600, 800, 1000, 1300, 1600];
/** Each stage's learners live this long before its window opens: the window sees them mid-day, not all opening the app. */
const STAGE_WARM_UP_MS = 10_000;
/** The window each stage is measured over. */
const STAGE_WINDOW_MS = 15_000;
/** The whole scale part, from the Worker's start; the ramp stops early rather than pass it. */
const TIME_BUDGET_MS = 5 * 60_000;
/** A person's pause between two actions (a card read and rated, a page opened): uniform in this range. */
const THINK_MS = [2000, 6000];
const REVIEWS_PER_DAY = 20;
const LOOKUPS_PER_DAY = 2;
const SIGN_IN_EVERY_DAYS = 7;
/** Words each learner brings from an import on their first day: the SRS tops up from them. */
const IMPORTED_WORDS = 100;
const SIGN_UPS_AT_ONCE = 8;
/** Learners living their metered day at once: flat out, more than a few at a time only overload the local proxy. */
const CALIBRATION_AT_ONCE = 5;
/** The SPA's CLASS_REFETCH_EVERY_MS (src/features/teaching/use-class-activity.ts). */
const CLASS_REFETCH_EVERY_MS = 5000;
const REQUEST_TIMEOUT_MS = 15_000;
const PASSWORD = "bench password 1";

const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));
const pick = (items) => items[Math.floor(Math.random() * items.length)];
const think = () => sleep(THINK_MS[0] + Math.random() * (THINK_MS[1] - THINK_MS[0]));
const percentile = (sorted, p) => (sorted.length ? sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] : 0);
const round = (n, digits = 1) => Math.round(n * 10 ** digits) / 10 ** digits;

/** Every request's latency, into the stage window that is open when it started (none: not measured). */
class Recorder {
  window = null;
  errors = [];
  droppedConnections = 0;
  open() {
    this.window = { latencies: [], routes: {}, errors: 0, bytes: 0, started: performance.now(), cpu: process.cpuUsage() };
    return this.window;
  }
  close() {
    const window = this.window;
    this.window = null;
    window.seconds = (performance.now() - window.started) / 1000;
    const cpu = process.cpuUsage(window.cpu);
    // The load itself runs on the same machine: how much of a core generating it took.
    window.clientPct = round(((cpu.user + cpu.system) / 1e6 / window.seconds) * 100);
    return window;
  }
}

class HttpError extends Error {}

/** One person's HTTP client: their own address (rate limits are per address) and session. */
class Client {
  constructor(app, recorder, address) {
    this.app = app;
    this.recorder = recorder;
    this.address = address;
    this.session = null;
  }

  async call(method, path, options = {}) {
    const { json, body, headers = {}, expect = [200, 201], auth = true, retried = false } = options;
    const window = this.recorder.window;
    const started = performance.now();
    try {
      const res = await fetch(`${this.app.url}${path}`, {
        method,
        headers: {
          "CF-Connecting-IP": this.address,
          ...(auth && this.session ? { Authorization: `Bearer ${this.session.access_token}` } : {}),
          ...(json !== undefined ? { "Content-Type": "application/json" } : {}),
          ...headers,
        },
        body: json !== undefined ? JSON.stringify(json) : body,
        signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS),
      });
      const text = await res.text();
      if (window) {
        const ms = performance.now() - started;
        window.latencies.push(ms);
        window.bytes += text.length;
        const route = `${method} ${path.split("?")[0].replace(/[0-9a-f]{8}-[0-9a-f-]{27}/g, ":id")}`;
        (window.routes[route] ??= []).push(ms);
      }
      // `wrangler dev`'s proxy (the metered Worker) now and then loses its connection to the Worker under
      // load: the request is sent again once (the app's writes are idempotent by key) and counted.
      if (res.status === 500 && this.app.retriesDroppedConnections && !retried && text.includes("Network connection lost")) {
        this.recorder.droppedConnections += 1;
        return this.call(method, path, { ...options, retried: true });
      }
      if (!expect.includes(res.status))
        throw new HttpError(`${method} ${path.split("?")[0]} answered ${res.status}: ${text.slice(0, 200)}`);
      return text ? JSON.parse(text) : null;
    } catch (err) {
      if (window) window.errors += 1;
      if (this.recorder.errors.length < 10) this.recorder.errors.push(String(err?.message ?? err));
      throw err;
    }
  }

  auth(path, json) {
    return this.call("POST", `/auth/v1${path}`, { json, headers: { apikey: this.app.apiKey }, auth: false });
  }

  /** A new account; where sign-ups need the emailed link (`npm start`), through the development mailbox. */
  async signUp(email) {
    this.email = email;
    const signedUp = await this.auth("/signup", { email, password: PASSWORD });
    if (!signedUp.access_token) {
      const { messages } = await this.call("GET", `/auth/v1/dev/mailbox?email=${encodeURIComponent(email)}`, {
        headers: { apikey: this.app.apiKey },
        auth: false,
      });
      this.session = await this.auth("/verify", { type: "signup", token_hash: messages[0].token_hash });
    } else this.session = signedUp;
    this.userId = this.session.user.id;
  }

  async signIn() {
    this.session = await this.auth("/token?grant_type=password", { email: this.email, password: PASSWORD });
  }

  async refresh() {
    this.session = await this.auth("/token?grant_type=refresh_token", { refresh_token: this.session.refresh_token });
  }

  /** The hub socket: frames go to `onFrame`; resolves once the hub said hello. */
  async openSocket(onFrame) {
    const { ticket } = await this.call("POST", "/api/realtime/ticket");
    const ws = new WebSocket(`${this.app.url.replace(/^http/, "ws")}/api/realtime?ticket=${encodeURIComponent(ticket)}`);
    await new Promise((resolve, reject) => {
      const timer = setTimeout(() => reject(new Error("the hub socket did not say hello")), REQUEST_TIMEOUT_MS);
      ws.addEventListener("message", (event) => {
        const frame = JSON.parse(event.data);
        if (frame.type === "hello") resolve(clearTimeout(timer));
        onFrame(frame);
      });
      ws.addEventListener("error", () => reject(new Error("the hub socket failed")), { once: true });
    });
    return ws;
  }
}

/**
 * A teacher with the class dashboard open all day, refetching as the SPA does
 * (src/features/teaching/use-class-activity.ts): the class's roster, heatmap and assignments at once on a
 * `class_activity` event, then at most once per CLASS_REFETCH_EVERY_MS while events keep coming.
 */
class Teacher {
  constructor(client) {
    this.client = client;
    this.window = null;
    this.refetching = new Set();
    this.refetches = 0;
  }

  async setUp(email) {
    await this.client.signUp(email);
    await this.client.call("PATCH", "/api/profile", { json: { role: "teacher" } });
    await this.client.refresh();
    const created = await this.client.call("POST", "/api/classes", { json: { name: "Bench class", focus: "ielts_academic" } });
    this.classId = created.id;
    this.code = created.join_code;
  }

  classViews() {
    const { client, classId } = this;
    this.refetches += 1;
    const refetch = Promise.all([
      client.call("GET", `/api/classes/${classId}/roster`),
      client.call("GET", `/api/classes/${classId}/heatmap`),
      client.call("GET", `/api/assignments/classes/${classId}`),
    ])
      .catch(() => {})
      .finally(() => this.refetching.delete(refetch));
    this.refetching.add(refetch);
    return refetch;
  }

  onActivity() {
    if (this.window) {
      this.window.again = true;
      return;
    }
    this.classViews();
    const close = () => {
      if (!this.window?.again) return (this.window = null);
      this.classViews();
      this.window = { again: false, timer: setTimeout(close, CLASS_REFETCH_EVERY_MS) };
    };
    this.window = { again: false, timer: setTimeout(close, CLASS_REFETCH_EVERY_MS) };
  }

  async open() {
    await Promise.all([this.client.call("GET", "/api/classes"), this.classViews()]);
    this.socket = await this.client.openSocket((frame) => {
      if (frame.type === "class_activity") this.onActivity();
    });
  }

  async close() {
    this.socket?.close();
    clearTimeout(this.window?.timer);
    await Promise.all([...this.refetching]);
  }
}

/** A learner and their days. */
class Learner {
  constructor(client, pool) {
    this.client = client;
    this.pool = pool;
    this.days = 0;
    this.added = new Set();
    this.frames = 0;
    this.chatId = null;
  }

  async setUp(email, classCode) {
    const { client } = this;
    await client.signUp(email);
    await client.call("POST", "/api/classes/join", { json: { code: classCode } });
    const words = [...this.pool].sort(() => Math.random() - 0.5).slice(0, IMPORTED_WORDS);
    await client.call("POST", "/api/words/import", {
      body: words.map((w) => `${w}\tword ${w}`).join("\n"),
      headers: { "Content-Type": "text/plain" },
    });
    for (const w of words) this.added.add(w);
  }

  /** One day of the app; `pause` is the person's think time (none when only rows are measured). */
  async day(pause) {
    const { client } = this;
    const userId = client.userId;
    this.days += 1;
    if (this.days > 1) await (this.days % SIGN_IN_EVERY_DAYS === 0 ? client.signIn() : client.refresh());
    const progressFrames = [];
    const socket = await client.openSocket((frame) => {
      if (frame.type === "progress_update") progressFrames.push(frame);
      if (this.chatWaiter) this.chatWaiter(frame);
    });
    try {
      await Promise.all([
        client.call("GET", "/api/config"),
        client.call("GET", "/api/profile"),
        client.call("GET", "/api/customization"),
        client.call("GET", "/api/notifications?limit=1"),
        client.call("GET", `/api/unified-progress?type=summary&user_id=${userId}`),
        client.call("GET", "/api/daily"),
        client.call("GET", "/api/daily/quote"),
        client.call("GET", "/api/assignments/mine"),
      ]);
      await pause();

      // Dictionary: a word looked up as it is typed, read, added and sent to SRS.
      for (let i = 0; i < LOOKUPS_PER_DAY; i++) {
        const lemma = pick([...this.pool].filter((w) => !this.added.has(w)));
        if (!lemma) break;
        this.added.add(lemma);
        await client.call("GET", `/api/lexicon/search?q=${encodeURIComponent(lemma.slice(0, 2))}`);
        await client.call("GET", `/api/lexicon/search?q=${encodeURIComponent(lemma.slice(0, 4))}`);
        await client.call("GET", `/api/lexicon/entries/${encodeURIComponent(lemma)}`);
        await pause();
        const word = await client.call("POST", "/api/words", { json: { word: lemma } });
        await client.call("POST", `/api/words/${word.id}/srs`);
        await pause();
      }
      await client.call("GET", "/api/words");
      await pause();

      // Reviews: the due cards, topped up from the learner's words as they add some to SRS.
      let queue = await client.call("GET", `/api/srs/queue?limit=${REVIEWS_PER_DAY}`);
      if (queue.items.length < REVIEWS_PER_DAY) {
        const fresh = await client.call("GET", `/api/words?inSrs=false&sort=date&order=asc&limit=${REVIEWS_PER_DAY - queue.items.length}`);
        for (const w of fresh.words) {
          await pause();
          await client.call("POST", `/api/words/${w.id}/srs`);
        }
        if (fresh.words.length) queue = await client.call("GET", `/api/srs/queue?limit=${REVIEWS_PER_DAY}`);
      }
      for (const item of queue.items) {
        await pause();
        await client.call("POST", "/api/srs/reviews", {
          json: {
            wordId: item.word.id,
            rating: Math.random() < 0.15 ? "again" : pick(["good", "good", "easy", "hard"]),
            idempotencyKey: crypto.randomUUID(),
            answerMs: 3000,
          },
        });
      }
      await client.call("GET", "/api/srs/stats");
      await pause();

      // A quiz on today's words.
      const quiz = await client.call("POST", "/api/quizzes", { json: { source: "daily", questionCount: 5 } });
      await pause();
      await client.call("POST", `/api/quizzes/${quiz.id}/results`, {
        json: { answers: quiz.questions.map(() => Math.floor(Math.random() * 4)) },
      });
      await pause();

      // An IELTS reading section.
      const { tests } = await client.call("GET", "/api/ielts/tests?section=reading");
      const test = await client.call("GET", `/api/ielts/tests/${pick(tests).id}`);
      await pause();
      const answers = Object.fromEntries(
        Array.from({ length: test.questionCount }, (_, i) => [String(i + 1), pick(["TRUE", "FALSE", "A", "B", "water"])]),
      );
      await client.call("POST", "/api/ielts/submissions", {
        json: { section: "reading", clientId: `bench-${crypto.randomUUID()}`, testId: test.id, answers, durationSeconds: 1800 },
      });
      await pause();

      // A chat turn through the hub.
      await client.call("GET", "/api/chats");
      if (!this.chatId) this.chatId = (await client.call("POST", "/api/chats", { json: { title: "Practice" } })).chat.id;
      await this.chatTurn(socket, "How do I use the present perfect?");
      await pause();

      // Progress.
      await Promise.all([
        client.call("GET", `/api/unified-progress?type=summary&user_id=${userId}`),
        client.call("GET", "/api/progress/analytics"),
        client.call("GET", "/api/progress/history?limit=20"),
        client.call("GET", "/api/streaks"),
        client.call("GET", "/api/achievements"),
      ]);
    } finally {
      socket.close();
    }
    this.frames += progressFrames.length;
  }

  chatTurn(socket, content) {
    const requestId = `bench-${crypto.randomUUID()}`;
    return new Promise((resolve, reject) => {
      const timer = setTimeout(() => reject(new Error("the chat reply did not finish")), REQUEST_TIMEOUT_MS);
      this.chatWaiter = (frame) => {
        if (frame.requestId !== requestId || (frame.type !== "chat.done" && frame.type !== "chat.error")) return;
        clearTimeout(timer);
        this.chatWaiter = null;
        if (frame.type === "chat.error") reject(new Error(`chat turn failed: ${frame.code}`));
        else resolve();
      };
      socket.send(JSON.stringify({ v: 1, type: "chat.send", requestId, chatId: this.chatId, content }));
    });
  }
}

/** The meter's totals and routes (worker/db/meter.ts), once the Worker has gone quiet. */
async function meterReport(app) {
  let last = null;
  for (;;) {
    const res = await fetch(`${app.url}/api/ping`, { headers: { "X-D1-Meter": "report" } });
    const report = JSON.parse(res.headers.get("X-D1-Meter-Report") ?? "null");
    if (!report) throw new Error("the Worker did not report its D1 meter: is D1_METER=1 set?");
    // Work a request left running (progress events, teachers' rosters) ends on its own; read until nothing moves.
    if (last && last.total.queries === report.total.queries) return report;
    last = report;
    await sleep(250);
  }
}

/** The teacher's class views, refetched together on the students' events. */
const CLASS_VIEWS = ["GET /api/classes/:id/roster", "GET /api/classes/:id/heatmap", "GET /api/assignments/classes/:classId"];

/**
 * What a learner-day costs, from the meter's counts before and after the metered day. The learners' own
 * requests and the work they left running are divided by the learner-days; the teacher's class views are
 * counted once per student event (the SPA merges events only 5 s apart: a teacher watching a class that
 * studies apart refetches on each), at the rows one refetch read during the day.
 */
function learnerDayCost(before, after, { learnerDays, refetches, eventsPerDay }) {
  const delta = (route) => {
    const a = after.routes[route];
    const b = before.routes[route] ?? {
      requests: 0,
      answered: { queries: 0, rowsRead: 0, rowsWritten: 0 },
      after: { queries: 0, rowsRead: 0, rowsWritten: 0 },
    };
    return {
      route,
      requests: a.requests - b.requests,
      queries: a.answered.queries - b.answered.queries + a.after.queries - b.after.queries,
      rowsRead: a.answered.rowsRead - b.answered.rowsRead,
      rowsReadAfter: a.after.rowsRead - b.after.rowsRead,
      rowsWritten: a.answered.rowsWritten - b.answered.rowsWritten + a.after.rowsWritten - b.after.rowsWritten,
    };
  };
  const routes = Object.keys(after.routes).map(delta);
  const perDay = (r) => {
    const scale = CLASS_VIEWS.includes(r.route) ? eventsPerDay / Math.max(refetches, 1) : 1 / learnerDays;
    return {
      ...r,
      requests: round(r.requests * scale),
      queries: round(r.queries * scale),
      rowsRead: round(r.rowsRead * scale),
      rowsReadAfter: round(r.rowsReadAfter * scale),
      rowsWritten: round(r.rowsWritten * scale),
    };
  };
  const daily = routes.map(perDay);
  const others = after.total.rowsRead - before.total.rowsRead - routes.reduce((sum, r) => sum + r.rowsRead + r.rowsReadAfter, 0);
  const sum = (key) => round(daily.reduce((total, r) => total + r[key], 0));
  return {
    // What ran outside any request (the hubs' own reads) is the learners' too.
    rowsRead: round(sum("rowsRead") + sum("rowsReadAfter") + others / learnerDays),
    rowsWritten: round((after.total.rowsWritten - before.total.rowsWritten) / learnerDays),
    queries: sum("queries"),
    storageBytes: Math.round((after.sizeBytes - before.sizeBytes) / learnerDays),
    classViewRowsPerRefetch: round(
      routes.filter((r) => CLASS_VIEWS.includes(r.route)).reduce((total, r) => total + r.rowsRead, 0) / Math.max(refetches, 1),
    ),
    topRoutes: daily
      .filter((r) => r.requests > 0 || r.rowsReadAfter > 0)
      .sort((a, b) => b.rowsRead + b.rowsReadAfter - (a.rowsRead + a.rowsReadAfter))
      .slice(0, 12),
  };
}

/**
 * CPU seconds of a process tree (the server: `vite preview`'s Node front and its workerd) by program,
 * with each workerd thread's, and the whole machine's busy and total time (other work shares it).
 */
function cpuOf(rootPid) {
  const ticks = 100;
  const stat = (path) => {
    const text = readFileSync(path, "utf8");
    const fields = text.slice(text.lastIndexOf(") ") + 2).split(" ");
    return {
      name: text.slice(text.indexOf("(") + 1, text.lastIndexOf(")")),
      ppid: Number(fields[1]),
      cpu: (Number(fields[11]) + Number(fields[12])) / ticks,
    };
  };
  const processes = [];
  for (const entry of readdirSync("/proc")) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      processes.push({ pid: Number(entry), ...stat(`/proc/${entry}/stat`) });
    } catch {
      // Gone meanwhile.
    }
  }
  const tree = new Set([rootPid]);
  for (let grew = true; grew;) {
    grew = false;
    for (const p of processes) if (!tree.has(p.pid) && tree.has(p.ppid)) grew = tree.add(p.pid) && true;
  }
  const byProgram = { workerd: 0, node: 0 };
  const workerdThreads = {};
  for (const p of processes.filter((p) => tree.has(p.pid))) {
    const program = p.name === "workerd" ? "workerd" : "node";
    try {
      for (const tid of readdirSync(`/proc/${p.pid}/task`)) {
        const { cpu } = stat(`/proc/${p.pid}/task/${tid}/stat`);
        byProgram[program] += cpu;
        if (program === "workerd") workerdThreads[`${p.pid}/${tid}`] = cpu;
      }
    } catch {
      // Gone meanwhile.
    }
  }
  const [, ...jiffies] = readFileSync("/proc/stat", "utf8").split("\n")[0].trim().split(/\s+/).map(Number);
  const idle = jiffies[3] + jiffies[4];
  const machine = { busy: (jiffies.reduce((a, b) => a + b, 0) - idle) / ticks, total: jiffies.reduce((a, b) => a + b, 0) / ticks };
  return { byProgram, workerdThreads, machine };
}

/** Shares of a core over the window: workerd (the Worker, its D1 and Durable Objects), the Node front, workerd's busiest thread; the machine's share busy. */
function cpuShare(before, after, seconds) {
  const pct = (cpu) => round((cpu / seconds) * 100);
  let busiest = 0;
  for (const [id, cpu] of Object.entries(after.workerdThreads)) busiest = Math.max(busiest, cpu - (before.workerdThreads[id] ?? 0));
  return {
    workerdPct: pct(after.byProgram.workerd - before.byProgram.workerd),
    workerdBusiestThreadPct: pct(busiest),
    frontPct: pct(after.byProgram.node - before.byProgram.node),
    machineBusyPct: round(((after.machine.busy - before.machine.busy) / (after.machine.total - before.machine.total)) * 100),
  };
}

/** Lemmas the learners look up and import: the lexicon's own answers to a few prefixes. */
async function wordPool(app) {
  const pool = new Set();
  for (const prefix of ["ab", "co", "de", "ex", "fa", "ga", "ha", "in", "la", "ma", "na", "pa", "re", "sa", "ta", "wa"]) {
    const res = await fetch(`${app.url}/api/lexicon/search?q=${prefix}&limit=25`);
    for (const item of (await res.json()).items) if (/^[a-z]{4,}$/.test(item.lemma)) pool.add(item.lemma);
  }
  return pool;
}

/**
 * `stateDir` holds the bench's local D1/R2/Durable Object data (seeded by setup); `port` is where the
 * production-like server of the load test listens (loopback).
 */
export async function measureScale({ stateDir, port }) {
  const began = performance.now();
  const recorder = new Recorder();
  /** The server the clients talk to: the metered Worker first, then the production-like one. */
  const app = { url: "", apiKey: "" };
  const learners = [];
  const teachers = [];
  const running = new Set();
  let stopping = false;
  let addresses = 0;
  const client = () => {
    addresses += 1;
    return new Client(app, recorder, `10.${(addresses >> 16) & 255}.${(addresses >> 8) & 255}.${addresses & 255}`);
  };
  const run = `${Date.now().toString(36)}`;
  let pool;

  /** Adds learners (and a teacher for every class) up to `count`, a few sign-ups at a time. */
  const grow = async (count) => {
    const classesNeeded = Math.ceil(count / LEARNERS_PER_CLASS);
    // Teachers first: their learners join with the class code.
    while (teachers.length < classesNeeded) {
      const batch = Array.from({ length: Math.min(SIGN_UPS_AT_ONCE, classesNeeded - teachers.length) }, () => new Teacher(client()));
      await Promise.all(
        batch.map(async (teacher, j) => {
          await teacher.setUp(`teacher.${run}.${teachers.length + j}@bench.example`);
          await teacher.open();
        }),
      );
      teachers.push(...batch);
    }
    const added = Array.from({ length: count - learners.length }, () => new Learner(client(), pool));
    for (let at = 0; at < added.length; at += SIGN_UPS_AT_ONCE) {
      await Promise.all(
        added.slice(at, at + SIGN_UPS_AT_ONCE).map((learner, j) => {
          const index = learners.length + at + j;
          return learner.setUp(`learner.${run}.${index}@bench.example`, teachers[Math.floor(index / LEARNERS_PER_CLASS)].code);
        }),
      );
    }
    learners.push(...added);
    return added;
  };

  // ---- 1. what a learner-day costs, on a Worker with the D1 meter on ----
  const model = await startOpenAiCompatibleServer({ lifetimeMs: TIME_BUDGET_MS, maxRequests: 100_000 });
  let cost;
  let eventsPerDay;
  try {
    const metered = await startWorkerWithLocalModel({
      stateDir,
      modelUrl: model.url,
      vars: { D1_METER: "1", AI_DAILY_TOKEN_BUDGET: String(Number.MAX_SAFE_INTEGER) },
    });
    try {
      Object.assign(app, { url: metered.url, apiKey: metered.apiKey, retriesDroppedConnections: true });
      pool = await wordPool(app);
      const cohort = await grow(LEARNERS_PER_CLASS);
      const everyoneLivesADay = async () => {
        for (let at = 0; at < cohort.length; at += CALIBRATION_AT_ONCE)
          await Promise.all(cohort.slice(at, at + CALIBRATION_AT_ONCE).map((learner) => learner.day(async () => {})));
      };
      await everyoneLivesADay();
      const before = await meterReport(app);
      const [teacher] = teachers;
      teacher.refetches = 0;
      const framesBefore = cohort.reduce((sum, l) => sum + l.frames, 0);
      await everyoneLivesADay();
      const after = await meterReport(app);
      eventsPerDay = round((cohort.reduce((sum, l) => sum + l.frames, 0) - framesBefore) / cohort.length);
      cost = learnerDayCost(before, after, { learnerDays: cohort.length, refetches: teacher.refetches, eventsPerDay });
      await Promise.all(teachers.map((t) => t.close()));
    } finally {
      await metered.stop();
    }
  } finally {
    await model.stop();
  }

  // ---- 2. the ramp, on the production-like server (`npm start`'s), unmetered ----
  const server = await startServer({ port, env: { LEXORA_STATE_DIR: stateDir }, stdio: "ignore" });
  try {
    Object.assign(app, { url: server.url, retriesDroppedConnections: false });
    // A new server signs with its own key: the teachers come back with their sessions (learners do each day).
    for (const teacher of teachers) {
      await teacher.client.refresh();
      await teacher.open();
    }
    // Once the ramp stops, a learner's next pause ends their day.
    const pause = () => (stopping ? Promise.reject(new Error("the ramp stopped")) : think());
    const live = (learner) => {
      const loop = (async () => {
        await sleep(Math.random() * STAGE_WARM_UP_MS);
        while (!stopping) {
          try {
            await learner.day(pause);
          } catch {
            // Counted by the recorder (a stopped ramp is not); the learner starts a new day.
          }
        }
      })();
      running.add(loop);
    };
    const stages = [];
    let limitedBy = "the stages ran out";
    for (const count of STAGES) {
      // A stage needs its sign-ups (about 0.2 s each here) and its window.
      if (performance.now() - began + STAGE_WARM_UP_MS + STAGE_WINDOW_MS + (count - learners.length) * 200 > TIME_BUDGET_MS) {
        limitedBy = `the time budget (${TIME_BUDGET_MS / 60_000} min)`;
        break;
      }
      const added = await grow(count);
      (stages.length === 0 ? learners : added).forEach(live);
      await sleep(STAGE_WARM_UP_MS);
      const cpuBefore = cpuOf(server.child.pid);
      recorder.open();
      await sleep(STAGE_WINDOW_MS);
      const window = recorder.close();
      const sorted = window.latencies.sort((a, b) => a - b);
      const stageCpu = cpuShare(cpuBefore, cpuOf(server.child.pid), window.seconds);
      const stage = {
        learners: count,
        teachers: teachers.length,
        requests: sorted.length,
        requestsPerSecond: round(sorted.length / window.seconds),
        p50Ms: round(percentile(sorted, 50)),
        p95Ms: round(percentile(sorted, 95)),
        p99Ms: round(percentile(sorted, 99)),
        errors: window.errors,
        ...stageCpu,
        loadGeneratorPct: window.clientPct,
        workerdCpuMsPerRequest: round(((stageCpu.workerdPct / 100) * window.seconds * 1000) / Math.max(sorted.length, 1), 2),
        // What the tail is made of: the routes slowest at their p95.
        slowestRoutes: Object.entries(window.routes)
          .map(([route, ms]) => ({
            route,
            requests: ms.length,
            p95Ms: round(
              percentile(
                ms.sort((a, b) => a - b),
                95,
              ),
            ),
          }))
          .sort((a, b) => b.p95Ms - a.p95Ms)
          .slice(0, 5),
        responseKbPerSecond: round(window.bytes / 1024 / window.seconds),
      };
      stages.push(stage);
      if (stage.errors > 0 || stage.p95Ms > SCALE_P95_LIMIT_MS) {
        limitedBy =
          stage.errors > 0
            ? `errors at ${count} learners (${recorder.errors[0]})`
            : `p95 ${stage.p95Ms} ms at ${count} learners, over ${SCALE_P95_LIMIT_MS} ms (workerd at ${stage.workerdPct}% of a core, its busiest thread ${stage.workerdBusiestThreadPct}%; the machine ${stage.machineBusyPct}% busy)`;
        break;
      }
    }
    const sustained = [...stages].reverse().find((s) => s.errors === 0 && s.p95Ms <= SCALE_P95_LIMIT_MS);
    return {
      learnersSustained: sustained?.learners ?? 0,
      p95Ms: sustained?.p95Ms ?? null,
      requestsPerSecond: sustained?.requestsPerSecond ?? null,
      d1RowsReadPerLearnerDay: cost.rowsRead,
      d1RowsWrittenPerLearnerDay: cost.rowsWritten,
      d1QueriesPerLearnerDay: cost.queries,
      storageBytesPerLearnerDay: cost.storageBytes,
      progressEventsPerLearnerDay: eventsPerDay,
      classViewRowsPerRefetch: cost.classViewRowsPerRefetch,
      topRoutesByRowsRead: cost.topRoutes,
      limitedBy,
      stages,
      model: {
        thinkMs: THINK_MS,
        reviewsPerDay: REVIEWS_PER_DAY,
        lookupsPerDay: LOOKUPS_PER_DAY,
        learnersPerTeacher: LEARNERS_PER_CLASS,
        stageWarmUpMs: STAGE_WARM_UP_MS,
        stageWindowMs: STAGE_WINDOW_MS,
      },
      errors: recorder.errors,
      droppedConnectionsRetried: recorder.droppedConnections,
      seconds: round((performance.now() - began) / 1000),
    };
  } finally {
    stopping = true;
    await Promise.allSettled([...running]);
    await Promise.allSettled(teachers.map((t) => t.close()));
    await server.stop();
  }
}
