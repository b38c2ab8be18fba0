import { QueryClient } from "@tanstack/react-query";
import i18next from "i18next";
import { toast } from "sonner";
import { beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { chatsQueryKey, messagesQueryKey } from "../../../src/features/chat/api";
import { ChatSession } from "../../../src/features/chat/chat-session";
import type { HelloInfo, RealtimeConnection } from "../../../src/lib/realtime/connection";
import en from "../../../src/locales/en/chat.json";
import ru from "../../../src/locales/ru/chat.json";
import type { ChatListResponse, ChatMessage, ChatMessagesResponse } from "../../../worker/contract/chat";
import type { ClientFrame, ServerFrame } from "../../../worker/contract/realtime";

vi.mock("sonner", () => ({ toast: { error: vi.fn(), success: vi.fn() } }));

const i18n = i18next.createInstance();
beforeAll(async () => {
  await i18n.init({ lng: "ru", resources: { en: { chat: en }, ru: { chat: ru } }, interpolation: { escapeValue: false } });
});
beforeEach(() => vi.mocked(toast.error).mockClear());

/** The hub socket as the session sees it; the test plays the hub. */
function fakeSocket() {
  const sent: ClientFrame[] = [];
  let onFrame: (frame: ServerFrame) => void = () => {};
  const connection = {
    disabled: false,
    status: "connected",
    send: (frame: ClientFrame) => sent.push(frame) > 0,
    onFrame: (listener: (frame: ServerFrame) => void) => ((onFrame = listener), () => {}),
    onHello: (_listener: (hello: HelloInfo) => void) => () => {},
  };
  return { sent, connection: connection as unknown as RealtimeConnection, hub: (frame: ServerFrame) => onFrame(frame) };
}

const at = (minute: number) => `2026-10-01T10:${String(minute).padStart(2, "0")}:00.000Z`;
const message = (id: number, role: ChatMessage["role"], content: string, status: ChatMessage["status"] = "complete"): ChatMessage => ({
  id,
  chatId: "c1",
  role,
  content,
  status,
  createdAt: at(id),
});

function setup() {
  const socket = fakeSocket();
  const queryClient = new QueryClient();
  queryClient.setQueryData<ChatMessagesResponse>(messagesQueryKey("u1", "c1"), { messages: [message(1, "assistant", "Здравствуйте!")] });
  queryClient.setQueryData<ChatListResponse>(chatsQueryKey("u1"), {
    chats: [
      { id: "c2", title: "Newer", kind: "text", updatedAt: at(5) },
      { id: "c1", title: "IELTS", kind: "text", updatedAt: at(1) },
    ],
  });
  const session = new ChatSession("u1", socket.connection, queryClient, i18n);
  const cached = () => queryClient.getQueryData<ChatMessagesResponse>(messagesQueryKey("u1", "c1"))?.messages.map((m) => m.content);
  return { ...socket, queryClient, session, cached };
}

describe("the chat session", () => {
  it("streams a reply, then keeps the saved messages exactly once and moves the chat to the top", () => {
    const { session, hub, sent, cached, queryClient } = setup();
    const requestId = session.send("c1", "Hello");
    expect(sent).toEqual([{ v: 1, type: "chat.send", requestId, chatId: "c1", content: "Hello" }]);
    expect(session.replies()).toMatchObject([{ requestId, text: "", status: "streaming" }]);

    hub({ v: 1, type: "chat.accepted", requestId, chatId: "c1", userMessage: message(2, "user", "Hello") });
    hub({ v: 1, type: "chat.chunk", requestId, chatId: "c1", index: 0, text: "Hi " });
    hub({ v: 1, type: "chat.chunk", requestId, chatId: "c1", index: 1, text: "there" });
    expect(session.replies()).toMatchObject([{ text: "Hi there" }]);
    expect(cached()).toEqual(["Здравствуйте!", "Hello"]);

    hub({ v: 1, type: "chat.done", requestId, chatId: "c1", message: message(3, "assistant", "Hi there") });
    // The same end again (a second tab's replay, say) changes nothing.
    hub({ v: 1, type: "chat.done", requestId, chatId: "c1", message: message(3, "assistant", "Hi there") });
    expect(session.replies()).toEqual([]);
    expect(cached()).toEqual(["Здравствуйте!", "Hello", "Hi there"]);
    expect(queryClient.getQueryData<ChatListResponse>(chatsQueryKey("u1"))?.chats.map((c) => c.id)).toEqual(["c1", "c2"]);
    expect(toast.error).not.toHaveBeenCalled();
  });

  it("shows 'Ошибка AI Чата' with the provider's message when the model fails mid-answer, keeping the partial reply", () => {
    const { session, hub, cached } = setup();
    const requestId = session.send("c1", "Hello");
    hub({ v: 1, type: "chat.chunk", requestId, chatId: "c1", index: 0, text: "Hal" });
    hub({
      v: 1,
      type: "chat.error",
      requestId,
      chatId: "c1",
      code: "model_error",
      message: "The provider went away",
      reply: message(3, "assistant", "Hal", "error"),
    });
    expect(toast.error).toHaveBeenLastCalledWith("Ошибка AI Чата", { description: "The provider went away" });
    expect(cached()).toContain("Hal");
    expect(session.replies()).toEqual([]);
  });

  it("says 'Не удалось получить ответ от AI' when the provider gives no message, and the limit text for a refusal", () => {
    const { session, hub } = setup();
    const first = session.send("c1", "Hello");
    hub({ v: 1, type: "chat.error", requestId: first, chatId: "c1", code: "model_error", message: "", reply: null });
    expect(toast.error).toHaveBeenLastCalledWith("Ошибка AI Чата", { description: "Не удалось получить ответ от AI" });
    const second = session.send("c1", "Again");
    hub({ v: 1, type: "chat.error", requestId: second, chatId: "c1", code: "token_limit_exceeded", message: "limit", reply: null });
    expect(toast.error).toHaveBeenLastCalledWith("Ошибка AI Чата", { description: "Дневной лимит токенов превышен. Попробуйте завтра." });
  });

  it("stops a reply on request without an error toast and keeps what arrived", () => {
    const { session, hub, sent, cached } = setup();
    const requestId = session.send("c1", "Write an essay");
    session.cancel(requestId);
    expect(sent.at(-1)).toEqual({ v: 1, type: "chat.cancel", requestId });
    hub({
      v: 1,
      type: "chat.error",
      requestId,
      chatId: "c1",
      code: "cancelled",
      message: "Ответ остановлен.",
      reply: message(3, "assistant", "An essay", "partial"),
    });
    expect(toast.error).not.toHaveBeenCalled();
    expect(cached()).toContain("An essay");
  });

  it("follows a reply this tab did not send (another tab, or a reload) from the hub's resume announcement", () => {
    const { session, hub, sent } = setup();
    hub({ v: 1, type: "chat.resuming", requestId: "other-tab", chatId: "c1" });
    expect(sent).toEqual([{ v: 1, type: "chat.resume_ack", requestId: "other-tab", fromIndex: 0 }]);
    hub({ v: 1, type: "chat.chunk", requestId: "other-tab", chatId: "c1", index: 0, text: "Resumed", replay: true });
    expect(session.replies()).toMatchObject([{ requestId: "other-tab", text: "Resumed", status: "streaming" }]);
  });
});
