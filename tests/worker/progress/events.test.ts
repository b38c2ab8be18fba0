import { env } from "cloudflare:workers";
import { beforeAll, describe, expect, it } from "vitest";
import type { ProgressSummary } from "../../../worker/contract/progress";
import { type EventFrame, eventFrameSchema } from "../../../worker/contract/realtime";
import { connect, settle } from "../helpers";
import { join, newClass } from "../teaching/helpers";
import { call, type Caller, json, postEvent, recordAs, signedIn, track } from "./helpers";

const summaryOf = async (token: string, query = "?type=summary") =>
  json<ProgressSummary>(await call(`/api/unified-progress${query}`, token));

describe("POST /api/unified-progress action=track_event", () => {
  it("updates the summary: quiz and lesson counts, last scores and today's SRS reviews", async () => {
    const me = await signedIn();
    expect(await summaryOf(me.token)).toMatchObject({
      user_id: me.id,
      quiz_count: 0,
      last_quiz_score: null,
      lesson_count: 0,
      last_lesson_score: null,
      srs_reviews_today: 0,
    });

    await track(me.token, { event_type: "quiz_completed", event_data: { score: 60 } });
    await track(me.token, { event_type: "quiz_completed", event_data: { score: 85 } });
    await track(me.token, { event_type: "lesson_completed", event_data: { score: 90 } });
    const last = await track(me.token, { event_type: "srs_review_completed" });
    await track(me.token, { event_type: "srs_review_completed" });
    // Yesterday's review does not count for today.
    await track(me.token, { event_type: "srs_review_completed", timestamp: new Date(Date.now() - 36 * 3600_000).toISOString() });

    expect(last.summary).toMatchObject({
      quiz_count: 2,
      last_quiz_score: 85,
      lesson_count: 1,
      last_lesson_score: 90,
      srs_reviews_today: 1,
    });
    expect(await summaryOf(me.token, `?user_id=${me.id}&type=summary`)).toMatchObject({
      quiz_count: 2,
      last_quiz_score: 85,
      lesson_count: 1,
      last_lesson_score: 90,
      srs_reviews_today: 2,
      activities_today: 5,
    });
  });

  it("keeps the last score of the latest quiz when an older one arrives late", async () => {
    const me = await signedIn();
    await track(me.token, { event_type: "quiz_completed", event_data: { score: 70 } });
    await track(me.token, { event_type: "quiz_completed", event_data: { score: 20 }, timestamp: Date.now() - 3600_000 });
    expect(await summaryOf(me.token)).toMatchObject({ quiz_count: 2, last_quiz_score: 70 });
  });

  // A lesson is recorded by the server (the lesson player) under its key; recording it again is a retry.
  it("stores a retried record once and answers it as a duplicate", async () => {
    const me = await signedIn();
    const event = { event_type: "lesson_completed", event_data: { score: 75 }, client_event_id: "lesson:retry-0001" };
    const first = await recordAs(me.token, event);
    expect(first.status).toBe(201);
    const again = await recordAs(me.token, event);
    expect(again.status).toBe(200);
    expect(again.body).toMatchObject({
      duplicate: true,
      event: { id: first.body.event.id },
      achievements_unlocked: [],
      streaks_updated: [],
    });
    expect((await summaryOf(me.token)).lesson_count).toBe(1);
  });

  it("stores concurrent records of one event once", async () => {
    const me = await signedIn();
    const event = { event_type: "lesson_completed", event_data: { score: 50 }, client_event_id: "lesson:retry-0002" };
    const statuses = (await Promise.all([1, 2, 3, 4].map(() => recordAs(me.token, event)))).map((r) => r.status).sort();
    expect(statuses).toEqual([200, 200, 200, 201]);
    expect((await summaryOf(me.token)).lesson_count).toBe(1);
    const { results } = await env.DB.prepare("select count(*) as n from progress_events where user_id = ?")
      .bind(me.id)
      .all<{ n: number }>();
    expect(results[0]?.n).toBe(1);
  });

  it("counts every one of many events recorded at the same moment", async () => {
    const me = await signedIn();
    const records = Array.from({ length: 6 }, (_, i) =>
      recordAs(me.token, { event_type: "lesson_completed", event_data: { score: i * 10 } }),
    );
    expect((await Promise.all(records)).map((r) => r.status)).toEqual([201, 201, 201, 201, 201, 201]);
    const summary = await summaryOf(me.token);
    expect(summary.lesson_count).toBe(6);
    const { results } = await env.DB.prepare("select counters from user_stats where user_id = ?").bind(me.id).all<{ counters: string }>();
    expect(JSON.parse(results[0]!.counters)).toMatchObject({ activity_count: 6, lesson_count: 6 });
  });

  it.each([
    [
      { action: "track_event", event_type: "lesson_completed", event_data: { score: 50 }, client_event_id: "quiz:not-mine" },
      "client_event_id",
    ],
    [{ action: "track_event", event_type: "quiz_completed", client_event_id: "abcdefgh" }, "score"],
    [{ action: "track_event", event_type: "lesson_completed", event_data: { score: 101 }, client_event_id: "abcdefgh" }, "score"],
    [{ action: "track_event", event_type: "hacked_event", event_data: {}, client_event_id: "abcdefgh" }, "event_type"],
    [{ action: "delete_everything", event_type: "quiz_completed", event_data: { score: 1 }, client_event_id: "abcdefgh" }, "action"],
    [{ action: "track_event", event_type: "ielts_reading_completed", event_data: { band: 7.3 }, client_event_id: "abcdefgh" }, "band"],
    [
      { action: "track_event", event_type: "srs_review_completed", timestamp: "2999-01-01T00:00:00Z", client_event_id: "abcdefgh" },
      "timestamp",
    ],
  ])("refuses %j with 400 (%s)", async (body, field) => {
    const me = await signedIn();
    const res = await call("/api/unified-progress", me.token, { json: body });
    const error = (await json<{ error: { code: string; message: string } }>(res, 400)).error;
    expect(error.code).toBe("validation_failed");
    expect(error.message).toContain(field);
  });

  it("records IELTS and SAT events of the server's own path with their band and section", async () => {
    const me = await signedIn();
    const ielts = await track(me.token, {
      event_type: "ielts_writing_evaluated",
      event_data: { score: 70, band: 6.5, task: "Task 2", part: 2 },
    });
    expect(ielts.event).toMatchObject({ skill: "ielts_writing", score: 70, event_data: { band: 6.5, task: "Task 2", part: 2 } });
    const sat = await track(me.token, { event_type: "sat_practice_completed", event_data: { score: 80, section: "Math" } });
    expect(sat.event.skill).toBe("sat_math");
    expect(sat.summary.activities_today).toBe(2);
  });

  it("needs a signed-in caller", async () => {
    expect((await postEvent("", { event_type: "srs_review_completed" })).status).toBe(401);
    expect((await call("/api/unified-progress?type=summary")).status).toBe(401);
  });
});

const summary = (caller: Caller | null, learnerId: string) =>
  call(`/api/unified-progress?user_id=${learnerId}&type=summary`, caller?.token);

/** Puts the student in a new class of the teacher's, through the classes API. */
async function enrol(teacher: Caller, student: Caller) {
  await join(student, (await newClass(teacher)).join_code);
}

describe("who may read a learner's summary", () => {
  let student: Caller;
  let classmate: Caller;
  let teacher: Caller;
  let otherTeacher: Caller;

  beforeAll(async () => {
    [student, classmate, teacher, otherTeacher] = await Promise.all([
      signedIn(),
      signedIn(),
      signedIn({ role: "teacher" }),
      signedIn({ role: "teacher" }),
    ]);
    await track(student.token, { event_type: "quiz_completed", event_data: { score: 64 } });
  });

  it("the learner reads their own summary", async () => {
    const res = await summary(student, student.id);
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({ user_id: student.id, quiz_count: 1, last_quiz_score: 64 });
  });

  it("another learner gets 403 and learns nothing", async () => {
    const res = await summary(classmate, student.id);
    expect(res.status).toBe(403);
    expect(await res.json()).toEqual({ error: { code: "forbidden", message: expect.any(String) } });
  });

  it("a teacher without the student in a class gets 403, also for an unknown id", async () => {
    expect((await summary(teacher, student.id)).status).toBe(403);
    expect((await summary(teacher, "no-such-user")).status).toBe(403);
  });

  it("a teacher reads the summary of a student in their class, and only theirs", async () => {
    await enrol(teacher, student);
    const res = await summary(teacher, student.id);
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({ user_id: student.id, quiz_count: 1 });
    expect((await summary(otherTeacher, student.id)).status).toBe(403);
    expect((await summary(teacher, classmate.id)).status).toBe(403);
  });

  it("a learner is not a teacher even with a class row naming them", async () => {
    await env.DB.batch([
      env.DB.prepare("insert into classes (id, teacher_id, name, focus, join_code) values (?, ?, 'Fake', 'sat', ?)").bind(
        `fake-${classmate.id}`,
        classmate.id,
        crypto.randomUUID(),
      ),
      env.DB.prepare("insert into class_members (class_id, student_id) values (?, ?)").bind(`fake-${classmate.id}`, student.id),
    ]);
    expect((await summary(classmate, student.id)).status).toBe(403);
  });

  it("anonymous callers get 401 on every progress route", async () => {
    const routes: [string, string][] = [
      ["GET", `/api/unified-progress?user_id=${student.id}&type=summary`],
      ["GET", "/api/progress/analytics"],
      ["GET", "/api/progress/history"],
      ["GET", "/api/progress/goals"],
      ["GET", "/api/streaks"],
      ["GET", "/api/achievements"],
      ["GET", "/api/notifications"],
      ["POST", "/api/notifications/read-all"],
      ["POST", "/api/notifications/some-id/read"],
      ["POST", "/api/daily/quote/like"],
      ["POST", "/api/daily/quote/next"],
    ];
    for (const [method, path] of routes)
      expect([method, path, (await call(path, undefined, { method })).status]).toEqual([method, path, 401]);
  });
});

const isEvent = (type: string) => (f: { type: string }) => f.type === type;

describe("live progress through the user's hub", () => {
  it("sends progress_update, achievement_unlocked and streak_updated to that user's sockets only", async () => {
    const [me, other] = await Promise.all([signedIn(), signedIn()]);
    const [mine, secondTab, theirs] = await Promise.all([connect(me.id), connect(me.id), connect(other.id)]);

    const result = await track(me.token, { event_type: "quiz_completed", event_data: { score: 80 } });

    const update = eventFrameSchema.parse(await mine.next(isEvent("progress_update")));
    expect(update.data).toMatchObject({
      message: "Quiz completed with 80% score!",
      event: { id: result.event.id },
      summary: { quiz_count: 1, last_quiz_score: 80 },
    });
    expect((await mine.next(isEvent("achievement_unlocked"))) as EventFrame).toMatchObject({
      data: { achievement_id: "first_step", title: "First Step", points: 10 },
    });
    expect((await mine.next(isEvent("streak_updated"))) as EventFrame).toMatchObject({ data: { streak_type: "daily", current_streak: 1 } });
    await secondTab.next(isEvent("progress_update"));

    await settle();
    expect(theirs.frames.map((f) => f.type)).toEqual(["hello"]);
    // D1 was written before the hub heard of it: the summary the hub carried is the stored one.
    expect(update.data).toMatchObject({ summary: result.summary });
    for (const s of [mine, secondTab, theirs]) s.ws.close();
  });

  it("announces a reward when a freeze is earned", async () => {
    const me = await signedIn();
    for (let d = -7; d <= -2; d++)
      await track(me.token, { event_type: "lesson_completed", event_data: { score: 60 }, timestamp: Date.now() + d * 86_400_000 });
    const socket = await connect(me.id);
    await track(me.token, { event_type: "lesson_completed", event_data: { score: 60 }, timestamp: Date.now() - 86_400_000 });
    const reward = (await socket.next(isEvent("reward_available"))) as EventFrame;
    expect(reward.data).toMatchObject({ name: "Streak Freeze", type: "streak_freeze" });
    socket.ws.close();
  });

  it("publishes nothing for a duplicate record", async () => {
    const me = await signedIn();
    const event = { event_type: "lesson_completed", event_data: { score: 60 }, client_event_id: "lesson:dup-hub-1" };
    await track(me.token, event);
    const socket = await connect(me.id);
    await socket.next(isEvent("hello"));
    expect((await recordAs(me.token, event)).status).toBe(200);
    await settle();
    expect(socket.frames.map((f) => f.type)).toEqual(["hello"]);
    socket.ws.close();
  });
});
