import { env } from "cloudflare:workers";
import { TOTP } from "otpauth";
import { beforeAll, describe, expect, it } from "vitest";
import { isFirstSignIn, type Profile } from "../../../worker/contract/profile";
import { createDb } from "../../../worker/db/client";
import { redeemRealtimeTicket } from "../../../worker/realtime/tickets";
import { call, signedIn as signedInCaller, type Caller } from "../progress/helpers";
import { join, newClass } from "../teaching/helpers";
import { accessToken, confirmedUser, signIn, workerFetch, BASE } from "./helpers";

const api = (path: string, token?: string, init: RequestInit = {}) =>
  workerFetch()(`${BASE}${path}`, {
    ...init,
    headers: { ...(token ? { Authorization: `Bearer ${token}` } : {}), ...(init.body ? { "Content-Type": "application/json" } : {}) },
  });

describe("POST /api/realtime/ticket", () => {
  it("refuses anonymous callers with 401", async () => {
    const res = await api("/api/realtime/ticket", undefined, { method: "POST" });
    expect(res.status).toBe(401);
    expect(await res.json()).toEqual({ error: { code: "unauthenticated", message: "Sign in to use this." } });
  });

  it("issues a single-use ticket for the token's user", async () => {
    const { client, user } = await confirmedUser();
    const res = await api("/api/realtime/ticket", await accessToken(client), { method: "POST" });
    expect(res.status).toBe(200);
    const { ticket, expiresAt } = (await res.json()) as { ticket: string; expiresAt: number };
    expect(expiresAt).toBeGreaterThan(Date.now());
    expect(await redeemRealtimeTicket(createDb(env.DB), ticket)).toEqual({ userId: user.id, sessionId: expect.any(String) });
    expect(await redeemRealtimeTicket(createDb(env.DB), ticket)).toBeNull();
  });

  it("refuses a signed-out session with 403 session_not_found and a bad token with 401", async () => {
    const { client, email, password } = await confirmedUser();
    const token = await accessToken(client);
    await (await signIn(email, password)).client.signOut({ scope: "global" });
    const ended = await api("/api/realtime/ticket", token, { method: "POST" });
    expect(ended.status).toBe(403);
    expect(((await ended.json()) as { error: { code: string } }).error.code).toBe("session_not_found");
    expect((await api("/api/realtime/ticket", "not-a-jwt", { method: "POST" })).status).toBe(401);
  });

  it.each([
    ["GET", "/api/notifications?limit=0"],
    ["GET", "/api/progress/history?limit=nope"],
    ["PATCH", "/api/progress/goals"],
    ["PATCH", "/api/profile"],
    ["PUT", "/api/preferences"],
    ["POST", "/api/daily/quote/like"],
    ["POST", "/api/consolidated"],
    ["POST", "/api/chats/some-chat/feedback"],
    ["POST", "/api/srs/reviews"],
    ["GET", "/api/classes"],
    ["POST", "/api/classes"],
    ["POST", "/api/classes/join"],
    ["GET", "/api/classes/memberships"],
    ["GET", "/api/students/someone/submissions"],
    ["GET", "/api/students/someone/submissions/some-id"],
    ["PUT", "/api/students/someone/submissions/some-id/grade"],
    ["GET", "/api/assignments/mine"],
    ["POST", "/api/assignments"],
    ["GET", "/api/assignments/classes/some-class"],
    ["PATCH", "/api/assignments/some-assignment"],
    ["DELETE", "/api/assignments/some-assignment"],
    ["POST", "/api/assignments/some-assignment/start"],
    ["GET", "/api/shares/mine"],
    ["POST", "/api/shares/mine/some-lesson/words"],
    ["GET", "/api/shares/items"],
    ["POST", "/api/shares"],
    ["DELETE", "/api/shares/some-share"],
    ["GET", "/api/courses"],
    ["POST", "/api/courses"],
    ["GET", "/api/courses/some-course"],
    ["PUT", "/api/courses/some-course"],
    ["DELETE", "/api/courses/some-course"],
    ["GET", "/api/classes/some-class/heatmap"],
    ["GET", "/api/progress/analytics?user_id=someone"],
    ["GET", "/api/progress/history?user_id=someone"],
    ["GET", "/api/streaks?user_id=someone"],
    ["GET", "/api/classes/students/someone"],
    ["GET", "/api/lessons"],
    ["POST", "/api/lessons"],
    ["GET", "/api/lessons/templates"],
    ["POST", "/api/lessons/from-template"],
    ["GET", "/api/lessons/library"],
    ["GET", "/api/lessons/some-lesson"],
    ["PUT", "/api/lessons/some-lesson"],
    ["DELETE", "/api/lessons/some-lesson"],
    ["POST", "/api/lessons/some-lesson/publish"],
    ["DELETE", "/api/lessons/some-lesson/library"],
    ["POST", "/api/lessons/some-lesson/copy"],
    ["POST", "/api/lesson-media?lesson_id=some-lesson"],
    ["GET", "/api/lesson-media/lessons/some-lesson/some-file.png"],
    ["POST", "/api/lesson-drafts"],
    ["GET", "/api/lesson-player/some-lesson"],
    ["PUT", "/api/lesson-player/some-lesson/place"],
    ["POST", "/api/lesson-player/some-lesson/blocks/some-block/answers"],
    ["POST", "/api/lesson-player/some-lesson/blocks/some-block/words"],
    ["POST", "/api/lesson-player/some-lesson/blocks/some-block/writing"],
    ["POST", "/api/lesson-player/some-lesson/complete"],
    ["GET", "/api/push/devices"],
    ["POST", "/api/push/devices"],
    ["DELETE", "/api/push/devices/some-token"],
    ["GET", "/api/push/dev/outbox"],
    ["GET", "/api/forum/posts"],
    ["POST", "/api/forum/posts"],
    ["GET", "/api/forum/posts/some-post"],
    ["GET", "/api/forum/posts/some-post/replies"],
    ["PATCH", "/api/forum/posts/some-post"],
    ["DELETE", "/api/forum/posts/some-post"],
    ["POST", "/api/forum/posts/some-post/replies"],
    ["PUT", "/api/forum/posts/some-post/vote"],
    ["PUT", "/api/forum/posts/some-post/accepted"],
    ["PUT", "/api/forum/replies/some-reply/hidden"],
    ["POST", "/api/forum/reports"],
    ["GET", "/api/forum/moderation"],
    ["GET", "/api/library?level=Z9"],
    ["POST", "/api/library/articles/some-article/answers"],
    ["GET", "/api/sat/essays/prompts"],
    ["GET", "/api/sat/essays/prompts/some-prompt"],
    ["GET", "/api/sat/essays"],
    ["POST", "/api/sat/essays"],
    ["GET", "/api/sat/essays/some-essay"],
    ["POST", "/api/sat/essays/some-essay/evaluate"],
    ["GET", "/api/sat/tests"],
    ["POST", "/api/sat/attempts"],
    ["GET", "/api/sat/attempts/current?section=math"],
    ["GET", "/api/sat/attempts/some-attempt"],
    ["PUT", "/api/sat/attempts/some-attempt/answers"],
    ["POST", "/api/sat/attempts/some-attempt/modules/module1/submit"],
    ["GET", "/api/sat/attempts/some-attempt/results"],
    ["GET", "/api/sat/full-tests"],
    ["POST", "/api/sat/full-tests"],
    ["GET", "/api/sat/full-tests/some-full-test"],
    ["POST", "/api/sat/full-tests/some-full-test/continue"],
    ["GET", "/api/sat/review/attempts/some-attempt"],
    ["POST", "/api/sat/review/attempts/some-attempt/questions/some-question/card"],
    ["POST", "/api/sat/review/attempts/some-attempt/wrong"],
    ["GET", "/api/sat/review/words/some-word"],
    ["GET", "/api/students/someone/sat-results"],
    ["GET", "/api/sat/practice/skills?section=math"],
    ["POST", "/api/sat/practice/sets"],
    ["GET", "/api/sat/practice/sets/some-set"],
    ["POST", "/api/sat/practice/sets/some-set/answers"],
    ["GET", "/api/placement"],
    ["POST", "/api/placement/sessions"],
    ["GET", "/api/placement/sessions/00000000-0000-4000-8000-000000000000"],
    ["POST", "/api/placement/sessions/00000000-0000-4000-8000-000000000000/answers"],
    ["GET", "/api/learning-plan"],
  ])("answers a signed-out %s %s with 401 before looking at what it sent", async (method, path) => {
    const res = await api(path, undefined, method === "GET" ? { method } : { method, body: JSON.stringify({ not: "valid" }) });
    expect(res.status).toBe(401);
    expect(await res.json()).toEqual({ error: { code: "unauthenticated", message: "Sign in to use this." } });
  });

  it("leaves public routes public", async () => {
    for (const path of [
      "/api/health",
      "/api/ping",
      "/api/config",
      "/api/daily/quote",
      "/api/lexicon/info",
      "/api/lexicon/glosses?lang=ru&words=dog",
    ]) {
      expect((await api(path)).status, path).toBe(200);
    }
    const translation = { method: "POST", body: JSON.stringify({ text: "dog", targetLanguage: "ru" }) };
    expect((await api("/api/lexicon/translation", undefined, translation)).status).toBe(200);
  });
});

/** The token of a password sign-in, before its two-factor code, of an account with a verified TOTP factor. */
let owingCodeToken: Promise<string> | null = null;
function tokenOwingItsCode(): Promise<string> {
  owingCodeToken ??= (async () => {
    const { client, email, password } = await confirmedUser();
    const { data } = await client.mfa.enroll({ factorType: "totp" });
    if (data?.type !== "totp") throw new Error("enroll failed");
    const code = new TOTP({ secret: data.totp.secret }).generate();
    const verified = await client.mfa.challengeAndVerify({ factorId: data.id, code });
    if (verified.error) throw verified.error;
    return accessToken((await signIn(email, password)).client);
  })();
  return owingCodeToken;
}

describe("a sign-in that still owes its two-factor code", () => {
  it.each([
    ["POST", "/api/realtime/ticket"],
    ["GET", "/api/profile"],
    ["PATCH", "/api/profile"],
    ["GET", "/api/preferences"],
    ["PUT", "/api/customization"],
    ["DELETE", "/api/account"],
    ["GET", "/api/words"],
    ["GET", "/api/words/export"],
    ["POST", "/api/words"],
    ["GET", "/api/categories"],
    ["GET", "/api/srs/queue"],
    ["POST", "/api/srs/reviews"],
    ["GET", "/api/vocabulary/settings"],
    ["GET", "/api/vocabulary/fsrs"],
    ["POST", "/api/vocabulary/fsrs/optimise"],
    ["GET", "/api/mistakes/settings"],
    ["POST", "/api/mistakes/submissions/some-id/findings/0/card"],
    ["GET", "/api/quizzes"],
    ["GET", "/api/quiz-history"],
    ["GET", "/api/daily"],
    ["POST", "/api/daily/quote/like"],
    ["GET", "/api/chats"],
    ["POST", "/api/chats/some-chat/feedback"],
    ["POST", "/api/consolidated"],
    ["GET", "/api/unified-progress"],
    ["GET", "/api/progress/analytics"],
    ["GET", "/api/streaks"],
    ["GET", "/api/achievements"],
    ["GET", "/api/notifications"],
    ["GET", "/api/ielts/submissions"],
    ["POST", "/api/ielts/writing/check"],
    ["POST", "/api/audio"],
    ["GET", "/api/classes"],
    ["POST", "/api/classes/join"],
    ["GET", "/api/classes/memberships"],
    ["GET", "/api/students/someone/submissions"],
    ["PUT", "/api/students/someone/submissions/some-id/grade"],
    ["GET", "/api/assignments/mine"],
    ["POST", "/api/assignments"],
    ["GET", "/api/shares/mine"],
    ["POST", "/api/shares"],
    ["GET", "/api/courses"],
    ["PUT", "/api/courses/some-course"],
    ["GET", "/api/classes/some-class/heatmap"],
    ["GET", "/api/progress/analytics?user_id=someone"],
    ["GET", "/api/progress/history?user_id=someone"],
    ["GET", "/api/streaks?user_id=someone"],
    ["GET", "/api/classes/students/someone"],
    ["GET", "/api/lessons"],
    ["PUT", "/api/lessons/some-lesson"],
    ["POST", "/api/lessons/some-lesson/copy"],
    ["POST", "/api/lesson-media?lesson_id=some-lesson"],
    ["POST", "/api/lesson-drafts"],
    ["GET", "/api/lesson-player/some-lesson"],
    ["POST", "/api/lesson-player/some-lesson/complete"],
    ["POST", "/api/push/devices"],
    ["DELETE", "/api/push/devices/some-token"],
    ["GET", "/api/library"],
    ["GET", "/api/library/podcasts/some-episode"],
    ["POST", "/api/library/podcasts/some-episode/answers"],
    ["PUT", "/api/library/podcasts/some-episode/playback"],
    ["GET", "/api/sat/essays"],
    ["POST", "/api/sat/essays"],
    ["GET", "/api/sat/tests"],
    ["POST", "/api/sat/attempts"],
    ["PUT", "/api/sat/attempts/some-attempt/answers"],
    ["POST", "/api/sat/attempts/some-attempt/modules/module1/submit"],
    ["POST", "/api/sat/full-tests"],
    ["POST", "/api/sat/full-tests/some-full-test/continue"],
    ["POST", "/api/sat/review/attempts/some-attempt/wrong"],
    ["GET", "/api/sat/review/words/some-word"],
    ["GET", "/api/students/someone/sat-results"],
    ["GET", "/api/sat/practice/skills?section=math"],
    ["POST", "/api/sat/practice/sets"],
    ["GET", "/api/sat/practice/sets/some-set"],
    ["POST", "/api/sat/practice/sets/some-set/answers"],
  ])("is refused on %s %s with 403 mfa_required, before looking at what it sent", async (method, path) => {
    const init = method === "GET" ? { method } : { method, body: JSON.stringify({ not: "valid" }) };
    const res = await api(path, await tokenOwingItsCode(), init);
    expect(res.status).toBe(403);
    expect(await res.json()).toEqual({
      error: {
        code: "mfa_required",
        message: "A two-factor code is needed to finish signing in: enter the code from your authenticator app.",
      },
    });
  });

  it("is a visitor on public routes", async () => {
    for (const path of ["/api/health", "/api/config", "/api/daily/quote", "/api/lexicon/info", "/api/lexicon/glosses?lang=ru&words=dog"]) {
      expect((await api(path, await tokenOwingItsCode())).status, path).toBe(200);
    }
    const translation = { method: "POST", body: JSON.stringify({ text: "dog", targetLanguage: "ru" }) };
    expect((await api("/api/lexicon/translation", await tokenOwingItsCode(), translation)).status).toBe(200);
  });
});

describe("GET|PATCH /api/profile", () => {
  it("returns the profile made at the first sign-in", async () => {
    const { client, email, user } = await confirmedUser(undefined, undefined, { full_name: "Aruzhan" });
    const res = await api("/api/profile", await accessToken(client));
    expect(res.status).toBe(200);
    const profile = (await res.json()) as Profile;
    expect(profile).toMatchObject({ id: user.id, email, fullName: "Aruzhan", preferredLanguage: "ru", role: "learner", timezone: "UTC" });
    expect(isFirstSignIn(profile)).toBe(true);

    await signIn(email);
    const later = (await (await api("/api/profile", await accessToken(client))).json()) as Profile;
    expect(isFirstSignIn(later)).toBe(false);
  });

  it("changes name, language and role; the role reaches the next access token", async () => {
    const { client } = await confirmedUser();
    const token = await accessToken(client);
    const res = await api("/api/profile", token, {
      method: "PATCH",
      body: JSON.stringify({ fullName: "Marat", preferredLanguage: "kk", role: "teacher" }),
    });
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({ fullName: "Marat", preferredLanguage: "kk", role: "teacher" });
    await client.refreshSession();
    expect((await client.getClaims()).data?.claims.app_metadata?.role).toBe("teacher");
    expect((await client.getUser()).data.user?.app_metadata.role).toBe("teacher");
  });

  it.each([{ role: "admin" }, { preferredLanguage: "de" }, { timezone: "Mars/Olympus" }, {}, { userId: "someone-else" }])(
    "rejects the update %j with 400",
    async (body) => {
      const { client } = await confirmedUser();
      const res = await api("/api/profile", await accessToken(client), { method: "PATCH", body: JSON.stringify(body) });
      expect(res.status).toBe(400);
    },
  );

  it("needs a signed-in user", async () => {
    expect((await api("/api/profile")).status).toBe(401);
    expect((await api("/api/profile", undefined, { method: "PATCH", body: JSON.stringify({ fullName: "X" }) })).status).toBe(401);
  });
});

describe("GET|PUT /api/preferences", () => {
  it("keeps the theme of a signed-in user, defaulting to system", async () => {
    const { client } = await confirmedUser();
    const token = await accessToken(client);
    expect(await (await api("/api/preferences", token)).json()).toEqual({ theme: "system" });
    expect((await api("/api/preferences", token, { method: "PUT", body: JSON.stringify({ theme: "dark" }) })).status).toBe(200);
    expect(await (await api("/api/preferences", token)).json()).toEqual({ theme: "dark" });
    expect((await api("/api/preferences", token, { method: "PUT", body: JSON.stringify({ theme: "neon" }) })).status).toBe(400);
  });

  it("saves nothing for anonymous visitors", async () => {
    expect((await api("/api/preferences", undefined, { method: "PUT", body: JSON.stringify({ theme: "dark" }) })).status).toBe(401);
  });
});

describe("/api/classes: who may do what", () => {
  type Who = "anonymous" | "student" | "another learner" | "teacher of the class" | "teacher of another class";
  let people: Record<Exclude<Who, "anonymous">, Caller>;
  let classId: string;
  let code: string;

  beforeAll(async () => {
    const [student, learner, teacher, otherTeacher] = await Promise.all([
      signedInCaller(),
      signedInCaller(),
      signedInCaller({ role: "teacher" }),
      signedInCaller({ role: "teacher" }),
    ]);
    people = { student, "another learner": learner, "teacher of the class": teacher, "teacher of another class": otherTeacher };
    const made = await newClass(teacher);
    await newClass(otherTeacher);
    classId = made.id;
    code = made.join_code;
    await join(student, code);
  });

  const as = (who: Who, method: string, path: () => string, body?: unknown) => async () =>
    (await call(path(), who === "anonymous" ? undefined : people[who].token, { method, ...(body !== undefined && { json: body }) })).status;

  // Reads and idempotent writes only, so the rows can run in any order against one class.
  const rows: [string, string, () => string, unknown, Record<Who, number>][] = [
    [
      "GET",
      "list my classes",
      () => "/api/classes",
      undefined,
      { anonymous: 401, student: 403, "another learner": 403, "teacher of the class": 200, "teacher of another class": 200 },
    ],
    [
      "POST",
      "create a class",
      () => "/api/classes",
      { name: "Matrix", focus: "general_english" },
      { anonymous: 401, student: 403, "another learner": 403, "teacher of the class": 201, "teacher of another class": 201 },
    ],
    [
      "PATCH",
      "edit the class",
      () => `/api/classes/${classId}`,
      { name: "IELTS evening group" },
      { anonymous: 401, student: 403, "another learner": 403, "teacher of the class": 200, "teacher of another class": 404 },
    ],
    [
      "GET",
      "the roster",
      () => `/api/classes/${classId}/roster`,
      undefined,
      { anonymous: 401, student: 403, "another learner": 403, "teacher of the class": 200, "teacher of another class": 404 },
    ],
    [
      "DELETE",
      "remove a student who is not in it",
      () => `/api/classes/${classId}/members/${people["another learner"].id}`,
      undefined,
      { anonymous: 401, student: 403, "another learner": 403, "teacher of the class": 404, "teacher of another class": 404 },
    ],
    [
      "GET",
      "the student's summary",
      () => `/api/unified-progress?user_id=${people.student.id}&type=summary`,
      undefined,
      { anonymous: 401, student: 200, "another learner": 403, "teacher of the class": 200, "teacher of another class": 403 },
    ],
    [
      "GET",
      "my memberships",
      () => "/api/classes/memberships",
      undefined,
      { anonymous: 401, student: 200, "another learner": 200, "teacher of the class": 200, "teacher of another class": 200 },
    ],
    [
      "GET",
      "the invitation",
      () => `/api/classes/join/${code}`,
      undefined,
      { anonymous: 401, student: 200, "another learner": 200, "teacher of the class": 200, "teacher of another class": 200 },
    ],
    [
      "DELETE",
      "leave a class one is not in",
      () => `/api/classes/memberships/no-such-class`,
      undefined,
      { anonymous: 401, student: 404, "another learner": 404, "teacher of the class": 404, "teacher of another class": 404 },
    ],
  ];

  it.each(rows)("%s /api/classes… (%s)", async (method, _what, path, body, expected) => {
    const got: Record<string, number> = {};
    for (const who of Object.keys(expected) as Who[]) got[who] = await as(who, method, path, body)();
    expect(got).toEqual(expected);
  });

  it("rotate and join: anonymous 401, a learner 403 on rotate, the other teacher 404; joining is open to any signed-in learner", async () => {
    expect(await as("anonymous", "POST", () => `/api/classes/${classId}/rotate-code`)()).toBe(401);
    expect(await as("student", "POST", () => `/api/classes/${classId}/rotate-code`)()).toBe(403);
    expect(await as("teacher of another class", "POST", () => `/api/classes/${classId}/rotate-code`)()).toBe(404);
    expect(await as("anonymous", "POST", () => "/api/classes/join", { code })()).toBe(401);
    expect(await as("student", "POST", () => "/api/classes/join", { code })()).toBe(200);
    expect(await as("teacher of the class", "POST", () => "/api/classes/join", { code })()).toBe(409);
    // The student's roster row reaches only their teacher: the other teacher's roster is someone else's class.
    const mine = await call(`/api/classes/${classId}/roster`, people["teacher of the class"].token);
    expect(((await mine.json()) as { students: { student_id: string }[] }).students.map((s) => s.student_id)).toEqual([people.student.id]);
  });

  it("removal and leaving are only the teacher's and the student's own", async () => {
    expect(await as("teacher of another class", "DELETE", () => `/api/classes/${classId}/members/${people.student.id}`)()).toBe(404);
    expect(await as("another learner", "DELETE", () => `/api/classes/${classId}/members/${people.student.id}`)()).toBe(403);
    expect(await as("teacher of another class", "DELETE", () => `/api/classes/memberships/${classId}`)()).toBe(404);
    expect(await as("teacher of the class", "GET", () => `/api/unified-progress?user_id=${people.student.id}&type=summary`)()).toBe(200);
  });
});
