/** Taking a SAT section through /api/sat quickly, with answers built from the content's own keys. */
import { env } from "cloudflare:workers";
import math1 from "../../../content/sat/math-1.json";
import readingWriting1 from "../../../content/sat/reading-writing-1.json";
import type { SatAttemptResponse, SatSubmitResponse } from "../../../worker/contract/sat";
import { satContentFileSchema, type SatContentFile, type SatModule } from "../../../worker/contract/sat-content";
import { satSeedStatements } from "../../../scripts/content/sat-content-seed";
import { request } from "../vocabulary/helpers";

export const SAT_RW = satContentFileSchema.parse(readingWriting1);
export const SAT_MATH = satContentFileSchema.parse(math1);

/** Names of fields that only answer keys have: none may reach the learner before they answer. */
const KEY_FIELDS = ["answer", "explanation", "whyWrong", "steps", "check", "value", "correctAnswer"];

/** Every answer-key field anywhere in `value` (a test screen's or a practice set's payload). */
export const keyFieldsIn = (value: unknown): string[] =>
  Array.isArray(value)
    ? value.flatMap(keyFieldsIn)
    : value && typeof value === "object"
      ? Object.entries(value).flatMap(([k, v]) => [...(KEY_FIELDS.includes(k) ? [k] : []), ...keyFieldsIn(v)])
      : [];

export async function seedSat(): Promise<void> {
  await env.DB.batch(satSeedStatements([SAT_RW, SAT_MATH]).map((sql) => env.DB.prepare(sql)));
}

/** The right answer to the first `right` questions of a module, a wrong one to the next, none after `answered`. */
export function satAnswers(test: SatContentFile, module: SatModule, right: number, answered = Infinity): Record<string, string> {
  return Object.fromEntries(
    test.modules[module].slice(0, answered).map((q, i) => {
      if (i < right) return [q.id, q.answer];
      if ("format" in q && q.format === "student_produced") return [q.id, q.answer === "1" ? "2" : "1"];
      return [q.id, q.answer === "A" ? "B" : "A"];
    }),
  );
}

async function post<T>(token: string, path: string, json: unknown): Promise<T> {
  const res = await request(path, { method: "POST", json }, token);
  if (res.status !== 201) throw new Error(`POST ${path}: expected 201, got ${res.status}: ${await res.text()}`);
  return res.json<T>();
}

/** Starts and finishes a section as the learner with this token: module 1 with `right` right answers (and `answered` given), the module 2 it picks likewise. */
export async function finishSatSection(caller: { token: string }, test: SatContentFile, right: number, answered = Infinity) {
  const { attempt } = await post<SatAttemptResponse>(caller.token, "/api/sat/attempts", {
    section: test.section,
    testId: test.id,
    mode: "full",
  });
  const module1 = await post<SatSubmitResponse>(caller.token, `/api/sat/attempts/${attempt.id}/modules/module1/submit`, {
    clientId: `m1-${attempt.id}`,
    answers: satAnswers(test, "module1", right, answered),
  });
  const route = module1.attempt.module;
  await post<SatSubmitResponse>(caller.token, `/api/sat/attempts/${attempt.id}/modules/${route}/submit`, {
    clientId: `m2-${attempt.id}`,
    answers: satAnswers(test, route, right, answered),
  });
  return { attemptId: attempt.id, route };
}
