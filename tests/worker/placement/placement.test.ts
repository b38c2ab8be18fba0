import { env } from "cloudflare:workers";
import { afterEach, describe, expect, it } from "vitest";
import type { Customization } from "../../../worker/contract/customization";
import {
  CEFR_LEVELS,
  PLACEMENT_ITEM_COUNT,
  PLACEMENT_LEVEL_INTERVAL_HOURS,
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

/** The item behind the question a session serves now: the test reads it from D1, as the learner cannot. */
async function currentItem(sessionId: string) {
  const itemId = await env.DB.prepare("SELECT current_item_id FROM placement_sessions WHERE id = ?")
    .bind(sessionId)
    .first<string>("current_item_id");
  return placementItem(itemId!)!;
}

/** The choice a learner who knows every item up to `level` (and guesses wrong above it) makes. */
async function choiceOf(sessionId: string, level: CefrLevel): Promise<number> {
  const item = await currentItem(sessionId);
  const knows = CEFR_LEVELS.indexOf(item.level) <= CEFR_LEVELS.indexOf(level);
  return knows ? item.answer : (item.answer + 1) % item.options.length;
}

async function takeTest(me: Caller, level: CefrLevel): Promise<PlacementSessionView> {
  let view = await start(me);
  while (view.question)
    view = await json<PlacementSessionView>(
      await answer(me, view.id, { questionId: view.question.id, choice: await choiceOf(view.id, level) }),
    );
  return view;
}

/** Moves the learner's finished results `hours` into the past, as if the day had gone by. */
async function ageResults(me: Caller, hours: number) {
  const at = new Date(Date.now() - hours * 3600 * 1000).toISOString();
  await env.DB.prepare(
    "UPDATE placement_sessions SET completed_at = ?1, result = json_set(result, '$.completedAt', ?1) WHERE user_id = ?2 AND status = 'completed'",
  )
    .bind(at, me.id)
    .run();
}

describe("/api/placement", () => {
  it("serves one question at a time without its answer or the clip's script", async () => {
    const me = await signedIn();
    const view = await start(me);
    expect(view).toMatchObject({ status: "in_progress", answered: 0, total: PLACEMENT_ITEM_COUNT, result: null });
    expect(Object.keys(view.question!).sort()).toEqual(["audioUrl", "category", "id", "options", "passage", "prompt"]);
    expect(JSON.stringify(view)).not.toMatch(/"answer"|"script"|"level"/);
    // The id names nothing about the item (its content id would say "g-b1-passive"), and a retake serves new ids.
    const item = await currentItem(view.id);
    expect(view.question!.id).toMatch(/^[0-9a-f-]{36}$/);
    expect(view.question!.id).not.toContain(item.id);
    expect((await start(me)).question!.id).not.toBe(view.question!.id);
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
      expect(done.savedAsLevel).toBe(true);
      const overview = await json<PlacementOverview>(await call("/api/placement", me.token));
      expect(overview).toEqual({ inProgress: null, latest: done.result, levelChangesFrom: expect.any(String) });
      expect(Date.parse(overview.levelChangesFrom!) - Date.parse(done.result!.completedAt)).toBe(
        PLACEMENT_LEVEL_INTERVAL_HOURS * 3600 * 1000,
      );
    },
  );

  it("adapts: right answers lead to harder questions than wrong ones", async () => {
    const [strong, weak] = await Promise.all([signedIn(), signedIn()]);
    const levelsAsked = async (me: Caller, right: boolean) => {
      let view = await start(me);
      const levels: number[] = [];
      for (let i = 0; i < 6; i += 1) {
        const item = await currentItem(view.id);
        levels.push(CEFR_LEVELS.indexOf(item.level));
        view = await json(
          await answer(me, view.id, {
            questionId: view.question!.id,
            choice: right ? item.answer : (item.answer + 1) % item.options.length,
          }),
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
    const body = { questionId: first.question!.id, choice: 0 };
    const second = await json<PlacementSessionView>(await answer(me, first.id, body));
    expect(await json<PlacementSessionView>(await answer(me, first.id, body))).toEqual(second);
    const overview = await json<PlacementOverview>(await call("/api/placement", me.token));
    expect(overview.inProgress).toEqual(second);
    expect(await json<PlacementSessionView>(await call(`/api/placement/sessions/${first.id}`, me.token))).toEqual(second);

    const retake = await start(me);
    expect(retake.id).not.toBe(first.id);
    const late = await answer(me, first.id, { questionId: second.question!.id, choice: 0 });
    expect(late.status).toBe(409);
    expect((await json<PlacementOverview>(await call("/api/placement", me.token))).inProgress!.id).toBe(retake.id);
  });

  it("can be retaken, and a new result replaces the level at most once a day", async () => {
    const me = await signedIn();
    const first = await takeTest(me, "C1");
    expect(first.result!.level).toBe("C1");
    // A retake within the day shows its result and says it was not saved; the level stays.
    const soon = await takeTest(me, "A1");
    expect(soon).toMatchObject({ savedAsLevel: false, result: { level: "A1" } });
    expect((await json<Customization>(await call("/api/customization", me.token))).assessmentLevel).toBe("C1");
    expect(await json<PlacementOverview>(await call("/api/placement", me.token))).toMatchObject({
      latest: first.result,
      levelChangesFrom: expect.any(String),
    });

    await ageResults(me, PLACEMENT_LEVEL_INTERVAL_HOURS + 1);
    expect(await json<PlacementOverview>(await call("/api/placement", me.token))).toMatchObject({ levelChangesFrom: null });
    const later = await takeTest(me, "A1");
    expect(later).toMatchObject({ savedAsLevel: true, result: { level: "A1" } });
    expect((await json<Customization>(await call("/api/customization", me.token))).assessmentLevel).toBe("A1");
  });

  it("answers 400 for bad answers, 409 for a question that is not the current one, and stores nothing", async () => {
    const me = await signedIn();
    const view = await start(me);
    const questionId = view.question!.id;
    const cases: [unknown, number][] = [
      [{ questionId, choice: 4 }, 400],
      [{ questionId, choice: -1 }, 400],
      [{ questionId, choice: 1.5 }, 400],
      [{ questionId }, 400],
      [{ questionId, choice: 0, correct: true }, 400],
      [{ questionId: "NOT AN ID", choice: 0 }, 400],
      [{ questionId: (await currentItem(view.id)).id, choice: 0 }, 400],
      [{ questionId: crypto.randomUUID(), choice: 0 }, 409],
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
    expect((await answer(other, view.id, { questionId: view.question!.id, choice: 0 })).status).toBe(404);
    expect((await call(`/api/placement/sessions/${crypto.randomUUID()}`, me.token)).status).toBe(404);
    expect(await json<PlacementOverview>(await call("/api/placement", other.token))).toEqual({
      inProgress: null,
      latest: null,
      levelChangesFrom: null,
    });
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

  it("serves a listening clip by session and question id (never the item's), signed, with byte ranges", async () => {
    const [me, other] = await Promise.all([signedIn(), signedIn()]);
    let view = await start(me);
    while (view.question!.category !== "listening") {
      view = await json(await answer(me, view.id, { questionId: view.question!.id, choice: 0 }));
    }
    expect(view.question!.audioUrl).toBeNull();
    const item = await currentItem(view.id);
    await env.AUDIO.put(placementAudioKey(item.id), new Uint8Array(1000).fill(7), { httpMetadata: { contentType: "audio/ogg" } });
    const withClip = await json<PlacementSessionView>(await call(`/api/placement/sessions/${view.id}`, me.token));
    const url = withClip.question!.audioUrl!;
    expect(url).toBe(`/api/placement/clips/${view.id}/${view.question!.id}?${url.split("?")[1]}`);
    expect(url).toMatch(/\?expires=\d+&signature=/);
    expect(url).not.toContain(item.id);
    const part = await api(url, { headers: { Range: "bytes=0-99" } });
    expect(part.status).toBe(206);
    expect(part.headers.get("Content-Range")).toBe("bytes 0-99/1000");
    expect(part.headers.get("Content-Type")).toBe("audio/ogg");
    const path = url.split("?")[0]!;
    expect((await api(path)).status).toBe(401);
    expect((await api(url.replace("signature=", "signature=x"))).status).toBe(401);
    expect((await call(path, me.token)).status).toBe(200);
    expect((await call(path, other.token)).status).toBe(404);
    expect((await call(`/api/placement/clips/${view.id}/${crypto.randomUUID().replaceAll("-", "")}`, me.token)).status).toBe(404);
    expect((await call(`/api/placement/clips/${view.id}/${item.id}`, me.token)).status).toBe(404);
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
    await ageResults(me, PLACEMENT_LEVEL_INTERVAL_HOURS + 1);
    await takeTest(me, "C2");
    const after = await instructionsOf("after", 1);
    expect(after).toContain("level C2");
    expect(after).not.toContain("level A2");
    socket.ws.close();
  });
});
