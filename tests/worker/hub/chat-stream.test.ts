import { evictDurableObject, runInDurableObject } from "cloudflare:test";
import { env } from "cloudflare:workers";
import { afterEach, describe, expect, it } from "vitest";
import { appendMessage } from "../../../worker/durable-objects/user-hub/chats";
import { tokensUsedToday } from "../../../worker/durable-objects/user-hub/budget";
import type { UserHub } from "../../../worker/durable-objects/user-hub/user-hub";
import { DEFAULT_DAILY_TOKEN_BUDGET, TOKEN_LIMIT_MESSAGE } from "../../../worker/contract/ai";
import { CHAT_CONTEXT_MESSAGES, CHAT_ERROR_MESSAGES, NEW_CHAT_GREETING } from "../../../worker/contract/chat";
import { CHAT_INSTRUCTIONS } from "../../../worker/ai/prompts";
import { PROVIDER_FAILURE, promptOf, scriptedModel, useModel } from "../ai/mock-model";
import { connect, settle } from "../helpers";
import { chunkIndexes, chunkText, hub, isChatFrame, newChat, replyEnd, replyFrames, send } from "./support";

const DELTAS = ["Present ", "Perfect ", "links ", "the ", "past ", "to ", "now: ", "I ", "have ", "finished."];
const FULL = DELTAS.join("");

afterEach(() => useModel(null));

describe("a chat turn over the hub socket", () => {
  it("streams the reply to every socket of the user, in order, and to no other user, then saves it", async () => {
    const model = scriptedModel({ deltas: DELTAS, delayMs: 1, usage: { input: 30, output: 12 } });
    useModel(model);
    const chat = await newChat("alice");
    const [a1, a2, bob] = await Promise.all([connect("alice"), connect("alice"), connect("bob")]);
    await Promise.all([a1, a2, bob].map((s) => s.next((f) => f.type === "hello")));

    send(a1, "turn-1", chat.id, "Explain the present perfect");
    for (const socket of [a1, a2]) {
      const end = await replyEnd(socket, "turn-1");
      expect(end).toMatchObject({ type: "chat.done", chatId: chat.id, message: { role: "assistant", content: FULL, status: "complete" } });
      const frames = replyFrames(socket, "turn-1");
      expect(frames[0]).toMatchObject({ type: "chat.accepted", userMessage: { role: "user", content: "Explain the present perfect" } });
      expect(chunkIndexes(socket, "turn-1")).toEqual(DELTAS.map((_, i) => i));
      expect(chunkText(socket, "turn-1")).toBe(FULL);
    }
    await settle();
    expect(bob.frames.filter(isChatFrame)).toEqual([]);

    const messages = await hub("alice").chatMessages(chat.id);
    expect(messages?.map((m) => [m.role, m.content, m.status])).toEqual([
      ["assistant", NEW_CHAT_GREETING, "complete"],
      ["user", "Explain the present perfect", "complete"],
      ["assistant", FULL, "complete"],
    ]);
    const [listed] = await hub("alice").listChats();
    expect(listed && listed.updatedAt > chat.updatedAt).toBe(true);
    expect(await runInDurableObject(hub("alice"), (_: UserHub, state) => tokensUsedToday(state.storage.sql))).toBe(42);
    for (const s of [a1, a2, bob]) s.ws.close();
  });

  it(`gives the model the last ${CHAT_CONTEXT_MESSAGES} messages oldest first, then the new one`, async () => {
    const model = scriptedModel({ deltas: ["ok"] });
    useModel(model);
    const chat = await newChat("carol");
    await runInDurableObject(hub("carol"), (_: UserHub, state) => {
      for (let n = 1; n <= 14; n++) appendMessage(state.storage.sql, chat.id, n % 2 ? "user" : "assistant", `message ${n}`, "complete");
    });
    const socket = await connect("carol");
    send(socket, "ctx", chat.id, "message 15");
    await replyEnd(socket, "ctx");

    const [system, ...rest] = promptOf(model.doStreamCalls[0]!);
    expect(system).toEqual(["system", CHAT_INSTRUCTIONS]);
    expect(rest).toEqual([
      ...[5, 6, 7, 8, 9, 10, 11, 12, 13, 14].map((n) => [n % 2 ? "user" : "assistant", `message ${n}`]),
      ["user", "message 15"],
    ]);
    socket.ws.close();
  });

  it("tells the model the learner's assessment when one is saved", async () => {
    const model = scriptedModel({ deltas: ["ok"] });
    useModel(model);
    await env.DB.batch([
      env.DB.prepare(
        "INSERT INTO users (id, email, signup_provider, user_metadata, created_at, updated_at) VALUES ('dana', 'dana@example.com', 'email', '{}', 0, 0)",
      ),
      env.DB.prepare(
        `INSERT INTO user_customization_settings (user_id, assessment_completed, assessment_level, assessment_score, assessment_percentage, assessment_category_scores, assessment_completed_at)
         VALUES ('dana', 1, 'B2', 31, 78, '{"grammar":80}', '2026-09-01')`,
      ),
    ]);
    const chat = await newChat("dana");
    const socket = await connect("dana");
    send(socket, "assessed", chat.id, "What should I study?");
    await replyEnd(socket, "assessed");
    const [[, instructions]] = promptOf(model.doStreamCalls[0]!) as [[string, string]];
    expect(instructions).toContain("level B2, score 31, 78%");
    expect(instructions).toContain('{"grammar":80}');
    socket.ws.close();
  });

  it("refuses a second message while the chat is still answering, and a chat that is not the user's", async () => {
    useModel(scriptedModel({ deltas: DELTAS, stallAfter: 2 }));
    const chat = await newChat("erin");
    const socket = await connect("erin");
    send(socket, "first", chat.id, "One");
    await socket.next((f) => f.type === "chat.chunk" && f.index === 1);
    send(socket, "second", chat.id, "Two");
    expect(await replyEnd(socket, "second")).toMatchObject({ type: "chat.error", code: "busy", reply: null });
    const foreign = await newChat("someone-else");
    send(socket, "third", foreign.id, "Hi");
    expect(await replyEnd(socket, "third")).toMatchObject({ type: "chat.error", code: "chat_not_found" });
    socket.send({ v: 1, type: "chat.cancel", requestId: "first" });
    await replyEnd(socket, "first");
    const from = socket.frames.length;
    send(socket, "first", chat.id, "Again with a used id");
    expect(await socket.next((f) => f.type === "chat.error" && f.requestId === "first", from)).toMatchObject({ code: "duplicate_request" });
    socket.ws.close();
  });
});

describe("resuming a reply", () => {
  it("holds a socket that joins mid-reply until it acknowledges, then gives it the whole answer exactly once", async () => {
    useModel(scriptedModel({ deltas: DELTAS, delayMs: 15 }));
    const chat = await newChat("frank");
    const sender = await connect("frank");
    send(sender, "live", chat.id, "Tell me about tenses");
    await sender.next((f) => f.type === "chat.chunk" && f.index === 2);

    const late = await connect("frank");
    expect(await late.next((f) => f.type === "chat.resuming")).toEqual({ v: 1, type: "chat.resuming", requestId: "live", chatId: chat.id });
    // While it has not acknowledged, the reply goes on without it.
    await sender.next((f) => f.type === "chat.chunk" && f.index === 5);
    expect(chunkIndexes(late, "live")).toEqual([]);

    late.send({ v: 1, type: "chat.resume_ack", requestId: "live", fromIndex: 0 });
    const end = await replyEnd(late, "live");
    expect(end).toMatchObject({ type: "chat.done", message: { content: FULL } });
    expect(chunkIndexes(late, "live")).toEqual(DELTAS.map((_, i) => i));
    expect(chunkText(late, "live")).toBe(FULL);
    const frames = replyFrames(late, "live");
    const complete = frames.findIndex((f) => f.type === "chat.replay_complete");
    expect(frames.slice(1, complete).every((f) => f.type === "chat.chunk" && f.replay === true)).toBe(true);
    expect(frames.slice(complete + 1, -1).every((f) => f.type === "chat.chunk" && f.replay === undefined)).toBe(true);
    expect(frames[complete]).toMatchObject({ nextIndex: complete - 1 });
    expect(chunkText(sender, "live")).toBe(FULL);
    sender.ws.close();
    late.ws.close();
  });

  it("replays from the index a reconnecting client already has, also after the reply ended", async () => {
    useModel(scriptedModel({ deltas: DELTAS, delayMs: 5 }));
    const chat = await newChat("gina");
    const first = await connect("gina");
    send(first, "r", chat.id, "Hi");
    await first.next((f) => f.type === "chat.chunk" && f.index === 3);
    first.ws.close();
    const had = chunkIndexes(first, "r").length;

    const watcher = await connect("gina");
    await watcher.next((f) => f.type === "chat.resuming");
    watcher.send({ v: 1, type: "chat.resume_ack", requestId: "r", fromIndex: 0 });
    await replyEnd(watcher, "r");

    // The reply is over: a client that comes back now asks for the rest itself.
    const back = await connect("gina");
    back.send({ v: 1, type: "chat.resume_ack", requestId: "r", fromIndex: had });
    expect(await replyEnd(back, "r")).toMatchObject({ type: "chat.done", message: { content: FULL } });
    expect(chunkIndexes(back, "r")).toEqual(DELTAS.map((_, i) => i).slice(had));
    expect(replyFrames(back, "r").find((f) => f.type === "chat.replay_complete")).toMatchObject({ nextIndex: DELTAS.length });

    back.send({ v: 1, type: "chat.resume_ack", requestId: "never-sent", fromIndex: 0 });
    expect(await back.next((f) => f.type === "chat.resume_none")).toEqual({ v: 1, type: "chat.resume_none", requestId: "never-sent" });
    watcher.ws.close();
    back.ws.close();
  });

  it("keeps and marks the partial answer when the hub is evicted mid-reply, and every client gets it exactly once", async () => {
    useModel(scriptedModel({ deltas: DELTAS, delayMs: 1, stallAfter: 4 }));
    const chat = await newChat("hank");
    const stayer = await connect("hank");
    send(stayer, "cut", chat.id, "A long question");
    await stayer.next((f) => f.type === "chat.chunk" && f.index === 3);
    const partial = DELTAS.slice(0, 4).join("");

    // Memory and the model call go; storage and the hibernated socket stay.
    await evictDurableObject(hub("hank"), { webSockets: "hibernate" });
    const back = await connect("hank");
    await back.next((f) => f.type === "hello");
    back.send({ v: 1, type: "chat.resume_ack", requestId: "cut", fromIndex: 0 });

    for (const socket of [stayer, back]) {
      const end = await replyEnd(socket, "cut");
      expect(end).toMatchObject({
        type: "chat.error",
        code: "interrupted",
        message: CHAT_ERROR_MESSAGES.interrupted,
        reply: { role: "assistant", content: partial, status: "partial" },
      });
      expect(chunkIndexes(socket, "cut")).toEqual([0, 1, 2, 3]);
      expect(chunkText(socket, "cut")).toBe(partial);
    }
    const messages = await hub("hank").chatMessages(chat.id);
    expect(messages?.slice(1).map((m) => [m.role, m.content, m.status])).toEqual([
      ["user", "A long question", "complete"],
      ["assistant", partial, "partial"],
    ]);
    stayer.ws.close();
    back.ws.close();
  });
});

describe("a reply that does not finish", () => {
  it("saves what arrived with status error and sends an error frame when the provider fails mid-stream", async () => {
    useModel(scriptedModel({ deltas: DELTAS, failAfter: 3 }));
    const chat = await newChat("ivan");
    const socket = await connect("ivan");
    send(socket, "boom", chat.id, "Never lose me");
    const end = await replyEnd(socket, "boom");
    const partial = DELTAS.slice(0, 3).join("");
    expect(end).toMatchObject({
      type: "chat.error",
      code: "model_error",
      message: PROVIDER_FAILURE,
      reply: { content: partial, status: "error" },
    });
    const messages = await hub("ivan").chatMessages(chat.id);
    expect(messages?.slice(1).map((m) => [m.role, m.content, m.status])).toEqual([
      ["user", "Never lose me", "complete"],
      ["assistant", partial, "error"],
    ]);
    socket.ws.close();
  });

  it("stops the model call on chat.cancel and keeps the partial answer", async () => {
    const model = scriptedModel({ deltas: DELTAS, stallAfter: 2 });
    useModel(model);
    const chat = await newChat("jane");
    const socket = await connect("jane");
    send(socket, "stop", chat.id, "Write an essay");
    await socket.next((f) => f.type === "chat.chunk" && f.index === 1);
    socket.send({ v: 1, type: "chat.cancel", requestId: "stop" });
    expect(await replyEnd(socket, "stop")).toMatchObject({
      type: "chat.error",
      code: "cancelled",
      reply: { content: DELTAS.slice(0, 2).join(""), status: "partial" },
    });
    expect(model.doStreamCalls[0]?.abortSignal?.aborted).toBe(true);
    socket.ws.close();
  });

  it("refuses a turn over the daily token budget with the spec's message and saves nothing", async () => {
    const model = scriptedModel({ deltas: ["never"] });
    useModel(model);
    const chat = await newChat("kate");
    await hub("kate").recordAiTokens(DEFAULT_DAILY_TOKEN_BUDGET);
    const socket = await connect("kate");
    send(socket, "over", chat.id, "One more?");
    expect(await replyEnd(socket, "over")).toEqual({
      v: 1,
      type: "chat.error",
      requestId: "over",
      chatId: chat.id,
      code: "token_limit_exceeded",
      message: TOKEN_LIMIT_MESSAGE,
      reply: null,
    });
    expect(model.doStreamCalls).toHaveLength(0);
    expect(await hub("kate").chatMessages(chat.id)).toHaveLength(1);
    socket.ws.close();
  });
});

describe("offline mode", () => {
  it("streams a canned reply chosen by intent when no provider is configured", async () => {
    const chat = await newChat("liam");
    const socket = await connect("liam");
    send(socket, "offline", chat.id, "How is the IELTS band score counted?");
    const end = await replyEnd(socket, "offline");
    expect(end).toMatchObject({ type: "chat.done", message: { status: "complete" } });
    const content = end.type === "chat.done" ? end.message.content : "";
    expect(content).toContain("IELTS");
    // In the profile's language; a hub user without a profile row reads the English fallback.
    expect(content).toContain("offline mode");
    expect(chunkIndexes(socket, "offline").length).toBeGreaterThan(5);
    expect(chunkText(socket, "offline")).toBe(content);
    socket.ws.close();
  });
});
