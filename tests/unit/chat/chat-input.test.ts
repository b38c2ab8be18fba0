import { describe, expect, it } from "vitest";
import { filterChats } from "../../../src/features/chat/ChatHistory";
import { checkSend, enterAction, sendDisabled } from "../../../src/features/chat/chat-input";
import { withChatTouched, withMessage } from "../../../src/features/chat/chat-session";
import type { Chat, ChatMessage } from "../../../worker/contract/chat";

describe("the chat input (spec §2, §5)", () => {
  it("sends on Enter, adds a line on Shift+Enter, and leaves an IME composition alone", () => {
    expect(enterAction({ key: "Enter", shiftKey: false })).toBe("send");
    expect(enterAction({ key: "Enter", shiftKey: true })).toBe("newline");
    expect(enterAction({ key: "Enter", shiftKey: false, isComposing: true })).toBeNull();
    expect(enterAction({ key: "a", shiftKey: false })).toBeNull();
  });

  it("disables 'Отправить' while a reply is awaited or the message is blank", () => {
    expect(sendDisabled({ text: "Hi", waiting: true })).toBe(true);
    expect(sendDisabled({ text: "  \n ", waiting: false })).toBe(true);
    expect(sendDisabled({ text: "Hi", waiting: false })).toBe(false);
  });

  it("needs a signed-in user, a selected chat and non-blank text", () => {
    expect(checkSend({ signedIn: false, chatId: "c1", text: "Hi" })).toEqual({ ok: false, reason: "signIn" });
    expect(checkSend({ signedIn: true, chatId: null, text: "Hi" })).toEqual({ ok: false, reason: "chatAndMessage" });
    expect(checkSend({ signedIn: true, chatId: "c1", text: "   " })).toEqual({ ok: false, reason: "chatAndMessage" });
    expect(checkSend({ signedIn: true, chatId: "c1", text: "Hi" })).toEqual({ ok: true });
  });
});

const chat = (id: string, title: string, updatedAt = "2026-10-01T10:00:00.000Z"): Chat => ({ id, title, kind: "text", updatedAt });

describe("the chat history (spec §2)", () => {
  const chats = [chat("1", "IELTS Writing Task 2"), chat("2", "Phrasal verbs"), chat("3", "ielts speaking")];

  it("filters by title, ignoring case and surrounding spaces", () => {
    expect(filterChats(chats, "  IELTS ").map((c) => c.id)).toEqual(["1", "3"]);
    expect(filterChats(chats, "").map((c) => c.id)).toEqual(["1", "2", "3"]);
    expect(filterChats(chats, "grammar")).toEqual([]);
  });

  it("moves a chat with a new message to the top, newest-updated first", () => {
    const touched = withChatTouched(chats, "3", "2026-10-02T00:00:00.000Z");
    expect(touched.map((c) => c.id)).toEqual(["3", "1", "2"]);
    expect(touched[0]?.updatedAt).toBe("2026-10-02T00:00:00.000Z");
    expect(withChatTouched(chats, "unknown", "2026-10-02T00:00:00.000Z")).toBe(chats);
  });
});

describe("messages of a chat", () => {
  const message = (id: number, content: string): ChatMessage => ({
    id,
    chatId: "1",
    role: id % 2 ? "user" : "assistant",
    content,
    status: "complete",
    createdAt: "2026-10-01T10:00:00.000Z",
  });

  it("adds a saved message once, oldest first, however often it arrives", () => {
    const list = [message(1, "Hi"), message(2, "Hello!")];
    const once = withMessage(list, message(4, "Reply"));
    const twice = withMessage(withMessage(once, message(3, "Question")), message(4, "Reply"));
    expect(twice.map((m) => m.id)).toEqual([1, 2, 3, 4]);
  });
});
