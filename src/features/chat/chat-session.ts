/**
 * The signed-in user's chat replies in this tab: sent over the hub socket (or over HTTP when the
 * socket is off or failing), assembled by ChatReplies, and folded into the cached messages of their
 * chat as they are saved, so a reply shows exactly once whether it streamed here, in another tab, or
 * resumed after a reload. Failures show 'Ошибка AI Чата' with the reason (spec §8).
 */
import type { QueryClient } from "@tanstack/react-query";
import type { i18n as I18n, TFunction } from "i18next";
import { toast } from "sonner";
import type { ChatListResponse, ChatMessage, ChatMessagesResponse } from "../../../worker/contract/chat";
import { ChatReplies, type ChatReply } from "../../lib/realtime/chat";
import type { RealtimeConnection } from "../../lib/realtime/connection";
import { chatsQueryKey, messagesQueryKey } from "./api";
import { HttpChatConnection } from "./http-chat-connection";

type Transport = "socket" | "http";

/** Inserts or replaces `message` by id, keeping the list oldest first. */
export function withMessage(messages: readonly ChatMessage[], message: ChatMessage): ChatMessage[] {
  const others = messages.filter((known) => known.id !== message.id);
  return [...others, message].sort((a, b) => a.id - b.id);
}

/** The chat moves to the top of the list with the time of its newest message (spec §4: newest-updated first). */
export function withChatTouched(chats: ChatListResponse["chats"], chatId: string, updatedAt: string): ChatListResponse["chats"] {
  const chat = chats.find((known) => known.id === chatId);
  if (!chat) return chats;
  return [{ ...chat, updatedAt }, ...chats.filter((known) => known.id !== chatId)];
}

/** The text shown under 'Ошибка AI Чата' for a reply that ended badly; the provider's own message for model errors. */
function failureText(reply: ChatReply, t: TFunction<"chat">): string {
  const error = reply.error;
  if (!error) return t("errors.replyFailed");
  if (error.code === "model_error") return error.message || t("errors.replyFailed");
  return t(`errors.codes.${error.code}`);
}

export class ChatSession {
  private readonly socketReplies: ChatReplies | null;
  private httpReplies: ChatReplies | null = null;
  private readonly httpRequests = new Set<string>();
  private readonly live = new Map<string, ChatReply>();
  private readonly listeners = new Set<() => void>();
  private snapshot: readonly ChatReply[] = [];

  constructor(
    private readonly userId: string,
    private readonly connection: RealtimeConnection,
    private readonly queryClient: QueryClient,
    /** The app's i18next instance: toasts speak the interface language of the moment they show. */
    private readonly i18n: I18n,
  ) {
    this.socketReplies = connection.disabled ? null : new ChatReplies(connection);
    this.socketReplies?.onReply((reply) => this.receive(reply, "socket"));
  }

  /** Sends a message; the socket when it is usable, else the HTTP fallback. Returns the request id. */
  send(chatId: string, content: string): string {
    const status = this.connection.status;
    if (this.socketReplies && status !== "error" && status !== "disconnected") return this.socketReplies.send(chatId, content);
    return this.http().send(chatId, content);
  }

  cancel(requestId: string): void {
    if (this.httpRequests.has(requestId)) this.httpReplies?.cancel(requestId);
    else this.socketReplies?.cancel(requestId);
  }

  /** Replies still streaming, in the order they started. */
  replies = (): readonly ChatReply[] => this.snapshot;

  subscribe = (listener: () => void): (() => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };

  private http(): ChatReplies {
    if (!this.httpReplies) {
      this.httpReplies = new ChatReplies(new HttpChatConnection());
      this.httpReplies.onReply((reply) => this.receive(reply, "http"));
    }
    return this.httpReplies;
  }

  private receive(reply: ChatReply, transport: Transport): void {
    // The user's socket also hears a turn sent over HTTP; the HTTP stream is the one this tab follows.
    if (transport === "http") this.httpRequests.add(reply.requestId);
    else if (this.httpRequests.has(reply.requestId)) return;

    if (reply.userMessage) this.saveMessage(reply.userMessage);
    if (reply.status === "streaming") {
      this.live.set(reply.requestId, reply);
    } else {
      this.live.delete(reply.requestId);
      if (reply.message) this.saveMessage(reply.message);
      if (reply.status === "expired") void this.queryClient.invalidateQueries({ queryKey: messagesQueryKey(this.userId, reply.chatId) });
      if (reply.status === "error" || reply.error?.code === "interrupted") {
        const t = this.i18n.getFixedT(null, "chat");
        toast.error(t("errors.chatFailed"), { description: failureText(reply, t) });
      }
    }
    this.snapshot = [...this.live.values()];
    for (const listener of this.listeners) listener();
  }

  private saveMessage(message: ChatMessage): void {
    const queryKey = messagesQueryKey(this.userId, message.chatId);
    this.queryClient.setQueryData<ChatMessagesResponse>(queryKey, (data) => data && { messages: withMessage(data.messages, message) });
    this.queryClient.setQueryData<ChatListResponse>(
      chatsQueryKey(this.userId),
      (data) => data && { chats: withChatTouched(data.chats, message.chatId, message.createdAt) },
    );
    // A load that started before this message was saved would overwrite it: load again.
    if (this.queryClient.isFetching({ queryKey }) > 0) void this.queryClient.invalidateQueries({ queryKey });
  }
}

const sessions = new WeakMap<RealtimeConnection, ChatSession>();

/** One session per socket connection (a new user or a new sign-in gets a new one). */
export function chatSessionFor(userId: string, connection: RealtimeConnection, queryClient: QueryClient, i18n: I18n): ChatSession {
  let session = sessions.get(connection);
  if (!session) {
    session = new ChatSession(userId, connection, queryClient, i18n);
    sessions.set(connection, session);
  }
  return session;
}
