/** The one server path for progress events (worker/progress/record.ts) and its single call to the hub. */
import { env } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import type { ProgressSummary } from "../../../worker/contract/progress";
import { createDb } from "../../../worker/db/client";
import type { EventFrame, HubEvent } from "../../../worker/contract/realtime";
import type { ServerProgressEvent } from "../../../worker/progress/event-input";
import { recordProgressEvents, trackEvent } from "../../../worker/progress/record";
import { connect, settle } from "../helpers";
import { call, json, signedIn } from "./helpers";

/** The real hub namespace, counting the publish calls that reach it. */
function countingHubs() {
  const calls: HubEvent[][] = [];
  const USER_HUB = {
    getByName(name: string) {
      const stub = env.USER_HUB.getByName(name);
      return {
        publish(events: HubEvent[]) {
          calls.push(events);
          return stub.publish(events);
        },
      };
    },
  } as unknown as Env["USER_HUB"];
  return { calls, env: { DB: env.DB, USER_HUB, ENVIRONMENT: env.ENVIRONMENT } };
}

const quiz = (key: string, score: number): ServerProgressEvent => ({
  type: "quiz_completed",
  key,
  occurredAt: Date.now(),
  data: { score },
});

describe("recordProgressEvents", () => {
  it("stores every event in D1 and hands all their hub events to the hub in one call, in order", async () => {
    const me = await signedIn();
    const socket = await connect(me.id);
    await socket.next((f) => f.type === "hello");
    const hubs = countingHubs();

    await recordProgressEvents(hubs.env, me.id, [quiz(`quiz:first-${me.id}`, 70), quiz(`quiz:second-${me.id}`, 90)]);

    expect(hubs.calls).toHaveLength(1);
    // The first quiz unlocks First Step and starts two streaks (daily and quiz); the second only updates progress.
    const published = ["progress_update", "achievement_unlocked", "streak_updated", "streak_updated", "progress_update"];
    expect(hubs.calls[0]!.map((e) => e.type)).toEqual(published);
    await socket.next((f) => "seq" in f && f.seq === published.length);
    const frames = socket.frames.filter((f): f is EventFrame => "seq" in f);
    expect(frames.map((f) => [f.seq, f.type])).toEqual(published.map((type, i) => [i + 1, type]));
    expect(frames.at(-1)!.data).toMatchObject({ summary: { quiz_count: 2, last_quiz_score: 90 } });
    const summary = await json<ProgressSummary>(await call("/api/unified-progress?type=summary", me.token));
    expect(summary).toMatchObject({ quiz_count: 2, last_quiz_score: 90 });
    socket.ws.close();
  });

  it("records an event key once and tells the hub nothing the second time", async () => {
    const me = await signedIn();
    await recordProgressEvents(env, me.id, [quiz(`quiz:again-${me.id}`, 50)]);
    const socket = await connect(me.id);
    await socket.next((f) => f.type === "hello");
    const hubs = countingHubs();
    await recordProgressEvents(hubs.env, me.id, [quiz(`quiz:again-${me.id}`, 50)]);
    await settle();
    expect(hubs.calls).toEqual([]);
    expect(socket.frames.map((f) => f.type)).toEqual(["hello"]);
    expect(await json<ProgressSummary>(await call("/api/unified-progress?type=summary", me.token))).toMatchObject({ quiz_count: 1 });
    socket.ws.close();
  });

  it("keeps the events that stored when another one fails, and never throws", async () => {
    const me = await signedIn();
    const hubs = countingHubs();
    const broken = { type: "quiz_completed", key: "x", occurredAt: Number.NaN, data: {} } as ServerProgressEvent;
    await expect(recordProgressEvents(hubs.env, me.id, [broken, quiz(`quiz:ok-${me.id}`, 60)])).resolves.toBeUndefined();
    expect(hubs.calls.map((batch) => batch[0]?.type)).toEqual(["progress_update"]);
  });
});

describe("trackEvent (POST /api/unified-progress)", () => {
  // A quiz result saved without its event (as if recording had failed), so the post is what records it.
  it("publishes the event, its achievement and its streaks in one hub call", async () => {
    const me = await signedIn();
    const resultId = `qr-${me.id}`;
    await env.DB.batch([
      env.DB.prepare(
        "insert into quizzes (id, user_id, source, questions, question_count, created_at) values (?, ?, 'words', '[]', 4, ?)",
      ).bind(`quiz-${resultId}`, me.id, Date.now()),
      env.DB.prepare(
        "insert into quiz_results (id, quiz_id, user_id, answers, correct_count, total, score, band, completed_at) values (?, ?, ?, '[]', 3, 4, 75, 'Good', ?)",
      ).bind(resultId, `quiz-${resultId}`, me.id, Date.now()),
    ]);
    const hubs = countingHubs();
    const { status } = await trackEvent(createDb(env.DB), hubs.env, me.id, {
      action: "track_event",
      event_type: "quiz_completed",
      event_data: { score: 75, ref: { kind: "quiz_result", id: resultId } },
      client_event_id: `outbox-${me.id}`.slice(0, 64),
    });
    expect(status).toBe(201);
    expect(hubs.calls.map((batch) => batch.map((e) => e.type))).toEqual([
      ["progress_update", "achievement_unlocked", "streak_updated", "streak_updated"],
    ]);
  });
});
