/**
 * A student's SAT results for their teacher: GET /api/students/:studentId/sat-results as the
 * five roles; the teacher of the class reads the estimates, dates and per-domain accuracy, and loses
 * them the moment the student leaves.
 */
import { beforeAll, describe, expect, it } from "vitest";
import type { StudentSatResultsResponse } from "../../../worker/contract/sat-progress";
import { call, json } from "../progress/helpers";
import { finishSatSection, SAT_MATH, SAT_RW, seedSat } from "../sat/helpers";
import { callAs, fiveRoles, type People, type Who } from "./helpers";

describe("/api/students/:studentId/sat-results", () => {
  let people: People;
  let classId: string;

  beforeAll(async () => {
    await seedSat();
    const roles = await fiveRoles();
    people = roles.people;
    classId = roles.theClass.id;
    await finishSatSection(people.student, SAT_RW, 27);
    await finishSatSection(people.student, SAT_MATH, 5);
    // Another learner's sections never show up in this student's results.
    await finishSatSection(people["another learner"], SAT_RW, 0);
  });

  it("answers only the teacher of one of the student's classes", async () => {
    const path = `/api/students/${people.student.id}/sat-results`;
    const expected: Record<Who, number> = {
      anonymous: 401,
      student: 403,
      "another learner": 403,
      "teacher of the class": 200,
      "teacher of another class": 404,
    };
    const got = Object.fromEntries(
      await Promise.all(
        (Object.keys(expected) as Who[]).map(async (who) => [who, (await callAs(people, who, "GET", path)).status] as const),
      ),
    );
    expect(got).toEqual(expected);
  });

  it("lists the student's finished sections, newest first, with estimates, dates and accuracy per domain", async () => {
    const res = await callAs(people, "teacher of the class", "GET", `/api/students/${people.student.id}/sat-results`);
    const body = await json<StudentSatResultsResponse>(res);
    expect(body.student.id).toBe(people.student.id);
    expect(body.results.map((r) => r.section)).toEqual(["math", "reading_writing"]);
    const [math, rw] = body.results;
    expect(rw).toMatchObject({ route: "module2_harder", correct: 54, total: 54, sectionScore: { score: 800, label: "estimate" } });
    expect(rw!.domains.map((d) => d.domain).sort()).toEqual([
      "craft_and_structure",
      "expression_of_ideas",
      "information_and_ideas",
      "standard_english_conventions",
    ]);
    expect(rw!.domains.every((d) => d.correct === d.total)).toBe(true);
    expect(math).toMatchObject({ route: "module2_easier", correct: 10, total: 44 });
    expect(math!.domains.reduce((sum, d) => sum + d.total, 0)).toBe(44);
    expect(Date.parse(math!.completedAt)).toBeGreaterThanOrEqual(Date.parse(rw!.completedAt));
  });

  it("is 404 once the student left the class", async () => {
    const left = await call(`/api/classes/memberships/${classId}`, people.student.token, { method: "DELETE" });
    expect([200, 204]).toContain(left.status);
    const res = await callAs(people, "teacher of the class", "GET", `/api/students/${people.student.id}/sat-results`);
    expect(res.status).toBe(404);
  });
});
