import { env } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import { REALTIME_TICKET_TTL_SECONDS } from "../../worker/contract/realtime";
import { createDb } from "../../worker/db/client";
import { issueRealtimeTicket, redeemRealtimeTicket } from "../../worker/realtime/tickets";
import { api, connect, testSession } from "./helpers";

const upgrade = (query: string) => api(`/api/realtime${query}`, { headers: { Upgrade: "websocket" } });

describe("GET /api/realtime (socket upgrade)", () => {
  it("refuses an upgrade without a ticket with 401 JSON", async () => {
    const res = await upgrade("");
    expect(res.status).toBe(401);
    expect(res.webSocket).toBeNull();
    expect((await res.json<{ error: { code: string } }>()).error.code).toBe("invalid_ticket");
  });

  it("refuses a made-up ticket", async () => {
    expect((await upgrade("?ticket=not-a-real-ticket")).status).toBe(401);
  });

  it("accepts a valid ticket once and only once", async () => {
    const { ticket } = await issueRealtimeTicket(createDb(env.DB), { userId: "user-once", sessionId: await testSession("user-once") });
    const first = await upgrade(`?ticket=${ticket}`);
    expect(first.status).toBe(101);
    first.webSocket?.accept();
    first.webSocket?.close();
    expect((await upgrade(`?ticket=${ticket}`)).status).toBe(401);
  });

  it(`refuses a ticket older than ${REALTIME_TICKET_TTL_SECONDS} s`, async () => {
    const past = Date.now() - (REALTIME_TICKET_TTL_SECONDS + 1) * 1000;
    const { ticket } = await issueRealtimeTicket(
      createDb(env.DB),
      { userId: "user-late", sessionId: await testSession("user-late") },
      past,
    );
    expect(await redeemRealtimeTicket(createDb(env.DB), ticket)).toBeNull();
  });

  it("answers 426 JSON to a plain request that carries a valid ticket", async () => {
    const { ticket } = await issueRealtimeTicket(createDb(env.DB), { userId: "user-plain", sessionId: await testSession("user-plain") });
    const res = await api(`/api/realtime?ticket=${ticket}`);
    expect(res.status).toBe(426);
    expect((await res.json<{ error: { code: string } }>()).error.code).toBe("upgrade_required");
  });

  it("greets a new socket with its connection id and the user's latest seq", async () => {
    const socket = await connect("user-hello");
    const hello = await socket.next((f) => f.type === "hello");
    expect(hello).toMatchObject({ v: 1, type: "hello", lastSeq: 0 });
    socket.ws.close();
  });
});
