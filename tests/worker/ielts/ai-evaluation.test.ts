import { runInDurableObject } from "cloudflare:test";
import { env } from "cloudflare:workers";
import { MockTranscriptionModelV4 } from "ai/test";
import { afterEach, beforeAll, describe, expect, it } from "vitest";
import { recordTokens, tokensUsedToday } from "../../../worker/durable-objects/user-hub/budget";
import type { UserHub } from "../../../worker/durable-objects/user-hub/user-hub";
import { overrideTranscriptionModel } from "../../../worker/ai/model";
import { DEFAULT_DAILY_TOKEN_BUDGET, TOKEN_LIMIT_MESSAGE } from "../../../worker/contract/ai";
import type {
  AudioUploadResponse,
  Evaluation,
  IeltsCapabilities,
  SubmissionResponse,
  TranscriptionResponse,
} from "../../../worker/contract/ielts";
import type { SpeakingSetCollection, WritingTask1Set, WritingTask2Set } from "../../../worker/contract/ielts-content";
import { generatingModel, promptOf, useModel } from "../ai/mock-model";
import { hub } from "../hub/support";
import { signedIn, type Caller, type ErrorResponse } from "../vocabulary/helpers";
import { CONTENT, clientId, seedContent, toneWav } from "./helpers";

const TASK1 = CONTENT.find((f): f is WritingTask1Set => f.kind === "ielts_writing_task1_set")!.prompts.find(
  (p) => p.visuals[0]!.kind === "table",
)!;
const TASK2 = CONTENT.find((f): f is WritingTask2Set => f.kind === "ielts_writing_task2_set")!.prompts.find((p) => p.modelAnswer)!;
const SET = CONTENT.find((f): f is SpeakingSetCollection => f.kind === "ielts_speaking_sets")!.sets[0]!;

/** A Task 2 essay with two real slips the model is scripted to correct. */
const ESSAY = `${TASK2.modelAnswer!}\n\nIn adition, people has to think about the future.`;

const criterion = (band: number, reason: string) => ({ band, reason });
const writingOutput = (overrides: Record<string, unknown> = {}) => ({
  criteria: {
    task_response: criterion(7, "You answer both parts of the question and keep a clear position."),
    coherence_cohesion: criterion(6.5, "Paragraphs are logical, though some linking words repeat."),
    lexical_resource: criterion(6, "A good range of topic vocabulary with a few spelling slips."),
    grammatical_range_accuracy: criterion(6.5, "A mix of complex sentences with occasional agreement errors."),
  },
  corrections: [
    { original: "adition", suggestion: "addition", category: "spelling", message: "Spelling." },
    { original: "people has", suggestion: "people have", category: "grammar", message: "Subject–verb agreement: 'people' is plural." },
    { original: "words that are not in the essay", suggestion: "x", category: "style", message: "Dropped: not in the text." },
  ],
  strengths: ["A clear position from the introduction to the conclusion."],
  improvements: ["Check subject–verb agreement with plural nouns."],
  summary: "A solid answer at about band 6.5.",
  confidence: 0.97,
  ...overrides,
});

let learner: Caller;

beforeAll(async () => {
  await seedContent();
  learner = await signedIn();
});
afterEach(() => {
  useModel(null);
  overrideTranscriptionModel(null);
});

const write = (as: Caller, body: Record<string, unknown>) =>
  as.call("/api/ielts/submissions", { method: "POST", json: { section: "writing", clientId: clientId(), ...body } });
/** The instructions and the prompt of the model's first call. */
const messagesOf = (model: ReturnType<typeof generatingModel>) => {
  const [system, user] = promptOf(model.doGenerateCalls[0]!);
  return { instructions: system?.[1], prompt: user?.[1] };
};
const usedToday = (userId: string) => runInDurableObject(hub(userId), (_: UserHub, state) => tokensUsedToday(state.storage.sql));
const historyEvaluation = async (userId: string) => {
  const row = await env.DB.prepare("SELECT evaluation FROM ielts_writing_history WHERE user_id = ?")
    .bind(userId)
    .first<{ evaluation: string | null }>();
  return row?.evaluation ? (JSON.parse(row.evaluation) as Evaluation) : null;
};

describe("writing evaluated by the configured model", () => {
  it("says so in /api/ielts/capabilities: AI evaluation, no speech-to-text, Pronunciation not assessed", async () => {
    expect(await learner.ok<IeltsCapabilities>("/api/ielts/capabilities")).toEqual({
      evaluation: "offline",
      transcription: false,
      pronunciation: false,
    });
    useModel(generatingModel("{}"));
    expect(await learner.ok<IeltsCapabilities>("/api/ielts/capabilities")).toEqual({
      evaluation: "ai",
      transcription: false,
      pronunciation: false,
    });
  });

  it("stores the model's valid evaluation: four criteria with bands and reasons, located corrections, the task band, labelled an estimate", async () => {
    const me = await signedIn();
    const model = generatingModel(JSON.stringify(writingOutput()), { input: 900, output: 350 });
    useModel(model);
    const res = await write(me, { promptId: TASK2.id, task_type: "task2", user_writing: ESSAY });
    expect(res.status).toBe(201);
    const { submission } = (await res.json()) as SubmissionResponse;
    const evaluation = submission.evaluation!;
    expect(submission).toMatchObject({ status: "evaluated", band: 6.5, bandLabel: "estimate", confidence: 0.9 });
    expect(evaluation).toMatchObject({
      method: "ai",
      label: "estimate",
      status: "complete",
      band: 6.5,
      model: "mock-model-id",
      features: null,
    });
    expect(evaluation.criteria.map((c) => [c.name, c.band])).toEqual([
      ["Task Response", 7],
      ["Coherence and Cohesion", 6.5],
      ["Lexical Resource", 6],
      ["Grammatical Range and Accuracy", 6.5],
    ]);
    expect(evaluation.corrections.map((c) => ESSAY.slice(c.start, c.end))).toEqual(["adition", "people has"]);
    expect(evaluation.corrections.map((c) => c.suggestion)).toEqual(["addition", "people have"]);
    // Each correction names its sentence, the context a review card shows.
    expect(evaluation.corrections.map((c) => c.sentence)).toEqual([
      "In adition, people has to think about the future.",
      "In adition, people has to think about the future.",
    ]);
    expect(evaluation.strengths).toEqual(["A clear position from the introduction to the conclusion."]);
    expect(await historyEvaluation(me.userId)).toEqual(evaluation);

    const { instructions, prompt } = messagesOf(model);
    expect(instructions).toContain("Task Response (task_response)");
    expect(prompt).toContain(TASK2.prompt.question);
    expect(prompt).toContain(ESSAY);
    expect(await usedToday(me.userId)).toBe(1250);
  });

  it("gives the model a Task 1 chart's numbers, so it can check the figures", async () => {
    const me = await signedIn();
    const output = writingOutput({
      criteria: { ...writingOutput().criteria, task_achievement: criterion(6, "An overview is present."), task_response: undefined },
    });
    const model = generatingModel(JSON.stringify(output));
    useModel(model);
    const { submission } = (await (
      await write(me, { promptId: TASK1.id, user_writing: TASK1.modelAnswer ?? ESSAY })
    ).json()) as SubmissionResponse;
    expect(submission.evaluation!.criteria[0]).toMatchObject({ name: "Task Achievement", band: 6 });
    const { prompt } = messagesOf(model);
    const table = TASK1.visuals[0]!;
    if (table.kind !== "table") throw new Error("the chosen prompt has a table");
    expect(prompt).toContain(`${table.rows[0]!.label}: ${table.rows[0]!.values.join(", ")}`);
  });

  it("gives the model the learner's own question, and tells it when a Task 1 comes without its figure", async () => {
    const me = await signedIn();
    const question = "The graph below shows the average price of a cinema ticket in four countries from 2000 to 2020.";
    const output = writingOutput({
      criteria: { ...writingOutput().criteria, task_achievement: criterion(6, "Judged on the task's words."), task_response: undefined },
    });
    const model = generatingModel(JSON.stringify(output));
    useModel(model);
    const res = await write(me, { customPrompt: { task: "task1", text: question }, user_writing: ESSAY });
    expect(res.status).toBe(201);
    const { prompt } = messagesOf(model);
    expect(prompt).toContain(`The task:\n${question}`);
    expect(prompt).toContain("its figure is not available");
    expect(prompt).not.toContain("The data the learner was given");
  });

  it.each([
    ["not JSON", "I think this essay deserves a 7."],
    [
      "a band outside 0–9",
      JSON.stringify(writingOutput({ criteria: { ...writingOutput().criteria, lexical_resource: criterion(12, "Too good.") } })),
    ],
    ["a missing criterion", JSON.stringify(writingOutput({ criteria: { task_response: criterion(7, "Fine.") } }))],
    ["no improvements", JSON.stringify(writingOutput({ improvements: [] }))],
  ])("rejects %s: the essay is kept with status evaluation_failed, the tokens still count", async (_case, text) => {
    const me = await signedIn();
    useModel(generatingModel(text, { input: 500, output: 100 }));
    const res = await write(me, { promptId: TASK2.id, user_writing: ESSAY });
    expect(res.status).toBe(201);
    const { submission } = (await res.json()) as SubmissionResponse;
    expect(submission).toMatchObject({ status: "evaluation_failed", evaluation: null, band: null, studentText: ESSAY });
    expect(submission.evaluationError).toEqual({
      code: "evaluation_failed",
      message: "The evaluation could not be completed. Your answer is saved: try again later.",
    });
    expect(await historyEvaluation(me.userId)).toBeNull();
    expect(await usedToday(me.userId)).toBe(600);

    useModel(generatingModel(JSON.stringify(writingOutput())));
    const again = await me.ok<SubmissionResponse>(`/api/ielts/submissions/${submission.id}/evaluate`, { method: "POST" });
    expect(again.submission).toMatchObject({ status: "evaluated", band: 6.5, bandLabel: "estimate", evaluationError: null });
    expect((await historyEvaluation(me.userId))?.band).toBe(6.5);
  });

  it("keeps the essay and calls no model when the learner's daily token budget is spent", async () => {
    const me = await signedIn();
    await runInDurableObject(hub(me.userId), (_: UserHub, state) => recordTokens(state.storage.sql, DEFAULT_DAILY_TOKEN_BUDGET));
    const model = generatingModel(JSON.stringify(writingOutput()));
    useModel(model);
    const { submission } = (await (await write(me, { promptId: TASK2.id, user_writing: ESSAY })).json()) as SubmissionResponse;
    expect(model.doGenerateCalls).toHaveLength(0);
    expect(submission).toMatchObject({ status: "evaluation_failed", studentText: ESSAY });
    expect(submission.evaluationError).toEqual({
      code: "token_limit_exceeded",
      message: `${TOKEN_LIMIT_MESSAGE} Your answer is saved: evaluate it again tomorrow.`,
    });
  });

  it("answers a too-short essay with 'insufficient evidence' without a model call or any tokens", async () => {
    const me = await signedIn();
    const model = generatingModel(JSON.stringify(writingOutput()));
    useModel(model);
    const { submission } = (await (
      await write(me, { promptId: TASK2.id, user_writing: "Cars should be banned from city centres because they pollute the air." })
    ).json()) as SubmissionResponse;
    expect(model.doGenerateCalls).toHaveLength(0);
    expect(submission.evaluation).toMatchObject({ status: "insufficient_evidence", band: null, label: "estimate" });
    expect(await usedToday(me.userId)).toBe(0);
  });

  it("falls back to the offline estimate, labelled so, when no model is configured", async () => {
    const { submission } = (await (await write(learner, { promptId: TASK2.id, user_writing: ESSAY })).json()) as SubmissionResponse;
    expect(submission).toMatchObject({
      status: "evaluated",
      bandLabel: "offline estimate",
      evaluation: { method: "offline", label: "offline estimate" },
    });
    expect(submission.evaluation!.criteria).toHaveLength(4);
  });
});

describe("speaking evaluated by the configured model", () => {
  const talk =
    "I would like to describe my grandmother, who taught me how to cook when I was about ten years old. " +
    "She was very patient, and although I made a lot of mistakes, she always explained why something had gone wrong. ";

  it("marks three criteria, reports Pronunciation as not assessed and the band as their mean", async () => {
    const me = await signedIn();
    const output = {
      criteria: {
        fluency_coherence: criterion(6, "You keep going with some hesitation."),
        lexical_resource: criterion(6.5, "Good range for familiar topics."),
        grammatical_range_accuracy: criterion(6, "Complex sentences with some errors."),
      },
      strengths: ["You extend your answers."],
      improvements: ["Use a wider range of past tenses."],
      summary: "About band 6.",
      confidence: 0.8,
    };
    const model = generatingModel(JSON.stringify(output));
    useModel(model);
    const res = await me.call("/api/ielts/submissions", {
      method: "POST",
      json: {
        section: "speaking",
        clientId: clientId(),
        setId: SET.id,
        transcriptSource: "model",
        responses: [
          { part: 1, questionIndex: 0, transcript: talk, durationSeconds: 30, confidence: 0.5 },
          { part: 2, questionIndex: 0, transcript: talk.repeat(2), durationSeconds: 110 },
          { part: 3, questionIndex: 0, transcript: talk, durationSeconds: 3 },
        ],
      },
    });
    const { submission } = (await res.json()) as SubmissionResponse;
    expect(submission).toMatchObject({ status: "evaluated", transcriptSource: "model", bandLabel: "estimate", band: 6 });
    expect(submission.evaluation!.criteria.map((c) => [c.name, c.band, c.assessed])).toEqual([
      ["Fluency and Coherence", 6, true],
      ["Lexical Resource", 6.5, true],
      ["Grammatical Range and Accuracy", 6, true],
      ["Pronunciation", null, false],
    ]);
    expect(submission.evaluation!.criteria[3]!.reason).toMatch(/^Not assessed/);
    // The recogniser was unsure of part of the transcript: 0.8 × 0.5.
    expect(submission.confidence).toBe(0.4);
    const { instructions, prompt } = messagesOf(model);
    expect(instructions).toContain("Do not mark Pronunciation");
    expect(prompt).toContain(`Part 2. Examiner: ${SET.part2.cueCard.task}`);
    // Speech rate only from recordings of 15 s or more: the 3-second answer's length is not given.
    expect(prompt).toContain("Candidate (110 s):");
    expect(prompt).toContain(`Part 3. Examiner: ${SET.part3.questions[0]}\nCandidate: `);
  });
});

describe("POST /api/ielts/transcriptions", () => {
  const uploadRecording = async (as: Caller) =>
    (
      (await (
        await as.call("/api/audio", { method: "POST", body: toneWav(0.3), headers: { "Content-Type": "audio/wav" } })
      ).json()) as AudioUploadResponse
    ).key;

  it("answers 503 with a clear message when no speech-to-text model is configured", async () => {
    const res = await learner.call("/api/ielts/transcriptions", { method: "POST", json: { audioKey: await uploadRecording(learner) } });
    expect(res.status).toBe(503);
    expect(((await res.json()) as ErrorResponse).error.code).toBe("transcription_unavailable");
  });

  it("transcribes the learner's own recording through the configured model and counts it against the budget", async () => {
    const me = await signedIn();
    const key = await uploadRecording(me);
    const heard: Uint8Array[] = [];
    const model = new MockTranscriptionModelV4({
      doGenerate: async ({ audio }) => {
        heard.push(audio as Uint8Array);
        return {
          text: " My hometown is a small city in the north. ",
          segments: [],
          language: "en",
          durationInSeconds: 4.2,
          warnings: [],
          response: { timestamp: new Date(), modelId: "whisper" },
        };
      },
    });
    overrideTranscriptionModel(model);
    expect((await me.ok<IeltsCapabilities>("/api/ielts/capabilities")).transcription).toBe(true);
    const body = await me.ok<TranscriptionResponse>("/api/ielts/transcriptions", { method: "POST", json: { audioKey: key } });
    expect(body).toEqual({ text: "My hometown is a small city in the north.", durationSeconds: 4.2, language: "en" });
    expect(heard).toEqual([toneWav(0.3)]);
    expect(await usedToday(me.userId)).toBeGreaterThan(0);
  });

  it("never transcribes another learner's recording, and reports a failing model as 502", async () => {
    const [me, other] = await Promise.all([signedIn(), signedIn()]);
    const theirs = await uploadRecording(other);
    overrideTranscriptionModel(new MockTranscriptionModelV4({ doGenerate: async () => Promise.reject(new Error("provider down")) }));
    expect((await me.call("/api/ielts/transcriptions", { method: "POST", json: { audioKey: theirs } })).status).toBe(404);
    expect((await me.call("/api/ielts/transcriptions", { method: "POST", json: { audioKey: "ielts/listening/x.wav" } })).status).toBe(404);
    const failed = await me.call("/api/ielts/transcriptions", { method: "POST", json: { audioKey: await uploadRecording(me) } });
    expect(failed.status).toBe(502);
    expect(((await failed.json()) as ErrorResponse).error.code).toBe("transcription_failed");
  });
});
