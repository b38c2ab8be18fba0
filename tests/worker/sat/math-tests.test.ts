/**
 * The four full Math tests: every content/sat Math file seeded as the setup step does; only the
 * test pool is listed, and each new form, taken through /api/sat on both routes with its own keys, is scored
 * right question by question by the server's marking, a fraction typed as the decimal that fills the box.
 */
import { env } from "cloudflare:workers";
import { beforeAll, describe, expect, it } from "vitest";
import math1 from "../../../content/sat/math-1.json";
import math2 from "../../../content/sat/math-2.json";
import math3 from "../../../content/sat/math-3.json";
import math4 from "../../../content/sat/math-4.json";
import math5 from "../../../content/sat/math-5.json";
import type { SatAttemptResponse, SatResults, SatSubmitResponse, SatTestListResponse } from "../../../worker/contract/sat";
import { satContentFileSchema, type SatContentFile, type SatModule } from "../../../worker/contract/sat-content";
import { satSeedStatements } from "../../../scripts/content/sat-content-seed";
import { signedIn, type Caller } from "../vocabulary/helpers";
import { satAnswers } from "./helpers";

const MATH: SatContentFile[] = [math1, math2, math3, math4, math5].map((file) => satContentFileSchema.parse(file));
const NEW_FORMS = MATH.slice(2);

beforeAll(async () => {
  await env.DB.batch(satSeedStatements(MATH).map((sql) => env.DB.prepare(sql)));
});

/** What a learner may type for a fraction answer: its decimal cut to fill the box (11/56 → .1964, -20/3 → -6.666). */
function typedDecimal(answer: string): string {
  const [numerator, denominator] = answer.split("/").map(Number);
  if (denominator === undefined) return answer;
  const decimal = String(numerator! / denominator).replace(/^(-?)0\./, "$1.");
  return decimal.slice(0, decimal.startsWith("-") ? 6 : 5);
}

/** Every answer of a module right, as a learner types it. */
const rightAnswers = (test: SatContentFile, module: SatModule) =>
  Object.fromEntries(
    test.modules[module].map((q) => [q.id, "format" in q && q.format === "student_produced" ? typedDecimal(q.answer) : q.answer]),
  );

/** Takes a section: module 1 all right (the harder module 2) or all wrong (the easier one), then module 2 all right. */
async function take(caller: Caller, test: SatContentFile, module1Right: boolean): Promise<SatResults> {
  const { attempt } = await caller.ok<SatAttemptResponse>(
    "/api/sat/attempts",
    { method: "POST", json: { section: "math", testId: test.id, mode: "full" } },
    201,
  );
  const submit = (module: SatModule, answers: Record<string, string>) =>
    caller.ok<SatSubmitResponse>(
      `/api/sat/attempts/${attempt.id}/modules/${module}/submit`,
      { method: "POST", json: { clientId: `${module}-${attempt.id}`, answers } },
      201,
    );
  const route = (await submit("module1", module1Right ? rightAnswers(test, "module1") : satAnswers(test, "module1", 0))).attempt.module;
  await submit(route, rightAnswers(test, route));
  return caller.ok<SatResults>(`/api/sat/attempts/${attempt.id}/results`);
}

describe("the four full Math tests", () => {
  it("lists the four test-pool forms and not the practice pool's", async () => {
    const learner = await signedIn();
    const list = await learner.ok<SatTestListResponse>("/api/sat/tests?section=math");
    expect(list.tests.map((t) => t.id)).toEqual(["sat-math-1", "sat-math-3", "sat-math-4", "sat-math-5"]);
    expect(list.tests.every((t) => t.questionsPerModule === 22 && t.moduleMinutes === 35)).toBe(true);
    const practice = await learner.call("/api/sat/attempts", { method: "POST", json: { section: "math", testId: math2.id } });
    expect(practice.status).toBe(404);
  });

  it.each(NEW_FORMS.map((test) => [test.id, test] as const))("%s: the server marks every key right on both routes", async (_, test) => {
    const learner = await signedIn();
    const harder = await take(learner, test, true);
    expect(harder.route).toBe("module2_harder");
    expect(harder.questions.filter((q) => !q.correct).map((q) => q.id)).toEqual([]);
    expect(harder.sectionScore.score).toBe(800);

    const easier = await take(learner, test, false);
    expect(easier.route).toBe("module2_easier");
    const easierModule = easier.questions.filter((q) => q.module === "module2_easier");
    expect(easierModule).toHaveLength(22);
    expect(easierModule.filter((q) => !q.correct).map((q) => q.id)).toEqual([]);
    // Every figure and table of the form reaches the screen with its text alternative.
    for (const q of [...harder.questions, ...easierModule]) if (q.svg) expect(q.figureAlt, q.id).toBeTruthy();
  });
});
