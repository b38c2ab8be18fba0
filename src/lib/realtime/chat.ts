/**
 * Chat replies over the hub socket, assembled in the browser: send a message, follow the reply's
 * chunks by index (each counted once), answer the hub's `chat.resuming` with the index this tab
 * already has, and ask for the rest itself after a reconnect. The chat UI subscribes with `onReply`.
 * Protocol and resume handshake: worker/contract/realtime.ts.
 */
import type { ChatErrorCode, ChatMessage } from "../../../worker/contract/chat";
import { PROTOCOL_VERSION, type ChatFrame, type ServerFrame } from "../../../worker/contract/realtime";
import type { HelloInfo, RealtimeConnection } from "./connection";

/**
 * streaming: chunks arriving; complete: saved; partial: cut short (cancelled, or the hub
 * restarted) and saved as far as it got; error: failed or refused; expired: the hub no longer keeps
 * this reply, reload the chat's messages over REST.
 */
export type ReplyStatus = "streaming" | "complete" | "partial" | "error" | "expired";

export type ChatReply = {
  requestId: string;
  chatId: string;
  /** The reply so far (the saved message's content once it ends). */
  text: string;
  /** Index of the next chunk this tab needs. */
  nextIndex: number;
  status: ReplyStatus;
  userMessage: ChatMessage | null;
  /** The saved assistant message, when there is one. */
  message: ChatMessage | null;
  error: { code: ChatErrorCode; message: string } | null;
};

type Connection = Pick<RealtimeConnection, "send" | "onFrame" | "onHello">;

const isChatFrame = (frame: ServerFrame): frame is ChatFrame => frame.type.startsWith("chat.");

export class ChatReplies {
  private readonly replies = new Map<string, ChatReply>();
  /** Replies this tab already asked the hub to replay on the current connection. */
  private acknowledged = new Set<string>();
  private readonly listeners = new Set<(reply: ChatReply) => void>();
  private readonly unsubscribe: (() => void)[];

  constructor(
    private readonly connection: Connection,
    private readonly newRequestId: () => string = () => crypto.randomUUID(),
  ) {
    this.unsubscribe = [
      connection.onFrame((frame) => isChatFrame(frame) && this.receive(frame)),
      connection.onHello((info) => this.reconnected(info)),
    ];
  }

  /** Sends a message to a chat; the reply is reported through `onReply` under the returned request id. */
  send(chatId: string, content: string): string {
    const requestId = this.newRequestId();
    this.update(this.reply(requestId, chatId));
    this.connection.send({ v: PROTOCOL_VERSION, type: "chat.send", requestId, chatId, content });
    return requestId;
  }

  cancel(requestId: string): void {
    this.connection.send({ v: PROTOCOL_VERSION, type: "chat.cancel", requestId });
  }

  get(requestId: string): ChatReply | undefined {
    return this.replies.get(requestId);
  }

  /** Called with a fresh copy of a reply whenever it changes, also for replies started in another tab. */
  onReply(listener: (reply: ChatReply) => void): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  dispose(): void {
    for (const stop of this.unsubscribe) stop();
    this.listeners.clear();
  }

  private reply(requestId: string, chatId: string): ChatReply {
    return (
      this.replies.get(requestId) ?? {
        requestId,
        chatId,
        text: "",
        nextIndex: 0,
        status: "streaming",
        userMessage: null,
        message: null,
        error: null,
      }
    );
  }

  private receive(frame: ChatFrame): void {
    const known = this.replies.get(frame.requestId);
    switch (frame.type) {
      case "chat.accepted":
        return this.update({ ...this.reply(frame.requestId, frame.chatId), userMessage: frame.userMessage });
      case "chat.resuming": {
        const reply = this.reply(frame.requestId, frame.chatId);
        this.update(reply);
        return this.acknowledge(reply);
      }
      case "chat.chunk": {
        const reply = this.reply(frame.requestId, frame.chatId);
        if (frame.index < reply.nextIndex) return;
        if (frame.index > reply.nextIndex) {
          // A gap (this tab missed chunks without being told): fetch them; the replay fills it in order.
          this.acknowledged.delete(reply.requestId);
          return this.acknowledge(reply);
        }
        return this.update({ ...reply, text: reply.text + frame.text, nextIndex: reply.nextIndex + 1 });
      }
      case "chat.done":
        return this.update({
          ...this.reply(frame.requestId, frame.chatId),
          text: frame.message.content,
          status: "complete",
          message: frame.message,
        });
      case "chat.error": {
        const reply = this.reply(frame.requestId, frame.chatId);
        const status: ReplyStatus = frame.code === "cancelled" || frame.code === "interrupted" ? "partial" : "error";
        return this.update({
          ...reply,
          text: frame.reply?.content ?? reply.text,
          status,
          message: frame.reply,
          error: { code: frame.code, message: frame.message },
        });
      }
      case "chat.resume_none":
        if (known) this.update({ ...known, status: "expired" });
        return;
      case "chat.replay_complete":
        return;
    }
  }

  /** After a reconnect, ask for the rest of every reply that was still streaming. */
  private reconnected({ resumed }: HelloInfo): void {
    this.acknowledged = new Set();
    if (!resumed) return;
    for (const reply of this.replies.values()) if (reply.status === "streaming") this.acknowledge(reply);
  }

  private acknowledge(reply: ChatReply): void {
    if (this.acknowledged.has(reply.requestId)) return;
    this.acknowledged.add(reply.requestId);
    this.connection.send({ v: PROTOCOL_VERSION, type: "chat.resume_ack", requestId: reply.requestId, fromIndex: reply.nextIndex });
  }

  private update(reply: ChatReply): void {
    this.replies.set(reply.requestId, reply);
    for (const listener of this.listeners) listener({ ...reply });
  }
}
