/** The one AI budget helper (worker/ai/budget.ts): every AI route refuses over budget and charges what it spent. */
import { runInDurableObject } from "cloudflare:test";
import { env } from "cloudflare:workers";
import { MockTranscriptionModelV4 } from "ai/test";
import { afterEach, beforeAll, describe, expect, it } from "vitest";
import { tokensUsedToday } from "../../../worker/durable-objects/user-hub/budget";
import type { UserHub } from "../../../worker/durable-objects/user-hub/user-hub";
import { AiBudgetExceededError, withAiBudget } from "../../../worker/ai/budget";
import { overrideTranscriptionModel } from "../../../worker/ai/model";
import { DEFAULT_DAILY_TOKEN_BUDGET, TOKEN_LIMIT_BODY } from "../../../worker/contract/ai";
import type { AudioUploadResponse } from "../../../worker/contract/ielts";
import { hub, newChat, signedInUser } from "../hub/support";
import { toneWav } from "../ielts/helpers";
import { generatingModel, useModel } from "./mock-model";

const usedToday = (userId: string) => runInDurableObject(hub(userId), (_: UserHub, state) => tokensUsedToday(state.storage.sql));

afterEach(() => {
  useModel(null);
  overrideTranscriptionModel(null);
});

describe("withAiBudget", () => {
  it("charges the tokens a call reports, and those of a call that failed after spending some", async () => {
    const userId = `budget-${crypto.randomUUID()}`;
    expect(await withAiBudget(env, userId, async () => ({ tokens: 120, text: "ok" }))).toEqual({ tokens: 120, text: "ok" });
    const failure = Object.assign(new Error("schema mismatch"), { tokens: 30 });
    await expect(withAiBudget(env, userId, () => Promise.reject(failure))).rejects.toBe(failure);
    expect(await usedToday(userId)).toBe(150);
  });

  it("refuses before running the call once the day's budget is spent", async () => {
    const userId = `budget-${crypto.randomUUID()}`;
    await hub(userId).recordAiTokens(DEFAULT_DAILY_TOKEN_BUDGET);
    let ran = false;
    const refused = withAiBudget(env, userId, async () => {
      ran = true;
      return { tokens: 1 };
    });
    await expect(refused).rejects.toBeInstanceOf(AiBudgetExceededError);
    expect(ran).toBe(false);
    expect(await usedToday(userId)).toBe(DEFAULT_DAILY_TOKEN_BUDGET);
  });
});

describe("every AI route over budget", () => {
  let spent: Awaited<ReturnType<typeof signedInUser>>;
  let recording: string;

  beforeAll(async () => {
    spent = await signedInUser();
    const upload = await spent.call("/api/audio", { method: "POST", body: toneWav(0.3), headers: { "Content-Type": "audio/wav" } });
    recording = ((await upload.json()) as AudioUploadResponse).key;
    await hub(spent.userId).recordAiTokens(DEFAULT_DAILY_TOKEN_BUDGET);
  });

  const refusals: [string, () => Promise<Response>][] = [
    [
      "POST /api/consolidated",
      () => spent.call("/api/consolidated", { method: "POST", json: { type: "translate", text: "hello", targetLanguage: "es" } }),
    ],
    [
      "POST /api/chats/:id/messages",
      async () => spent.call(`/api/chats/${(await newChat(spent.userId)).id}/messages`, { method: "POST", json: { content: "Hi" } }),
    ],
    ["POST /api/ielts/transcriptions", () => spent.call("/api/ielts/transcriptions", { method: "POST", json: { audioKey: recording } })],
  ];

  it.each(refusals)("%s answers 429 with the spec's body and calls no model", async (_, request) => {
    const model = generatingModel(JSON.stringify({ translation: "hola" }));
    useModel(model);
    let transcribed = false;
    overrideTranscriptionModel(
      new MockTranscriptionModelV4({
        doGenerate: async () => {
          transcribed = true;
          return {
            text: "hi",
            segments: [],
            language: "en",
            durationInSeconds: 1,
            warnings: [],
            response: { timestamp: new Date(), modelId: "whisper" },
          };
        },
      }),
    );
    const res = await request();
    expect(res.status).toBe(429);
    expect(await res.json()).toEqual(TOKEN_LIMIT_BODY);
    expect(model.doGenerateCalls).toHaveLength(0);
    expect(model.doStreamCalls).toHaveLength(0);
    expect(transcribed).toBe(false);
    expect(await usedToday(spent.userId)).toBe(DEFAULT_DAILY_TOKEN_BUDGET);
  });
});
