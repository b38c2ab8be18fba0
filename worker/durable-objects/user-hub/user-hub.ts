/**
 * UserHub: one Durable Object per user. It owns the user's live sockets (hibernation API), a short
 * replayable event log, the AI chats with their streamed replies, and the daily AI token budget.
 * Domain state lives in D1; the Worker writes it first and then calls `publish` so the hub fans the
 * event out to every open tab and device of that user. Protocol: worker/contract/realtime.ts.
 */
import { DurableObject } from "cloudflare:workers";
import type { Chat, ChatKind, ChatMessage, CreateChatResponse } from "../../contract/chat";
import {
  CLOSE_ACCOUNT_DELETED,
  CLOSE_PROTOCOL_VIOLATION,
  CLOSE_SESSION_ENDED,
  PING_FRAME,
  PONG_FRAME,
  PROTOCOL_VERSION,
  SESSION_END_GRACE_MS,
  SESSION_ENDED_CODE,
  SESSION_ENDED_MESSAGE,
  SESSION_ENDED_REASON,
  clientFrameSchema,
  type ChatErrorFrame,
  type ClientFrame,
  type HubEvent,
} from "../../contract/realtime";
import { HUB_SESSION_HEADER } from "../../realtime/sessions";
import { isOverBudget, recordTokens } from "./budget";
import { ChatTurns, type TurnRequest } from "./chat-turns";
import { createChat, getChat, listChats, listMessages } from "./chats";
import { eventsAfter, latestSeq, logEvents, numberEvents } from "./events";
import { HubSessions } from "./sessions";
import { attachmentOf, broadcast, send, type SocketAttachment } from "./sockets";
import { sseFrameStream } from "./sse";
import { migrateHubStorage } from "./storage";

const STREAM_HEARTBEAT_MS = 10_000;
/** Frames whose effect is stored: each is refused, and its socket closed, once the socket's session has ended. */
const WRITING_FRAMES: ReadonlySet<ClientFrame["type"]> = new Set(["chat.send", "chat.cancel"]);

export class UserHub extends DurableObject<Env> {
  private readonly sql: SqlStorage;
  private readonly turns: ChatTurns;
  private readonly sessions: HubSessions;
  /** Frames are handled one after another: a session check must not let a later frame overtake an earlier one. */
  private inbox: Promise<void> = Promise.resolve();

  constructor(ctx: DurableObjectState, env: Env) {
    super(ctx, env);
    this.sql = ctx.storage.sql;
    // The user id is the object's name: the Worker reaches a hub only through getByName(userId).
    const userId = ctx.id.name;
    if (!userId) throw new Error("UserHub must be addressed by the user id (getByName)");
    this.turns = new ChatTurns({
      sql: this.sql,
      env,
      userId,
      sockets: () => ctx.getWebSockets(),
    });
    this.sessions = new HubSessions(env.DB, userId);
    ctx.blockConcurrencyWhile(async () => {
      migrateHubStorage(this.sql);
      this.turns.recoverInterrupted();
    });
    // Pings are answered by the runtime itself, so idle sockets never wake the object.
    ctx.setWebSocketAutoResponse(new WebSocketRequestResponsePair(PING_FRAME, PONG_FRAME));
  }

  /** Only the Worker reaches this, after redeeming the caller's realtime ticket for this user. */
  override async fetch(request: Request): Promise<Response> {
    if (request.headers.get("Upgrade")?.toLowerCase() !== "websocket") {
      return new Response("Expected a WebSocket upgrade", { status: 426 });
    }
    const sessionId = request.headers.get(HUB_SESSION_HEADER);
    if (!sessionId) return new Response("The Worker names the socket's session", { status: 400 });
    const { 0: client, 1: server } = new WebSocketPair();
    const attachment: SocketAttachment = { connId: crypto.randomUUID(), sessionId };
    this.ctx.acceptWebSocket(server);
    server.serializeAttachment(attachment);
    send(server, { v: PROTOCOL_VERSION, type: "hello", connId: attachment.connId, lastSeq: latestSeq(this.sql) });
    this.turns.greet(server, attachment.connId);
    return new Response(null, { status: 101, webSocket: client });
  }

  // ---- RPC from the Worker ------------------------------------------------------------------

  /**
   * Through `publishToUser`, which validates: one call per request carries the whole batch, sent in
   * order to every socket and then logged for replay (events.ts says why in that order). `delivered`
   * counts the sockets that got the batch.
   */
  async publish(events: HubEvent[]): Promise<{ seqs: number[]; delivered: number }> {
    const frames = numberEvents(this.sql, events);
    const sockets = this.ctx.getWebSockets();
    let delivered = 0;
    for (const frame of frames) delivered = broadcast(sockets, frame);
    logEvents(this.sql, frames);
    return { seqs: frames.map((f) => f.seq), delivered };
  }

  async listChats(): Promise<Chat[]> {
    return listChats(this.sql);
  }

  async createChat(title: string, kind: ChatKind = "text"): Promise<CreateChatResponse> {
    return createChat(this.sql, title, kind);
  }

  /** One chat of this user, or null. */
  async chat(chatId: string): Promise<Chat | null> {
    return getChat(this.sql, chatId);
  }

  /** The chat's messages oldest first, or null when this user has no such chat. */
  async chatMessages(chatId: string): Promise<ChatMessage[] | null> {
    return getChat(this.sql, chatId) ? listMessages(this.sql, chatId) : null;
  }

  /** The SSE fallback: runs a turn like chat.send and streams its frames, or says why it was refused. */
  async streamReply(request: TurnRequest): Promise<{ stream: ReadableStream<Uint8Array> } | { refused: ChatErrorFrame }> {
    const sse = sseFrameStream();
    const started = this.turns.start(request, sse.listener);
    if ("refused" in started) return started;
    void started.done.finally(sse.close);
    this.keepAwakeWhileStreaming();
    return { stream: sse.readable };
  }

  /** POST /api/chats/:id/cancel: chat.cancel for clients without a socket; null when this user has no such chat. */
  async cancelReply(chatId: string, requestId: string): Promise<boolean | null> {
    return getChat(this.sql, chatId) ? this.turns.cancel(requestId, chatId) : null;
  }

  /** Through worker/ai/budget.ts `withAiBudget`, before a model call. */
  async aiBudgetExceeded(): Promise<boolean> {
    return isOverBudget(this.sql, this.env);
  }

  async recordAiTokens(tokens: number): Promise<void> {
    recordTokens(this.sql, tokens);
  }

  /** A placement result was saved (worker/placement/sessions.ts): the chat reads the new level from its next turn. */
  async assessmentChanged(): Promise<void> {
    this.turns.forgetAssessment();
  }

  /**
   * Through worker/realtime/sessions.ts once sessions have ended: tells every socket of a session D1 no
   * longer has, which then gets nothing more; its client closes it at once (a close the client starts
   * ends the connection at once, one the hub starts here would hold it about 10 s: see
   * worker/contract/realtime.ts), and the alarm closes what is still open after the grace.
   */
  async closeSocketsOfEndedSessions(): Promise<number> {
    const ended = await this.sessions.ended(this.ctx.getWebSockets());
    for (const ws of ended) {
      const attachment = attachmentOf(ws);
      if (attachment) ws.serializeAttachment({ ...attachment, ended: true } satisfies SocketAttachment);
      send(ws, { v: PROTOCOL_VERSION, type: "error", code: SESSION_ENDED_CODE, message: SESSION_ENDED_MESSAGE });
    }
    if (ended.length > 0) await this.ctx.storage.setAlarm(Date.now() + SESSION_END_GRACE_MS);
    return ended.length;
  }

  /**
   * Account deletion: closes the user's sockets and erases everything the hub stores (chats, event
   * log, streams, token usage). The empty schema is put back so this instance stays usable.
   */
  async eraseAll(): Promise<void> {
    for (const ws of this.ctx.getWebSockets()) closeQuietly(ws, CLOSE_ACCOUNT_DELETED, "account deleted");
    await this.ctx.storage.deleteAlarm();
    await this.ctx.storage.deleteAll();
    migrateHubStorage(this.sql);
  }

  // ---- keeping a streaming reply alive -------------------------------------------------------

  /**
   * A reply streams after the event that started it has returned. An alarm every few seconds counts
   * as activity, so the runtime does not put the hub to sleep mid-reply (A1's keepAlive).
   */
  private keepAwakeWhileStreaming(): void {
    void this.ctx.storage.setAlarm(Date.now() + STREAM_HEARTBEAT_MS);
  }

  /** The streaming heartbeat, and the end of an ended session's grace: its sockets still open are closed. */
  override async alarm(): Promise<void> {
    for (const ws of this.ctx.getWebSockets()) {
      if (attachmentOf(ws)?.ended) closeQuietly(ws, CLOSE_SESSION_ENDED, SESSION_ENDED_REASON);
    }
    if (this.turns.streaming) this.keepAwakeWhileStreaming();
  }

  // ---- sockets -------------------------------------------------------------------------------

  override async webSocketMessage(ws: WebSocket, message: string | ArrayBuffer): Promise<void> {
    const handled = this.inbox.then(() => this.receive(ws, message));
    this.inbox = handled.catch(() => {});
    return handled;
  }

  private async receive(ws: WebSocket, message: string | ArrayBuffer): Promise<void> {
    const frame = parseClientFrame(message);
    if (!frame.ok) {
      send(ws, { v: PROTOCOL_VERSION, type: "error", code: "invalid_frame", message: frame.error });
      ws.close(CLOSE_PROTOCOL_VIOLATION, "invalid frame");
      return;
    }
    // A socket already told its session ended gets nothing more: whatever it sends, it is closed (here, at once).
    const ended = attachmentOf(ws)?.ended === true;
    if (ended || (WRITING_FRAMES.has(frame.value.type) && !(await this.sessions.isLive(attachmentOf(ws)?.sessionId)))) {
      send(ws, { v: PROTOCOL_VERSION, type: "error", code: SESSION_ENDED_CODE, message: SESSION_ENDED_MESSAGE });
      closeQuietly(ws, CLOSE_SESSION_ENDED, SESSION_ENDED_REASON);
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
      case "chat.send": {
        const { requestId, chatId, content } = frame.value;
        const started = this.turns.start({ requestId, chatId, content });
        if ("refused" in started) send(ws, started.refused);
        else this.keepAwakeWhileStreaming();
        return;
      }
      case "chat.cancel":
        this.turns.cancel(frame.value.requestId);
        return;
      case "chat.resume_ack":
        this.turns.resume(ws, attachmentOf(ws)?.connId ?? "", frame.value.requestId, frame.value.fromIndex);
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

function closeQuietly(ws: WebSocket, code: number, reason: string): void {
  try {
    ws.close(code, reason);
  } catch {
    // Already closing.
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
