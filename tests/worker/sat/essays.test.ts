import { env } from "cloudflare:workers";
import { afterEach, beforeAll, describe, expect, it } from "vitest";
import {
  SAT_ESSAY_MAX_WORDS,
  type SatEssayDetail,
  type SatEssayListResponse,
  type SatEssayPromptDetail,
  type SatEssayPromptListResponse,
  type SatEssayResponse,
} from "../../../worker/contract/sat-essay";
import { generatingModel, useModel } from "../ai/mock-model";
import { signedIn, type Caller, type ErrorResponse } from "../vocabulary/helpers";
import { ANALYSIS, NIGHT_SKY, PASSAGES, seedPassages } from "./essay-helpers";

let learner: Caller;

beforeAll(async () => {
  await seedPassages();
  learner = await signedIn();
});
afterEach(() => useModel(null));

const clientId = () => `essay-${crypto.randomUUID()}`;
const submit = (as: Caller, body: Record<string, unknown>) =>
  as.call("/api/sat/essays", { method: "POST", json: { clientId: clientId(), promptId: NIGHT_SKY.id, ...body } });
const progressEvents = async (userId: string) =>
  (
    await env.DB.prepare("SELECT event_type, data FROM progress_events WHERE user_id = ?")
      .bind(userId)
      .all<{ event_type: string; data: string }>()
  ).results;

const dimension = (reader1: number, reader2: number, feedback: string) => ({ reader1, reader2, feedback });
const modelAnswer = (overrides: Record<string, unknown> = {}) =>
  JSON.stringify({
    reading: dimension(3, 4, "You quote the passage accurately."),
    analysis: dimension(3, 3, "You explain the effect of the anecdote."),
    writing: dimension(3, 3, "Clear paragraphs."),
    strengths: ["Well-chosen quotations."],
    improvements: ["Analyse the structure of the argument as well."],
    summary: "A proficient analysis.",
    ...overrides,
  });

describe("SAT Essay passages", () => {
  it("lists the seeded original passages and serves one with its task and 50 minutes", async () => {
    const list = await learner.ok<SatEssayPromptListResponse>("/api/sat/essays/prompts");
    expect(list.evaluation).toBe("offline");
    expect(list.prompts.map((p) => p.id).sort()).toEqual(PASSAGES.map((p) => p.id).sort());
    const detail = await learner.ok<SatEssayPromptDetail>(`/api/sat/essays/prompts/${NIGHT_SKY.id}`);
    expect(detail).toMatchObject({ author: "Miriam Okafor", minutes: 50, paragraphs: NIGHT_SKY.paragraphs });
    expect(detail.task.task).toContain("how Miriam Okafor builds an argument to persuade the audience");
    expect((await learner.call("/api/sat/essays/prompts/sat-essay-nope")).status).toBe(404);
  });
});

describe("POST /api/sat/essays offline", () => {
  it("stores the essay and its offline estimate: Reading, Analysis and Writing 2–8, each two readers' 1–4", async () => {
    const me = await signedIn();
    const res = await submit(me, { text: ANALYSIS, durationSeconds: 2400 });
    expect(res.status).toBe(201);
    const { essay } = (await res.json()) as SatEssayResponse;
    expect(essay).toMatchObject({ status: "evaluated", promptId: NIGHT_SKY.id, author: "Miriam Okafor", durationSeconds: 2400 });
    const evaluation = essay.evaluation!;
    expect(evaluation).toMatchObject({ method: "offline", label: "offline estimate", status: "complete", model: null });
    for (const id of ["reading", "analysis", "writing"] as const) {
      const d = evaluation.scores![id];
      expect(d.readers[0] + d.readers[1]).toBe(d.score);
      expect(d.score).toBeGreaterThanOrEqual(5);
      expect(d.score).toBeLessThanOrEqual(6);
      expect(d.feedback).not.toBe("");
    }
    expect(evaluation.features).toMatchObject({ paragraphs: 5, spellingErrors: 0 });
    expect(evaluation.features!.quotations).toBeGreaterThanOrEqual(4);
    expect(evaluation.features!.analysisTerms).toEqual(expect.arrayContaining(["anecdote", "statistic", "appeal", "evidence"]));

    const stored = await me.ok<SatEssayDetail>(`/api/sat/essays/${essay.id}`);
    expect(stored).toEqual(essay);
    const row = await env.DB.prepare("SELECT reading_score, analysis_score, writing_score, text FROM sat_essays WHERE id = ?")
      .bind(essay.id)
      .first();
    expect(row).toMatchObject({ reading_score: evaluation.scores!.reading.score, text: ANALYSIS });
    const events = await progressEvents(me.userId);
    expect(events).toHaveLength(1);
    expect(events[0]!.event_type).toBe("sat_essay_evaluated");
    expect(JSON.parse(events[0]!.data)).toMatchObject({ section: "essay", ref: { kind: "sat_essay", id: essay.id } });
  });

  it("scores a short essay without analysis lower than a real analysis", async () => {
    const weak = `I think the lights are bad and the town should turn them off because stars are nice. ${"It is good to see stars at night. ".repeat(12)}`;
    const { essay } = (await (await submit(learner, { text: weak })).json()) as SatEssayResponse;
    const strong = (await (await submit(learner, { text: ANALYSIS })).json()) as SatEssayResponse;
    const total = (e: SatEssayDetail) => Object.values(e.evaluation!.scores!).reduce((sum, d) => sum + d.score, 0);
    expect(total(essay)).toBeLessThan(total(strong.essay) - 4);
  });

  it("gives no scores to an essay too short to judge", async () => {
    const { essay } = (await (await submit(learner, { text: "The author uses evidence." })).json()) as SatEssayResponse;
    expect(essay.evaluation).toMatchObject({ status: "insufficient_evidence", scores: null });
  });

  it("writes the estimate's feedback in the language the essay was sent in", async () => {
    const inLanguage = (lang: string, text: string) =>
      learner.call("/api/sat/essays", {
        method: "POST",
        json: { clientId: clientId(), promptId: NIGHT_SKY.id, text },
        headers: { "Accept-Language": lang },
      });
    const { essay } = (await (await inLanguage("ru", ANALYSIS)).json()) as SatEssayResponse;
    const evaluation = essay.evaluation!;
    expect(evaluation.summary).toMatch(/^Офлайн-оценка по измеримым признакам вашего эссе \(Reading \d, Analysis \d, Writing \d из 8\)/);
    expect(evaluation.scores!.reading.feedback).toMatch(/^Вы цитируете текст \d+ раза?, ссылаетесь на автора \(Miriam Okafor\)/);
    expect(evaluation.scores!.writing.feedback).toMatch(/^5 абзацев, \d+ предложени/);
    const short = (await (await inLanguage("kk", "The author uses evidence.")).json()) as SatEssayResponse;
    expect(short.essay.evaluation!.summary).toBe("Материал жеткіліксіз: бағалау үшін 4 сөз тым аз (кемінде 100 керек).");
  });

  it("is idempotent by client id: a retry returns the stored essay and records one event", async () => {
    const me = await signedIn();
    const id = clientId();
    const first = await submit(me, { clientId: id, text: ANALYSIS });
    const again = await submit(me, { clientId: id, text: ANALYSIS });
    expect(first.status).toBe(201);
    expect(again.status).toBe(200);
    const a = (await first.json()) as SatEssayResponse;
    const b = (await again.json()) as SatEssayResponse;
    expect(b).toEqual({ duplicate: true, essay: a.essay });
    expect((await me.ok<SatEssayListResponse>("/api/sat/essays")).essays).toHaveLength(1);
    expect(await progressEvents(me.userId)).toHaveLength(1);
    const reused = await submit(me, { clientId: id, promptId: PASSAGES.find((p) => p.id !== NIGHT_SKY.id)!.id, text: ANALYSIS });
    expect(reused.status).toBe(409);
  });

  it.each([
    ["an empty essay", { text: "   " }, 400, "empty_essay"],
    ["an unknown passage", { promptId: "sat-essay-nope", text: ANALYSIS }, 404, "sat_essay_prompt_not_found"],
    ["a missing client id", { clientId: undefined, text: ANALYSIS }, 400, "validation_failed"],
    ["a posted score", { text: ANALYSIS, scores: { reading: 8 } }, 400, "validation_failed"],
    ["a text that is not a string", { text: 42 }, 400, "validation_failed"],
    ["an essay over the limit", { text: "word ".repeat(SAT_ESSAY_MAX_WORDS + 1) }, 413, "essay_too_long"],
  ])("refuses %s, storing nothing", async (_, body, status, code) => {
    const me = await signedIn();
    const res = await submit(me, body);
    expect(res.status).toBe(status);
    expect(((await res.json()) as ErrorResponse).error.code).toBe(code);
    expect((await me.ok<SatEssayListResponse>("/api/sat/essays")).essays).toHaveLength(0);
  });
});

describe("another learner's essay", () => {
  it("is 404 to read or evaluate, and absent from their list", async () => {
    const { essay } = (await (await submit(learner, { text: ANALYSIS })).json()) as SatEssayResponse;
    const other = await signedIn();
    expect((await other.call(`/api/sat/essays/${essay.id}`)).status).toBe(404);
    expect((await other.call(`/api/sat/essays/${essay.id}/evaluate`, { method: "POST" })).status).toBe(404);
    expect((await other.ok<SatEssayListResponse>("/api/sat/essays")).essays).toEqual([]);
  });

  it("is 401 for anonymous callers", async () => {
    const { request } = await import("../vocabulary/helpers");
    for (const [method, path] of [
      ["GET", "/api/sat/essays/prompts"],
      ["GET", `/api/sat/essays/prompts/${NIGHT_SKY.id}`],
      ["GET", "/api/sat/essays"],
      ["POST", "/api/sat/essays"],
      ["GET", "/api/sat/essays/some-id"],
      ["POST", "/api/sat/essays/some-id/evaluate"],
    ] as const) {
      expect((await request(path, { method })).status, `${method} ${path}`).toBe(401);
    }
  });
});

describe("with a model configured", () => {
  it("stores the model's scores as an estimate, the server summing the two readers", async () => {
    useModel(generatingModel(modelAnswer()));
    const { essay } = (await (await submit(learner, { text: ANALYSIS })).json()) as SatEssayResponse;
    expect(essay.status).toBe("evaluated");
    expect(essay.evaluation).toMatchObject({ method: "ai", label: "estimate", features: null });
    expect(essay.evaluation!.scores).toMatchObject({
      reading: { readers: [3, 4], score: 7 },
      analysis: { readers: [3, 3], score: 6 },
      writing: { readers: [3, 3], score: 6 },
    });
  });

  it("stores an invalid model answer as evaluation_failed, keeping the essay, and evaluates it again later", async () => {
    const me = await signedIn();
    useModel(generatingModel(modelAnswer({ reading: dimension(5, 9, "out of range") })));
    const { essay } = (await (await submit(me, { text: ANALYSIS })).json()) as SatEssayResponse;
    expect(essay).toMatchObject({ status: "evaluation_failed", evaluation: null, text: ANALYSIS });
    expect(essay.evaluationError).toMatchObject({ code: "evaluation_failed" });
    expect(await progressEvents(me.userId)).toHaveLength(0);

    useModel(generatingModel(modelAnswer()));
    const again = await me.ok<SatEssayResponse>(`/api/sat/essays/${essay.id}/evaluate`, { method: "POST" });
    expect(again.essay).toMatchObject({ status: "evaluated", evaluationError: null });
    expect(await progressEvents(me.userId)).toHaveLength(1);
    expect((await me.call(`/api/sat/essays/${essay.id}/evaluate`, { method: "POST" })).status).toBe(409);
  });

  it("stores a model answer that is not JSON as evaluation_failed", async () => {
    useModel(generatingModel("Reading: 7, Analysis: 6"));
    const { essay } = (await (await submit(learner, { text: ANALYSIS })).json()) as SatEssayResponse;
    expect(essay.status).toBe("evaluation_failed");
  });
});
