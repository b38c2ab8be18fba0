/**
 * The SAT in the progress views (issue 16): accuracy per SAT domain and skill from the server-scored
 * module answers in Analytics, and the target SAT total in the goals feeding the target tracker with
 * the latest section estimates.
 */
import { beforeAll, describe, expect, it } from "vitest";
import type { AnalyticsResponse, LearnerGoals } from "../../../worker/contract/progress";
import { finishSatSection, SAT_MATH, SAT_RW, seedSat } from "../sat/helpers";
import { callAs, fiveRoles } from "../teaching/helpers";
import { call, json, signedIn, type Caller } from "./helpers";

const analytics = async (token: string, userId?: string) =>
  json<AnalyticsResponse>(await call(`/api/progress/analytics${userId ? `?user_id=${userId}` : ""}`, token));
const setTarget = (token: string, target_sat_score: unknown) =>
  call("/api/progress/goals", token, { method: "PATCH", json: { target_sat_score } });

describe("the SAT in Analytics and the target tracker", () => {
  let me: Caller;

  beforeAll(async () => {
    await seedSat();
    me = await signedIn();
  });

  it("shows nothing for the SAT before a section is finished", async () => {
    const a = await analytics(me.token);
    expect(a.sat_skills).toEqual([]);
    expect(a.sat_target).toEqual({ target: null, current: null, reading_writing: null, math: null, latest_at: null, on_track: null });
  });

  it("gives the accuracy of every domain and skill from the scored answers, and the latest estimates against the target", async () => {
    await finishSatSection(me, SAT_RW, 27);
    let a = await analytics(me.token);
    const rw = a.sat_skills.filter((s) => s.section === "reading_writing");
    expect(rw.reduce((sum, s) => sum + s.total, 0)).toBe(54);
    expect(rw.every((s) => s.accuracy === 100 && s.correct === s.total)).toBe(true);
    expect(new Set(rw.map((s) => s.domain)).size).toBe(4);
    expect(rw.find((s) => s.skill === "words_in_context")?.domain).toBe("craft_and_structure");
    // One section alone has no total yet.
    expect(a.sat_target).toMatchObject({ reading_writing: 800, math: null, current: null, on_track: null });

    await finishSatSection(me, SAT_MATH, 0);
    a = await analytics(me.token);
    const math = a.sat_skills.filter((s) => s.section === "math");
    expect(math.reduce((sum, s) => sum + s.total, 0)).toBe(44);
    expect(math.every((s) => s.correct === 0 && s.accuracy === 0)).toBe(true);
    const total = 800 + a.sat_target.math!;
    expect(a.sat_target).toMatchObject({ current: total, target: null, on_track: null });
    expect(a.sat_target.math).toBeLessThan(800);

    const goals = await json<LearnerGoals>(await setTarget(me.token, 1500));
    expect(goals.target_sat_score).toBe(1500);
    expect((await json<LearnerGoals>(await call("/api/progress/goals", me.token))).target_sat_score).toBe(1500);
    a = await analytics(me.token);
    expect(a.sat_target).toMatchObject({ target: 1500, current: total, on_track: total >= 1500 });
    await json(await setTarget(me.token, 400));
    expect((await analytics(me.token)).sat_target.on_track).toBe(true);
    await json(await setTarget(me.token, null));
    expect((await analytics(me.token)).sat_target.target).toBeNull();
  });

  it.each([390, 1610, 1505, 1200.5, "1200"])("refuses the target SAT score %j with 400", async (value) => {
    expect((await setTarget(me.token, value)).status).toBe(400);
  });

  it("is what the teacher of the class reads too, and no one else", async () => {
    const { people } = await fiveRoles();
    await finishSatSection(people.student, SAT_RW, 0);
    const path = `/api/progress/analytics?user_id=${people.student.id}`;
    const res = await callAs(people, "teacher of the class", "GET", path);
    const seen = await json<AnalyticsResponse>(res);
    expect(seen.sat_skills.filter((s) => s.section === "reading_writing").every((s) => s.accuracy === 0)).toBe(true);
    expect((await callAs(people, "teacher of another class", "GET", path)).status).toBe(403);
    expect((await callAs(people, "another learner", "GET", path)).status).toBe(403);
  });
});
