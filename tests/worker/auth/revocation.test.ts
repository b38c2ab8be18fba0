/**
 * Revocation of an access token on /api (worker/lib/auth-middleware.ts): at once for writes, within
 * 60 s for reads. A "sign-out in another isolate" is the session row deleted in D1 without this
 * isolate's cache hearing of it; a "fresh isolate" is the cache cleared.
 */
import { env } from "cloudflare:workers";
import { afterEach, describe, expect, it } from "vitest";
import { app } from "../../../worker/app";
import { LIVE_SESSION_TTL_MS, liveSessions } from "../../../worker/auth/live-sessions";
import { accessToken, BASE, confirmedUser } from "./helpers";

const api = (path: string, token: string, init: RequestInit = {}) =>
  app.fetch(
    new Request(`${BASE}${path}`, {
      ...init,
      headers: { Authorization: `Bearer ${token}`, ...(init.body ? { "Content-Type": "application/json" } : {}) },
    }),
    env,
  );

const read = (token: string) => api("/api/profile", token);
const write = (token: string) => api("/api/preferences", token, { method: "PUT", body: JSON.stringify({ theme: "dark" }) });

async function errorCode(res: Response): Promise<string> {
  return ((await res.json()) as { error: { code: string } }).error.code;
}

/** A signed-in learner whose session this isolate has just seen alive (one read). */
async function cachedSession() {
  const { client } = await confirmedUser();
  const token = await accessToken(client);
  expect((await read(token)).status).toBe(200);
  const sessionId = (JSON.parse(atob(token.split(".")[1]!.replace(/-/g, "+").replace(/_/g, "/"))) as { session_id: string }).session_id;
  return { client, token, sessionId };
}

/** The session ends in another isolate: D1 knows, this isolate's cache does not. */
const endElsewhere = (sessionId: string) => env.DB.prepare("DELETE FROM sessions WHERE id = ?1").bind(sessionId).run();

afterEach(() => {
  liveSessions.clock = Date.now;
});

describe("revoking an access token on /api", () => {
  it("refuses a write and a read with the old token at once after signing out here", async () => {
    const { client, token } = await cachedSession();
    await client.signOut({ scope: "local" });
    const written = await write(token);
    expect(written.status).toBe(403);
    expect(await errorCode(written)).toBe("session_not_found");
    expect((await read(token)).status).toBe(403);
  });

  it("refuses a write at once when the session ended in another isolate", async () => {
    const { token, sessionId } = await cachedSession();
    await endElsewhere(sessionId);
    const written = await write(token);
    expect(written.status).toBe(403);
    expect(await errorCode(written)).toBe("session_not_found");
  });

  it("refuses a read once this isolate's memory of the session has expired (at most 60 s)", async () => {
    const { token, sessionId } = await cachedSession();
    await endElsewhere(sessionId);
    expect((await read(token)).status).toBe(200);
    expect(LIVE_SESSION_TTL_MS).toBeLessThanOrEqual(60_000);
    liveSessions.clock = () => Date.now() + LIVE_SESSION_TTL_MS + 1;
    const res = await read(token);
    expect(res.status).toBe(403);
    expect(await errorCode(res)).toBe("session_not_found");
  });

  it("refuses a read at once in an isolate that had not seen the session", async () => {
    const { token, sessionId } = await cachedSession();
    await endElsewhere(sessionId);
    liveSessions.clear();
    const res = await read(token);
    expect(res.status).toBe(403);
    expect(await errorCode(res)).toBe("session_not_found");
  });
});
