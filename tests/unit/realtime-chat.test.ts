import { describe, expect, it } from "vitest";
import { ChatReplies, type ChatReply } from "../../src/lib/realtime/chat";
import type { HelloInfo } from "../../src/lib/realtime/connection";
import type { ChatMessage } from "../../worker/contract/chat";
import type { ClientFrame, ServerFrame } from "../../worker/contract/realtime";

/** The connection as ChatReplies sees it; the test plays the hub. */
function fakeConnection() {
  const sent: ClientFrame[] = [];
  let onFrame: (f: ServerFrame) => void = () => {};
  let onHello: (h: HelloInfo) => void = () => {};
  return {
    sent,
    send: (frame: ClientFrame) => sent.push(frame) > 0,
    onFrame: (listener: (f: ServerFrame) => void) => ((onFrame = listener), () => {}),
    onHello: (listener: (h: HelloInfo) => void) => ((onHello = listener), () => {}),
    hub: (frame: ServerFrame) => onFrame(frame),
    reconnect: (resumed = true) => onHello({ hello: { v: 1, type: "hello", connId: "c2", lastSeq: 0 }, resumed }),
  };
}

const message = (role: "user" | "assistant", content: string, status: ChatMessage["status"] = "complete"): ChatMessage => ({
  id: role === "user" ? 1 : 2,
  chatId: "chat-1",
  role,
  content,
  status,
  createdAt: "2026-10-01T00:00:00.000Z",
});
const chunk = (requestId: string, index: number, text: string, replay?: true): ServerFrame => ({
  v: 1,
  type: "chat.chunk",
  requestId,
  chatId: "chat-1",
  index,
  text,
  ...(replay ? { replay } : {}),
});

function setup() {
  const connection = fakeConnection();
  let next = 0;
  const replies = new ChatReplies(connection, () => `req-${++next}`);
  const seen: ChatReply[] = [];
  replies.onReply((r) => seen.push(r));
  return { connection, replies, seen };
}

describe("chat replies over the socket", () => {
  it("sends the message and assembles the reply from its chunks, each counted once", () => {
    const { connection, replies } = setup();
    const requestId = replies.send("chat-1", "Explain 'since'");
    expect(connection.sent).toEqual([{ v: 1, type: "chat.send", requestId: "req-1", chatId: "chat-1", content: "Explain 'since'" }]);
    connection.hub({ v: 1, type: "chat.accepted", requestId, chatId: "chat-1", userMessage: message("user", "Explain 'since'") });
    connection.hub(chunk(requestId, 0, "A point "));
    connection.hub(chunk(requestId, 0, "A point "));
    connection.hub(chunk(requestId, 1, "in time."));
    expect(replies.get(requestId)).toMatchObject({ text: "A point in time.", nextIndex: 2, status: "streaming" });
    connection.hub({ v: 1, type: "chat.done", requestId, chatId: "chat-1", message: message("assistant", "A point in time.") });
    expect(replies.get(requestId)).toMatchObject({ status: "complete", message: { id: 2 }, userMessage: { content: "Explain 'since'" } });
  });

  it("answers chat.resuming with the index it already has and takes the replay without duplicates", () => {
    const { connection, replies } = setup();
    const requestId = replies.send("chat-1", "Hi");
    connection.hub(chunk(requestId, 0, "Hel"));
    connection.reconnect();
    connection.hub({ v: 1, type: "chat.resuming", requestId, chatId: "chat-1" });
    expect(connection.sent.filter((f) => f.type === "chat.resume_ack")).toEqual([
      { v: 1, type: "chat.resume_ack", requestId, fromIndex: 1 },
    ]);
    connection.hub(chunk(requestId, 1, "lo", true));
    connection.hub({ v: 1, type: "chat.replay_complete", requestId, nextIndex: 2 });
    connection.hub(chunk(requestId, 2, "!"));
    expect(replies.get(requestId)).toMatchObject({ text: "Hello!", nextIndex: 3 });
  });

  it("follows a reply started in another tab from its first chunk", () => {
    const { connection, replies } = setup();
    connection.reconnect(false);
    connection.hub({ v: 1, type: "chat.resuming", requestId: "other-tab", chatId: "chat-1" });
    expect(connection.sent).toEqual([{ v: 1, type: "chat.resume_ack", requestId: "other-tab", fromIndex: 0 }]);
    connection.hub(chunk("other-tab", 0, "From ", true));
    connection.hub(chunk("other-tab", 1, "elsewhere"));
    expect(replies.get("other-tab")).toMatchObject({ chatId: "chat-1", text: "From elsewhere", status: "streaming" });
  });

  it("asks for the missing chunks when it sees a gap", () => {
    const { connection, replies } = setup();
    const requestId = replies.send("chat-1", "Hi");
    connection.hub(chunk(requestId, 0, "a"));
    connection.hub(chunk(requestId, 3, "d"));
    expect(connection.sent.at(-1)).toEqual({ v: 1, type: "chat.resume_ack", requestId, fromIndex: 1 });
    for (const [i, t] of [
      [1, "b"],
      [2, "c"],
      [3, "d"],
    ] as const)
      connection.hub(chunk(requestId, i, t, true));
    expect(replies.get(requestId)?.text).toBe("abcd");
  });

  it("reports failures, cuts and expired replies with the saved part", () => {
    const { connection, replies } = setup();
    const failed = replies.send("chat-1", "A");
    connection.hub(chunk(failed, 0, "Part"));
    connection.hub({
      v: 1,
      type: "chat.error",
      requestId: failed,
      chatId: "chat-1",
      code: "model_error",
      message: "The provider went away",
      reply: message("assistant", "Part", "error"),
    });
    expect(replies.get(failed)).toMatchObject({
      status: "error",
      text: "Part",
      error: { code: "model_error", message: "The provider went away" },
    });

    const cut = replies.send("chat-1", "B");
    connection.hub({
      v: 1,
      type: "chat.error",
      requestId: cut,
      chatId: "chat-1",
      code: "interrupted",
      message: "cut",
      reply: message("assistant", "Half", "partial"),
    });
    expect(replies.get(cut)).toMatchObject({ status: "partial", text: "Half" });

    const lost = replies.send("chat-1", "C");
    connection.reconnect();
    expect(connection.sent.at(-1)).toEqual({ v: 1, type: "chat.resume_ack", requestId: lost, fromIndex: 0 });
    connection.hub({ v: 1, type: "chat.resume_none", requestId: lost });
    expect(replies.get(lost)?.status).toBe("expired");

    replies.cancel(lost);
    expect(connection.sent.at(-1)).toEqual({ v: 1, type: "chat.cancel", requestId: lost });
  });
});
