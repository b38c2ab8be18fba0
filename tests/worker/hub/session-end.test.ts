import { env } from "cloudflare:workers";
import type { GoTrueClient } from "@supabase/auth-js";
import { eq } from "drizzle-orm";
import { TOTP } from "otpauth";
import { describe, expect, it } from "vitest";
import {
  CLOSE_ACCOUNT_DELETED,
  CLOSE_SESSION_ENDED,
  SESSION_END_GRACE_MS,
  SESSION_ENDED_CODE,
  SESSION_ENDED_REASON,
} from "../../../worker/contract/realtime";
import { createDb } from "../../../worker/db/client";
import { sessions } from "../../../worker/db/schema";
import { accessToken, authFetch, confirmedUser, signIn, workerFetch, BASE, PASSWORD } from "../auth/helpers";
import { openSocket, settle, type TestSocket } from "../helpers";
import { hub, newChat, replyEnd, send } from "./support";

const call = (path: string, token: string, init: RequestInit = {}) =>
  workerFetch()(`${BASE}${path}`, { ...init, headers: { Authorization: `Bearer ${token}`, "Content-Type": "application/json" } });

async function ticketOf(client: GoTrueClient): Promise<string> {
  const res = await call("/api/realtime/ticket", await accessToken(client), { method: "POST" });
  expect(res.status).toBe(200);
  return ((await res.json()) as { ticket: string }).ticket;
}

/**
 * A signed-in device: its auth client and a greeted socket opened with a ticket of its own session. Like
 * the app (src/lib/realtime/connection.ts), it closes the socket with 4002 when the hub says the session
 * ended, unless `ignoresSessionEnd`.
 */
async function device(client: GoTrueClient, { ignoresSessionEnd = false } = {}): Promise<{ client: GoTrueClient; socket: TestSocket }> {
  const socket = await openSocket(await ticketOf(client));
  await socket.next((f) => f.type === "hello");
  if (!ignoresSessionEnd) {
    void socket
      .next((f) => f.type === "error" && f.code === SESSION_ENDED_CODE, 0, 30_000)
      .then(() => socket.ws.close(CLOSE_SESSION_ENDED, SESSION_ENDED_REASON))
      .catch(() => undefined);
  }
  return { client, socket };
}

/** A learner signed in on a laptop and on a phone, each with a socket open. */
async function learnerOnTwoDevices() {
  const { client, email, user } = await confirmedUser();
  const laptop = await device(client);
  const phone = await device((await signIn(email)).client);
  return { userId: user.id, email, laptop, phone };
}

/** The close event, with how long after `since` it arrived. */
async function closing(socket: TestSocket, since: number) {
  const event = await socket.closed;
  return { code: event.code, reason: event.reason, afterMs: Date.now() - since };
}

async function stillOpen(socket: TestSocket) {
  const from = socket.frames.length;
  socket.send({ v: 1, type: "echo", data: "still here" });
  await socket.next((f) => f.type === "echo", from);
}

describe("sockets end with their session", () => {
  it("closes every socket of the user within 1 s of a global sign-out, with 4002 'session ended'", async () => {
    const { laptop, phone } = await learnerOnTwoDevices();
    const unusedTicket = await ticketOf(laptop.client);
    const started = Date.now();
    expect((await phone.client.signOut({ scope: "global" })).error).toBeNull();
    for (const socket of [laptop.socket, phone.socket]) {
      const closed = await closing(socket, started);
      expect(closed).toMatchObject({ code: CLOSE_SESSION_ENDED, reason: "session ended" });
      expect(closed.afterMs).toBeLessThan(1000);
    }
    const late = await workerFetch()(`${BASE}/api/realtime?ticket=${encodeURIComponent(unusedTicket)}`, {
      headers: { Upgrade: "websocket" },
    });
    expect(late.status).toBe(401);
  });

  it("tells a socket that ignores the news nothing more, and closes it itself after the grace", async () => {
    const { client, email, user } = await confirmedUser();
    const stubborn = await device(client, { ignoresSessionEnd: true });
    const other = await device((await signIn(email)).client);
    const started = Date.now();
    expect((await other.client.signOut({ scope: "global" })).error).toBeNull();
    expect(await stubborn.socket.next((f) => f.type === "error")).toMatchObject({ code: SESSION_ENDED_CODE });
    const from = stubborn.socket.frames.length;
    await hub(user.id).publish([{ type: "progress_update", data: { wordsLearned: 1 } }]);
    const closed = await closing(stubborn.socket, started);
    expect(closed).toMatchObject({ code: CLOSE_SESSION_ENDED, reason: "session ended" });
    expect(closed.afterMs).toBeGreaterThanOrEqual(SESSION_END_GRACE_MS - 50);
    expect(closed.afterMs).toBeLessThan(SESSION_END_GRACE_MS + 1000);
    expect(stubborn.socket.frames.slice(from).map((f) => f.type)).toEqual([]);
  });

  it("closes only the signed-out session's socket on a local sign-out", async () => {
    const { userId, laptop, phone } = await learnerOnTwoDevices();
    const started = Date.now();
    expect((await laptop.client.signOut({ scope: "local" })).error).toBeNull();
    expect(await closing(laptop.socket, started)).toMatchObject({ code: CLOSE_SESSION_ENDED, afterMs: expect.any(Number) });
    await stillOpen(phone.socket);
    await hub(userId).publish([{ type: "progress_update", data: { wordsLearned: 1 } }]);
    await phone.socket.next((f) => f.type === "progress_update");
    phone.socket.ws.close();
  });

  it("keeps the current session's socket open and chatting when the others are signed out", async () => {
    const { userId, laptop, phone } = await learnerOnTwoDevices();
    const chat = await newChat(userId);
    const started = Date.now();
    expect((await laptop.client.signOut({ scope: "others" })).error).toBeNull();
    const closed = await closing(phone.socket, started);
    expect(closed).toMatchObject({ code: CLOSE_SESSION_ENDED, reason: "session ended" });
    expect(closed.afterMs).toBeLessThan(1000);
    send(laptop.socket, "after-others", chat.id, "Still signed in here");
    expect(await replyEnd(laptop.socket, "after-others")).toMatchObject({ type: "chat.done" });
    laptop.socket.ws.close();
  });

  it("closes the other sessions' sockets when the password changes", async () => {
    const { laptop, phone } = await learnerOnTwoDevices();
    expect((await laptop.client.updateUser({ password: `${PASSWORD} again` })).error).toBeNull();
    expect((await phone.socket.closed).code).toBe(CLOSE_SESSION_ENDED);
    await stillOpen(laptop.socket);
    laptop.socket.ws.close();
  });

  it.each([
    ["chat.send", (chatId: string) => ({ v: 1, type: "chat.send", requestId: "too-late", chatId, content: "Am I still in?" })],
    ["chat.cancel", () => ({ v: 1, type: "chat.cancel", requestId: "too-late" })],
  ])("refuses %s from a socket whose session ended unannounced, stores nothing and closes with 4002", async (_, frame) => {
    const { client, user } = await confirmedUser();
    const { socket } = await device(client);
    const chat = await newChat(user.id);
    // A session row gone with nobody telling the hub (the hub's own check is the last line).
    await createDb(env.DB).delete(sessions).where(eq(sessions.userId, user.id));
    socket.send(frame(chat.id));
    expect(await socket.next((f) => f.type === "error")).toMatchObject({ code: "session_ended" });
    expect((await socket.closed).code).toBe(CLOSE_SESSION_ENDED);
    await settle();
    expect((await hub(user.id).chatMessages(chat.id))?.map((m) => m.role)).toEqual(["assistant"]);
  });

  it("closes the socket of a session a reused refresh token ended, within 1 s", async () => {
    const overrides = { AUTH_REFRESH_TOKEN_REUSE_INTERVAL: "0" };
    const { email } = await confirmedUser();
    const { client, session } = await signIn(email, PASSWORD, { overrides });
    const { socket } = await device(client);
    await new Promise((resolve) => setTimeout(resolve, 5));
    expect((await client.refreshSession()).error).toBeNull();
    await new Promise((resolve) => setTimeout(resolve, 5));
    const started = Date.now();
    const thief = await authFetch("/token?grant_type=refresh_token", {
      method: "POST",
      json: { refresh_token: session.refresh_token },
      overrides,
    });
    expect(thief.status).toBe(400);
    const closed = await closing(socket, started);
    expect(closed).toMatchObject({ code: CLOSE_SESSION_ENDED, reason: "session ended" });
    expect(closed.afterMs).toBeLessThan(1000);
  });

  it("closes the sockets of the aal1 sessions a newly verified second factor ended, and keeps the verifying one", async () => {
    const { laptop, phone } = await learnerOnTwoDevices();
    const enrolled = await laptop.client.mfa.enroll({ factorType: "totp", friendlyName: "Phone" });
    if (enrolled.error || enrolled.data.type !== "totp") throw enrolled.error ?? new Error("enroll failed");
    const { id: factorId, totp } = enrolled.data;
    const left = 30_000 - (Date.now() % 30_000);
    if (left < 5000) await new Promise((resolve) => setTimeout(resolve, left + 50));
    const code = new TOTP({ secret: totp.secret, algorithm: "SHA1", digits: 6, period: 30 }).generate();
    const started = Date.now();
    expect((await laptop.client.mfa.challengeAndVerify({ factorId, code })).error).toBeNull();
    const closed = await closing(phone.socket, started);
    expect(closed).toMatchObject({ code: CLOSE_SESSION_ENDED, reason: "session ended" });
    expect(closed.afterMs).toBeLessThan(1000);
    await stillOpen(laptop.socket);
    laptop.socket.ws.close();
  });

  it("closes every socket of a deleted account with 4001", async () => {
    const { client, email } = await confirmedUser();
    const { socket } = await device(client);
    const started = Date.now();
    const res = await call("/api/account", await accessToken(client), { method: "DELETE", body: JSON.stringify({ confirmEmail: email }) });
    expect(res.status).toBe(204);
    const closed = await closing(socket, started);
    expect(closed).toMatchObject({ code: CLOSE_ACCOUNT_DELETED, reason: "account deleted" });
    expect(closed.afterMs).toBeLessThan(1000);
  });
});
