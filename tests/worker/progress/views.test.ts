import { env } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import {
  ANALYTICS_DAYS,
  type AnalyticsResponse,
  type DailyQuoteResponse,
  type HistoryResponse,
  type Notification,
  type NotificationsResponse,
  QUOTE_ATTRIBUTION,
} from "../../../worker/contract/progress";
import { pickQuote, QUOTES } from "../../../worker/progress/quotes";
import { call, json, signedIn, track, utcDay, utcNoon } from "./helpers";

/** FSRS cards as the vocabulary server stores them (issue 4 tables). */
async function addCards(userId: string, cards: { state: number; stability: number }[]) {
  const now = Date.now();
  const categoryId = `cat-${userId}`;
  await env.DB.prepare(
    "insert into categories (id, user_id, name, name_key, is_default, created_at, updated_at) values (?, ?, 'General', 'general', 1, ?, ?)",
  )
    .bind(categoryId, userId, now, now)
    .run();
  await env.DB.batch(
    cards.flatMap((card, i) => [
      env.DB.prepare(
        "insert into words (id, user_id, category_id, word, word_key, difficulty, created_at, updated_at) values (?, ?, ?, ?, ?, 'Easy', ?, ?)",
      ).bind(`w-${userId}-${i}`, userId, categoryId, `word${i}`, `word${i}`, now, now),
      env.DB.prepare(
        `insert into srs_cards (word_id, user_id, due, stability, difficulty, elapsed_days, scheduled_days, learning_steps, reps, lapses, state, created_at, updated_at)
         values (?, ?, ?, ?, 5, 0, 0, 0, 1, 0, ?, ?, ?)`,
      ).bind(`w-${userId}-${i}`, userId, now, card.stability, card.state, now, now),
    ]),
  );
}

async function addQuizResult(userId: string, id: string, score: number, completedAt: number) {
  await env.DB.batch([
    env.DB.prepare(
      "insert into quizzes (id, user_id, source, questions, question_count, created_at) values (?, ?, 'words', '[]', 4, ?)",
    ).bind(`quiz-${id}`, userId, completedAt),
    env.DB.prepare(
      "insert into quiz_results (id, quiz_id, user_id, answers, correct_count, total, score, band, completed_at) values (?, ?, ?, '[]', 3, 4, ?, 'Good', ?)",
    ).bind(id, `quiz-${id}`, userId, score, completedAt),
  ]);
}

describe("GET /api/progress/analytics", () => {
  it("returns mastery from FSRS states, 14-day skill averages, daily activity, proficiency, sessions and milestones", async () => {
    const me = await signedIn();
    const other = await signedIn();
    await addCards(me.id, [
      { state: 0, stability: 0 },
      { state: 1, stability: 1 },
      { state: 2, stability: 5 },
      { state: 2, stability: 40 },
      { state: 3, stability: 2 },
    ]);
    await addCards(other.id, [{ state: 2, stability: 50 }]);
    const yesterday = utcNoon(-1);
    await track(me.token, { event_type: "quiz_completed", event_data: { score: 60, duration_seconds: 300 }, timestamp: yesterday });
    await track(me.token, {
      event_type: "quiz_completed",
      event_data: { score: 80, duration_seconds: 300 },
      timestamp: yesterday + 10 * 60_000,
    });
    await track(me.token, {
      event_type: "ielts_reading_completed",
      event_data: { score: 50, band: 6 },
      timestamp: yesterday + 3 * 3600_000,
    });
    await track(me.token, { event_type: "lesson_completed", event_data: { score: 90 }, timestamp: utcNoon(-30) });
    await track(other.token, { event_type: "quiz_completed", event_data: { score: 5 } });

    const a = await json<AnalyticsResponse>(await call("/api/progress/analytics", me.token));
    expect(a.range_days).toBe(ANALYTICS_DAYS);
    expect(a.vocabulary_mastery).toEqual({
      total: 5,
      states: [
        { state: "new", count: 1 },
        { state: "learning", count: 1 },
        { state: "review", count: 1 },
        { state: "relearning", count: 1 },
        { state: "mastered", count: 1 },
      ],
    });
    expect(a.skill_scores).toEqual(
      expect.arrayContaining([
        { skill: "vocabulary", average: 70, count: 2 },
        { skill: "ielts_reading", average: 50, count: 1 },
      ]),
    );
    expect(a.skill_scores.find((s) => s.skill === "lessons")).toBeUndefined(); // 30 days ago: outside the 14
    expect(a.daily_activity).toHaveLength(ANALYTICS_DAYS);
    expect(a.daily_activity.find((d) => d.day === utcDay(yesterday))).toEqual({
      day: utcDay(yesterday),
      activities: 3,
      minutes: 10,
      average_score: 63.3,
    });
    expect(a.skill_proficiency).toEqual(expect.arrayContaining([{ skill: "lessons", proficiency: 90, attempts: 1, last_score: 90 }]));
    expect(a.time_distribution).toMatchObject({ session_count: 2, total_minutes: 10 });
    expect([a.time_distribution.by_hour[12], a.time_distribution.by_hour[15]]).toEqual([2, 1]);
    expect(a.time_distribution.by_skill).toEqual(expect.arrayContaining([{ skill: "vocabulary", minutes: 10, activities: 2 }]));
    expect(a.milestones.map((m) => m.id)).toEqual([
      "week_warrior",
      "streak_champion",
      "century_club",
      "vocabulary_master",
      "ielts_ready",
      "ielts_excellence",
    ]);
    expect(a.target_score).toMatchObject({ current: null, target: null, latest_bands: { reading: 6, listening: null } });
  });

  it("tracks current, target and the on-track benchmark towards the exam date", async () => {
    const me = await signedIn();
    const examDate = utcDay(utcNoon(40));
    await call("/api/progress/goals", me.token, { method: "PATCH", json: { target_band: 8, exam_date: examDate } });
    const start = utcNoon(-40);
    for (const section of ["reading", "listening", "writing", "speaking"]) {
      await track(me.token, { event_type: `ielts_${section}_completed`, event_data: { band: 6 }, timestamp: start });
    }
    const { target_score } = await json<AnalyticsResponse>(await call("/api/progress/analytics", me.token));
    // Halfway from band 6 (40 days ago) to band 8 (in 40 days): 7.
    expect(target_score).toMatchObject({ current: 6, target: 8, benchmark: 7, exam_date: examDate, days_to_exam: 40, on_track: false });
  });

  it("answers for a learner with no activity at all", async () => {
    const me = await signedIn();
    const a = await json<AnalyticsResponse>(await call("/api/progress/analytics", me.token));
    expect(a.vocabulary_mastery.total).toBe(0);
    expect(a.skill_scores).toEqual([]);
    expect(a.time_distribution.sessions).toEqual([]);
  });
});

describe("GET /api/progress/history", () => {
  it("writes what the server recorded of a SAT section, a full test and a practice set in the reader's language", async () => {
    const me = await signedIn();
    const insert = (eventType: string, day: number, data: Record<string, unknown>) =>
      env.DB.prepare(
        "INSERT INTO progress_events (id, user_id, seq, client_event_id, event_type, skill, score, words, data, occurred_at, local_day) VALUES (?, ?, ?, ?, ?, 'sat', 50, 0, ?, ?, ?)",
      )
        .bind(
          crypto.randomUUID(),
          me.id,
          day + 10,
          `sat:${day}`,
          eventType,
          JSON.stringify(data),
          new Date(utcNoon(-day)).toISOString(),
          utcDay(utcNoon(-day)),
        )
        .run();
    await insert("sat_reading_writing_completed", 3, {
      task: "SAT Reading and Writing: Reading and Writing Practice Test",
      part: "Module 2 (easier)",
      passage: "Estimated section score 410 (360–460)",
    });
    await insert("sat_full_test_completed", 2, {
      task: "SAT full practice test: Reading and Writing Practice Test + Math Practice Test",
      passage: "Estimated total score 990 (900–1080)",
    });
    await insert("sat_practice_math_completed", 1, { task: "SAT Math practice: Advanced math", part: "Nonlinear functions" });
    const res = await call("/api/progress/history", me.token, { headers: { "Accept-Language": "ru" } });
    const rows = (await json<HistoryResponse>(res)).items.map(({ task, part, passage }) => ({ task, part, passage }));
    expect(rows).toEqual([
      { task: "Продвинутая математика", part: "Нелинейные функции", passage: null },
      { task: "Reading and Writing Practice Test + Math Practice Test", part: null, passage: "Оценка общего балла: 990 (900–1080)" },
      {
        task: "SAT Reading and Writing: Reading and Writing Practice Test",
        part: "Модуль 2 (проще)",
        passage: "Оценка балла за раздел: 410 (360–460)",
      },
    ]);
  });

  it("lists quizzes and submissions newest first with the History columns, one row per activity, paged", async () => {
    const me = await signedIn();
    const other = await signedIn();
    await addQuizResult(me.id, "qr-1", 75, utcNoon(-3));
    await track(me.token, {
      event_type: "quiz_completed",
      event_data: { score: 75, ref: { kind: "quiz_result", id: "qr-1" } },
      timestamp: utcNoon(-3),
    });
    await track(me.token, {
      event_type: "ielts_reading_completed",
      event_data: { score: 65, band: 6.5, section: "reading", part: 2, passage: "The history of glass", task: "Matching headings" },
      timestamp: utcNoon(-2),
    });
    await track(me.token, { event_type: "lesson_completed", event_data: { score: 90 }, timestamp: utcNoon(-1) });
    await track(me.token, { event_type: "srs_review_completed", timestamp: utcNoon(-1) });
    await addQuizResult(other.id, "qr-2", 10, utcNoon(-1));

    const all = await json<HistoryResponse>(await call("/api/progress/history", me.token));
    expect(all.items.map((i) => [i.source, i.type])).toEqual([
      ["progress_event", "lesson_completed"],
      ["progress_event", "ielts_reading_completed"],
      ["quiz_result", "quiz_completed"],
    ]);
    expect(all.items[1]).toMatchObject({
      kind: "ielts",
      score: 65,
      band: 6.5,
      task: "Matching headings",
      section: "reading",
      part: "2",
      passage: "The history of glass",
    });
    expect(all.items[2]).toMatchObject({
      id: "qr-1",
      score: 75,
      ref: { kind: "quiz", id: "quiz-qr-1" },
      date: new Date(utcNoon(-3)).toISOString(),
    });

    const first = await json<HistoryResponse>(await call("/api/progress/history?limit=2", me.token));
    const second = await json<HistoryResponse>(await call(`/api/progress/history?limit=2&cursor=${first.next_cursor}`, me.token));
    expect([...first.items, ...second.items].map((i) => i.id)).toEqual(all.items.map((i) => i.id));
    expect(second.next_cursor).toBeNull();

    const quizzes = await json<HistoryResponse>(await call("/api/progress/history?kind=quiz", me.token));
    expect(quizzes.items.map((i) => i.id)).toEqual(["qr-1"]);
    expect((await call("/api/progress/history?kind=podcast", me.token)).status).toBe(400);
  });
});

const list = async (token: string, query = "") => json<NotificationsResponse>(await call(`/api/notifications${query}`, token));

describe("stored notifications", () => {
  it("stores progress, streak and achievement notifications with the spec's texts, newest first", async () => {
    const me = await signedIn();
    await track(me.token, { event_type: "lesson_completed", event_data: { score: 72.4 } });
    const { notifications, unread_count } = await list(me.token);
    expect(notifications.map((n) => n.type).sort()).toEqual(["achievement", "progress", "streak", "streak"]);
    expect(unread_count).toBe(4);
    expect(notifications.find((n) => n.type === "progress")).toMatchObject({
      title: "Progress Updated",
      message: "Lesson completed with 72% score!",
      read_at: null,
    });
    expect(
      notifications
        .filter((n) => n.type === "streak")
        .map((n) => n.message)
        .sort(),
    ).toEqual(["Day streak: 1 day", "Lessons streak: 1 day"]);
    expect(notifications.find((n) => n.type === "streak")).toMatchObject({ title: "Streak Updated!" });
    for (const n of notifications) expect(Date.parse(n.timestamp)).not.toBeNaN();
  });

  it("reads the same notifications in the language the request asks for, so a language switch is followed", async () => {
    const me = await signedIn();
    await track(me.token, { event_type: "lesson_completed", event_data: { score: 72.4 } });
    const inRussian = await json<NotificationsResponse>(
      await call("/api/notifications", me.token, { headers: { "Accept-Language": "ru" } }),
    );
    expect(inRussian.notifications.find((n) => n.type === "progress")).toMatchObject({
      title: "Прогресс обновлён",
      message: "Урок пройден с результатом 72%!",
    });
    expect(
      inRussian.notifications
        .filter((n) => n.type === "streak")
        .map((n) => n.message)
        .sort(),
    ).toEqual(["Серия дней: 1 день", "Серия уроков: 1 день"]);
    expect(inRussian.notifications.find((n) => n.type === "achievement")).toMatchObject({
      title: "Достижение получено!",
      message: "Первый шаг (+10 очков)",
    });
    const inKazakh = await json<NotificationsResponse>(
      await call("/api/notifications", me.token, { headers: { "Accept-Language": "kk" } }),
    );
    expect(inKazakh.notifications.find((n) => n.type === "streak")).toMatchObject({ title: "Серия жаңартылды!" });
  });

  it("notifies one 'SRS review completed!' per day however many reviews there are", async () => {
    const me = await signedIn();
    for (let i = 0; i < 3; i++) await track(me.token, { event_type: "srs_review_completed" });
    const progress = (await list(me.token)).notifications.filter((n) => n.type === "progress");
    expect(progress.map((n) => n.message)).toEqual(["SRS review completed!"]);
  });

  it("marks one read, then all; another user's notification is a 404", async () => {
    const [me, other] = await Promise.all([signedIn(), signedIn()]);
    await track(me.token, { event_type: "quiz_completed", event_data: { score: 50 } });
    const [first] = (await list(me.token)).notifications;
    expect((await call(`/api/notifications/${first!.id}/read`, other.token, { method: "POST" })).status).toBe(404);
    const read = await json<Notification>(await call(`/api/notifications/${first!.id}/read`, me.token, { method: "POST" }));
    expect(read.read_at).not.toBeNull();
    expect((await list(me.token)).unread_count).toBe(3);
    expect((await list(me.token, "?unread=true")).notifications.map((n) => n.id)).not.toContain(first!.id);
    expect(await json(await call("/api/notifications/read-all", me.token, { method: "POST" }))).toEqual({ updated: 3 });
    expect((await list(me.token)).unread_count).toBe(0);
    expect((await call("/api/notifications/not-a-notification/read", me.token, { method: "POST" })).status).toBe(404);
  });

  it("pages with a cursor and refuses a forged one", async () => {
    const me = await signedIn();
    for (const score of [10, 20, 30]) await track(me.token, { event_type: "quiz_completed", event_data: { score } });
    const all = (await list(me.token, "?limit=100")).notifications;
    const seen: string[] = [];
    let cursor: string | null = null;
    do {
      const page: NotificationsResponse = await list(me.token, `?limit=2${cursor ? `&cursor=${cursor}` : ""}`);
      seen.push(...page.notifications.map((n) => n.id));
      cursor = page.next_cursor;
    } while (cursor);
    expect(seen).toEqual(all.map((n) => n.id));
    expect((await call("/api/notifications?cursor=garbage!", me.token)).status).toBe(400);
    expect((await call("/api/notifications?limit=0", me.token)).status).toBe(400);
  });
});

const quoteOf = async (token?: string) => json<DailyQuoteResponse>(await call("/api/daily/quote", token));

describe("daily motivation quote", () => {
  it("ships the MIT inspirational-quotes data without its byte-order mark", () => {
    // 326 in the data, four of them a second time.
    expect(QUOTES.length).toBe(322);
    expect(QUOTES[0]!.text.charCodeAt(0)).not.toBe(0xfeff);
    for (const q of QUOTES) expect(q.text.length && q.author.length).toBeGreaterThan(0);
  });

  it("leaves the quotation marks to the screen: no quote text starts or ends with one", () => {
    const marked = QUOTES.filter((q) => /^["“”„«']|["“”„»']$/.test(q.text));
    expect(marked).toEqual([]);
  });

  it("has each quote once, so the one a learner was given is the one they get back", () => {
    expect(new Set(QUOTES.map((quote) => quote.id)).size).toBe(QUOTES.length);
    expect(new Set(QUOTES.map((quote) => quote.text)).size).toBe(QUOTES.length);
  });

  it("walks through different quotes when asked for another one", () => {
    const seen = new Set(Array.from({ length: 50 }, (_, skips) => pickQuote("learner", "2026-05-01", skips).id));
    expect(seen.size).toBe(50);
  });

  it("shows one quote all day with attribution, to visitors too", async () => {
    const me = await signedIn();
    const first = await quoteOf(me.token);
    expect(first).toMatchObject({ liked: false, attribution: QUOTE_ATTRIBUTION });
    expect((await quoteOf(me.token)).quote).toEqual(first.quote);
    const visitor = await quoteOf();
    expect(visitor.attribution.license).toBe("MIT");
  });

  it("keeps a requested new quote and a like for the rest of the day", async () => {
    const me = await signedIn();
    const today = await quoteOf(me.token);
    const next = await json<DailyQuoteResponse>(await call("/api/daily/quote/next", me.token, { method: "POST" }));
    expect(next.quote.id).not.toBe(today.quote.id);
    expect((await quoteOf(me.token)).quote).toEqual(next.quote);

    const liked = await json<DailyQuoteResponse>(await call("/api/daily/quote/like", me.token, { method: "POST" }));
    expect(liked).toMatchObject({ liked: true, quote: next.quote });
    expect((await quoteOf(me.token)).liked).toBe(true);
    const unliked = await json<DailyQuoteResponse>(await call("/api/daily/quote/like", me.token, { json: { liked: false } }));
    expect(unliked.liked).toBe(false);
    expect((await quoteOf(me.token)).liked).toBe(false);
    expect((await call("/api/daily/quote/like", me.token, { json: { liked: "yes" } })).status).toBe(400);
  });
});
