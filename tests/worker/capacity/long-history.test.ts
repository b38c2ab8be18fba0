// Growth: a learner of three years costs no more D1 rows per request than a learner with the
// same routine of fourteen weeks — longer than any window a request looks back over (the raw history,
// Analytics, the streak calendar, kept notifications), so past it nothing a request reads grows — and
// their teacher's roster and heatmap cost the same for either. The histories are written straight
// into D1 (a day of routine: reviews with their log rows and events, a quiz, a notification, an IELTS
// reading every three days), then compacted as recording events would compact them.
import { env } from "cloudflare:workers";
import { beforeAll, describe, expect, it } from "vitest";
import { app } from "../../../worker/app";
import { createDb } from "../../../worker/db/client";
import { observedD1 } from "../../../worker/db/meter";
import { userStats } from "../../../worker/db/schema";
import { compactHistory, RAW_HISTORY_DAYS } from "../../../worker/progress/compaction";
import { recordProgressEvents } from "../../../worker/progress/record";
import { srsReviewEvent } from "../../../worker/progress/vocabulary-events";
import { eq } from "drizzle-orm";
import { BASE } from "../helpers";
import { signedIn, type Caller } from "../progress/helpers";

const REVIEWS_PER_DAY = 10;
const IELTS_EVERY_DAYS = 3;
const WORDS = 40;
const THREE_YEARS = 3 * 365;
/** Past every window: the raw history (RAW_HISTORY_DAYS), the kept notifications, a week of compaction. */
const FOURTEEN_WEEKS = 14 * 7;

/** `days` days of routine ending yesterday, written in a few statements (D1 generates the rows). */
async function routine(userId: string, days: number) {
  const reviews = days * REVIEWS_PER_DAY;
  const card = JSON.stringify({ stability: 12.5, difficulty: 5.1, elapsedDays: 3, scheduledDays: 9, reps: 6, lapses: 1, state: 2 });
  const series = (count: number) => `WITH RECURSIVE n(i) AS (SELECT 0 UNION ALL SELECT i + 1 FROM n WHERE i < ${count - 1})`;
  const dayOf = (perDay: number) => `date('now', '-' || (i / ${perDay} + 1) || ' days')`;
  const now = Date.now();
  await env.DB.batch([
    env.DB.prepare(
      "INSERT INTO categories (id, user_id, name, name_key, is_default, created_at, updated_at) VALUES (?1 || '-general', ?1, 'General', 'general', 1, ?2, ?2)",
    ).bind(userId, now),
    env.DB.prepare(
      `INSERT INTO words (id, user_id, category_id, word, word_key, difficulty, created_at, updated_at)
       ${series(WORDS)} SELECT ?1 || '-w' || i, ?1, ?1 || '-general', 'word' || i, 'word' || i, 'Medium', ?2, ?2 FROM n`,
    ).bind(userId, now),
    env.DB.prepare(
      `INSERT INTO srs_cards (word_id, user_id, due, stability, difficulty, elapsed_days, scheduled_days, learning_steps, reps, lapses, state, last_review, created_at, updated_at)
       ${series(WORDS)} SELECT ?1 || '-w' || i, ?1, ?2 + i * 3600000, 12.5, 5.1, 3, 9, 0, 6, 1, 2, ?2 - 86400000, ?2, ?2 FROM n`,
    ).bind(userId, now),
    env.DB.prepare(
      `INSERT INTO progress_events (id, user_id, seq, client_event_id, event_type, skill, score, band, words, duration_seconds, data, occurred_at, local_day)
       ${series(reviews)} SELECT ?1 || '-r' || i, ?1, i + 1, 'srs:' || ?1 || '-' || i, 'srs_review_completed', 'vocabulary', NULL, NULL, 1, NULL,
         '{"words":1,"correct":1,"total":1,"ref":{"kind":"srs_review","id":"' || ?1 || '-l' || i || '"}}', ${dayOf(REVIEWS_PER_DAY)} || 'T10:00:' || printf('%02d', i % ${REVIEWS_PER_DAY}) || '.000Z', ${dayOf(REVIEWS_PER_DAY)} FROM n`,
    ).bind(userId),
    env.DB.prepare(
      `INSERT INTO progress_events (id, user_id, seq, client_event_id, event_type, skill, score, band, words, duration_seconds, data, occurred_at, local_day)
       ${series(days)} SELECT ?1 || '-q' || i, ?1, ?2 + i + 1, 'quiz:' || ?1 || '-' || i, 'quiz_completed', 'vocabulary', 80, NULL, 5, 120,
         '{"score":80,"correct":4,"total":5,"words":5,"ref":{"kind":"quiz_result","id":"' || ?1 || '-q' || i || '"}}', ${dayOf(1)} || 'T11:00:00.000Z', ${dayOf(1)} FROM n`,
    ).bind(userId, reviews),
    env.DB.prepare(
      `INSERT INTO progress_events (id, user_id, seq, client_event_id, event_type, skill, score, band, words, duration_seconds, data, occurred_at, local_day)
       ${series(Math.ceil(days / IELTS_EVERY_DAYS))} SELECT ?1 || '-i' || i, ?1, ?2 + i + 1, 'ielts:' || ?1 || '-' || i, 'ielts_reading_completed', 'ielts_reading', 75, 6.5, 0, 3600,
         '{"score":75,"band":6.5,"section":"reading"}', date('now', '-' || (i * ${IELTS_EVERY_DAYS} + 1) || ' days') || 'T12:00:00.000Z', date('now', '-' || (i * ${IELTS_EVERY_DAYS} + 1) || ' days') FROM n`,
    ).bind(userId, reviews + days),
    env.DB.prepare(
      `INSERT INTO review_logs (id, user_id, word_id, idempotency_key, rating, reviewed_at, elapsed_days, answer_ms, state_before, state_after,
         stability_before, stability_after, difficulty_before, difficulty_after, due_before, due_after, scheduled_days, card_before, version_after)
       ${series(reviews)} SELECT ?1 || '-l' || i, ?1, ?1 || '-w' || (i % ${WORDS}), ?1 || '-k' || i, 3, ?2 - (i / ${REVIEWS_PER_DAY} + 1) * 86400000 + (i % ${REVIEWS_PER_DAY}) * 1000,
         3, 4000, 2, 2, 12.5, 20.1, 5.1, 5.0, ?2, ?2 + 86400000, 9, ?3, 1 FROM n`,
    ).bind(userId, now, card),
    env.DB.prepare(
      `INSERT INTO notifications (id, user_id, type, title, message, data, created_at)
       ${series(days)} SELECT ?1 || '-n' || i, ?1, 'progress', 'Progress', 'Quiz completed with 80% score!', '{}', ${dayOf(1)} || 'T11:00:01.000Z' FROM n`,
    ).bind(userId),
    env.DB.prepare(
      `INSERT INTO progress_days (user_id, local_day, event_type, skill, count, score_sum, scored, duration_seconds, words)
       SELECT user_id, local_day, event_type, skill, count(*), coalesce(sum(score), 0), count(score), coalesce(sum(duration_seconds), 0), sum(words)
       FROM progress_events WHERE user_id = ?1 GROUP BY local_day, event_type, skill`,
    ).bind(userId),
    env.DB.prepare(
      `INSERT INTO user_stats (user_id, current_streak, counters, last_event_seq) VALUES (?1, ?2, '{"quiz_count":' || ?2 || '}', ?3)
       ON CONFLICT (user_id) DO UPDATE SET current_streak = excluded.current_streak, counters = excluded.counters, last_event_seq = excluded.last_event_seq`,
    ).bind(userId, days, reviews + days + Math.ceil(days / IELTS_EVERY_DAYS)),
    env.DB.prepare(
      `INSERT INTO streaks (user_id, streak_type, current_streak, longest_streak, last_active_day) VALUES (?1, 'daily', ?2, ?2, date('now', '-1 days'))
       ON CONFLICT DO NOTHING`,
    ).bind(userId, days),
  ]);
}

/** Compacts as recorded events would, a week at a time, until nothing is due. */
async function compacted(userId: string) {
  const db = createDb(env.DB);
  for (let runs = 0; runs < 200; runs++) {
    const [before] = await db.select({ day: userStats.historyCompactedBefore }).from(userStats).where(eq(userStats.userId, userId));
    await compactHistory(db, userId);
    const [after] = await db.select({ day: userStats.historyCompactedBefore }).from(userStats).where(eq(userStats.userId, userId));
    if (after?.day === before?.day) return;
  }
  throw new Error("compaction did not finish");
}

/** What a request cost: D1's rows read, and its statements. */
type Cost = { rows: number; statements: number };

function metered(): { DB: D1Database; cost: Cost } {
  const cost = { rows: 0, statements: 0 };
  const DB = observedD1(env.DB, (_statement, meta) => {
    cost.rows += meta?.rows_read ?? 0;
    cost.statements += 1;
  });
  return { DB, cost };
}

/** The cost of answering `path` for `who`, with everything the request waited for. */
async function costOf(path: string, who: Caller): Promise<Cost> {
  const { DB, cost } = metered();
  const res = await app.fetch(new Request(`${BASE}${path}`, { headers: { Authorization: `Bearer ${who.token}` } }), {
    ...env,
    DB,
  } as unknown as Env);
  expect(res.status, `${path}: ${await res.text()}`).toBe(200);
  return cost;
}

/** The cost of recording one SRS review's event: what every rating costs after its answer. */
async function recordingCost(who: Caller): Promise<Cost> {
  const { DB, cost } = metered();
  await recordProgressEvents({ ...env, DB }, who.id, [srsReviewEvent({ id: crypto.randomUUID(), again: false, reviewedAt: Date.now() })]);
  return cost;
}

describe("a learner of three years", () => {
  let veteran: Caller;
  let newcomer: Caller;
  let teacher: Caller;
  const classes: { veteran: string; newcomer: string } = { veteran: "", newcomer: "" };

  beforeAll(async () => {
    [veteran, newcomer, teacher] = [await signedIn(), await signedIn(), await signedIn({ role: "teacher" })];
    for (const [learner, key] of [
      [veteran, "veteran"],
      [newcomer, "newcomer"],
    ] as const) {
      const res = await app.fetch(
        new Request(`${BASE}/api/classes`, {
          method: "POST",
          headers: { Authorization: `Bearer ${teacher.token}`, "Content-Type": "application/json" },
          body: JSON.stringify({ name: `Class of the ${key}`, focus: "ielts_academic" }),
        }),
        env,
      );
      const made = (await res.json()) as { id: string; join_code: string };
      classes[key] = made.id;
      await app.fetch(
        new Request(`${BASE}/api/classes/join`, {
          method: "POST",
          headers: { Authorization: `Bearer ${learner.token}`, "Content-Type": "application/json" },
          body: JSON.stringify({ code: made.join_code }),
        }),
        env,
      );
    }
    await routine(veteran.id, THREE_YEARS);
    await routine(newcomer.id, FOURTEEN_WEEKS);
    await compacted(veteran.id);
    await compacted(newcomer.id);
  }, 120_000);

  it("keeps what the optimiser and History need, and drops the rest of the old history", async () => {
    const counts = await env.DB.prepare(
      `SELECT (SELECT count(*) FROM review_logs WHERE user_id = ?1) AS reviews,
              (SELECT count(*) FROM review_logs WHERE user_id = ?1 AND card_before <> 'null') AS undoable,
              (SELECT count(*) FROM progress_events WHERE user_id = ?1 AND event_type = 'srs_review_completed') AS reviewEvents,
              (SELECT count(*) FROM progress_events WHERE user_id = ?1 AND event_type <> 'srs_review_completed') AS listed,
              (SELECT sum(count) FROM progress_days WHERE user_id = ?1 AND event_type = 'srs_review_completed') AS reviewedDays`,
    )
      .bind(veteran.id)
      .first<Record<string, number>>();
    expect(counts).toEqual({
      // Every rating, for the FSRS optimiser; only the raw window keeps the card copy undo needs.
      reviews: THREE_YEARS * REVIEWS_PER_DAY,
      undoable: RAW_HISTORY_DAYS * REVIEWS_PER_DAY,
      reviewEvents: RAW_HISTORY_DAYS * REVIEWS_PER_DAY,
      // History's quizzes and IELTS sections, all of them.
      listed: THREE_YEARS + Math.ceil(THREE_YEARS / IELTS_EVERY_DAYS),
      reviewedDays: THREE_YEARS * REVIEWS_PER_DAY,
    });
  });

  it("reads no more rows per request than a learner of fourteen weeks with the same routine", async () => {
    const reads = [
      `/api/unified-progress?type=summary`,
      "/api/progress/analytics",
      "/api/progress/history?limit=20",
      "/api/streaks",
      "/api/achievements",
      "/api/notifications?limit=1",
      "/api/srs/queue?limit=20",
      "/api/srs/stats",
      "/api/learning-plan",
    ];
    const costs: Record<string, [Cost, Cost]> = {};
    for (const path of reads) {
      const withId = (who: Caller) => (path.includes("summary") ? `${path}&user_id=${who.id}` : path);
      costs[path] = [await costOf(withId(veteran), veteran), await costOf(withId(newcomer), newcomer)];
    }
    costs["recording a review"] = [await recordingCost(veteran), await recordingCost(newcomer)];
    for (const view of ["roster", "heatmap"])
      costs[view] = [
        await costOf(`/api/classes/${classes.veteran}/${view}`, teacher),
        await costOf(`/api/classes/${classes.newcomer}/${view}`, teacher),
      ];
    // D1 counts the row a range stops at, when another learner's follows it: one row per statement either way.
    const grew = Object.entries(costs).filter(([, [old, young]]) => old.rows > young.rows + old.statements);
    expect(grew, JSON.stringify(costs)).toEqual([]);
  });
});
