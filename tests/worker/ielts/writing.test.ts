import { env } from "cloudflare:workers";
import { afterEach, beforeAll, describe, expect, it } from "vitest";
import { ESSAY_MAX_WORDS, type Evaluation, type ResultsResponse, type SubmissionResponse } from "../../../worker/contract/ielts";
import type { WritingTask1Set, WritingTask2Set } from "../../../worker/contract/ielts-content";
import { offlineEvaluator, overrideEvaluator, type Evaluator } from "../../../worker/ielts/evaluation";
import { request, signedIn, type Caller, type ErrorResponse } from "../vocabulary/helpers";
import { CONTENT, clientId, seedContent } from "./helpers";

const TASK1 = CONTENT.find((f): f is WritingTask1Set => f.kind === "ielts_writing_task1_set")!.prompts.find((p) => p.modelAnswer)!;
const TASK2 = CONTENT.find((f): f is WritingTask2Set => f.kind === "ielts_writing_task2_set")!.prompts.find((p) => p.modelAnswer)!;

let learner: Caller;

beforeAll(async () => {
  await seedContent();
  learner = await signedIn();
});
afterEach(() => overrideEvaluator(null));

const write = (as: Caller, body: Record<string, unknown>) =>
  as.call("/api/ielts/submissions", { method: "POST", json: { section: "writing", clientId: clientId(), ...body } });
const rowsOf = async (userId: string) => {
  const history = await env.DB.prepare("SELECT * FROM ielts_writing_history WHERE user_id = ?").bind(userId).all();
  const submissions = await env.DB.prepare("SELECT * FROM ielts_submissions WHERE user_id = ? AND section = 'writing'").bind(userId).all();
  return { history: history.results, submissions: submissions.results };
};

describe("writing submissions", () => {
  it("stores the essay in ielts_writing_history and the submissions BEFORE the evaluation starts", async () => {
    const me = await signedIn();
    let seenDuringEvaluation: Awaited<ReturnType<typeof rowsOf>> | null = null;
    const watching: Evaluator = {
      method: "offline",
      async evaluate(req, signal) {
        seenDuringEvaluation = await rowsOf(me.userId);
        return offlineEvaluator.evaluate(req, signal);
      },
    };
    overrideEvaluator(watching);
    const res = await write(me, { promptId: TASK2.id, task_type: "task2", user_writing: TASK2.modelAnswer });
    expect(res.status).toBe(201);
    expect(seenDuringEvaluation!.history).toHaveLength(1);
    expect(seenDuringEvaluation!.history[0]).toMatchObject({ task_type: "task2", user_writing: TASK2.modelAnswer, evaluation: null });
    expect(String(seenDuringEvaluation!.history[0]!.task)).toContain(TASK2.prompt.question);
    expect(seenDuringEvaluation!.submissions[0]).toMatchObject({ status: "pending_evaluation", student_text: TASK2.modelAnswer });
    const after = await rowsOf(me.userId);
    expect(JSON.parse(String(after.history[0]!.evaluation))).toMatchObject({ label: "offline estimate", status: "complete" });
  });

  it("returns the offline estimate: four official criteria with bands and reasons, corrections, strengths, improvements, the task band", async () => {
    const res = await write(learner, { promptId: TASK1.id, user_writing: TASK1.modelAnswer, durationSeconds: 1180 });
    const { submission } = (await res.json()) as SubmissionResponse;
    const evaluation = submission.evaluation!;
    expect(submission).toMatchObject({
      status: "evaluated",
      section: "writing",
      type: "ielts_writing",
      task: "Task 1",
      taskType: "task1",
      bandLabel: "offline estimate",
      studentText: TASK1.modelAnswer,
      modelAnswer: TASK1.modelAnswer,
    });
    expect(evaluation.criteria.map((c) => c.name)).toEqual([
      "Task Achievement",
      "Coherence and Cohesion",
      "Lexical Resource",
      "Grammatical Range and Accuracy",
    ]);
    expect(evaluation.criteria.every((c) => c.band !== null && c.reason.length > 20)).toBe(true);
    expect(submission.band).toBe(evaluation.band);
    expect(submission.aiResults).toEqual({ overall: evaluation.band, feedback: evaluation.summary });
    expect(submission.confidence).toBe(evaluation.confidence);
    expect(submission.taskPrompt).toContain(TASK1.prompt.description);
    expect(Array.isArray(evaluation.strengths) && Array.isArray(evaluation.improvements) && Array.isArray(evaluation.corrections)).toBe(
      true,
    );
  });

  it("answers a too-short essay with 'insufficient evidence' and never calls the evaluator", async () => {
    let called = false;
    overrideEvaluator({ method: "ai", evaluate: async () => ((called = true), Promise.reject(new Error("must not be called"))) });
    const res = await write(learner, {
      promptId: TASK2.id,
      user_writing: "Cars are bad for cities. They should be banned from the centre.",
    });
    const { submission } = (await res.json()) as SubmissionResponse;
    expect(called).toBe(false);
    expect(submission).toMatchObject({ status: "evaluated", band: null, wordCount: 12 });
    expect(submission.evaluation).toMatchObject({ status: "insufficient_evidence", band: null, label: "estimate" });
  });

  it("keeps the essay when the evaluation fails, and evaluates it again later", async () => {
    overrideEvaluator({ method: "ai", evaluate: async () => Promise.reject(new Error("provider down")) });
    const res = await write(learner, { promptId: TASK2.id, user_writing: TASK2.modelAnswer });
    expect(res.status).toBe(201);
    const { submission } = (await res.json()) as SubmissionResponse;
    expect(submission).toMatchObject({ status: "evaluation_failed", evaluation: null, band: null, studentText: TASK2.modelAnswer });
    expect(submission.evaluationError?.message).toMatch(/saved/);

    overrideEvaluator(null);
    const again = await learner.ok<SubmissionResponse>(`/api/ielts/submissions/${submission.id}/evaluate`, { method: "POST" });
    expect(again.submission).toMatchObject({ id: submission.id, status: "evaluated", evaluationError: null });
    expect(again.submission.evaluation!.band).toBeGreaterThanOrEqual(6);
    const history = await env.DB.prepare(
      "SELECT evaluation FROM ielts_writing_history WHERE user_id = ? AND id = (SELECT writing_history_id FROM ielts_submissions WHERE id = ?)",
    )
      .bind(learner.userId, submission.id)
      .first<{ evaluation: string }>();
    expect((JSON.parse(history!.evaluation) as Evaluation).band).toBe(again.submission.band);

    const twice = await learner.call(`/api/ielts/submissions/${submission.id}/evaluate`, { method: "POST" });
    expect(twice.status).toBe(409);
  });

  it("evaluates an offline estimate again once a different evaluator (a model) is configured", async () => {
    const { submission } = (await (
      await write(learner, { promptId: TASK2.id, user_writing: TASK2.modelAnswer })
    ).json()) as SubmissionResponse;
    expect(submission.evaluation?.method).toBe("offline");
    const aiResult = { ...submission.evaluation!, method: "ai" as const, label: "estimate" as const, model: "mock" };
    overrideEvaluator({ method: "ai", evaluate: async () => ({ evaluation: aiResult, tokens: 100 }) });
    const again = await learner.ok<SubmissionResponse>(`/api/ielts/submissions/${submission.id}/evaluate`, { method: "POST" });
    expect(again.submission).toMatchObject({ bandLabel: "estimate", evaluation: { method: "ai", label: "estimate", model: "mock" } });
  });

  it("refuses an empty or whitespace essay with a clear message and stores nothing", async () => {
    const me = await signedIn();
    for (const user_writing of ["", "   \n\t  "]) {
      const res = await write(me, { promptId: TASK2.id, user_writing });
      expect(res.status).toBe(400);
      expect(((await res.json()) as ErrorResponse).error).toEqual({
        code: "empty_essay",
        message: "The essay is empty: write your answer before submitting it.",
      });
    }
    expect(await rowsOf(me.userId)).toEqual({ history: [], submissions: [] });
  });

  it("refuses an essay over 10,000 words with 413 and stores nothing", async () => {
    const me = await signedIn();
    const res = await write(me, { promptId: TASK2.id, user_writing: "word ".repeat(ESSAY_MAX_WORDS + 1) });
    expect(res.status).toBe(413);
    expect(((await res.json()) as ErrorResponse).error.code).toBe("essay_too_long");
    expect((await write(me, { promptId: TASK2.id, user_writing: "x".repeat(200_000) })).status).toBe(413);
    expect(await rowsOf(me.userId)).toEqual({ history: [], submissions: [] });
  });

  it("refuses a task type that is not the prompt's, and a prompt of another section", async () => {
    const mismatch = await write(learner, { promptId: TASK2.id, task_type: "task1", user_writing: "An essay." });
    expect(mismatch.status).toBe(400);
    expect(((await mismatch.json()) as ErrorResponse).error.code).toBe("task_mismatch");
    expect((await write(learner, { promptId: "reading-test-1", user_writing: "An essay." })).status).toBe(400);
  });

  it("accepts a pending offline entry as the SPA keeps it (spec fields included) and stores it once", async () => {
    const me = await signedIn();
    const pending = {
      section: "writing",
      clientId: clientId(),
      promptId: TASK2.id,
      user_id: "someone-else",
      task_type: "task2",
      task: "anything",
      user_writing: TASK2.modelAnswer,
      evaluation: null,
      submittedAt: "2026-02-01T09:30:00.000Z",
    };
    const first = await me.call("/api/ielts/submissions", { method: "POST", json: pending });
    const retry = await me.call("/api/ielts/submissions", { method: "POST", json: pending });
    expect([first.status, retry.status]).toEqual([201, 200]);
    const { history, submissions } = await rowsOf(me.userId);
    expect(history).toHaveLength(1);
    expect(submissions).toHaveLength(1);
    expect(submissions[0]).toMatchObject({ user_id: me.userId, submitted_at: "2026-02-01T09:30:00.000Z" });
    expect(history[0]!.task).not.toBe("anything");
  });

  it("combines Task 1 and Task 2 into the writing band, Task 2 counting double", async () => {
    const me = await signedIn();
    const t1 = ((await (await write(me, { promptId: TASK1.id, user_writing: TASK1.modelAnswer })).json()) as SubmissionResponse).submission
      .band!;
    const t2 = ((await (await write(me, { promptId: TASK2.id, user_writing: TASK2.modelAnswer })).json()) as SubmissionResponse).submission
      .band!;
    const results = await me.ok<ResultsResponse>("/api/ielts/results");
    expect(results.writing).toEqual({ task1: t1, task2: t2, band: Math.floor(((t1 + 2 * t2) / 3) * 2 + 0.5) / 2 });
  });

  describe("on the learner's own question", () => {
    const OWN_TASK2 =
      "Some people think that international tourism does more harm than good to the places tourists visit. To what extent do you agree or disagree?";

    it("stores and evaluates an essay on the learner's own Task 2 question, which the estimate and the detail read", async () => {
      const me = await signedIn();
      let asked: string | null = null;
      overrideEvaluator({
        method: "offline",
        async evaluate(req, signal) {
          if (req.kind === "writing") asked = req.prompt;
          return offlineEvaluator.evaluate(req, signal);
        },
      });
      const res = await write(me, { customPrompt: { task: "task2", text: `  ${OWN_TASK2}  ` }, user_writing: TASK2.modelAnswer });
      expect(res.status).toBe(201);
      const { submission } = (await res.json()) as SubmissionResponse;
      expect(asked).toBe(OWN_TASK2);
      expect(submission).toMatchObject({
        status: "evaluated",
        taskType: "task2",
        task: "Task 2",
        testId: "own-question-task2",
        modelAnswer: null,
      });
      expect(submission.taskPrompt).toBe(OWN_TASK2);
      const { history, submissions } = await rowsOf(me.userId);
      expect(history[0]).toMatchObject({ task_type: "task2", task: OWN_TASK2 });
      expect(submissions[0]).toMatchObject({ custom_prompt: OWN_TASK2, test_id: "own-question-task2" });
      // It counts towards the writing band like any Task 2.
      expect((await me.ok<ResultsResponse>("/api/ielts/results")).writing?.task2).toBe(submission.band);
    });

    it("says that an own Task 1 question is judged without its figure, and evaluates it again from the stored question", async () => {
      const me = await signedIn();
      const question = "The chart below shows the number of visitors to three museums in London between 2010 and 2020.";
      overrideEvaluator({
        method: "offline",
        async evaluate() {
          throw new Error("model down");
        },
      });
      const failed = (
        (await (
          await write(me, { customPrompt: { task: "task1", text: question }, user_writing: TASK1.modelAnswer })
        ).json()) as SubmissionResponse
      ).submission;
      expect(failed.status).toBe("evaluation_failed");
      overrideEvaluator(null);
      const again = await me.call(`/api/ielts/submissions/${failed.id}/evaluate`, { method: "POST" });
      expect(again.status).toBe(200);
      const { submission } = (await again.json()) as SubmissionResponse;
      expect(submission.evaluation?.summary).toContain("without its figure");
      expect(submission.taskPrompt).toBe(question);
    });

    it("refuses a missing or short question, both a prompt and a question, and posting to the own-question item directly; stores nothing", async () => {
      const me = await signedIn();
      const cases = [
        { customPrompt: { task: "task2", text: "Discuss." }, user_writing: "An essay." },
        { customPrompt: { task: "task3", text: OWN_TASK2 }, user_writing: "An essay." },
        { promptId: TASK2.id, customPrompt: { task: "task2", text: OWN_TASK2 }, user_writing: "An essay." },
        { user_writing: "An essay." },
        { promptId: "own-question-task2", user_writing: "An essay." },
        { customPrompt: { task: "task2", text: OWN_TASK2 }, task_type: "task1", user_writing: "An essay." },
      ];
      for (const body of cases) {
        const res = await write(me, body);
        expect(res.status, JSON.stringify(body)).toBe(400);
        expect(((await res.json()) as ErrorResponse).error.message.length).toBeGreaterThan(10);
      }
      const short = await write(me, cases[0]!);
      expect(((await short.json()) as ErrorResponse).error.message).toContain("at least 20 characters");
      expect(await rowsOf(me.userId)).toEqual({ history: [], submissions: [] });
    });

    it("keeps the own-question items out of the list of prompts", async () => {
      const { tests } = await learner.ok<{ tests: { id: string }[] }>("/api/ielts/tests?section=writing");
      expect(tests.length).toBeGreaterThan(0);
      expect(tests.some((t) => t.id.startsWith("own-question"))).toBe(false);
      expect((await learner.call("/api/ielts/tests/own-question-task2")).status).toBe(404);
    });
  });

  it("needs a session", async () => {
    expect((await request("/api/ielts/submissions", { method: "POST", json: { section: "writing" } })).status).toBe(401);
    expect((await request("/api/ielts/submissions")).status).toBe(401);
    expect((await request("/api/ielts/results")).status).toBe(401);
  });
});
