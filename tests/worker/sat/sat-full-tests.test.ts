/**
 * /api/sat/full-tests: the digital SAT in one sitting, taken as the full-test screen takes it: Reading
 * and Writing module by module through /api/sat, the 10-minute break (its end moved into the past to
 * let it run out), Math, then one total scored by the server and one progress event.
 */
import { env } from "cloudflare:workers";
import { beforeAll, describe, expect, it } from "vitest";
import math1 from "../../../content/sat/math-1.json";
import math2 from "../../../content/sat/math-2.json";
import readingWriting1 from "../../../content/sat/reading-writing-1.json";
import readingWriting2 from "../../../content/sat/reading-writing-2.json";
import type { HistoryResponse } from "../../../worker/contract/progress";
import type { SatAttemptResponse, SatResults, SatSubmitResponse } from "../../../worker/contract/sat";
import { satContentFileSchema, type SatContentFile, type SatModule } from "../../../worker/contract/sat-content";
import type { SatFullTestListResponse, SatFullTestResponse } from "../../../worker/contract/sat-full";
import { totalEstimate } from "../../../worker/sat/scoring";
import { satSeedStatements } from "../../../scripts/content/sat-content-seed";
import { request, signedIn, type Caller, type ErrorResponse } from "../vocabulary/helpers";

const CONTENT: SatContentFile[] = [readingWriting1, readingWriting2, math1, math2].map((file) => satContentFileSchema.parse(file));
const RW = CONTENT[0]!;
const MATH = CONTENT[2]!;

beforeAll(async () => {
  await env.DB.batch(satSeedStatements(CONTENT).map((sql) => env.DB.prepare(sql)));
});

const rightAnswers = (test: SatContentFile, module: SatModule) => Object.fromEntries(test.modules[module].map((q) => [q.id, q.answer]));

/** Submits both modules of a section with every answer right (module 1 leads to the harder module 2). */
async function takeSection(caller: Caller, test: SatContentFile, attemptId: string): Promise<void> {
  for (const module of ["module1", "module2_harder"] as const) {
    await caller.ok<SatSubmitResponse>(
      `/api/sat/attempts/${attemptId}/modules/${module}/submit`,
      {
        method: "POST",
        json: { clientId: `full-${module}-${attemptId.slice(0, 8)}`, answers: rightAnswers(test, module) },
      },
      201,
    );
  }
}

const startFull = (caller: Caller, status = 201) =>
  caller.ok<SatFullTestResponse>(
    "/api/sat/full-tests",
    { method: "POST", json: { readingWritingTestId: RW.id, mathTestId: MATH.id } },
    status,
  );
const readFull = (caller: Caller, id: string) => caller.ok<SatFullTestResponse>(`/api/sat/full-tests/${id}`);

/** As if the break had run for `seconds` more on the server's clock. */
async function passBreakTime(id: string, seconds: number): Promise<void> {
  await env.DB.prepare("UPDATE sat_full_tests SET break_ends_at = strftime('%Y-%m-%dT%H:%M:%fZ', break_ends_at, ?) WHERE id = ?")
    .bind(`-${seconds} seconds`, id)
    .run();
}

describe("SAT full practice test", () => {
  it("runs Reading and Writing, the break (resumed with its time left), Math, and scores one total with one event", async () => {
    const caller = await signedIn();
    const { fullTest } = await startFull(caller);
    expect(fullTest).toMatchObject({
      step: "reading_writing",
      readingWriting: { testId: RW.id, score: null },
      math: { testId: MATH.id, attemptId: null, score: null },
      breakSecondsLeft: null,
      totalScore: null,
      retake: false,
      completedAt: null,
    });
    // Starting again (another tab, another device) resumes the same full test.
    expect((await startFull(caller, 200)).fullTest.id).toBe(fullTest.id);
    const rwAttempt = fullTest.readingWriting.attemptId!;
    expect((await caller.ok<SatAttemptResponse>(`/api/sat/attempts/${rwAttempt}`)).attempt).toMatchObject({
      section: "reading_writing",
      module: "module1",
    });

    // The break may not be skipped before Reading and Writing is in.
    const early = await caller.call(`/api/sat/full-tests/${fullTest.id}/continue`, { method: "POST" });
    expect(early.status).toBe(409);
    expect(((await early.json()) as ErrorResponse).error.code).toBe("sat_full_test_not_on_break");

    await takeSection(caller, RW, rwAttempt);
    const onBreak = (await readFull(caller, fullTest.id)).fullTest;
    expect(onBreak).toMatchObject({
      step: "break",
      readingWriting: { score: { score: 800, label: "estimate" } },
      math: { attemptId: null },
    });
    expect(onBreak.breakSecondsLeft).toBeGreaterThan(590);
    expect(onBreak.breakSecondsLeft).toBeLessThanOrEqual(600);

    // A reload four minutes later: still the break, with the time the server's clock leaves.
    await passBreakTime(fullTest.id, 240);
    const reloaded = (await readFull(caller, fullTest.id)).fullTest;
    expect(reloaded.step).toBe("break");
    expect(reloaded.breakSecondsLeft).toBeGreaterThan(350);
    expect(reloaded.breakSecondsLeft).toBeLessThanOrEqual(360);
    const listed = await caller.ok<SatFullTestListResponse>("/api/sat/full-tests");
    expect(listed).toMatchObject({ open: { id: fullTest.id, step: "break" }, finished: [] });

    // The learner resumes early: Math opens, and a repeated press changes nothing.
    const resumed = (await caller.ok<SatFullTestResponse>(`/api/sat/full-tests/${fullTest.id}/continue`, { method: "POST" })).fullTest;
    expect(resumed).toMatchObject({ step: "math", breakSecondsLeft: null, math: { attemptId: expect.any(String), score: null } });
    const again = (await caller.ok<SatFullTestResponse>(`/api/sat/full-tests/${fullTest.id}/continue`, { method: "POST" })).fullTest;
    expect(again.math.attemptId).toBe(resumed.math.attemptId);
    const mathAttempt = resumed.math.attemptId!;
    expect((await caller.ok<SatAttemptResponse>(`/api/sat/attempts/${mathAttempt}`)).attempt).toMatchObject({
      section: "math",
      module: "module1",
      timeLeftSeconds: 35 * 60,
    });

    await takeSection(caller, MATH, mathAttempt);
    const done = (await readFull(caller, fullTest.id)).fullTest;
    expect(done).toMatchObject({ step: "completed", completedAt: expect.any(String), math: { score: { score: 800 } } });
    expect(done.totalScore).toEqual(totalEstimate(800, 800));
    expect(done.totalScore).toMatchObject({ score: 1600, low: 1540, high: 1600, label: "estimate" });
    // The section results link to each other and show the same total.
    const mathResults = await caller.ok<SatResults>(`/api/sat/attempts/${mathAttempt}/results`);
    expect(mathResults.totalScore).toMatchObject({ score: 1600, otherAttemptId: rwAttempt });

    // Read again and listed: one event for the full test, besides one per section.
    await readFull(caller, fullTest.id);
    const list = await caller.ok<SatFullTestListResponse>("/api/sat/full-tests");
    expect(list.open).toBeNull();
    expect(list.finished.map((f) => f.id)).toEqual([fullTest.id]);
    const history = await caller.ok<HistoryResponse>("/api/progress/history?kind=sat");
    const full = history.items.filter((item) => item.type === "sat_full_test_completed");
    expect(full).toHaveLength(1);
    expect(full[0]).toMatchObject({ score: 100, ref: { kind: "sat_full_test", id: fullTest.id } });
    expect(history.items.map((item) => item.type).sort()).toEqual([
      "sat_full_test_completed",
      "sat_math_completed",
      "sat_reading_writing_completed",
    ]);

    // A new full test may start once this one is finished; its answers were shown, so it is a retake.
    const next = (await startFull(caller)).fullTest;
    expect(next.id).not.toBe(fullTest.id);
    expect(next).toMatchObject({ retake: true, readingWriting: { retake: true } });
  });

  it("opens Math by itself once the break has run out, on the next read from any device", async () => {
    const caller = await signedIn();
    const { fullTest } = await startFull(caller);
    const rwAttempt = fullTest.readingWriting.attemptId!;
    await takeSection(caller, RW, rwAttempt);
    // Reading and Writing was submitted on another device more than ten minutes ago; nothing read the full test since.
    await env.DB.prepare("UPDATE sat_attempts SET completed_at = strftime('%Y-%m-%dT%H:%M:%fZ', completed_at, '-601 seconds') WHERE id = ?")
      .bind(rwAttempt)
      .run();
    const after = (await readFull(caller, fullTest.id)).fullTest;
    expect(after).toMatchObject({ step: "math", breakSecondsLeft: null, math: { attemptId: expect.any(String) } });
  });

  it("is 404 for another learner, 401 unsigned, 400 for bad input", async () => {
    const owner = await signedIn();
    const other = await signedIn();
    const { fullTest } = await startFull(owner);
    for (const [path, method] of [
      [`/api/sat/full-tests/${fullTest.id}`, "GET"],
      [`/api/sat/full-tests/${fullTest.id}/continue`, "POST"],
    ] as const) {
      const res = await other.call(path, { method });
      expect(res.status, path).toBe(404);
      expect(((await res.json()) as ErrorResponse).error.code).toBe("sat_full_test_not_found");
      expect((await request(path, { method })).status).toBe(401);
    }
    expect((await other.ok<SatFullTestListResponse>("/api/sat/full-tests")).open).toBeNull();
    expect((await request("/api/sat/full-tests", { method: "POST", json: {} })).status).toBe(401);

    expect((await other.call("/api/sat/full-tests/not-a-uuid")).status).toBe(400);
    expect((await other.call("/api/sat/full-tests", { method: "POST", json: { readingWritingTestId: "Not Kebab" } })).status).toBe(400);
    expect((await other.call("/api/sat/full-tests", { method: "POST", json: { extra: true } })).status).toBe(400);
    const unknown = await other.call("/api/sat/full-tests", { method: "POST", json: { mathTestId: "no-such-test" } });
    expect(unknown.status).toBe(404);
    // A Reading and Writing test offered as the Math one is no Math test; a practice-pool test is no test at all.
    expect((await other.call("/api/sat/full-tests", { method: "POST", json: { mathTestId: RW.id } })).status).toBe(404);
    expect((await other.call("/api/sat/full-tests", { method: "POST", json: { mathTestId: math2.id } })).status).toBe(404);
  });
});
