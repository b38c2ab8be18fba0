import { afterEach, beforeAll, describe, expect, it } from "vitest";
import { DEFAULT_DAILY_TOKEN_BUDGET, TOKEN_LIMIT_BODY } from "../../../worker/contract/ai";
import { NEW_CHAT_GREETING, type Chat, type ChatMessage } from "../../../worker/contract/chat";
import { scriptedModel, useModel } from "../ai/mock-model";
import { workerFetch, BASE } from "../auth/helpers";
import { connect } from "../helpers";
import { chunkText, hub, replyEnd, signedInUser, sseFrames } from "./support";

type User = Awaited<ReturnType<typeof signedInUser>>;
let alice: User;
let bob: User;

beforeAll(async () => {
  [alice, bob] = await Promise.all([signedInUser(), signedInUser()]);
});
afterEach(() => useModel(null));

const createChat = async (user: User, title: string) => {
  const res = await user.call("/api/chats", { method: "POST", json: { title } });
  expect(res.status).toBe(201);
  return (await res.json()) as { chat: Chat; messages: ChatMessage[] };
};

describe("/api/chats", () => {
  it.each([
    ["GET", "/api/chats"],
    ["POST", "/api/chats"],
    ["GET", "/api/chats/some-id/messages"],
    ["POST", "/api/chats/some-id/messages"],
    ["POST", "/api/chats/some-id/cancel"],
  ])("refuses anonymous %s %s with 401", async (method, path) => {
    const res = await workerFetch()(`${BASE}${path}`, {
      method,
      headers: { "Content-Type": "application/json" },
      body: method === "POST" ? "{}" : undefined,
    });
    expect(res.status).toBe(401);
  });

  it("creates a chat that starts with the assistant's greeting and lists chats newest-updated first", async () => {
    const { chat, messages } = await createChat(alice, "  Подготовка к IELTS  ");
    expect(chat.title).toBe("Подготовка к IELTS");
    expect(messages).toEqual([
      expect.objectContaining({ role: "assistant", content: NEW_CHAT_GREETING, status: "complete", chatId: chat.id }),
    ]);
    const second = await createChat(alice, "Vocabulary");

    const socket = await connect(alice.userId);
    socket.send({ v: 1, type: "chat.send", requestId: "bump", chatId: chat.id, content: "Hello!" });
    await replyEnd(socket, "bump");
    socket.ws.close();

    const list = (await (await alice.call("/api/chats")).json()) as { chats: Chat[] };
    expect(list.chats.map((c) => c.id).slice(0, 2)).toEqual([chat.id, second.chat.id]);
    const history = (await (await alice.call(`/api/chats/${chat.id}/messages`)).json()) as { messages: ChatMessage[] };
    expect(history.messages.map((m) => m.role)).toEqual(["assistant", "user", "assistant"]);
  });

  it("refuses a blank title with 400", async () => {
    const res = await alice.call("/api/chats", { method: "POST", json: { title: "   " } });
    expect(res.status).toBe(400);
    expect(((await res.json()) as { error: { code: string } }).error.code).toBe("validation_failed");
  });

  it("keeps each user's chats to themselves: another user's chat is not found", async () => {
    const { chat } = await createChat(alice, "Private");
    expect((await bob.call(`/api/chats/${chat.id}/messages`)).status).toBe(404);
    const send = await bob.call(`/api/chats/${chat.id}/messages`, { method: "POST", json: { content: "Let me in" } });
    expect(send.status).toBe(404);
    const bobsList = (await (await bob.call("/api/chats")).json()) as { chats: Chat[] };
    expect(bobsList.chats.some((c) => c.id === chat.id)).toBe(false);
    expect((await (await alice.call(`/api/chats/${chat.id}/messages`)).json()) as { messages: ChatMessage[] }).toMatchObject({
      messages: [{ role: "assistant" }],
    });
  });
});

describe("POST /api/chats/:id/messages (SSE fallback)", () => {
  it("streams the same chat frames as the socket, to the caller and to the user's open sockets", async () => {
    useModel(scriptedModel({ deltas: ["Fallback ", "works."], delayMs: 1 }));
    const { chat } = await createChat(alice, "No socket here");
    const tab = await connect(alice.userId);
    const res = await alice.call(`/api/chats/${chat.id}/messages`, { method: "POST", json: { content: "Over HTTP", requestId: "sse-1" } });
    expect(res.status).toBe(200);
    expect(res.headers.get("Content-Type")).toContain("text/event-stream");
    const frames = await sseFrames(res);
    expect(frames.map((f) => f.type)).toEqual(["chat.accepted", "chat.chunk", "chat.chunk", "chat.done"]);
    expect(frames.at(-1)).toMatchObject({ message: { content: "Fallback works.", status: "complete" } });
    await replyEnd(tab, "sse-1");
    expect(chunkText(tab, "sse-1")).toBe("Fallback works.");
    tab.ws.close();
  });

  it("stops a reply followed over SSE on POST /api/chats/:id/cancel, for its owner and its chat only", async () => {
    const model = scriptedModel({ deltas: ["Half ", "an ", "answer"], stallAfter: 2 });
    useModel(model);
    const { chat } = await createChat(alice, "Stop me");
    const other = await createChat(alice, "Another chat");
    const tab = await connect(alice.userId);
    const res = await alice.call(`/api/chats/${chat.id}/messages`, {
      method: "POST",
      json: { content: "Long answer please", requestId: "sse-stop" },
    });
    await tab.next((f) => f.type === "chat.chunk" && f.requestId === "sse-stop" && f.index === 1);

    const cancel = (user: User, chatId: string) =>
      user.call(`/api/chats/${chatId}/cancel`, { method: "POST", json: { requestId: "sse-stop" } });
    const notFound = { error: { code: "chat_not_found", message: "No such chat." } };
    const bobsTry = await cancel(bob, chat.id);
    expect(bobsTry.status).toBe(404);
    expect(await bobsTry.json()).toEqual(notFound);
    const missing = await cancel(alice, "no-such-chat");
    expect(missing.status).toBe(404);
    expect(await missing.json()).toEqual(notFound);
    expect(await (await cancel(alice, other.chat.id)).json()).toEqual({ cancelled: false });
    const stopped = await cancel(alice, chat.id);
    expect(stopped.status).toBe(200);
    expect(await stopped.json()).toEqual({ cancelled: true });

    const frames = await sseFrames(res);
    expect(frames.at(-1)).toMatchObject({ type: "chat.error", code: "cancelled", reply: { content: "Half an ", status: "partial" } });
    expect(model.doStreamCalls[0]?.abortSignal?.aborted).toBe(true);
    expect(await (await cancel(alice, chat.id)).json()).toEqual({ cancelled: false });
    tab.ws.close();
  });

  it("refuses a cancel without a valid request id with 400", async () => {
    const { chat } = await createChat(alice, "Bad cancel");
    expect((await alice.call(`/api/chats/${chat.id}/cancel`, { method: "POST", json: { requestId: "no spaces allowed" } })).status).toBe(
      400,
    );
    expect((await alice.call(`/api/chats/${chat.id}/cancel`, { method: "POST", json: {} })).status).toBe(400);
  });

  it("answers 429 with the spec's body when the daily budget is spent", async () => {
    const { chat } = await createChat(bob, "Budget");
    await hub(bob.userId).recordAiTokens(DEFAULT_DAILY_TOKEN_BUDGET);
    const res = await bob.call(`/api/chats/${chat.id}/messages`, { method: "POST", json: { content: "More please" } });
    expect(res.status).toBe(429);
    expect(await res.json()).toEqual(TOKEN_LIMIT_BODY);
  });

  it("refuses a blank message with 400", async () => {
    const { chat } = await createChat(alice, "Blank");
    expect((await alice.call(`/api/chats/${chat.id}/messages`, { method: "POST", json: { content: " \n " } })).status).toBe(400);
  });
});
