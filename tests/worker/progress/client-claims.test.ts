/**
 * What a learner may claim through POST /api/unified-progress (worker/progress/client-events.ts):
 * scores and bands from scored work come only from the server's own records.
 */
import { env } from "cloudflare:workers";
import { beforeAll, describe, expect, it } from "vitest";
import type { SubmissionResponse } from "../../../worker/contract/ielts";
import type { AchievementsResponse, AnalyticsResponse, ProgressSummary, TrackEventResponse } from "../../../worker/contract/progress";
import type { Quiz, QuizResult } from "../../../worker/contract/quiz";
import type { ReviewResponse } from "../../../worker/contract/srs";
import type { Word } from "../../../worker/contract/words";
import { READING, clientId, correctAnswers, seedContent } from "../ielts/helpers";
import { loadLexicon, signedIn, type Caller } from "../vocabulary/helpers";

beforeAll(async () => {
  await Promise.all([seedContent(), loadLexicon()]);
});

/** The spec's call (§7), with no client_event_id unless the test adds one. */
const post = (user: Caller, event: Record<string, unknown>) =>
  user.call("/api/unified-progress", { method: "POST", json: { action: "track_event", ...event } });

const errorOf = async (res: Response) => ((await res.json()) as { error: { code: string; message: string } }).error;
const unlocked = async (user: Caller) =>
  (await user.ok<AchievementsResponse>("/api/achievements")).achievements.filter((a) => a.unlocked).map((a) => a.id);
const summary = (user: Caller) => user.ok<ProgressSummary>("/api/unified-progress");
const eventCount = async (user: Caller) =>
  (await env.DB.prepare("SELECT count(*) AS n FROM progress_events WHERE user_id = ?").bind(user.userId).first<{ n: number }>())!.n;

/** Server events are recorded after the response (waitUntil); waits until `count` events are stored. */
async function eventsStored(user: Caller, count: number) {
  for (let i = 0; i < 50 && (await eventCount(user)) < count; i++) await new Promise((r) => setTimeout(r, 20));
  expect(await eventCount(user)).toBe(count);
}

describe("scores the learner posts", () => {
  it("refuses a posted IELTS band: nothing unlocks and the analytics keep no reading band", async () => {
    const me = await signedIn();
    const res = await post(me, { event_type: "ielts_reading_completed", event_data: { band: 9 }, client_event_id: crypto.randomUUID() });
    expect(res.status).toBe(400);
    expect(await errorOf(res)).toMatchObject({ code: "server_recorded_event", message: expect.stringContaining("recorded by the server") });
    expect((await post(me, { event_type: "sat_math_completed", event_data: { score: 100 } })).status).toBe(400);
    const library = await post(me, { event_type: "library_article_completed", event_data: { score: 100 } });
    expect(library.status).toBe(400);
    expect(await errorOf(library)).toMatchObject({ code: "server_recorded_event", message: expect.stringContaining("Library answers") });
    expect(await unlocked(me)).toEqual([]);
    const analytics = await me.ok<AnalyticsResponse>("/api/progress/analytics");
    expect(analytics.target_score.latest_bands.reading).toBeNull();
    expect(await eventCount(me)).toBe(0);
  });

  it("takes the band of a reading submission the server scored: IELTS Excellence and the latest reading band", async () => {
    const me = await signedIn();
    const res = await me.call("/api/ielts/submissions", {
      method: "POST",
      json: { section: "reading", clientId: clientId(), testId: READING.id, answers: correctAnswers(READING) },
    });
    expect(((await res.json()) as SubmissionResponse).submission).toMatchObject({ band: 9 });
    await eventsStored(me, 1);
    expect(await unlocked(me)).toContain("ielts_excellence");
    expect((await me.ok<AnalyticsResponse>("/api/progress/analytics")).target_score.latest_bands.reading).toBe(9);
  });

  it("refuses a quiz score no saved result has, and counts a real one once however often it is posted", async () => {
    const me = await signedIn();
    const forged = await post(me, { event_type: "quiz_completed", event_data: { score: 100 } });
    expect(forged.status).toBe(400);
    expect((await errorOf(forged)).code).toBe("unverified_event");
    expect(await unlocked(me)).toEqual([]);

    for (const word of ["dog", "happy", "abandon", "receive"]) await me.ok("/api/words", { method: "POST", json: { word } }, 201);
    const quiz = await me.ok<Quiz>("/api/quizzes", { method: "POST", json: { questionCount: 4 } }, 201);
    const answers = quiz.questions.map((q, i) => (i === 0 ? null : q.correctIndex));
    const { result } = await me.ok<{ result: QuizResult }>(`/api/quizzes/${quiz.id}/results`, { method: "POST", json: { answers } }, 201);
    expect(result.score).toBe(75);
    await eventsStored(me, 1);

    const claimed = await post(me, { event_type: "quiz_completed", event_data: { score: 75, words: 500 }, timestamp: Date.now() });
    expect(claimed.status).toBe(200);
    const body = (await claimed.json()) as TrackEventResponse;
    expect(body).toMatchObject({ duplicate: true, event: { client_event_id: `quiz:${result.id}`, event_data: { words: 4 } } });
    expect((await post(me, { event_type: "quiz_completed", event_data: { score: 90 } })).status).toBe(400);
    expect(await summary(me)).toMatchObject({ quiz_count: 1, last_quiz_score: 75 });
  });

  it("refuses an SRS review the server did not log, and counts a logged one once", async () => {
    const me = await signedIn();
    expect((await post(me, { event_type: "srs_review_completed" })).status).toBe(400);
    const word = await me.ok<Word>("/api/words", { method: "POST", json: { word: "friend" } }, 201);
    await me.ok(`/api/words/${word.id}/srs`, { method: "POST" }, 201);
    const review = await me.ok<ReviewResponse>(
      "/api/srs/reviews",
      { method: "POST", json: { wordId: word.id, rating: "good", idempotencyKey: crypto.randomUUID() } },
      201,
    );
    await eventsStored(me, 1);
    const claimed = await post(me, { event_type: "srs_review_completed", client_event_id: crypto.randomUUID() });
    expect(claimed.status).toBe(200);
    expect(((await claimed.json()) as TrackEventResponse).event.client_event_id).toBe(`srs:${review.reviewId}`);
    expect(await summary(me)).toMatchObject({ srs_reviews_today: 1 });
  });

  it("refuses a posted lesson: the lesson player records it with the score the server gave (tests/worker/lessons/player.test.ts)", async () => {
    const me = await signedIn();
    const res = await post(me, { event_type: "lesson_completed", event_data: { score: 80, words: 500, band: 9, task: "Lesson 3" } });
    expect(res.status).toBe(400);
    expect(await errorOf(res)).toMatchObject({ code: "server_recorded_event", message: expect.stringContaining("lesson player") });
    expect(await unlocked(me)).toEqual([]);
    expect(await summary(me)).toMatchObject({ lesson_count: 0 });
    expect(await eventCount(me)).toBe(0);
  });

  it.each(["ielts:some-submission", "lesson:some-lesson"])(
    "refuses the client id %s that would stand in for a server record",
    async (id) => {
      const me = await signedIn();
      const res = await post(me, { event_type: "quiz_completed", event_data: { score: 50 }, client_event_id: id });
      expect(res.status).toBe(400);
      expect((await errorOf(res)).code).toBe("validation_failed");
    },
  );
});

describe("the spec's own call (§7)", () => {
  // Every event a learner may post names a record the server keeps, so the call counts that record once.
  it("is accepted without client_event_id and with one, and counts the activity once", async () => {
    const me = await signedIn();
    const word = await me.ok<Word>("/api/words", { method: "POST", json: { word: "friend" } }, 201);
    await me.ok(`/api/words/${word.id}/srs`, { method: "POST" }, 201);
    await me.ok(
      "/api/srs/reviews",
      { method: "POST", json: { wordId: word.id, rating: "good", idempotencyKey: crypto.randomUUID() } },
      201,
    );
    await eventsStored(me, 1);
    const spec = { event_type: "srs_review_completed", timestamp: new Date().toISOString() };
    const bare = await post(me, spec);
    expect(bare.status).toBe(200);
    expect(((await bare.json()) as TrackEventResponse).duplicate).toBe(true);
    const withId = await post(me, { ...spec, client_event_id: crypto.randomUUID() });
    expect(withId.status).toBe(200);
    expect(((await withId.json()) as TrackEventResponse).duplicate).toBe(true);
    expect(await summary(me)).toMatchObject({ srs_reviews_today: 1 });
    expect(await eventCount(me)).toBe(1);
  });
});
