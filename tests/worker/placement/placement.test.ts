import { env } from "cloudflare:workers";
import { afterEach, describe, expect, it } from "vitest";
import type { Customization } from "../../../worker/contract/customization";
import {
  CEFR_LEVELS,
  PLACEMENT_ITEM_COUNT,
  type CefrLevel,
  type PlacementOverview,
  type PlacementSessionView,
} from "../../../worker/contract/placement";
import { placementItem } from "../../../worker/placement/items";
import { placementAudioKey } from "../../../worker/placement/sessions";
import { promptOf, scriptedModel, useModel } from "../ai/mock-model";
import { api, connect } from "../helpers";
import { newChat, replyEnd, send } from "../hub/support";
import { call, json, signedIn, type Caller } from "../progress/helpers";

const start = async (me: Caller) => json<PlacementSessionView>(await call("/api/placement/sessions", me.token, { method: "POST" }), 201);
const answer = (me: Caller, id: string, body: unknown) => call(`/api/placement/sessions/${id}/answers`, me.token, { json: body });

/** The choice a learner who knows every item up to `level` (and guesses wrong above it) makes. */
function choiceOf(itemId: string, level: CefrLevel): number {
  const item = placementItem(itemId)!;
  const knows = CEFR_LEVELS.indexOf(item.level) <= CEFR_LEVELS.indexOf(level);
  return knows ? item.answer : (item.answer + 1) % item.options.length;
}

async function takeTest(me: Caller, level: CefrLevel): Promise<PlacementSessionView> {
  let view = await start(me);
  while (view.question)
    view = await json<PlacementSessionView>(
      await answer(me, view.id, { itemId: view.question.id, choice: choiceOf(view.question.id, level) }),
    );
  return view;
}

describe("/api/placement", () => {
  it("serves one question at a time without its answer or the clip's script", async () => {
    const me = await signedIn();
    const view = await start(me);
    expect(view).toMatchObject({ status: "in_progress", answered: 0, total: PLACEMENT_ITEM_COUNT, result: null });
    expect(Object.keys(view.question!).sort()).toEqual(["audioUrl", "category", "id", "options", "passage", "prompt"]);
    expect(JSON.stringify(view)).not.toMatch(/"answer"|"script"|"level"/);
  });

  it.each(["A2", "B2", "C2"] as const)(
    "places a learner who knows %s items there and saves the assessment in the customization settings",
    async (level) => {
      const me = await signedIn();
      const done = await takeTest(me, level);
      expect(done).toMatchObject({ status: "completed", answered: PLACEMENT_ITEM_COUNT, question: null });
      expect(done.result).toMatchObject({ level, total: PLACEMENT_ITEM_COUNT });
      expect(Object.keys(done.result!.categoryScores).sort()).toEqual(["grammar", "listening", "reading", "vocabulary"]);
      const saved = await json<Customization>(await call("/api/customization", me.token));
      expect(saved).toMatchObject({
        assessmentCompleted: true,
        assessmentLevel: level,
        assessmentScore: done.result!.score,
        assessmentPercentage: done.result!.percentage,
        assessmentCategoryScores: done.result!.categoryScores,
        assessmentCompletedAt: done.result!.completedAt,
      });
      expect(await json<PlacementOverview>(await call("/api/placement", me.token))).toEqual({ inProgress: null, latest: done.result });
    },
  );

  it("adapts: right answers lead to harder questions than wrong ones", async () => {
    const [strong, weak] = await Promise.all([signedIn(), signedIn()]);
    const levelsAsked = async (me: Caller, right: boolean) => {
      let view = await start(me);
      const levels: number[] = [];
      for (let i = 0; i < 6; i += 1) {
        const item = placementItem(view.question!.id)!;
        levels.push(CEFR_LEVELS.indexOf(item.level));
        view = await json(
          await answer(me, view.id, { itemId: item.id, choice: right ? item.answer : (item.answer + 1) % item.options.length }),
        );
      }
      return levels;
    };
    const up = await levelsAsked(strong, true);
    const down = await levelsAsked(weak, false);
    expect(up.at(-1)!).toBeGreaterThan(up[0]!);
    expect(down.at(-1)!).toBeLessThan(down[0]!);
  });

  it("resumes after a reload, counts a retried answer once, and a retake abandons the unfinished test", async () => {
    const me = await signedIn();
    const first = await start(me);
    const body = { itemId: first.question!.id, choice: 0 };
    const second = await json<PlacementSessionView>(await answer(me, first.id, body));
    expect(await json<PlacementSessionView>(await answer(me, first.id, body))).toEqual(second);
    const overview = await json<PlacementOverview>(await call("/api/placement", me.token));
    expect(overview.inProgress).toEqual(second);
    expect(await json<PlacementSessionView>(await call(`/api/placement/sessions/${first.id}`, me.token))).toEqual(second);

    const retake = await start(me);
    expect(retake.id).not.toBe(first.id);
    const late = await answer(me, first.id, { itemId: second.question!.id, choice: 0 });
    expect(late.status).toBe(409);
    expect((await json<PlacementOverview>(await call("/api/placement", me.token))).inProgress!.id).toBe(retake.id);
  });

  it("can be retaken after a result, and the new level replaces the old one", async () => {
    const me = await signedIn();
    expect((await takeTest(me, "C1")).result!.level).toBe("C1");
    expect((await takeTest(me, "A1")).result!.level).toBe("A1");
    expect((await json<Customization>(await call("/api/customization", me.token))).assessmentLevel).toBe("A1");
  });

  it("answers 400 for bad answers, 409 for a question that is not the current one, and stores nothing", async () => {
    const me = await signedIn();
    const view = await start(me);
    const itemId = view.question!.id;
    const cases: [unknown, number][] = [
      [{ itemId, choice: 4 }, 400],
      [{ itemId, choice: -1 }, 400],
      [{ itemId, choice: 1.5 }, 400],
      [{ itemId }, 400],
      [{ itemId, choice: 0, correct: true }, 400],
      [{ itemId: "NOT AN ID", choice: 0 }, 400],
      [{ itemId: itemId === "g-a1-be" ? "g-a1-have" : "g-a1-be", choice: 0 }, 409],
    ];
    for (const [body, status] of cases) expect((await answer(me, view.id, body)).status, JSON.stringify(body)).toBe(status);
    expect((await call(`/api/placement/sessions/${view.id}/answers`, me.token, { method: "POST", body: "{oops" })).status).toBe(400);
    expect((await call("/api/placement/sessions/not-a-uuid", me.token)).status).toBe(400);
    expect((await json<PlacementSessionView>(await call(`/api/placement/sessions/${view.id}`, me.token))).answered).toBe(0);
  });

  it("keeps sessions to their owner: another learner gets 404, a visitor 401", async () => {
    const [me, other] = await Promise.all([signedIn(), signedIn()]);
    const view = await start(me);
    const read = await call(`/api/placement/sessions/${view.id}`, other.token);
    expect(read.status).toBe(404);
    expect(((await read.json()) as { error: { code: string } }).error.code).toBe("placement_not_found");
    expect((await answer(other, view.id, { itemId: view.question!.id, choice: 0 })).status).toBe(404);
    expect((await call(`/api/placement/sessions/${crypto.randomUUID()}`, me.token)).status).toBe(404);
    expect(await json<PlacementOverview>(await call("/api/placement", other.token))).toEqual({ inProgress: null, latest: null });
    for (const [path, method] of [
      ["/api/placement", "GET"],
      ["/api/placement/sessions", "POST"],
      [`/api/placement/sessions/${view.id}`, "GET"],
      [`/api/placement/sessions/${view.id}/answers`, "POST"],
    ] as const) {
      expect((await call(path, undefined, { method, ...(method === "POST" ? { json: {} } : {}) })).status, path).toBe(401);
    }
    expect((await json<PlacementSessionView>(await call(`/api/placement/sessions/${view.id}`, me.token))).answered).toBe(0);
  });

  it("serves a listening clip by signed URL with byte ranges, and nothing outside the clips", async () => {
    const me = await signedIn();
    let view = await start(me);
    while (view.question!.category !== "listening") {
      view = await json(await answer(me, view.id, { itemId: view.question!.id, choice: 0 }));
    }
    expect(view.question!.audioUrl).toBeNull();
    const key = placementAudioKey(view.question!.id);
    await env.AUDIO.put(key, new Uint8Array(1000).fill(7), { httpMetadata: { contentType: "audio/ogg" } });
    const withClip = await json<PlacementSessionView>(await call(`/api/placement/sessions/${view.id}`, me.token));
    const url = withClip.question!.audioUrl!;
    expect(url).toMatch(/^\/api\/placement\/audio\/placement\/listening\/.+\?expires=\d+&signature=/);
    const part = await api(url, { headers: { Range: "bytes=0-99" } });
    expect(part.status).toBe(206);
    expect(part.headers.get("Content-Range")).toBe("bytes 0-99/1000");
    expect(part.headers.get("Content-Type")).toBe("audio/ogg");
    expect((await api(url.split("?")[0]!)).status).toBe(401);
    expect((await api(url.replace("signature=", "signature=x"))).status).toBe(401);
    await env.AUDIO.put(`recordings/${me.id}/secret.webm`, new Uint8Array(20));
    expect((await call(`/api/placement/audio/recordings/${me.id}/secret.webm`, me.token)).status).toBe(404);
  });
});

describe("the AI chat after a placement test", () => {
  afterEach(() => useModel(null));

  it("tells the model the new level from the next message, although the hub caches the assessment for minutes", async () => {
    const model = scriptedModel({ deltas: ["ok"] });
    useModel(model);
    const me = await signedIn();
    await takeTest(me, "A2");
    const chat = await newChat(me.id);
    const socket = await connect(me.id);
    const instructionsOf = async (requestId: string, call: number) => {
      send(socket, requestId, chat.id, "What should I study next?");
      await replyEnd(socket, requestId);
      const [[, instructions]] = promptOf(model.doStreamCalls[call]!) as [[string, string]];
      return instructions;
    };
    expect(await instructionsOf("before", 0)).toContain("level A2");
    await takeTest(me, "C2");
    const after = await instructionsOf("after", 1);
    expect(after).toContain("level C2");
    expect(after).not.toContain("level A2");
    socket.ws.close();
  });
});
