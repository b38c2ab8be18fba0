/**
 * Chat turns: a user message in, the assistant's reply streamed to every socket of the user (and to
 * an SSE response when the turn came over HTTP), buffered for resume, saved when it ends. The
 * protocol and the resume handshake are described in worker/contract/realtime.ts.
 *
 * No gap, no duplicate: sending a chunk and storing it happen in one synchronous step, and so does
 * a replay (read the stored chunks, send them, rejoin the live broadcast). A socket that joined
 * mid-reply is held out of that reply's live chunks until it acknowledges `chat.resuming`.
 */
import { streamChatReply } from "../../ai/chat";
import { loadAssessment, loadPreferredLanguage, type AssessmentData } from "../../ai/assessment";
import { createDb } from "../../db/client";
import { TOKEN_LIMIT_MESSAGE } from "../../contract/ai";
import {
  CHAT_CONTEXT_MESSAGES,
  CHAT_ERROR_MESSAGES,
  CHAT_REPLY_FAILED_MESSAGE,
  type ChatErrorCode,
  type ChatMessage,
} from "../../contract/chat";
import { PROTOCOL_VERSION, type ChatDoneFrame, type ChatErrorFrame, type ServerFrame } from "../../contract/realtime";
import { isOverBudget, recordTokens } from "./budget";
import { appendMessage, contextBefore, getChat, getMessage } from "./chats";
import { attachmentOf, broadcast, send } from "./sockets";
import {
  appendChunk,
  bufferedText,
  chunksFrom,
  finishStream,
  getStream,
  pruneFinishedStreams,
  startStream,
  streamExists,
  unfinishedStreams,
  type StreamRecord,
} from "./streams";

/** Something besides the user's sockets that follows one turn: the SSE fallback response. */
export type TurnListener = { send(frameJson: string): void };

export type TurnRequest = { requestId: string; chatId: string; content: string };

type LiveTurn = {
  requestId: string;
  chatId: string;
  abort: AbortController;
  nextIndex: number;
  /** Sockets (by connId) that joined mid-reply and have not acknowledged `chat.resuming` yet. */
  pending: Set<string>;
  listener: TurnListener | null;
};

type TurnsContext = {
  sql: SqlStorage;
  env: Env;
  userId: string;
  sockets(): WebSocket[];
};

/** The frame that ends a reply (done or error), rebuilt from its stored record, live and on replay alike. */
function finalFrame(sql: SqlStorage, record: StreamRecord): ChatDoneFrame | ChatErrorFrame {
  const message = record.messageId === null ? null : getMessage(sql, record.messageId);
  const base = { v: PROTOCOL_VERSION, requestId: record.requestId, chatId: record.chatId } as const;
  if (record.status === "complete" && message) return { ...base, type: "chat.done", message };
  const code: ChatErrorCode = record.status === "cancelled" ? "cancelled" : record.status === "interrupted" ? "interrupted" : "model_error";
  return { ...base, type: "chat.error", code, message: record.errorMessage ?? CHAT_REPLY_FAILED_MESSAGE, reply: message };
}

function refusal(request: TurnRequest, code: ChatErrorCode, message: string): ChatErrorFrame {
  return { v: PROTOCOL_VERSION, type: "chat.error", requestId: request.requestId, chatId: request.chatId, code, message, reply: null };
}

/** Provider messages can be long or multi-line; the chat shows one short line. */
function errorText(err: unknown): string {
  const text = err instanceof Error ? err.message : "";
  return text.trim().slice(0, 300) || CHAT_REPLY_FAILED_MESSAGE;
}

/**
 * The assessment changes rarely; reading D1 once per few minutes keeps it off each turn's first token.
 * A new placement result drops the cached one at once (`forgetAssessment`).
 */
const ASSESSMENT_CACHE_MS = 5 * 60 * 1000;

export class ChatTurns {
  private readonly live = new Map<string, LiveTurn>();
  private assessment: { value: Promise<AssessmentData | null>; at: number } | null = null;

  constructor(private readonly ctx: TurnsContext) {}

  /** Whether a reply is being streamed right now. */
  get streaming(): boolean {
    return this.live.size > 0;
  }

  /**
   * Run once when the hub starts: a reply still marked streaming lost its model call with the
   * previous instance. Its stored part becomes a partial message and every socket is told.
   */
  recoverInterrupted(): void {
    pruneFinishedStreams(this.ctx.sql);
    for (const stream of unfinishedStreams(this.ctx.sql)) {
      const text = bufferedText(this.ctx.sql, stream.requestId);
      const reply = text ? appendMessage(this.ctx.sql, stream.chatId, "assistant", text, "partial") : null;
      finishStream(this.ctx.sql, stream.requestId, "interrupted", reply?.id ?? null, CHAT_ERROR_MESSAGES.interrupted);
      const record = getStream(this.ctx.sql, stream.requestId);
      if (record) broadcast(this.ctx.sockets(), finalFrame(this.ctx.sql, record));
    }
  }

  /** A socket just connected: announce each reply in flight and hold the socket out of it until it acknowledges. */
  greet(ws: WebSocket, connId: string): void {
    for (const turn of this.live.values()) {
      turn.pending.add(connId);
      send(ws, { v: PROTOCOL_VERSION, type: "chat.resuming", requestId: turn.requestId, chatId: turn.chatId });
    }
  }

  /**
   * Starts a turn, or refuses it with the chat.error frame to send back (nothing is saved then).
   * `done` settles when the reply has ended and been saved.
   */
  start(request: TurnRequest, listener: TurnListener | null = null): { refused: ChatErrorFrame } | { done: Promise<void> } {
    const { sql } = this.ctx;
    if (!getChat(sql, request.chatId)) return { refused: refusal(request, "chat_not_found", CHAT_ERROR_MESSAGES.chat_not_found) };
    if ([...this.live.values()].some((t) => t.chatId === request.chatId)) {
      return { refused: refusal(request, "busy", CHAT_ERROR_MESSAGES.busy) };
    }
    if (streamExists(sql, request.requestId)) {
      return { refused: refusal(request, "duplicate_request", CHAT_ERROR_MESSAGES.duplicate_request) };
    }
    if (isOverBudget(sql, this.ctx.env)) {
      return { refused: refusal(request, "token_limit_exceeded", TOKEN_LIMIT_MESSAGE) };
    }

    pruneFinishedStreams(sql);
    const userMessage = appendMessage(sql, request.chatId, "user", request.content, "complete");
    startStream(sql, request.requestId, request.chatId);
    const turn: LiveTurn = {
      requestId: request.requestId,
      chatId: request.chatId,
      abort: new AbortController(),
      nextIndex: 0,
      pending: new Set(),
      listener,
    };
    this.live.set(turn.requestId, turn);
    this.deliver(turn, { v: PROTOCOL_VERSION, type: "chat.accepted", requestId: turn.requestId, chatId: turn.chatId, userMessage });
    return { done: this.run(turn, userMessage) };
  }

  /** Stops a reply's model call (of chat `chatId` when given); false when no such reply is streaming. */
  cancel(requestId: string, chatId?: string): boolean {
    const turn = this.live.get(requestId);
    if (!turn || (chatId !== undefined && turn.chatId !== chatId)) return false;
    turn.abort.abort();
    return true;
  }

  /** chat.resume_ack: replay the stored chunks from `fromIndex`, then rejoin the live reply (or get its end). */
  resume(ws: WebSocket, connId: string, requestId: string, fromIndex: number): void {
    const { sql } = this.ctx;
    const record = getStream(sql, requestId);
    if (!record) {
      send(ws, { v: PROTOCOL_VERSION, type: "chat.resume_none", requestId });
      return;
    }
    const chunks = chunksFrom(sql, requestId, fromIndex);
    for (const chunk of chunks) {
      send(ws, {
        v: PROTOCOL_VERSION,
        type: "chat.chunk",
        requestId,
        chatId: record.chatId,
        index: chunk.index,
        text: chunk.text,
        replay: true,
      });
    }
    const turn = this.live.get(requestId);
    const nextIndex = turn?.nextIndex ?? (chunks.at(-1)?.index ?? fromIndex - 1) + 1;
    send(ws, { v: PROTOCOL_VERSION, type: "chat.replay_complete", requestId, nextIndex });
    if (turn) turn.pending.delete(connId);
    else send(ws, finalFrame(sql, record));
  }

  private async run(turn: LiveTurn, userMessage: ChatMessage): Promise<void> {
    const { sql, env } = this.ctx;
    let text = "";
    let tokens = 0;
    let failure: unknown = null;
    try {
      const history = contextBefore(sql, turn.chatId, userMessage.id, CHAT_CONTEXT_MESSAGES);
      const assessment = await this.learnerAssessment();
      const kind = getChat(sql, turn.chatId)?.kind ?? "text";
      const learnerLanguage = () => loadPreferredLanguage(createDb(env.DB), this.ctx.userId);
      const input = { history, message: userMessage.content, assessment, kind, learnerLanguage };
      for await (const part of streamChatReply(env, input, turn.abort.signal)) {
        if (part.type === "usage") {
          tokens = part.tokens;
          continue;
        }
        const index = turn.nextIndex++;
        text += part.text;
        // Sent before it is stored, in the same synchronous step: a pending write holds back every
        // later send until it is durable, so writing first would delay each chunk by a commit.
        this.deliver(turn, {
          v: PROTOCOL_VERSION,
          type: "chat.chunk",
          requestId: turn.requestId,
          chatId: turn.chatId,
          index,
          text: part.text,
        });
        appendChunk(sql, turn.requestId, index, part.text);
      }
    } catch (err) {
      failure = err;
    }
    recordTokens(sql, tokens);

    this.live.delete(turn.requestId);
    if (turn.abort.signal.aborted) {
      const reply = text ? appendMessage(sql, turn.chatId, "assistant", text, "partial") : null;
      finishStream(sql, turn.requestId, "cancelled", reply?.id ?? null, CHAT_ERROR_MESSAGES.cancelled);
    } else if (failure !== null) {
      console.error("chat reply failed", failure);
      // The user's message is already saved; what the model sent before failing is kept too.
      const reply = text ? appendMessage(sql, turn.chatId, "assistant", text, "error") : null;
      finishStream(sql, turn.requestId, "error", reply?.id ?? null, errorText(failure));
    } else {
      const reply = appendMessage(sql, turn.chatId, "assistant", text, "complete");
      finishStream(sql, turn.requestId, "complete", reply.id);
    }
    const record = getStream(sql, turn.requestId);
    if (record) this.deliver(turn, finalFrame(sql, record));
  }

  /** The learner's assessment changed: the next turn reads it from D1. */
  forgetAssessment(): void {
    this.assessment = null;
  }

  private learnerAssessment(): Promise<AssessmentData | null> {
    const now = Date.now();
    if (!this.assessment || now - this.assessment.at > ASSESSMENT_CACHE_MS) {
      this.assessment = { value: loadAssessment(createDb(this.ctx.env.DB), this.ctx.userId), at: now };
    }
    return this.assessment.value;
  }

  /** One frame of a turn to every socket that follows it live, and to its listener. */
  private deliver(turn: LiveTurn, frame: ServerFrame): void {
    const json = JSON.stringify(frame);
    for (const ws of this.ctx.sockets()) {
      const attachment = attachmentOf(ws);
      if (attachment?.ended || (turn.pending.size > 0 && turn.pending.has(attachment?.connId ?? ""))) continue;
      try {
        ws.send(json);
      } catch {
        // A socket closing right now; its close handler cleans up.
      }
    }
    turn.listener?.send(json);
  }
}
