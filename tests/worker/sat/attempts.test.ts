/**
 * /api/sat: the real content/sat seeded through the statements the setup step runs, a section taken
 * module by module as the screens do, answers built from the content's own keys. Issue 34: only the
 * test pool is offered; the module's clock is the server's; a retaken test says so.
 */
import { env } from "cloudflare:workers";
import { beforeAll, describe, expect, it } from "vitest";
import math1 from "../../../content/sat/math-1.json";
import readingWriting1 from "../../../content/sat/reading-writing-1.json";
import readingWriting2 from "../../../content/sat/reading-writing-2.json";
import type { HistoryResponse, ProgressSummary } from "../../../worker/contract/progress";
import type {
  SatAttemptResponse,
  SatCurrentAttemptResponse,
  SatResults,
  SatSubmitResponse,
  SatTestListResponse,
} from "../../../worker/contract/sat";
import { SAT_GRACE_SECONDS } from "../../../worker/contract/sat";
import { satContentFileSchema, type SatContentFile, type SatModule } from "../../../worker/contract/sat-content";
import { satSeedStatements } from "../../../scripts/content/sat-content-seed";
import { signedIn, type Caller, type ErrorResponse } from "../vocabulary/helpers";
import { finishSatSection, keyFieldsIn } from "./helpers";

const CONTENT: SatContentFile[] = [readingWriting1, readingWriting2, math1].map((file) => satContentFileSchema.parse(file));
const RW = CONTENT[0]!;
const MATH = CONTENT[2]!;

let learner: Caller;

beforeAll(async () => {
  await env.DB.batch(satSeedStatements(CONTENT).map((sql) => env.DB.prepare(sql)));
  learner = await signedIn();
});

/** Question id → the content's answer for the first `right` questions of a module, a wrong one for the rest. */
function answersFor(test: SatContentFile, module: SatModule, right: number): Record<string, string> {
  return Object.fromEntries(
    test.modules[module].map((q, i) => {
      if (i < right) return [q.id, q.answer];
      if ("format" in q && q.format === "student_produced") return [q.id, q.answer === "1" ? "2" : "1"];
      return [q.id, q.answer === "A" ? "B" : "A"];
    }),
  );
}

const start = (caller: Caller, test: SatContentFile, status = 201) =>
  caller.ok<SatAttemptResponse>(
    "/api/sat/attempts",
    { method: "POST", json: { section: test.section, testId: test.id, mode: "full" } },
    status,
  );

const submit = (caller: Caller, id: string, module: SatModule, body: object, status = 201) =>
  caller.ok<SatSubmitResponse>(`/api/sat/attempts/${id}/modules/${module}/submit`, { method: "POST", json: body }, status);

/** Moves the start of an attempt's open module `seconds` into the past, as if the learner had spent them. */
const startedAgo = (attemptId: string, seconds: number) =>
  env.DB.prepare(
    "UPDATE sat_attempt_modules SET started_at = strftime('%Y-%m-%dT%H:%M:%fZ', 'now', ?) WHERE attempt_id = ? AND submitted_at IS NULL",
  )
    .bind(`-${seconds} seconds`, attemptId)
    .run();

/** A full module's time by the server's clock, give or take the test's own seconds. */
const fresh = (minutes: number) => expect.toSatisfy((left: number) => left <= minutes * 60 && left >= minutes * 60 - 10);

describe("SAT tests and attempts", () => {
  it("lists the seeded tests of a section, and seeding again changes nothing", async () => {
    // Other files in this workerd may have seeded questions of their own: the figures are this content's.
    const ids = CONTENT.map((test) => test.id);
    const questions = async () =>
      (
        await env.DB.prepare(`SELECT count(*) AS n FROM sat_questions WHERE test_id IN (${ids.map(() => "?").join(", ")})`)
          .bind(...ids)
          .first<{ n: number }>()
      )?.n;
    expect(await questions()).toBe(81 * 2 + 66);
    await env.DB.batch(satSeedStatements(CONTENT).map((sql) => env.DB.prepare(sql)));
    // reading-writing-2 is in the practice pool: never offered as a test, and not started as one.
    const list = await learner.ok<SatTestListResponse>("/api/sat/tests?section=reading_writing");
    expect(list.tests.map((t) => t.id)).toEqual([readingWriting1.id]);
    const practicePool = await learner.call("/api/sat/attempts", {
      method: "POST",
      json: { section: "reading_writing", testId: readingWriting2.id },
    });
    expect(practicePool.status).toBe(404);
    expect(list.tests[0]).toMatchObject({ questionsPerModule: 27, moduleMinutes: 32, openAttemptId: null, lastResult: null });
    expect(await questions()).toBe(81 * 2 + 66);
  });

  it("takes a Reading and Writing section: module 1 well → the harder module 2, submitted once, results with every explanation", async () => {
    const caller = await signedIn();
    const { attempt } = await start(caller, RW);
    expect(attempt).toMatchObject({
      module: "module1",
      moduleNumber: 1,
      timeLeftSeconds: fresh(32),
      answers: {},
      marked: [],
      retake: false,
    });
    expect(attempt.questions).toHaveLength(27);
    expect(keyFieldsIn(attempt)).toEqual([]);

    // Starting the same test again resumes it.
    expect((await start(caller, RW, 200)).attempt.id).toBe(attempt.id);

    const first = RW.modules.module1[0]!;
    const saved = await caller.ok<SatAttemptResponse>(`/api/sat/attempts/${attempt.id}/answers`, {
      method: "PUT",
      json: { module: "module1", answers: { [first.id]: first.answer }, marks: { [first.id]: true } },
    });
    expect(saved.attempt).toMatchObject({ answers: { [first.id]: first.answer }, marked: [first.id] });

    const body = { clientId: "sat-client-module-1", answers: answersFor(RW, "module1", 20) };
    const submitted = await submit(caller, attempt.id, "module1", body);
    expect(submitted).toMatchObject({
      duplicate: false,
      late: false,
      attempt: { module: "module2_harder", moduleNumber: 2, timeLeftSeconds: fresh(32) },
    });
    expect(submitted.attempt.submitted).toEqual([{ module: "module1", correct: 20, total: 27 }]);
    expect(keyFieldsIn(submitted.attempt)).toEqual([]);

    // The same submission again (a retry, the offline queue) is stored once.
    expect(await submit(caller, attempt.id, "module1", body, 200)).toMatchObject({
      duplicate: true,
      attempt: { module: "module2_harder" },
    });
    const early = await caller.call(`/api/sat/attempts/${attempt.id}/results`);
    expect(early.status).toBe(409);

    const last = { clientId: "sat-client-module-2", answers: answersFor(RW, "module2_harder", 27) };
    const finished = await submit(caller, attempt.id, "module2_harder", last);
    expect(finished.attempt).toMatchObject({ status: "completed", completedAt: expect.any(String) });
    expect(await submit(caller, attempt.id, "module2_harder", last, 200)).toMatchObject({ duplicate: true });

    const results = await caller.ok<SatResults>(`/api/sat/attempts/${attempt.id}/results`);
    expect(results.route).toBe("module2_harder");
    expect(results.modules).toEqual([
      { module: "module1", correct: 20, total: 27 },
      { module: "module2_harder", correct: 27, total: 27 },
    ]);
    expect(results.sectionScore).toMatchObject({ label: "estimate" });
    expect(results.sectionScore.score).toBeGreaterThanOrEqual(700);
    expect(results.sectionScore.high - results.sectionScore.low).toBeLessThanOrEqual(80);
    expect(results.totalScore).toBeNull();
    expect(results.questions).toHaveLength(54);
    const wrong = results.questions.find((q) => !q.correct)!;
    expect(wrong).toMatchObject({ module: "module1", correctAnswer: expect.stringMatching(/^[A-D]$/), explanation: expect.any(String) });
    expect(Object.keys(wrong.whyWrong)).toHaveLength(3);
    expect(results.domains.reduce((n, d) => n + d.total, 0)).toBe(54);
    expect(results.skills.reduce((n, s) => n + s.correct, 0)).toBe(47);

    // One progress event: summary, history.
    const history = await caller.ok<HistoryResponse>("/api/progress/history?kind=sat");
    expect(history.items).toHaveLength(1);
    expect(history.items[0]).toMatchObject({
      type: "sat_reading_writing_completed",
      score: 87,
      ref: { kind: "sat_attempt", id: attempt.id },
    });
    const summary = await caller.ok<ProgressSummary>("/api/unified-progress");
    expect(summary).toMatchObject({ activities_today: 1, current_streak: 1 });

    const listed = await caller.ok<SatTestListResponse>("/api/sat/tests?section=reading_writing");
    expect(listed.tests[0]).toMatchObject({
      openAttemptId: null,
      lastResult: { attemptId: attempt.id, score: results.sectionScore.score },
    });
  });

  it("routes a weak module 1 to the easier module 2, whose score is capped", async () => {
    const caller = await signedIn();
    const { attempt } = await start(caller, MATH);
    expect(attempt).toMatchObject({ timeLeftSeconds: fresh(35) });
    expect(attempt.questions.some((q) => q.format === "student_produced")).toBe(true);
    const next = await submit(caller, attempt.id, "module1", {
      clientId: "sat-math-m1",
      answers: answersFor(MATH, "module1", 5),
    });
    expect(next.attempt.module).toBe("module2_easier");
    await submit(caller, attempt.id, "module2_easier", {
      clientId: "sat-math-m2",
      answers: answersFor(MATH, "module2_easier", 22),
    });
    const results = await caller.ok<SatResults>(`/api/sat/attempts/${attempt.id}/results`);
    expect(results.route).toBe("module2_easier");
    expect(results.sectionScore.score).toBeLessThan(700);
    const spr = results.questions.find((q) => q.format === "student_produced")!;
    expect(spr.steps.length).toBeGreaterThan(0);
  });

  it("resumes after a reload with the saved answers, marks and the time left by the server's clock", async () => {
    const caller = await signedIn();
    const { attempt } = await start(caller, RW);
    await startedAgo(attempt.id, 221);
    const [a, b] = attempt.questions;
    await caller.ok(`/api/sat/attempts/${attempt.id}/answers`, {
      method: "PUT",
      json: { module: "module1", answers: { [a!.id]: "C" }, marks: { [b!.id]: true } },
    });
    // The same save twice and a cleared answer.
    await caller.ok(`/api/sat/attempts/${attempt.id}/answers`, {
      method: "PUT",
      json: { module: "module1", answers: { [b!.id]: "D" } },
    });
    await caller.ok(`/api/sat/attempts/${attempt.id}/answers`, {
      method: "PUT",
      json: { module: "module1", answers: { [b!.id]: "D" } },
    });
    const current = await caller.ok<SatCurrentAttemptResponse>("/api/sat/attempts/current?section=reading_writing");
    expect(current.attempt).toMatchObject({
      id: attempt.id,
      module: "module1",
      timeLeftSeconds: fresh(32 - 221 / 60),
      answers: { [a!.id]: "C", [b!.id]: "D" },
      marked: [b!.id],
    });
    expect(current.attempt?.questions).toHaveLength(27);
    expect((await caller.ok<SatCurrentAttemptResponse>("/api/sat/attempts/current?section=math")).attempt).toBeNull();
  });

  it("keeps another learner's attempt out of reach (404) and refuses bad input with 400 and a clear message", async () => {
    const owner = await signedIn();
    const other = await signedIn();
    const { attempt } = await start(owner, MATH);
    for (const [method, path, json] of [
      ["GET", `/api/sat/attempts/${attempt.id}`, undefined],
      ["GET", `/api/sat/attempts/${attempt.id}/results`, undefined],
      ["PUT", `/api/sat/attempts/${attempt.id}/answers`, { module: "module1", answers: {} }],
      ["POST", `/api/sat/attempts/${attempt.id}/modules/module1/submit`, { clientId: "someone-else", answers: {} }],
    ] as const) {
      const res = await other.call(path, { method, json });
      expect(res.status, `${method} ${path}`).toBe(404);
      expect(((await res.json()) as ErrorResponse).error.code).toBe("sat_attempt_not_found");
    }

    const spr = attempt.questions.find((q) => q.format === "student_produced")!;
    const bad = async (json: unknown, message: RegExp, path = `/api/sat/attempts/${attempt.id}/answers`, method = "PUT") => {
      const res = await owner.call(path, { method, json });
      const body = (await res.json()) as ErrorResponse;
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(body.error.message).toMatch(message);
    };
    await bad({ module: "module1", answers: { [spr.id]: "123456" } }, /up to 5 characters/);
    await bad({ module: "module1", answers: { [spr.id]: "1/0" } }, /entry of digits/);
    await bad({ module: "module1", answers: { "no-such-question": "A" } }, /has no question no-such-question/);
    // The time left is the server's to count: a client's figure is refused.
    await bad({ module: "module1", answers: {}, timeLeftSeconds: 1900 }, /timeLeftSeconds/);
    await bad({ module: "module3", answers: {} }, /module/);
    await bad({ section: "math", testId: "no such test" }, /testId/, "/api/sat/attempts", "POST");
    await bad({ clientId: "x", answers: {} }, /clientId/, `/api/sat/attempts/${attempt.id}/modules/module1/submit`, "POST");
    const unknownTest = await owner.call("/api/sat/attempts", { method: "POST", json: { section: "math", testId: "sat-math-9" } });
    expect(unknownTest.status).toBe(404);
    const notUuid = await owner.call("/api/sat/attempts/not-an-id");
    expect(notUuid.status).toBe(400);

    // Saving into a module that is not being taken is a conflict, not a silent write.
    const wrongModule = await owner.call(`/api/sat/attempts/${attempt.id}/answers`, {
      method: "PUT",
      json: { module: "module2_harder", answers: {} },
    });
    expect(wrongModule.status).toBe(409);
  });

  it("refuses answers after the module's time and grace, and scores a late submission on what was saved in time", async () => {
    const caller = await signedIn();
    const { attempt } = await start(caller, RW);
    const first = RW.modules.module1[0]!;
    const second = RW.modules.module1[1]!;
    const save = (answers: Record<string, string>) =>
      caller.call(`/api/sat/attempts/${attempt.id}/answers`, { method: "PUT", json: { module: "module1", answers } });

    // Within the grace after 0:00 the last answer is still taken.
    await startedAgo(attempt.id, 32 * 60 + SAT_GRACE_SECONDS - 5);
    expect((await save({ [first.id]: first.answer })).status).toBe(200);
    // After it, answers are refused and the time left is 0.
    await startedAgo(attempt.id, 32 * 60 + SAT_GRACE_SECONDS + 5);
    const refused = await save({ [second.id]: second.answer });
    expect(refused.status).toBe(409);
    expect(((await refused.json()) as ErrorResponse).error.code).toBe("sat_module_time_up");
    expect((await caller.ok<SatAttemptResponse>(`/api/sat/attempts/${attempt.id}`)).attempt).toMatchObject({
      timeLeftSeconds: 0,
      answers: { [first.id]: first.answer },
    });

    // A submission with every answer right counts only the one saved in time.
    const late = await submit(caller, attempt.id, "module1", { clientId: "sat-late-module-1", answers: answersFor(RW, "module1", 27) });
    expect(late).toMatchObject({ duplicate: false, late: true, attempt: { module: "module2_easier", timeLeftSeconds: fresh(32) } });
    expect(late.attempt.submitted).toEqual([{ module: "module1", correct: 1, total: 27 }]);
  });

  it("marks an attempt of a test the learner finished before as a retake, on its results, in the list and in History", async () => {
    const caller = await signedIn();
    const first = await finishSatSection(caller, RW, 10);
    expect((await caller.ok<SatResults>(`/api/sat/attempts/${first.attemptId}/results`)).retake).toBe(false);

    // The answers were on the results screen: taking the test again is a retake.
    const { attemptId } = await finishSatSection(caller, RW, 27);
    expect((await caller.ok<SatAttemptResponse>(`/api/sat/attempts/${attemptId}`)).attempt.retake).toBe(true);
    const results = await caller.ok<SatResults>(`/api/sat/attempts/${attemptId}/results`);
    expect(results).toMatchObject({ retake: true });
    const listed = await caller.ok<SatTestListResponse>("/api/sat/tests?section=reading_writing");
    expect(listed.tests[0]!.lastResult).toMatchObject({ attemptId, retake: true });
    const history = await caller.ok<HistoryResponse>("/api/progress/history?kind=sat");
    expect(history.items.map((item) => item.passage?.endsWith(", a retake"))).toEqual([true, false]);
  });
});
