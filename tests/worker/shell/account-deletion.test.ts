import type { GoTrueClient } from "@supabase/auth-js";
import { env } from "cloudflare:workers";
import * as OTPAuth from "otpauth";
import { beforeAll, describe, expect, it } from "vitest";
import { OWNER_COLUMNS, ownedTables } from "../../../worker/account/erase";
import { accessToken, confirmedUser, latestMail } from "../auth/helpers";
import type { WritingTask2Set } from "../../../worker/contract/ielts-content";
import { CONTENT, seedContent, toneWav } from "../ielts/helpers";
import { createDb } from "../../../worker/db/client";
import { completeLesson } from "../../../worker/lessons/player";
import { insertLesson } from "../lessons/fixtures";
import { request } from "../vocabulary/helpers";

const TASK2 = CONTENT.find((f): f is WritingTask2Set => f.kind === "ielts_writing_task2_set")!.prompts[0]!;

type Learner = { id: string; email: string; client: GoTrueClient; token: string };

async function learner(): Promise<Learner> {
  const { client, user, email } = await confirmedUser();
  return { id: user.id, email, client, token: await accessToken(client) };
}

async function ok(as: Learner, path: string, init: RequestInit & { json?: unknown } = {}, status = 200): Promise<unknown> {
  const res = await request(path, init, as.token);
  const text = await res.text();
  expect(res.status, `${init.method ?? "GET"} ${path}: ${text}`).toBe(status);
  return text ? JSON.parse(text) : null;
}

/** Gives the learner data in every part of the product: D1 rows of each domain, an R2 recording, hub chats. */
async function fillAccount(as: Learner): Promise<string> {
  await ok(as, "/api/profile", { method: "PATCH", json: { fullName: "Data Owner", timezone: "Asia/Almaty" } });
  await ok(as, "/api/preferences", { method: "PUT", json: { theme: "dark" } });
  await ok(as, "/api/customization", { method: "PUT", json: { onboardingStep: 3, completedSteps: ["welcome", "vocabulary", "ai-chat"] } });
  await ok(as, "/api/progress/goals", { method: "PATCH", json: { daily_goal: 5, target_band: 7, exam_date: "2027-06-01" } });
  await ok(as, "/api/vocabulary/settings", { method: "PATCH", json: { desiredRetention: 0.85 } });
  await ok(as, "/api/categories", { method: "POST", json: { name: "Travel" } }, 201);
  const word = (await ok(as, "/api/words", { method: "POST", json: { word: "itinerary" } }, 201)) as { id: string };
  await ok(as, `/api/words/${word.id}/srs`, { method: "POST" }, 201);
  await ok(as, "/api/srs/reviews", { method: "POST", json: { wordId: word.id, rating: "good", idempotencyKey: crypto.randomUUID() } }, 201);
  // A finished lesson of someone else's (its progress row and its lesson_completed event are the learner's).
  const teacher = await learner();
  const db = createDb(env.DB);
  const lesson = await insertLesson(db, teacher.id);
  await completeLesson(env, db, as.id, lesson);
  await ok(
    as,
    "/api/ielts/submissions",
    {
      method: "POST",
      json: {
        section: "writing",
        clientId: crypto.randomUUID(),
        promptId: TASK2.id,
        user_writing: "Some people think that travel broadens the mind. ".repeat(10),
      },
    },
    201,
  );
  const upload = (await ok(as, "/api/audio", { method: "POST", body: toneWav(0.2), headers: { "Content-Type": "audio/wav" } }, 201)) as {
    key: string;
  };
  await ok(as, "/api/chats", { method: "POST", json: { title: "IELTS plan" } }, 201);
  await as.client.mfa.enroll({ factorType: "totp", friendlyName: "phone" });
  return upload.key;
}

/** Every table of the migrated database with an owner column, from SQLite's catalogue (D1 hides Cloudflare's own tables). */
async function tablesWithOwnerColumns(): Promise<{ table: string; column: string }[]> {
  const { results } = await env.DB.prepare(
    `SELECT m.name AS "table", p.name AS "column" FROM sqlite_master AS m JOIN pragma_table_info(m.name) AS p
      WHERE m.type = 'table' AND m.name NOT LIKE '\\_cf\\_%' ESCAPE '\\' AND m.name NOT LIKE 'sqlite\\_%' ESCAPE '\\' AND m.name <> 'd1_migrations'
        AND p.name IN (${OWNER_COLUMNS.map(() => "?").join(", ")}) ORDER BY m.name, p.name`,
  )
    .bind(...OWNER_COLUMNS)
    .all<{ table: string; column: string }>();
  return results;
}

/** Rows per (table, owner column) that name `userId`, for every table with an owner column. */
async function rowsOf(userId: string): Promise<Record<string, number>> {
  const counts: Record<string, number> = {};
  for (const { table, column } of await tablesWithOwnerColumns()) {
    const row = await env.DB.prepare(`SELECT count(*) AS n FROM "${table}" WHERE "${column}" = ?`).bind(userId).first<{ n: number }>();
    counts[`${table}.${column}`] = row?.n ?? 0;
  }
  for (const [table, column] of [
    ["users", "id"],
    ["profiles", "id"],
  ] as const) {
    const row = await env.DB.prepare(`SELECT count(*) AS n FROM ${table} WHERE ${column} = ?`).bind(userId).first<{ n: number }>();
    counts[`${table}.${column}`] = row?.n ?? 0;
  }
  return counts;
}

const nonEmpty = (counts: Record<string, number>) =>
  Object.entries(counts)
    .filter(([, n]) => n > 0)
    .map(([name]) => name);
const deleteAccount = (as: Learner, confirmEmail = as.email) =>
  request("/api/account", { method: "DELETE", json: { confirmEmail } }, as.token);

describe("DELETE /api/account", () => {
  beforeAll(seedContent);

  it("knows every table of the database that has an owner column", async () => {
    expect(ownedTables()).toEqual(await tablesWithOwnerColumns());
  });

  it("deletes every D1 row, R2 object and hub record of the user, and nothing of anyone else", { timeout: 30_000 }, async () => {
    const [me, other] = await Promise.all([learner(), learner()]);
    const [myRecording, otherRecording] = [await fillAccount(me), await fillAccount(other)];
    const before = { me: await rowsOf(me.id), other: await rowsOf(other.id) };
    // The data really reaches the main domains, so "nothing left" below means something.
    expect(nonEmpty(before.me)).toEqual(
      expect.arrayContaining([
        "users.id",
        "profiles.id",
        "user_preferences.user_id",
        "user_customization_settings.user_id",
        "learner_goals.user_id",
        "vocabulary_settings.user_id",
        "categories.user_id",
        "words.user_id",
        "srs_cards.user_id",
        "review_logs.user_id",
        "progress_events.user_id",
        "lesson_progress.user_id",
        "ielts_submissions.user_id",
        "ielts_writing_history.user_id",
        "sessions.user_id",
        "identities.user_id",
        "mfa_factors.user_id",
      ]),
    );
    expect(await env.DB.prepare("SELECT count(*) AS n FROM dev_mailbox WHERE to_email = ?").bind(me.email).first("n")).toBeGreaterThan(0);

    const res = await deleteAccount(me);
    expect(res.status, await res.text()).toBe(204);

    expect(nonEmpty(await rowsOf(me.id))).toEqual([]);
    expect(await env.DB.prepare("SELECT count(*) AS n FROM dev_mailbox WHERE to_email = ?").bind(me.email).first("n")).toBe(0);
    expect(await env.AUDIO.head(myRecording)).toBeNull();
    expect(await env.USER_HUB.getByName(me.id).listChats()).toEqual([]);

    expect(await rowsOf(other.id)).toEqual(before.other);
    expect(await env.AUDIO.head(otherRecording)).not.toBeNull();
    expect((await env.USER_HUB.getByName(other.id).listChats()).map((chat) => chat.title)).toEqual(["IELTS plan"]);
    expect(await env.DB.prepare("SELECT count(*) AS n FROM dev_mailbox WHERE to_email = ?").bind(other.email).first("n")).toBeGreaterThan(
      0,
    );
  });

  it("ends the account: its token and password no longer work, and the address can sign up afresh", async () => {
    const me = await learner();
    expect((await deleteAccount(me)).status).toBe(204);
    expect((await request("/api/profile", {}, me.token)).status).toBe(403);
    const { error } = await me.client.signInWithPassword({ email: me.email, password: "correct horse battery" });
    expect(error?.code).toBe("invalid_credentials");
    const again = await confirmedUser(me.email);
    expect(again.user.id).not.toBe(me.id);
    expect(await latestMail(me.email)).toBeTruthy();
  });

  it("needs the account's email address typed as confirmation (400 otherwise, nothing deleted)", async () => {
    const me = await learner();
    const res = await deleteAccount(me, "someone@example.com");
    expect(res.status).toBe(400);
    expect(((await res.json()) as { error: { code: string } }).error.code).toBe("confirmation_mismatch");
    expect((await request("/api/profile", {}, me.token)).status).toBe(200);
    expect((await request("/api/account", { method: "DELETE", json: {} }, me.token)).status).toBe(400);
    expect(
      (await request("/api/account", { method: "DELETE", body: "nope", headers: { "Content-Type": "application/json" } }, me.token)).status,
    ).toBe(400);
  });

  it("needs a two-factor code (an aal2 session) once two-factor authentication is on", async () => {
    const me = await learner();
    const { data } = await me.client.mfa.enroll({ factorType: "totp", friendlyName: "phone" });
    const totp = new OTPAuth.TOTP({ secret: OTPAuth.Secret.fromBase32(data!.totp.secret) });
    const verified = await me.client.mfa.challengeAndVerify({ factorId: data!.id, code: totp.generate() });
    expect(verified.error).toBeNull();
    const { data: password } = await me.client.signInWithPassword({ email: me.email, password: "correct horse battery" });
    const aal1 = { ...me, token: password.session!.access_token };

    const refused = await deleteAccount(aal1);
    expect(refused.status).toBe(403);
    expect(((await refused.json()) as { error: { code: string } }).error.code).toBe("mfa_required");

    const { data: stepUp } = await me.client.mfa.challengeAndVerify({
      factorId: data!.id,
      code: totp.generate({ timestamp: Date.now() + 30_000 }),
    });
    expect((await deleteAccount({ ...me, token: stepUp!.access_token })).status).toBe(204);
  });

  it("refuses callers without an account (401)", async () => {
    expect((await request("/api/account", { method: "DELETE", json: { confirmEmail: "a@example.com" } })).status).toBe(401);
  });
});
