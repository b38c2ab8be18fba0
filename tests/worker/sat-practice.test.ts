/**
 * /api/sat/practice: practice by domain and skill on the real content/sat, seeded as the setup step does;
 * answers built from the content's own keys. Practice draws on the practice pool only: here
 * reading-writing-2 and math-2, never the scored tests reading-writing-1 and math-1.
 */
import { env } from "cloudflare:workers";
import { beforeAll, describe, expect, it } from "vitest";
import math1 from "../../content/sat/math-1.json";
import math2 from "../../content/sat/math-2.json";
import readingWriting1 from "../../content/sat/reading-writing-1.json";
import readingWriting2 from "../../content/sat/reading-writing-2.json";
import type { AnalyticsResponse, HistoryResponse } from "../../worker/contract/progress";
import { satContentFileSchema, type SatContentFile } from "../../worker/contract/sat-content";
import type {
  SatPracticeAnswerResponse,
  SatPracticeSet,
  SatPracticeSetResponse,
  SatPracticeSetStateResponse,
  SatPracticeSkillsResponse,
} from "../../worker/contract/sat-practice";
import { practiceOrder } from "../../worker/sat/practice-order";
import { satSeedStatements } from "../../scripts/content/sat-content-seed";
import { request, signedIn, type Caller, type ErrorResponse } from "./vocabulary/helpers";
import { keyFieldsIn } from "./sat/helpers";

const CONTENT: SatContentFile[] = [readingWriting1, readingWriting2, math1, math2].map((file) => satContentFileSchema.parse(file));
const [RW1, RW2, , MATH2] = CONTENT as [SatContentFile, SatContentFile, SatContentFile, SatContentFile];

/** Every seeded question with its key, by test and id. */
const KEYS = new Map(
  CONTENT.flatMap((test) =>
    Object.values(test.modules)
      .flat()
      .map((q) => [`${test.id}/${q.id}`, { answer: q.answer, format: "format" in q ? q.format : "multiple_choice" }] as const),
  ),
);
const keyOf = (testId: string, questionId: string) => KEYS.get(`${testId}/${questionId}`)!;
const wrongLetter = (letter: string) => (letter === "A" ? "B" : "A");

beforeAll(async () => {
  await env.DB.batch(satSeedStatements(CONTENT).map((sql) => env.DB.prepare(sql)));
});

const newSet = (caller: Caller, json: object, status = 201) =>
  caller.ok<SatPracticeSetResponse>("/api/sat/practice/sets", { method: "POST", json }, status).then((r) => r.set);

const answer = (caller: Caller, set: SatPracticeSet, json: object, status = 201) =>
  caller
    .ok<SatPracticeAnswerResponse>(`/api/sat/practice/sets/${set.id}/answers`, { method: "POST", json }, status)
    .then((r) => r.feedback);

/** Answers a question of the set with its key. */
const answerRight = (caller: Caller, set: SatPracticeSet, q: SatPracticeSet["questions"][number], clientId: string) =>
  answer(caller, set, { clientId, testId: q.testId, questionId: q.question.id, answer: keyOf(q.testId, q.question.id).answer });

describe("SAT practice by domain and skill", () => {
  it("lists a section's domains and skills with their questions, and only the learner's own accuracy", async () => {
    const learner = await signedIn();
    const other = await signedIn();
    const before = await learner.ok<SatPracticeSkillsResponse>("/api/sat/practice/skills?section=reading_writing");
    expect(before.domains.map((d) => d.domain)).toEqual([
      "information_and_ideas",
      "craft_and_structure",
      "expression_of_ideas",
      "standard_english_conventions",
    ]);
    const words = before.domains[1]!.skills.find((s) => s.skill === "words_in_context");
    expect(words).toEqual({ skill: "words_in_context", items: 12, answered: 0, correct: 0 });
    expect(before.domains.reduce((n, d) => n + d.items, 0)).toBe(81);

    const set = await newSet(learner, { section: "reading_writing", domain: "craft_and_structure", skill: "words_in_context" });
    const [first, second] = set.questions;
    await answerRight(learner, set, first!, "practice-1");
    await answer(learner, set, {
      clientId: "practice-2",
      testId: second!.testId,
      questionId: second!.question.id,
      answer: wrongLetter(keyOf(second!.testId, second!.question.id).answer),
    });

    const after = await learner.ok<SatPracticeSkillsResponse>("/api/sat/practice/skills?section=reading_writing");
    const craft = after.domains.find((d) => d.domain === "craft_and_structure")!;
    expect(craft).toMatchObject({ answered: 2, correct: 1 });
    expect(craft.skills.find((s) => s.skill === "words_in_context")).toMatchObject({ answered: 2, correct: 1 });
    // Another learner sees their own (empty) practice, and cannot answer in this learner's set.
    const theirs = await other.ok<SatPracticeSkillsResponse>("/api/sat/practice/skills?section=reading_writing");
    expect(theirs.domains.every((d) => d.answered === 0)).toBe(true);
    const res = await other.call(`/api/sat/practice/sets/${set.id}/answers`, {
      method: "POST",
      json: { clientId: "practice-3", testId: first!.testId, questionId: first!.question.id, answer: "A" },
    });
    expect(res.status).toBe(404);
    expect(((await res.json()) as ErrorResponse).error.code).toBe("sat_practice_set_not_found");
  });

  it("gives a set of one skill without keys or explanations, and answers a choice with its verdict and every explanation", async () => {
    const learner = await signedIn();
    const set = await newSet(learner, { section: "reading_writing", domain: "standard_english_conventions", skill: "boundaries" });
    expect(set.questions).toHaveLength(10);
    expect(set.questions.map((q) => q.question.number)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10]);
    expect(set.questions.every((q) => q.question.skill === "boundaries")).toBe(true);
    expect(keyFieldsIn(set)).toEqual([]);

    const q = set.questions[0]!;
    const key = keyOf(q.testId, q.question.id).answer;
    const wrong = await answer(learner, set, {
      clientId: "choice-wrong",
      testId: q.testId,
      questionId: q.question.id,
      answer: wrongLetter(key),
    });
    expect(wrong).toMatchObject({
      correct: false,
      answer: wrongLetter(key),
      correctAnswer: key,
      progress: { answered: 1, correct: 0, total: 10, completed: false },
    });
    expect(wrong.explanation.length).toBeGreaterThan(20);
    expect(Object.keys(wrong.whyWrong).sort()).toEqual(["A", "B", "C", "D"].filter((l) => l !== key));

    const q2 = set.questions[1]!;
    const right = await answerRight(learner, set, q2, "choice-right");
    expect(right).toMatchObject({ correct: true, progress: { answered: 2, correct: 1 } });
  });

  it("counts practice answers in the SAT skills of Analytics", async () => {
    const learner = await signedIn();
    const set = await newSet(learner, { section: "reading_writing", domain: "standard_english_conventions", skill: "boundaries" });
    const [first, second] = set.questions as [SatPracticeSet["questions"][number], SatPracticeSet["questions"][number]];
    const key = (q: typeof first) => keyOf(q.testId, q.question.id).answer;
    await answer(learner, set, { clientId: "skills-right", testId: first.testId, questionId: first.question.id, answer: key(first) });
    await answer(learner, set, {
      clientId: "skills-wrong",
      testId: second.testId,
      questionId: second.question.id,
      answer: wrongLetter(key(second)),
    });
    const { sat_skills } = await learner.ok<AnalyticsResponse>("/api/progress/analytics");
    expect(sat_skills.find((s) => s.skill === "boundaries")).toMatchObject({
      section: "reading_writing",
      correct: 1,
      total: 2,
      accuracy: 50,
    });
  });

  it("accepts a student-produced response in an equivalent form (3/28 as 6/56)", async () => {
    const learner = await signedIn();
    const set = await newSet(learner, { section: "math", domain: "problem_solving_and_data_analysis" });
    const spr = set.questions.find((q) => q.question.id === "sat-math2-m2h-03")!;
    expect(spr.question.format).toBe("student_produced");
    expect(keyFieldsIn(set)).toEqual([]);
    const feedback = await answer(learner, set, {
      clientId: "spr-fraction",
      testId: spr.testId,
      questionId: spr.question.id,
      answer: "6/56",
    });
    expect(feedback).toMatchObject({ correct: true, answer: "6/56", correctAnswer: "3/28" });
    expect(feedback.steps.length).toBeGreaterThan(0);

    const choice = set.questions.find((q) => q.question.format === "multiple_choice")!;
    const res = await learner.call(`/api/sat/practice/sets/${set.id}/answers`, {
      method: "POST",
      json: { clientId: "spr-letter", testId: choice.testId, questionId: choice.question.id, answer: "12" },
    });
    expect(res.status).toBe(400);
    expect(((await res.json()) as ErrorResponse).error.message).toBe("This question is answered with one of the letters A–D.");
  });

  it("answers a retry with the same client id the same and records the set's completion once", async () => {
    const learner = await signedIn();
    const set = await newSet(learner, { section: "math", domain: "geometry_and_trigonometry", skill: "lines_angles_triangles" });
    expect(set.questions).toHaveLength(2);
    const [a, b] = set.questions as [SatPracticeSet["questions"][number], SatPracticeSet["questions"][number]];
    const first = await answerRight(learner, set, a, "retry-aaa");
    const body = { clientId: "retry-bbb", testId: b.testId, questionId: b.question.id, answer: keyOf(b.testId, b.question.id).answer };
    const done = await answer(learner, set, body);
    expect(done.progress).toEqual({ answered: 2, correct: 2, total: 2, completed: true });
    expect(await answer(learner, set, body, 200)).toEqual(done);
    // Another answer to a question already answered keeps the first verdict.
    expect(await answer(learner, set, { ...body, clientId: "retry-ccc", answer: "1" }, 200)).toEqual(done);
    expect(first.progress.answered).toBe(1);

    const rows = await env.DB.prepare("SELECT count(*) AS n FROM sat_practice_answers WHERE user_id = ?")
      .bind(learner.userId)
      .first<{ n: number }>();
    expect(rows?.n).toBe(2);
    const history = await learner.ok<HistoryResponse>("/api/progress/history?kind=sat");
    expect(history.items).toHaveLength(1);
    expect(history.items[0]).toMatchObject({
      type: "sat_practice_math_completed",
      score: 100,
      ref: { kind: "sat_practice_set", id: set.id },
    });
    // A finished practice set is not a section test taken.
    const stats = await env.DB.prepare("SELECT counters FROM user_stats WHERE user_id = ?")
      .bind(learner.userId)
      .first<{ counters: string }>();
    expect(JSON.parse(stats!.counters)).toMatchObject({ sat_practice_count: 1 });
    expect(JSON.parse(stats!.counters).sat_count).toBeUndefined();
  });

  it("gives a set back with the verdicts already given, to its learner only, so a reload resumes it", async () => {
    const learner = await signedIn();
    const set = await newSet(learner, { section: "math", domain: "algebra", skill: "linear_inequalities" });
    const [a, b] = set.questions as [SatPracticeSet["questions"][number], SatPracticeSet["questions"][number]];
    const given = await answerRight(learner, set, a, "resume-aaa");
    const state = await learner.ok<SatPracticeSetStateResponse>(`/api/sat/practice/sets/${set.id}`);
    expect(state.set).toEqual(set);
    expect(state.feedback).toEqual([given]);
    // The questions themselves never carry a key: only the verdicts do.
    expect(keyFieldsIn(state.set)).toEqual([]);
    expect(state.feedback.some((f) => f.questionId === b.question.id)).toBe(false);

    const other = await signedIn();
    expect((await other.call(`/api/sat/practice/sets/${set.id}`)).status).toBe(404);
    expect((await request(`/api/sat/practice/sets/${set.id}`)).status).toBe(401);
    expect((await learner.call("/api/sat/practice/sets/not-a-uuid")).status).toBe(400);
  });

  it("draws every set from the practice pool and never checks a question of a scored test", async () => {
    const learner = await signedIn();
    for (const [section, domain, pool] of [
      ["reading_writing", "information_and_ideas", RW2.id],
      ["math", "algebra", MATH2.id],
    ] as const) {
      const set = await newSet(learner, { section, domain });
      expect(set.questions.map((q) => q.testId)).toEqual(set.questions.map(() => pool));
    }
    // A set that names a scored test's question (drawn before the pools were apart) gets no verdict or key for it.
    const scored = RW1.modules.module1[0]!;
    const setId = crypto.randomUUID();
    await env.DB.prepare("INSERT INTO sat_practice_sets (id, user_id, section, domain, items) VALUES (?, ?, 'reading_writing', ?, ?)")
      .bind(setId, learner.userId, scored.domain, JSON.stringify([{ testId: RW1.id, questionId: scored.id }]))
      .run();
    const res = await learner.call(`/api/sat/practice/sets/${setId}/answers`, {
      method: "POST",
      json: { clientId: "scored-test", testId: RW1.id, questionId: scored.id, answer: scored.answer },
    });
    expect(res.status).toBe(404);
    expect(await res.text()).not.toMatch(/explanation|correctAnswer/);
  });

  it("refuses the signed-out with 401, bad input with 400 and an unknown question with 404", async () => {
    expect((await request("/api/sat/practice/skills?section=math")).status).toBe(401);
    expect((await request("/api/sat/practice/sets", { method: "POST", json: { nonsense: true } })).status).toBe(401);
    const learner = await signedIn();
    const bad = async (path: string, json: unknown, message: RegExp) => {
      const res = await learner.call(path, { method: "POST", json });
      expect(res.status, JSON.stringify(json)).toBe(400);
      expect(((await res.json()) as ErrorResponse).error.message).toMatch(message);
    };
    expect((await learner.call("/api/sat/practice/skills?section=history")).status).toBe(400);
    await bad("/api/sat/practice/sets", { section: "math", domain: "craft_and_structure" }, /domain is not a domain of this section/);
    await bad("/api/sat/practice/sets", { section: "math", domain: "constructor" }, /domain is not a domain of this section/);
    await bad("/api/sat/practice/sets", { section: "math", domain: "algebra", skill: "circles" }, /skill is not a skill of this domain/);
    const set = await newSet(learner, { section: "math", domain: "algebra", skill: "linear_inequalities" });
    const q = set.questions[0]!;
    const path = `/api/sat/practice/sets/${set.id}/answers`;
    await bad(path, { clientId: "x", testId: q.testId, questionId: q.question.id, answer: "A" }, /clientId must be/);
    await bad(path, { clientId: "bad-answer", testId: q.testId, questionId: q.question.id, answer: "" }, /an answer is needed/);
    await bad(path, { clientId: "bad-answer", testId: q.testId, questionId: q.question.id, answer: "1234567" }, /answer/);
    const unknown = await learner.call(path, {
      method: "POST",
      json: { clientId: "unknown-q", testId: q.testId, questionId: "no-such-question", answer: "A" },
    });
    expect(unknown.status).toBe(404);
    const noSet = await learner.call("/api/sat/practice/sets/00000000-0000-4000-8000-000000000000/answers", {
      method: "POST",
      json: { clientId: "no-set-1", testId: q.testId, questionId: q.question.id, answer: "A" },
    });
    expect(noSet.status).toBe(404);
  });
});

describe("practiceOrder", () => {
  it("puts questions never practised first, then those last answered wrong, then those last answered right", () => {
    const items = ["right", "new-1", "wrong", "new-2"].map((key) => ({ key }));
    const last = new Map([
      ["right", true],
      ["wrong", false],
    ]);
    for (const random of [() => 0.1, () => 0.9, Math.random]) {
      const order = practiceOrder(items, last, random).map((i) => i.key);
      expect(order.slice(0, 2).sort()).toEqual(["new-1", "new-2"]);
      expect(order.slice(2)).toEqual(["wrong", "right"]);
    }
  });
});
