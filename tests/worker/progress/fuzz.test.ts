/**
 * Property tests of the progress API: whatever body or query arrives, the answer is never a 5xx;
 * and any sequence of valid events leaves a summary that matches a simple model of it.
 */
import fc from "fast-check";
import { beforeAll, describe, expect, it } from "vitest";
import type { ProgressSummary } from "../../../worker/contract/progress";
import { call, json, recordAs, signedIn, track, type Caller } from "./helpers";

const FUZZ_TIMEOUT_MS = 60_000;
const RUNS = 120;

const anything = fc.oneof(
  fc.string({ maxLength: 30 }),
  fc.integer(),
  fc.double(),
  fc.boolean(),
  fc.constant(null),
  fc.jsonValue({ maxDepth: 2 }),
);
const eventType = fc.oneof(
  fc.constantFrom(
    "quiz_completed",
    "lesson_completed",
    "srs_review_completed",
    "ielts_reading_completed",
    "sat_math_done",
    "ielts_",
    "sat",
    "QUIZ_COMPLETED",
  ),
  fc.string({ maxLength: 20 }),
);
const eventData = fc.record(
  {
    score: fc.oneof(fc.double({ min: -10, max: 120 }), anything),
    band: fc.oneof(fc.constantFrom(0, 4.5, 9, 9.5, 6.25), anything),
    section: anything,
    task: anything,
    part: anything,
    passage: anything,
    words: anything,
    duration_seconds: anything,
    ref: fc.oneof(fc.record({ kind: fc.string({ maxLength: 10 }), id: fc.string({ maxLength: 10 }) }), anything),
  },
  { requiredKeys: [] },
);
const timestamp = fc.oneof(
  fc.date({ min: new Date("2019-06-01"), max: new Date("2030-01-01"), noInvalidDate: true }).map((d) => d.toISOString()),
  fc.integer({ min: 0, max: 2 ** 45 }),
  anything,
);
const body = fc.record(
  {
    action: fc.oneof(fc.constant("track_event"), anything),
    event_type: eventType,
    event_data: fc.oneof({ weight: 4, arbitrary: eventData }, { weight: 1, arbitrary: anything }),
    timestamp,
    client_event_id: fc.oneof(fc.uuid(), fc.string({ maxLength: 70 })),
  },
  { requiredKeys: [] },
);
const rawBody = fc.oneof(
  { weight: 8, arbitrary: body.map((b) => JSON.stringify(b)) },
  { weight: 1, arbitrary: fc.string({ maxLength: 40 }) },
);

describe("progress API fuzz", () => {
  let me: Caller;
  beforeAll(async () => {
    me = await signedIn({ timezone: "America/New_York" });
  });

  it(
    "never answers a track_event body with a 5xx",
    async () => {
      await fc.assert(
        fc.asyncProperty(rawBody, async (text) => {
          const res = await call("/api/unified-progress", me.token, { body: text });
          expect(res.status, await res.text()).toBeLessThan(500);
        }),
        { numRuns: RUNS },
      );
    },
    FUZZ_TIMEOUT_MS,
  );

  it(
    "never answers a query of the read endpoints with a 5xx",
    async () => {
      const path = fc.constantFrom(
        "/api/unified-progress",
        "/api/progress/history",
        "/api/notifications",
        "/api/progress/analytics",
        "/api/streaks",
      );
      const query = fc.dictionary(
        fc.constantFrom("user_id", "type", "limit", "cursor", "kind", "unread", "x"),
        fc.string({ maxLength: 30 }),
        { maxKeys: 3 },
      );
      await fc.assert(
        fc.asyncProperty(path, query, async (p, q) => {
          const res = await call(`${p}?${new URLSearchParams(q)}`, me.token);
          expect(res.status, await res.text()).toBeLessThan(500);
        }),
        { numRuns: RUNS },
      );
    },
    FUZZ_TIMEOUT_MS,
  );

  it(
    "never answers a goals update with a 5xx",
    async () => {
      const goals = fc.record({ target_band: anything, exam_date: anything, daily_goal: anything }, { requiredKeys: [] });
      await fc.assert(
        fc.asyncProperty(goals, async (g) => {
          const res = await call("/api/progress/goals", me.token, { method: "PATCH", json: g });
          expect(res.status, await res.text()).toBeLessThan(500);
        }),
        { numRuns: 60 },
      );
    },
    FUZZ_TIMEOUT_MS,
  );

  it(
    "keeps the summary equal to a model of any valid event sequence, retries included",
    async () => {
      const step = fc.record({
        type: fc.constantFrom("quiz_completed", "lesson_completed", "srs_review_completed"),
        score: fc.integer({ min: 0, max: 100 }),
        minutesAgo: fc.integer({ min: 0, max: 600 }),
        retry: fc.boolean(),
      });
      await fc.assert(
        fc.asyncProperty(fc.array(step, { minLength: 1, maxLength: 6 }), async (steps) => {
          const learner = await signedIn();
          const now = Date.now();
          const model = { quiz_count: 0, lesson_count: 0, quiz: [0, null as number | null], lesson: [0, null as number | null] };
          for (const s of steps) {
            const event = {
              event_type: s.type,
              event_data: { score: s.score },
              timestamp: now - s.minutesAgo * 60_000,
              client_event_id: crypto.randomUUID(),
            };
            await track(learner.token, event);
            if (s.retry) expect((await recordAs(learner.token, event)).status).toBe(200);
            const at = event.timestamp;
            if (s.type === "quiz_completed") {
              model.quiz_count += 1;
              if (model.quiz[1] === null || at >= model.quiz[0]!) model.quiz = [at, s.score];
            } else if (s.type === "lesson_completed") {
              model.lesson_count += 1;
              if (model.lesson[1] === null || at >= model.lesson[0]!) model.lesson = [at, s.score];
            }
          }
          const summary = await json<ProgressSummary>(await call("/api/unified-progress?type=summary", learner.token));
          expect(summary).toMatchObject({
            quiz_count: model.quiz_count,
            last_quiz_score: model.quiz[1],
            lesson_count: model.lesson_count,
            last_lesson_score: model.lesson[1],
          });
        }),
        { numRuns: 8 },
      );
    },
    FUZZ_TIMEOUT_MS,
  );
});
