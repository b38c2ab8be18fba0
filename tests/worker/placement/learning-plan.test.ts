import { env } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import type { LearningPlan } from "../../../worker/contract/learning-plan";
import { addDays } from "../../../worker/lib/days";
import { call, json, recordAs, signedIn, type Caller } from "../progress/helpers";
import { finishSatSection, SAT_MATH, SAT_RW, seedSat } from "../sat/helpers";

const plan = async (me: Caller) => json<LearningPlan>(await call("/api/learning-plan", me.token));

async function placeAt(me: Caller, level: string, scores: Record<string, number>) {
  await env.DB.prepare(
    `INSERT INTO user_customization_settings (user_id, assessment_completed, assessment_level, assessment_category_scores, assessment_completed_at)
     VALUES (?1, 1, ?2, ?3, '2026-11-20T10:00:00.000Z')`,
  )
    .bind(me.id, level, JSON.stringify(scores))
    .run();
}

describe("GET /api/learning-plan", () => {
  it("asks a new learner to take the placement test and start with reading, with nothing due and no exam weeks", async () => {
    const me = await signedIn();
    expect(await plan(me)).toMatchObject({
      placement: null,
      srsDue: 0,
      assignments: [],
      next: { reason: "start", focus: "reading", route: "/ielts/reading" },
      exam: { targetBand: null, examDate: null, weeks: [] },
    });
  });

  it("shows the placement level, the due cards, the placement's weakest skill and the weeks to the exam", async () => {
    const me = await signedIn();
    await placeAt(me, "B2", { grammar: 70, vocabulary: 65, reading: 60, listening: 40 });
    const word = await json<{ id: string }>(await call("/api/words", me.token, { json: { word: "harbour" } }), 201);
    await json(await call(`/api/words/${word.id}/srs`, me.token, { method: "POST" }), 201);
    const today = new Date().toISOString().slice(0, 10);
    const examDate = addDays(today, 20);
    await json(await call("/api/progress/goals", me.token, { method: "PATCH", json: { target_band: 7, exam_date: examDate } }));

    const result = await plan(me);
    expect(result.placement).toMatchObject({ level: "B2", ieltsBand: { min: 5.5, max: 6.5 } });
    expect(result.srsDue).toBe(1);
    expect(result.next).toEqual({ reason: "placement", focus: "listening", route: "/ielts/listening" });
    expect(result.exam).toMatchObject({ targetBand: 7, examDate, daysToExam: 20 });
    expect(result.exam.weeks.map((w) => w.focus)).toEqual(["listening", "reading", "mock"]);
    expect(result.exam.weeks[0]).toMatchObject({ week: 1, from: today, to: addDays(today, 6) });
    expect(result.exam.weeks.at(-1)).toMatchObject({ to: examDate, aimBand: 7 });
    expect(result.exam.weeks[0]!.aimBand).toBeGreaterThanOrEqual(5.5);
    expect(result.exam.weeks[0]!.aimBand).toBeLessThan(7);
  });

  it("prefers the weakest measured skill to the placement test", async () => {
    const me = await signedIn();
    await placeAt(me, "B1", { grammar: 30, vocabulary: 65, reading: 60, listening: 50 });
    await recordAs(me.token, { event_type: "ielts_listening_completed", event_data: { score: 80, section: "listening" } });
    await recordAs(me.token, { event_type: "ielts_reading_completed", event_data: { score: 45, section: "reading" } });
    expect((await plan(me)).next).toEqual({ reason: "skill", focus: "reading", score: 45, route: "/ielts/reading" });
  });

  it("plans the SAT for a learner with an SAT target: a full test first without an estimate, never an IELTS band", async () => {
    const me = await signedIn();
    const today = new Date().toISOString().slice(0, 10);
    const examDate = addDays(today, 27);
    await json(await call("/api/progress/goals", me.token, { method: "PATCH", json: { target_sat_score: 1300, exam_date: examDate } }));

    const { exam } = await plan(me);
    expect(exam.weeks).toEqual([]);
    expect(exam.sat).toMatchObject({ targetScore: 1300, current: null, weakestDomains: [] });
    expect(exam.sat!.weeks.map((w) => (w.focus.kind === "domain" ? `${w.focus.section}/${w.focus.domain}` : "full test"))).toEqual([
      "full test",
      "math/algebra",
      "math/advanced_math",
      "full test",
    ]);
    expect(exam.sat!.weeks.every((w) => w.aimScore === null)).toBe(true);
    expect(exam.sat!.weeks[1]).toMatchObject({ route: "/sat/practice?section=math", from: addDays(today, 7) });
  });

  it("plans the weakest SAT domains first from the section scores, and gives a learner with both targets both plans", async () => {
    const me = await signedIn();
    await seedSat();
    // Math: 10 of 22 right in each module, the first ten questions; Reading and Writing: all right.
    await finishSatSection(me, SAT_MATH, 10);
    await finishSatSection(me, SAT_RW, 27);
    const today = new Date().toISOString().slice(0, 10);
    const examDate = addDays(today, 34);
    await json(
      await call("/api/progress/goals", me.token, {
        method: "PATCH",
        json: { target_sat_score: 1500, target_band: 7, exam_date: examDate },
      }),
    );

    const { exam } = await plan(me);
    expect(exam.weeks.length).toBeGreaterThan(0);
    const sat = exam.sat!;
    expect(sat.current).toBe(sat.readingWriting! + sat.math!);
    expect(sat.math!).toBeLessThan(sat.readingWriting!);
    expect(sat.weakestDomains.every((d) => d.section === "math")).toBe(true);
    expect(sat.weakestDomains.map((d) => d.accuracy)).toEqual([...sat.weakestDomains.map((d) => d.accuracy)].sort((a, b) => a - b));
    const first = sat.weeks[0]!;
    expect(first.focus).toMatchObject({ kind: "domain", section: "math", domain: sat.weakestDomains[0]!.domain });
    expect(sat.weeks.at(-1)).toMatchObject({ focus: { kind: "full_test" }, aimScore: 1500, to: examDate });
    expect(first.aimScore!).toBeGreaterThan(sat.current!);
    expect(first.aimScore! % 10).toBe(0);
  });

  it("is the caller's own: another learner's placement and cards are not in it, and a visitor gets 401", async () => {
    const [me, other] = await Promise.all([signedIn(), signedIn()]);
    await placeAt(other, "C1", { grammar: 90, vocabulary: 90, reading: 90, listening: 20 });
    expect((await plan(me)).placement).toBeNull();
    expect((await call("/api/learning-plan")).status).toBe(401);
  });
});
