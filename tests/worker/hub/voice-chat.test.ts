import { env } from "cloudflare:workers";
import { afterEach, beforeAll, describe, expect, it } from "vitest";
import { runInDurableObject } from "cloudflare:test";
import { tokensUsedToday } from "../../../worker/durable-objects/user-hub/budget";
import type { UserHub } from "../../../worker/durable-objects/user-hub/user-hub";
import { CANNED_VOICE_REPLIES } from "../../../worker/ai/offline";
import { VOICE_INSTRUCTIONS } from "../../../worker/ai/prompts";
import { TOKEN_LIMIT_BODY, DEFAULT_DAILY_TOKEN_BUDGET } from "../../../worker/contract/ai";
import { NEW_CHAT_GREETING, VOICE_CHAT_GREETING, type Chat, type ChatMessage } from "../../../worker/contract/chat";
import type { VoiceFeedback } from "../../../worker/contract/voice-assistant";
import { generatingModel, promptOf, scriptedModel, useModel } from "../ai/mock-model";
import { workerFetch, BASE } from "../auth/helpers";
import { connect } from "../helpers";
import { hub, replyEnd, send, signedInUser, sseFrames } from "./support";

type User = Awaited<ReturnType<typeof signedInUser>>;
let alice: User;
let bob: User;

beforeAll(async () => {
  [alice, bob] = await Promise.all([signedInUser(), signedInUser()]);
  // A few lexicon entries with their frequency ranks: the offline card suggests the rarer ones, and spelling prefers the frequent.
  await env.DB.batch(
    [
      [9001, "hometown", 9500, "the town where one was born or grew up"],
      [9002, "opinion", 700, "a personal belief or judgment"],
      [9003, "because", 90, "for the reason that"],
      [9004, "time", 60, "an instance or single occasion for some event"],
      [9005, "item", 2500, "a distinct part that can be specified separately"],
    ].map(([id, lemma, rank, definition]) =>
      env.DB.prepare(
        `INSERT OR IGNORE INTO lexicon_entries (id, lemma, lemma_key, pos, ipa, rank, search_order, difficulty, definition, example, sense_count)
         VALUES (?1, ?2, ?2, 'noun', NULL, ?3, ?3, 'Medium', ?4, NULL, 1)`,
      ).bind(id, lemma, rank, definition),
    ),
  );
});
afterEach(() => useModel(null));

const createVoiceChat = async (user: User) => {
  const res = await user.call("/api/chats", { method: "POST", json: { title: "Voice conversation", kind: "voice" } });
  expect(res.status).toBe(201);
  return (await res.json()) as { chat: Chat; messages: ChatMessage[] };
};

/** One turn over the SSE fallback; returns the reply's saved text. */
async function turn(user: User, chatId: string, content: string): Promise<string> {
  const res = await user.call(`/api/chats/${chatId}/messages`, { method: "POST", json: { content } });
  expect(res.status).toBe(200);
  const frames = await sseFrames(res);
  const done = frames.find((f) => f.type === "chat.done");
  if (done?.type !== "chat.done") throw new Error(`no chat.done in ${JSON.stringify(frames)}`);
  return done.message.content;
}

const feedback = (user: User, chatId: string) => user.call(`/api/chats/${chatId}/feedback`, { method: "POST" });

describe("voice conversations are chats of their own kind", () => {
  it("starts with the spoken English greeting, is listed in the chat history as a voice chat, and a plain chat stays a text chat", async () => {
    const { chat, messages } = await createVoiceChat(alice);
    expect(chat.kind).toBe("voice");
    expect(messages).toEqual([expect.objectContaining({ role: "assistant", content: VOICE_CHAT_GREETING })]);
    const text = await alice.call("/api/chats", { method: "POST", json: { title: "Grammar" } });
    const created = (await text.json()) as { chat: Chat; messages: ChatMessage[] };
    expect(created.chat.kind).toBe("text");
    expect(created.messages[0]!.content).toBe(NEW_CHAT_GREETING);
    const list = (await (await alice.call("/api/chats")).json()) as { chats: Chat[] };
    expect(list.chats.find((c) => c.id === chat.id)?.kind).toBe("voice");
  });

  it("refuses an unknown kind with 400", async () => {
    const res = await alice.call("/api/chats", { method: "POST", json: { title: "Voice", kind: "video" } });
    expect(res.status).toBe(400);
  });

  it("offline, answers each turn with the next short English canned reply, streamed like any chat reply", async () => {
    const { chat } = await createVoiceChat(alice);
    const first = await turn(alice, chat.id, "Tell me something");
    const second = await turn(alice, chat.id, "Okay, I like it");
    expect([first, second]).toEqual([CANNED_VOICE_REPLIES.fallback[0], CANNED_VOICE_REPLIES.fallback[1]]);
    const history = (await (await alice.call(`/api/chats/${chat.id}/messages`)).json()) as { messages: ChatMessage[] };
    expect(history.messages.map((m) => m.role)).toEqual(["assistant", "user", "assistant", "user", "assistant"]);
  });

  it("gives the model the voice instructions with the learner's placement level", async () => {
    const model = scriptedModel({ deltas: ["Nice. ", "Why?"] });
    useModel(model);
    await env.DB.batch([
      env.DB.prepare(
        "INSERT INTO users (id, email, signup_provider, user_metadata, created_at, updated_at) VALUES ('vera', 'vera@example.com', 'email', '{}', 0, 0)",
      ),
      env.DB.prepare(
        `INSERT INTO user_customization_settings (user_id, assessment_completed, assessment_level, assessment_score, assessment_percentage)
         VALUES ('vera', 1, 'B1', 24, 60)`,
      ),
    ]);
    const { chat } = await hub("vera").createChat("Voice conversation", "voice");
    const socket = await connect("vera");
    send(socket, "spoken", chat.id, "i go to the park yesterday");
    expect(await replyEnd(socket, "spoken")).toMatchObject({ type: "chat.done", message: { content: "Nice. Why?" } });
    const [[role, instructions]] = promptOf(model.doStreamCalls[0]!) as [[string, string]];
    expect(role).toBe("system");
    expect(instructions.startsWith(VOICE_INSTRUCTIONS)).toBe(true);
    expect(instructions).toContain("level B1, score 24, 60%");
    socket.ws.close();
  });
});

describe("POST /api/chats/:id/feedback", () => {
  it("offline, lists the spelling checker's findings in the learner's turns and the tutor's less common words, and says it is offline", async () => {
    const { chat } = await createVoiceChat(alice);
    await turn(alice, chat.id, "I want to practise for the IELTS speaking test becuase it is soon");
    await turn(alice, chat.id, "Yesterday I goed to a lesson and I had no tiem for lunch");
    const res = await feedback(alice, chat.id);
    expect(res.status).toBe(200);
    const body = (await res.json()) as VoiceFeedback;
    expect(body.method).toBe("offline");
    // An irregular form the learner regularised ("goed", once "coed"), and the frequent word the lexicon ranks first ("time", not "them").
    expect(body.corrections).toEqual([
      { said: "becuase", better: "because", word: "because" },
      { said: "goed", better: "went", word: "went" },
      { said: "tiem", better: "time", word: "time" },
    ]);
    // "hometown" is rare and the tutor said it; "opinion" is common; the greeting's words do not count.
    expect(body.vocabulary).toEqual([{ word: "hometown", meaning: "the town where one was born or grew up" }]);
  });

  it("with a model, keeps the corrections that quote the learner and the words they did not use, and charges the tokens", async () => {
    const { chat } = await createVoiceChat(bob);
    useModel(scriptedModel({ deltas: ["You mean: I went to the park yesterday. ", "What did you do there?"] }));
    await turn(bob, chat.id, "i go to the park yesterday");
    const before = await runInDurableObject(hub(bob.userId), (_: UserHub, state) => tokensUsedToday(state.storage.sql));
    useModel(
      generatingModel(
        JSON.stringify({
          corrections: [
            { said: "I go to the park yesterday", better: "I went to the park yesterday", word: "went" },
            { said: "words the learner never said", better: "anything", word: "invented" },
          ],
          vocabulary: [
            { word: "stroll", meaning: "a slow, relaxed walk" },
            { word: "park", meaning: "a public garden" },
          ],
        }),
        { input: 40, output: 30 },
      ),
    );
    const res = await feedback(bob, chat.id);
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({
      method: "model",
      corrections: [{ said: "I go to the park yesterday", better: "I went to the park yesterday", word: "went" }],
      vocabulary: [{ word: "stroll", meaning: "a slow, relaxed walk" }],
    });
    const after = await runInDurableObject(hub(bob.userId), (_: UserHub, state) => tokensUsedToday(state.storage.sql));
    expect(after - before).toBe(70);
  });

  it("falls back to the offline review when the model answers something unusable", async () => {
    const { chat } = await createVoiceChat(alice);
    await turn(alice, chat.id, "I like it becuase it is fun");
    useModel(generatingModel("not json at all"));
    const res = await feedback(alice, chat.id);
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({ method: "offline", corrections: [{ said: "becuase", better: "because" }] });
  });

  it("answers 429 with the spec's body over the token budget", async () => {
    const carol = await signedInUser();
    const { chat } = await createVoiceChat(carol);
    useModel(scriptedModel({ deltas: ["Fine."] }));
    await turn(carol, chat.id, "Hello");
    await hub(carol.userId).recordAiTokens(DEFAULT_DAILY_TOKEN_BUDGET);
    useModel(generatingModel(JSON.stringify({ corrections: [], vocabulary: [] })));
    const res = await feedback(carol, chat.id);
    expect(res.status).toBe(429);
    expect(await res.json()).toEqual(TOKEN_LIMIT_BODY);
  });

  it("is only for the owner's voice conversations: anonymous 401, another user's 404, a text chat 400", async () => {
    const { chat } = await createVoiceChat(alice);
    const anonymous = await workerFetch()(`${BASE}/api/chats/${chat.id}/feedback`, { method: "POST" });
    expect(anonymous.status).toBe(401);
    const foreign = await feedback(bob, chat.id);
    expect(foreign.status).toBe(404);
    expect(((await foreign.json()) as { error: { code: string } }).error.code).toBe("chat_not_found");
    const text = (await (await alice.call("/api/chats", { method: "POST", json: { title: "Plain" } })).json()) as { chat: Chat };
    const refused = await feedback(alice, text.chat.id);
    expect(refused.status).toBe(400);
    expect(((await refused.json()) as { error: { code: string } }).error.code).toBe("not_a_voice_chat");
  });
});
