// Every statement a learner's day and their teacher's dashboard send to D1 (the day of `npm run bench --
// scale`, through the real routes) is planned by SQLite with EXPLAIN QUERY PLAN: none may read a whole
// user-owned table, or one of the lexicon's, which hold the whole dictionary.
import { createExecutionContext, waitOnExecutionContext } from "cloudflare:test";
import { env } from "cloudflare:workers";
import { beforeAll, describe, expect, it } from "vitest";
import { app } from "../../../worker/app";
import { createDb } from "../../../worker/db/client";
import { observedD1, type ObservedStatement } from "../../../worker/db/meter";
import { compactHistory, RAW_HISTORY_DAYS } from "../../../worker/progress/compaction";
import { recordProgressEvents } from "../../../worker/progress/record";
import { srsReviewEvent } from "../../../worker/progress/vocabulary-events";
import { accessToken, API_KEY, confirmedUser, PASSWORD } from "../auth/helpers";
import { BASE } from "../helpers";
import { clientId, correctAnswers, READING, seedContent } from "../ielts/helpers";
import { loadLexicon } from "../vocabulary/helpers";

const DAY_MS = 24 * 60 * 60 * 1000;
/** Who owns a row: a table with one of these columns holds people's data. */
const OWNER_COLUMNS = ["user_id", "student_id", "teacher_id", "owner_id", "author_id"];

const statements = new Map<string, ObservedStatement>();
const recordingEnv = { ...env, DB: observedD1(env.DB, (statement) => statements.set(statement.sql, statement)) } as unknown as Env;

type Person = { id: string; email: string; token: string; refresh: string };

async function send(path: string, who: Person | null, init: { method?: string; json?: unknown } = {}) {
  const headers = new Headers(init.json === undefined ? {} : { "Content-Type": "application/json" });
  if (who) headers.set("Authorization", `Bearer ${who.token}`);
  const ctx = createExecutionContext();
  const res = await app.fetch(
    new Request(`${BASE}${path}`, {
      method: init.method ?? (init.json === undefined ? "GET" : "POST"),
      headers,
      body: init.json === undefined ? undefined : JSON.stringify(init.json),
    }),
    recordingEnv,
    ctx,
  );
  // What the request leaves running (its progress events, telling the teacher) is planned too.
  await waitOnExecutionContext(ctx);
  const text = await res.text();
  expect(res.status, `${path}: ${text}`).toBeLessThan(300);
  return text ? JSON.parse(text) : null;
}

async function person(): Promise<Person> {
  const { client, user } = await confirmedUser();
  const session = (await client.getSession()).data.session!;
  return { id: user.id, email: user.email!, token: await accessToken(client), refresh: session.refresh_token };
}

function auth(path: string, json: unknown) {
  return app.fetch(
    new Request(`${BASE}/auth/v1${path}`, {
      method: "POST",
      headers: { apikey: API_KEY, "Content-Type": "application/json", "X-Supabase-Api-Version": "2024-01-01" },
      body: JSON.stringify(json),
    }),
    recordingEnv,
  );
}

/**
 * The plan's steps that read a whole table: `SCAN t`, with or without an index to walk it in order (a
 * virtual table's scan is its own index: the lexicon's full-text search).
 */
async function fullScans(statement: ObservedStatement, guarded: Set<string>): Promise<string[]> {
  const plan = await env.DB.prepare(`EXPLAIN QUERY PLAN ${statement.sql}`)
    .bind(...statement.params)
    .all<{ detail: string }>();
  return plan.results.flatMap(({ detail }) => {
    const table = /^SCAN (\w+)/.exec(detail)?.[1];
    return table && guarded.has(table) && !detail.includes("VIRTUAL TABLE") ? [detail] : [];
  });
}

describe("query plans of a learner's day", () => {
  let guarded: Set<string>;

  beforeAll(async () => {
    await loadLexicon();
    await seedContent();
    // D1 refuses pragma functions: the columns are read from each table's CREATE statement.
    const tables = await env.DB.prepare("SELECT name, sql FROM sqlite_master WHERE type = 'table' AND sql IS NOT NULL").all<{
      name: string;
      sql: string;
    }>();
    const ownerColumn = new RegExp(`[\`"](${OWNER_COLUMNS.join("|")})[\`"]`);
    guarded = new Set(tables.results.filter((t) => ownerColumn.test(t.sql) || t.name.startsWith("lexicon_")).map((t) => t.name));
  });

  it("reads no user-owned or lexicon table whole", async () => {
    expect(guarded).toContain("progress_events");
    expect(guarded).toContain("review_logs");
    const [learner, teacher] = [await person(), await person()];
    await send("/api/profile", teacher, { method: "PATCH", json: { role: "teacher" } });
    const renewed = await (
      await auth("/token?grant_type=refresh_token", { refresh_token: teacher.refresh })
    ).json<{ access_token: string }>();
    teacher.token = renewed.access_token;
    const made = await send("/api/classes", teacher, { json: { name: "Plans", focus: "ielts_academic" } });
    await send("/api/classes/join", learner, { json: { code: made.join_code } });
    expect((await auth("/token?grant_type=password", { email: learner.email, password: PASSWORD })).status).toBe(200);

    // The learner's day, as tests/bench/scale.mjs lives it.
    for (const path of [
      "/api/config",
      "/api/profile",
      "/api/customization",
      "/api/notifications?limit=1",
      `/api/unified-progress?type=summary&user_id=${learner.id}`,
      "/api/daily",
      "/api/daily/quote",
      "/api/assignments/mine",
      "/api/learning-plan",
      "/api/lexicon/search?q=ab",
      "/api/lexicon/search?q=abou",
    ])
      await send(path, learner);
    const { items } = await send("/api/lexicon/search?q=wa", learner);
    const word = await send("/api/words", learner, { json: { word: items[0].lemma } });
    await send(`/api/lexicon/entries/${encodeURIComponent(items[0].lemma)}`, learner);
    await send(`/api/words/${word.id}/srs`, learner, { method: "POST" });
    await send("/api/words", learner);
    await send("/api/words?inSrs=false&sort=date&order=asc&limit=5", learner);
    const queue = await send("/api/srs/queue?limit=20", learner);
    const review = await send("/api/srs/reviews", learner, {
      json: { wordId: queue.items[0].word.id, rating: "good", idempotencyKey: crypto.randomUUID(), answerMs: 2000 },
    });
    await send("/api/srs/reviews/undo", learner, { json: { reviewId: review.reviewId } });
    await send("/api/srs/stats", learner);
    await send("/api/vocabulary/fsrs", learner);
    const quiz = await send("/api/quizzes", learner, { json: { source: "daily", questionCount: 5 } });
    await send(`/api/quizzes/${quiz.id}/results`, learner, { json: { answers: quiz.questions.map(() => 0) } });
    await send("/api/ielts/tests?section=reading", learner);
    await send(`/api/ielts/tests/${READING.id}`, learner);
    await send("/api/ielts/submissions", learner, {
      json: { section: "reading", clientId: clientId(), testId: READING.id, answers: correctAnswers(READING), durationSeconds: 1800 },
    });
    await send("/api/unified-progress", learner, {
      json: { action: "track_event", event_type: "srs_review_completed", event_data: {}, client_event_id: crypto.randomUUID() },
    }).catch(() => null);
    for (const path of [
      "/api/progress/analytics",
      "/api/progress/history?limit=20",
      "/api/streaks",
      "/api/achievements",
      "/api/notifications?limit=20",
    ])
      await send(path, learner);
    await send("/api/notifications/read-all", learner, { method: "POST" });

    // Their teacher's dashboard.
    for (const path of [
      "/api/classes",
      `/api/classes/${made.id}/roster`,
      `/api/classes/${made.id}/heatmap`,
      `/api/classes/${made.id}/gradebook`,
      `/api/assignments/classes/${made.id}`,
      `/api/unified-progress?type=summary&user_id=${learner.id}`,
      `/api/progress/analytics?user_id=${learner.id}`,
    ])
      await send(path, teacher);

    // What runs after the answers (progress events, their teachers, compaction), awaited here so every statement is seen.
    const db = createDb(recordingEnv.DB);
    await recordProgressEvents(recordingEnv, learner.id, [
      srsReviewEvent({ id: crypto.randomUUID(), again: false, reviewedAt: Date.now() }),
    ]);
    await compactHistory(db, learner.id, Date.now() + (RAW_HISTORY_DAYS + 30) * DAY_MS);
    await compactHistory(db, learner.id, Date.now() + (RAW_HISTORY_DAYS + 30) * DAY_MS);

    const scans: string[] = [];
    for (const statement of statements.values()) {
      for (const step of await fullScans(statement, guarded)) scans.push(`${step}\n  in ${statement.sql.replace(/\s+/g, " ")}`);
    }
    expect(statements.size).toBeGreaterThan(100);
    expect(scans, scans.join("\n")).toEqual([]);
  });
});
