/**
 * UserHub: one Durable Object per user. It owns the user's live sockets (hibernation API) and a
 * short replayable event log. Domain state lives in D1; the Worker writes it first and then calls
 * `publish` so the hub fans the event out to every open tab and device of that user.
 */
import { DurableObject } from "cloudflare:workers";
import {
  CLOSE_PROTOCOL_VIOLATION,
  PING_FRAME,
  PONG_FRAME,
  PROTOCOL_VERSION,
  clientFrameSchema,
  type ClientFrame,
  type HubEvent,
} from "../../worker/contract/realtime";
import { appendEvent, eventsAfter, latestSeq } from "./events";
import { attachmentOf, broadcast, send, type SocketAttachment } from "./sockets";
import { migrateHubStorage } from "./storage";

/** Header the Worker sets after authenticating the upgrade; the browser never chooses it. */
export const HUB_USER_HEADER = "x-hub-user-id";

export class UserHub extends DurableObject<Env> {
  private readonly sql: SqlStorage;

  constructor(ctx: DurableObjectState, env: Env) {
    super(ctx, env);
    this.sql = ctx.storage.sql;
    ctx.blockConcurrencyWhile(async () => migrateHubStorage(this.sql));
    // Pings are answered by the runtime itself, so idle sockets never wake the object.
    ctx.setWebSocketAutoResponse(new WebSocketRequestResponsePair(PING_FRAME, PONG_FRAME));
  }

  override async fetch(request: Request): Promise<Response> {
    const userId = request.headers.get(HUB_USER_HEADER);
    if (request.headers.get("Upgrade")?.toLowerCase() !== "websocket" || !userId) {
      return new Response("Expected an authenticated WebSocket upgrade", { status: 426 });
    }
    const { 0: client, 1: server } = new WebSocketPair();
    const attachment: SocketAttachment = { connId: crypto.randomUUID(), userId, connectedAt: Date.now() };
    this.ctx.acceptWebSocket(server);
    server.serializeAttachment(attachment);
    send(server, { v: PROTOCOL_VERSION, type: "hello", connId: attachment.connId, lastSeq: latestSeq(this.sql) });
    return new Response(null, { status: 101, webSocket: client });
  }

  /** RPC from the Worker (through `publishToUser`, which validates): log the event, deliver it to every socket. */
  async publish(event: HubEvent): Promise<{ seq: number; delivered: number }> {
    const frame = appendEvent(this.sql, event);
    const delivered = broadcast(this.ctx.getWebSockets(), frame);
    return { seq: frame.seq, delivered };
  }

  /** RPC: how many sockets of this user are open (used by health views and tests). */
  async connectionCount(): Promise<number> {
    return this.ctx.getWebSockets().length;
  }

  override async webSocketMessage(ws: WebSocket, message: string | ArrayBuffer): Promise<void> {
    const frame = parseClientFrame(message);
    if (!frame.ok) {
      send(ws, { v: PROTOCOL_VERSION, type: "error", code: "invalid_frame", message: frame.error });
      ws.close(CLOSE_PROTOCOL_VIOLATION, "invalid frame");
      return;
    }
    switch (frame.value.type) {
      case "resume": {
        const missed = eventsAfter(this.sql, frame.value.lastSeq);
        for (const event of missed) send(ws, event);
        send(ws, {
          v: PROTOCOL_VERSION,
          type: "replay_done",
          fromSeq: frame.value.lastSeq,
          toSeq: latestSeq(this.sql),
        });
        return;
      }
      case "echo":
        send(ws, { v: PROTOCOL_VERSION, type: "echo", data: frame.value.data });
        return;
    }
  }

  override async webSocketClose(ws: WebSocket, code: number, reason: string): Promise<void> {
    try {
      ws.close(code === 1005 || code === 1006 ? 1000 : code, reason);
    } catch {
      // Already closed by the runtime.
    }
  }

  override async webSocketError(ws: WebSocket): Promise<void> {
    const attachment = attachmentOf(ws);
    console.warn("UserHub socket error", attachment?.connId);
  }
}

function parseClientFrame(message: string | ArrayBuffer): { ok: true; value: ClientFrame } | { ok: false; error: string } {
  if (typeof message !== "string") return { ok: false, error: "Frames must be JSON text" };
  let json: unknown;
  try {
    json = JSON.parse(message);
  } catch {
    return { ok: false, error: "Frame is not valid JSON" };
  }
  const result = clientFrameSchema.safeParse(json);
  if (!result.success) {
    const issue = result.error.issues[0];
    return { ok: false, error: `Invalid frame: ${issue ? `${issue.path.join(".") || "frame"} ${issue.message}` : "unknown"}` };
  }
  return { ok: true, value: result.data };
}
