/**
 * Who may read a student's submissions and grade them: the five roles against every
 * /api/students route, and a student who leaves or is removed is out of reach at once.
 */
import { beforeAll, describe, expect, it } from "vitest";
import { call, signedIn as signedInCaller } from "../progress/helpers";
import { seedContent } from "../ielts/helpers";
import { submitEssay, WRITING_BANDS } from "./grading-helpers";
import { callAs, fiveRoles, join, newClass, type People, type Who } from "./helpers";

describe("/api/students: who may do what", () => {
  let people: People;
  let essayId: string;

  beforeAll(async () => {
    await seedContent();
    people = (await fiveRoles()).people;
    essayId = (await submitEssay(people.student)).id;
  });

  const as = (who: Who, method: string, path: string, body?: unknown) => callAs(people, who, method, path, body);

  const grade = { criteria: WRITING_BANDS([7, 7, 6, 6]), comment: "Clear position." };
  const rows: [string, string, () => string, unknown, Record<Who, number>][] = [
    [
      "GET",
      "the student's submissions",
      () => `/api/students/${people.student.id}/submissions`,
      undefined,
      { anonymous: 401, student: 403, "another learner": 403, "teacher of the class": 200, "teacher of another class": 404 },
    ],
    [
      "GET",
      "one submission",
      () => `/api/students/${people.student.id}/submissions/${essayId}`,
      undefined,
      { anonymous: 401, student: 403, "another learner": 403, "teacher of the class": 200, "teacher of another class": 404 },
    ],
    [
      "PUT",
      "grade it",
      () => `/api/students/${people.student.id}/submissions/${essayId}/grade`,
      grade,
      { anonymous: 401, student: 403, "another learner": 403, "teacher of the class": 200, "teacher of another class": 404 },
    ],
  ];

  it.each(rows)("%s /api/students… (%s)", async (method, _what, path, body, expected) => {
    const got = Object.fromEntries(
      await Promise.all((Object.keys(expected) as Who[]).map(async (who) => [who, (await as(who, method, path(), body)).status] as const)),
    );
    expect(got).toEqual(expected);
  });

  it("answers an unknown student and another teacher's student alike, so neither is revealed", async () => {
    const teacher = people["teacher of the class"];
    const unknown = await call("/api/students/no-such-user/submissions", teacher.token);
    const notMine = await call(`/api/students/${people["another learner"].id}/submissions`, teacher.token);
    expect([unknown.status, notMine.status]).toEqual([404, 404]);
    expect(await unknown.json()).toEqual(await notMine.json());
  });

  it("a submission id of another student is 404 even under the teacher's own student", async () => {
    const other = await submitEssay(people["another learner"]);
    const res = await call(`/api/students/${people.student.id}/submissions/${other.id}`, people["teacher of the class"].token);
    expect(res.status).toBe(404);
  });
});

describe("/api/students: leaving or removal ends the teacher's access at once", () => {
  it.each(["left", "was removed"] as const)("a student who %s can no longer be read or graded", async (how) => {
    await seedContent();
    const [student, teacher] = await Promise.all([signedInCaller(), signedInCaller({ role: "teacher" })]);
    const made = await newClass(teacher);
    await join(student, made.join_code);
    const essay = await submitEssay(student);
    const base = `/api/students/${student.id}/submissions`;
    expect((await call(`${base}/${essay.id}`, teacher.token)).status).toBe(200);

    const gone =
      how === "left"
        ? await call(`/api/classes/memberships/${made.id}`, student.token, { method: "DELETE" })
        : await call(`/api/classes/${made.id}/members/${student.id}`, teacher.token, { method: "DELETE" });
    expect(gone.status).toBe(200);

    expect((await call(base, teacher.token)).status).toBe(404);
    expect((await call(`${base}/${essay.id}`, teacher.token)).status).toBe(404);
    const graded = await call(`${base}/${essay.id}/grade`, teacher.token, {
      method: "PUT",
      json: { criteria: WRITING_BANDS([6, 6, 6, 6]) },
    });
    expect(graded.status).toBe(404);
    const own = await call(`/api/ielts/submissions/${essay.id}`, student.token);
    expect(((await own.json()) as { teacherGrade: unknown }).teacherGrade).toBeNull();
  });
});
