import { runInDurableObject } from "cloudflare:test";
import { afterEach, beforeAll, describe, expect, it } from "vitest";
import { tokensUsedToday } from "../../../worker/durable-objects/user-hub/budget";
import type { UserHub } from "../../../worker/durable-objects/user-hub/user-hub";
import { DEFAULT_DAILY_TOKEN_BUDGET, TOKEN_LIMIT_BODY } from "../../../worker/contract/ai";
import { workerFetch, BASE } from "../auth/helpers";
import { hub, signedInUser } from "../hub/support";
import { generatingModel, useModel } from "./mock-model";

type User = Awaited<ReturnType<typeof signedInUser>>;
let user: User;

beforeAll(async () => {
  user = await signedInUser();
});
afterEach(() => useModel(null));

const ask = (body: unknown, as: User = user, lang = "ru") =>
  as.call("/api/consolidated", { method: "POST", json: body, headers: { "Accept-Language": lang } });
const usedToday = (userId: string) => runInDurableObject(hub(userId), (_: UserHub, state) => tokensUsedToday(state.storage.sql));

describe("POST /api/consolidated", () => {
  it("refuses a call without a bearer token with 401, before looking at the body", async () => {
    for (const body of [{ type: "translate", text: "hello", targetLanguage: "ru" }, { nonsense: true }]) {
      const res = await workerFetch()(`${BASE}/api/consolidated`, {
        method: "POST",
        headers: { "Content-Type": "application/json" },
        body: JSON.stringify(body),
      });
      expect(res.status).toBe(401);
    }
  });

  it.each([
    [{ type: "translate", text: "hello" }],
    [{ type: "translate", text: "  ", targetLanguage: "ru" }],
    [{ type: "translate", text: "hello", targetLanguage: "xx" }],
    [{ type: "translate", text: "hello", targetLanguage: "ru", sourceLanguage: "klingon" }],
    [{ type: "chat" }],
    [{ type: "explain", question: "" }],
    [{ type: "summon_dragon" }],
  ])("validates each task's body: %j → 400", async (body) => {
    const res = await ask(body);
    expect(res.status).toBe(400);
    expect(((await res.json()) as { error: { code: string } }).error.code).toBe("validation_failed");
  });

  it.each(["ielts_writing_evaluation", "ielts_speaking_evaluation", "quiz_generation"])(
    "answers %s with 501 until its issue lands",
    async (type) => {
      const res = await ask({ type, text: "My essay" });
      expect(res.status).toBe(501);
      expect(((await res.json()) as { error: { code: string } }).error.code).toBe("not_implemented");
    },
  );

  describe("translate", () => {
    it.each([
      ["hello", "ru", "привет"],
      ["Thank you!", "es", "gracias"],
      ["goodbye", "fr", "au revoir"],
      ["yes", "de", "ja"],
      ["No", "ru", "нет"],
    ])("offline: %s → %s is %s from the built-in dictionary", async (text, targetLanguage, expected) => {
      const res = await ask({ type: "translate", text, targetLanguage });
      expect(res.status).toBe(200);
      expect(await res.json()).toMatchObject({
        translatedText: expected,
        translation: expected,
        sourceLanguage: "en",
        targetLanguage,
        basic: true,
        outcome: "translated",
      });
    });

    it.each([
      ["serendipity", "es"],
      ["hello", "ja"],
    ])("offline: %s → %s is not translated, and not echoed either", async (text, targetLanguage) => {
      const res = await ask({ type: "translate", text, targetLanguage });
      expect(await res.json()).toMatchObject({ translatedText: "", translation: "", basic: true, outcome: "untranslated", match: null });
    });

    it("with a model: returns its validated translation and counts the tokens", async () => {
      const model = generatingModel(JSON.stringify({ translation: "Bonjour tout le monde", detectedSourceLanguage: "en" }));
      useModel(model);
      const fresh = await signedInUser();
      const res = await ask({ type: "translate", text: "Hello everyone", targetLanguage: "fr" }, fresh);
      expect(await res.json()).toEqual({
        translatedText: "Bonjour tout le monde",
        translation: "Bonjour tout le monde",
        sourceLanguage: "en",
        targetLanguage: "fr",
        basic: false,
        outcome: "translated",
        match: null,
        wordByWord: null,
        note: null,
      });
      const call = model.doGenerateCalls[0]!;
      expect(call.responseFormat).toMatchObject({ type: "json" });
      expect(JSON.stringify(call.prompt)).toContain("into French");
      expect(await usedToday(fresh.userId)).toBe(20);
    });

    it("answers offline when the model's answer is not a valid translation", async () => {
      useModel(generatingModel("Sure! Here is your translation: hola"));
      const res = await ask({ type: "translate", text: "hello", targetLanguage: "es", sourceLanguage: "en" });
      expect(await res.json()).toMatchObject({ translatedText: "hola", basic: true, sourceLanguage: "en", outcome: "translated" });
    });
  });

  describe("chat and explain", () => {
    it("offline: answers the chat with the canned reply for its intent", async () => {
      const res = await ask({ type: "chat", message: "Привет!" });
      const body = (await res.json()) as { output: string; offline: boolean };
      expect(body.offline).toBe(true);
      expect(body.output).toMatch(/^Привет! Рад вас видеть/);
      const inKazakh = (await (await ask({ type: "chat", message: "Привет!" }, user, "kk")).json()) as { output: string };
      expect(inKazakh.output).toMatch(/^Сәлем! Сізді көргеніме қуаныштымын/);
    });

    it("with a model: sends the context oldest first and returns the reply as output", async () => {
      const model = generatingModel("Use 'since' with a point in time.");
      useModel(model);
      const res = await ask({
        type: "chat",
        message: "And 'for'?",
        context: [
          { role: "user", content: "When do I use since?" },
          { role: "assistant", content: "With a starting point." },
        ],
      });
      expect(await res.json()).toEqual({ output: "Use 'since' with a point in time.", offline: false });
      expect(model.doGenerateCalls[0]!.prompt.map((m) => m.role)).toEqual(["system", "user", "assistant", "user"]);
    });

    it("explains an answer offline with a template and with a model through the prompt", async () => {
      const offline = (await (
        await ask({ type: "explain", question: "She ___ here since 2019.", userAnswer: "is", correctAnswer: "has been" })
      ).json()) as {
        output: string;
      };
      expect(offline.output).toContain("Правильный ответ: «has been».");
      useModel(generatingModel("Present perfect: an action continuing up to now."));
      const res = await ask({ type: "explain", question: "She ___ here since 2019.", userAnswer: "is", correctAnswer: "has been" });
      expect(await res.json()).toEqual({ output: "Present perfect: an action continuing up to now.", offline: false });
    });
  });

  it("answers 429 with the spec's message once the daily token budget is spent", async () => {
    const spender = await signedInUser();
    await hub(spender.userId).recordAiTokens(DEFAULT_DAILY_TOKEN_BUDGET - 1);
    useModel(generatingModel(JSON.stringify({ translation: "hola" })));
    expect((await ask({ type: "translate", text: "hello", targetLanguage: "es" }, spender)).status).toBe(200);
    const res = await ask({ type: "translate", text: "hello", targetLanguage: "es" }, spender);
    expect(res.status).toBe(429);
    expect(await res.json()).toEqual(TOKEN_LIMIT_BODY);
  });
});
