/**
 * /api/push: the native app's devices registered for push, and what reaches them through
 * the development outbox: achievements and streaks from progress events, new assignments, grades,
 * shared content and replies to one's forum posts. A web-only user, who has no devices, is pushed nothing.
 */
import { env } from "cloudflare:workers";
import { describe, expect, it, vi } from "vitest";
import type { PushDevice, PushOutboxEntry } from "../../../worker/contract/push";
import { toPushMessage } from "../../../worker/push/send";
import { authFetch, workerFetch, BASE } from "../auth/helpers";
import { call, json, signedIn, track, type Caller } from "../progress/helpers";
import { asked, replied } from "../forum/helpers";
import { join, newClass } from "../teaching/helpers";

const token = () => `fcm-${crypto.randomUUID()}:APA91b${"x".repeat(100)}`;

const register = (who: Caller, device: Record<string, unknown>) => call("/api/push/devices", who.token, { json: device });
const devicesOf = async (who: Caller) => (await json<{ devices: PushDevice[] }>(await call("/api/push/devices", who.token))).devices;
const outboxOf = async (who: Caller) => (await json<{ pushes: PushOutboxEntry[] }>(await call("/api/push/dev/outbox", who.token))).pushes;

describe("registering a device for push", () => {
  it("registers the caller's device, refreshes it when registered again and lists it", async () => {
    const me = await signedIn();
    const mine = token();
    const first = await json<PushDevice>(await register(me, { token: mine, platform: "android" }), 201);
    expect(first).toMatchObject({ token: mine, platform: "android" });
    const again = await json<PushDevice>(await register(me, { token: mine, platform: "android" }), 201);
    expect(again.created_at).toBe(first.created_at);
    expect(again.last_seen_at >= first.last_seen_at).toBe(true);
    expect((await devicesOf(me)).map((d) => d.token)).toEqual([mine]);
  });

  it("moves a token another account registered only once the session that registered it has ended", async () => {
    const [before, after] = await Promise.all([signedIn(), signedIn()]);
    const shared = token();
    await json(await register(before, { token: shared, platform: "ios" }), 201);
    // Knowing the token proves nothing while the device's session lives (it used to move).
    const taken = await register(after, { token: shared, platform: "ios" });
    expect(taken.status).toBe(409);
    expect(await taken.json()).toMatchObject({ error: { code: "device_registered_elsewhere" } });
    expect((await devicesOf(before)).map((d) => d.token)).toEqual([shared]);
    expect(await devicesOf(after)).toEqual([]);

    // The device signed out (its session ended, the device left registered): the next account on it takes it.
    const signedOut = await authFetch("/logout?scope=local", { method: "POST", headers: { Authorization: `Bearer ${before.token}` } });
    expect(signedOut.status).toBe(204);
    await json(await register(after, { token: shared, platform: "ios" }), 201);
    expect((await devicesOf(after)).map((d) => d.token)).toEqual([shared]);
    const [row] = (await env.DB.prepare("SELECT user_id FROM push_devices WHERE token = ?").bind(shared).all<{ user_id: string }>())
      .results;
    expect(row?.user_id).toBe(after.id);
  });

  it.each([
    [{ platform: "android" }, "Invalid json: token: "],
    [{ token: "", platform: "android" }, "Invalid json: token: The device token is required"],
    [{ token: "has spaces in it", platform: "android" }, "Invalid json: token: The device token may hold only letters, digits and _ : . -"],
    [{ token: "x".repeat(4097), platform: "android" }, "Invalid json: token: The device token must be at most 4096 characters"],
    [{ token: "abc", platform: "web" }, "Invalid json: platform: The platform must be android or ios"],
    [{ token: "abc", platform: "android", user_id: "someone" }, "Invalid json: "],
  ])("answers %j with 400 and a message", async (body, message) => {
    const res = await register(await signedIn(), body);
    expect(res.status).toBe(400);
    const { error } = (await res.json()) as { error: { code: string; message: string } };
    expect(error.code).toBe("validation_failed");
    expect(error.message.startsWith(message)).toBe(true);
  });

  it("removes the caller's own device, and another user's is a 404 that leaves it registered", async () => {
    const [owner, other] = await Promise.all([signedIn(), signedIn()]);
    const device = token();
    await json(await register(owner, { token: device, platform: "android" }), 201);

    const refused = await call(`/api/push/devices/${encodeURIComponent(device)}`, other.token, { method: "DELETE" });
    expect(refused.status).toBe(404);
    expect(await refused.json()).toEqual({ error: { code: "device_not_found", message: "No such device is registered for push." } });
    expect((await devicesOf(owner)).map((d) => d.token)).toEqual([device]);

    expect(await json(await call(`/api/push/devices/${encodeURIComponent(device)}`, owner.token, { method: "DELETE" }))).toEqual({
      deleted: true,
    });
    expect(await devicesOf(owner)).toEqual([]);
  });
});

describe("pushing notifications to devices (development outbox)", () => {
  it("pushes the achievements and streak of a progress event, not the event's own progress note, in the account's language", async () => {
    // A new profile's language is Russian (worker/db/schema.ts).
    const me = await signedIn();
    const device = token();
    await json(await register(me, { token: device, platform: "android" }), 201);
    await track(me.token, { event_type: "quiz_completed", event_data: { score: 100 } });
    await vi.waitFor(async () => expect(await outboxOf(me)).toHaveLength(4));
    const pushes = await outboxOf(me);
    expect(pushes.every((p) => p.token === device)).toBe(true);
    expect(pushes.map((p) => p.title).sort()).toEqual([
      "Достижение получено!",
      "Достижение получено!",
      "Серия обновлена!",
      "Серия обновлена!",
    ]);
    const firstStep = pushes.find((p) => p.body.startsWith("Первый шаг"));
    expect(firstStep).toMatchObject({ body: "Первый шаг (+10 очков)", data: { type: "achievement", path: "/achievements" } });
    expect(firstStep?.data.notification_id).toEqual(expect.any(String));
  });

  it("sends nothing for a user with no devices (the web keeps its in-app notifications)", async () => {
    const webOnly = await signedIn();
    const body = await track(webOnly.token, { event_type: "quiz_completed", event_data: { score: 100 } });
    expect(body.achievements_unlocked).toHaveLength(2);
    const { results } = await env.DB.prepare("select count(*) as n from push_outbox where user_id = ?")
      .bind(webOnly.id)
      .all<{ n: number }>();
    expect(results[0]?.n).toBe(0);
  });

  it("tells the students of a class of a new assignment, in the notifications and on their devices", async () => {
    const [teacher, student] = await Promise.all([signedIn({ role: "teacher" }), signedIn()]);
    const theClass = await newClass(teacher);
    await join(student, theClass.join_code);
    await json(await call("/api/profile", student.token, { method: "PATCH", json: { preferredLanguage: "kk" } }));
    await json(await register(student, { token: token(), platform: "ios" }), 201);
    const dueAt = new Date(Date.now() + 7 * 86_400_000).toISOString();
    await json(
      await call("/api/assignments", teacher.token, { json: { class_id: theClass.id, kind: "quiz", title: "Weekly quiz", due_at: dueAt } }),
      201,
    );
    await vi.waitFor(async () => expect(await outboxOf(student)).toHaveLength(1));
    const [push] = await outboxOf(student);
    expect(push).toMatchObject({ title: "Жаңа тапсырма", data: { type: "progress", path: "/assignments" } });
    expect(push?.body).toContain("«Weekly quiz» тапсырмасын берді, мерзімі — ");
    const { notifications } = await json<{ notifications: { title: string; id: string }[] }>(
      await call("/api/notifications", student.token),
    );
    expect(notifications[0]).toMatchObject({ title: "New assignment", id: push?.data.notification_id });
  });

  it("pushes a reply to the forum post's author, opening the thread, and nothing to the replier", async () => {
    const [author, replier] = await Promise.all([signedIn(), signedIn()]);
    await json(await register(author, { token: token(), platform: "android" }), 201);
    await json(await register(replier, { token: token(), platform: "android" }), 201);
    const post = await asked(author, { title: "How do I link paragraphs?" });
    await replied(replier, post.id);
    await vi.waitFor(async () => expect(await outboxOf(author)).toHaveLength(1));
    const [push] = await outboxOf(author);
    expect(push).toMatchObject({ title: "Новый ответ на ваш пост", data: { type: "progress", path: `/forum/${post.id}` } });
    expect(push?.body).toContain("«How do I link paragraphs?»");
    expect(await outboxOf(replier)).toEqual([]);
  });

  it("keeps the outbox to development: in production it does not exist", async () => {
    const me = await signedIn();
    const res = await workerFetch({ ENVIRONMENT: "production" })(`${BASE}/api/push/dev/outbox`, {
      headers: { Authorization: `Bearer ${me.token}` },
    });
    expect(res.status).toBe(404);
  });
});

describe("calls from the native app's pages (another origin)", () => {
  const preflight = (origin: string, overrides?: Record<string, string>) =>
    workerFetch(overrides)(`${BASE}/api/push/devices`, {
      method: "OPTIONS",
      headers: { Origin: origin, "Access-Control-Request-Method": "POST", "Access-Control-Request-Headers": "authorization, content-type" },
    });

  it("allows the app's local origin outside production, and an origin production lists in AUTH_ALLOWED_ORIGINS", async () => {
    const local = await preflight("https://localhost");
    expect(local.headers.get("Access-Control-Allow-Origin")).toBe("https://localhost");
    expect(local.headers.get("Access-Control-Allow-Headers")).toContain("Authorization");
    const listed = await preflight("capacitor://localhost", { ENVIRONMENT: "production", AUTH_ALLOWED_ORIGINS: "capacitor://localhost" });
    expect(listed.headers.get("Access-Control-Allow-Origin")).toBe("capacitor://localhost");
  });

  it("allows no other origin", async () => {
    expect((await preflight("https://evil.example")).headers.get("Access-Control-Allow-Origin")).toBeNull();
    expect((await preflight("https://localhost", { ENVIRONMENT: "production" })).headers.get("Access-Control-Allow-Origin")).toBeNull();
  });
});

describe("what a push opens when tapped", () => {
  it.each([
    [{ type: "achievement", data: {} }, "/achievements"],
    [{ type: "streak", data: {} }, "/progress"],
    [{ type: "reward", data: {} }, "/progress"],
    [{ type: "progress", data: { kind: "teacher_grade" } }, "/test-history"],
    [{ type: "progress", data: { kind: "content_shared" } }, "/student-shared-content"],
    [{ type: "progress", data: { kind: "assignment_set" } }, "/assignments"],
    [{ type: "progress", data: { kind: "forum_reply", post_id: "p1" } }, "/forum/p1"],
    [{ type: "progress", data: { event_type: "quiz_completed" } }, "/notifications"],
  ] as const)("%j opens %s", (notice, path) => {
    const message = toPushMessage({ id: "n1", title: "Title", message: "Body", ...notice }, { lang: "ru", timeZone: "UTC" });
    expect(message.data).toEqual({ type: notice.type, path, notification_id: "n1" });
  });

  it("says what happened in the account's language", () => {
    const reward = { type: "reward", data: { streak_type: "daily" } } as const;
    expect(toPushMessage(reward, { lang: "ru", timeZone: "UTC" })).toMatchObject({
      title: "Доступна награда!",
      body: "Заморозка серии: пропущенный день не прервёт вашу серию (Серия дней).",
    });
    expect(toPushMessage(reward, { lang: "kk", timeZone: "UTC" }).title).toBe("Марапат қолжетімді!");
  });
});
