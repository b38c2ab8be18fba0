/**
 * The teacher dashboard's reads for the five roles: the class heatmap, a student's class
 * context, and a student's
 * analytics, history and streaks through `?user_id=`. Zero leaks: only the student and the teacher of
 * the student's class get an answer, and the teacher's access ends when the student leaves.
 */
import { beforeAll, describe, expect, it } from "vitest";
import { call, signedIn } from "../progress/helpers";
import { callAs, fiveRoles, join, newClass, type People, type Who } from "./helpers";

describe("teacher dashboard reads: who may see what", () => {
  let people: People;
  let classId: string;

  beforeAll(async () => {
    const roles = await fiveRoles();
    people = roles.people;
    classId = roles.theClass.id;
  });

  const status = async (who: Who, path: string) => (await callAs(people, who, "GET", path)).status;

  const rows: [string, () => string, Record<Who, number>][] = [
    [
      "the class heatmap",
      () => `/api/classes/${classId}/heatmap`,
      { anonymous: 401, student: 403, "another learner": 403, "teacher of the class": 200, "teacher of another class": 404 },
    ],
    [
      "the student and their classes",
      () => `/api/classes/students/${people.student.id}`,
      { anonymous: 401, student: 403, "another learner": 403, "teacher of the class": 200, "teacher of another class": 404 },
    ],
    [
      "the student's analytics",
      () => `/api/progress/analytics?user_id=${people.student.id}`,
      { anonymous: 401, student: 200, "another learner": 403, "teacher of the class": 200, "teacher of another class": 403 },
    ],
    [
      "the student's history",
      () => `/api/progress/history?user_id=${people.student.id}&limit=5`,
      { anonymous: 401, student: 200, "another learner": 403, "teacher of the class": 200, "teacher of another class": 403 },
    ],
    [
      "the student's streaks",
      () => `/api/streaks?user_id=${people.student.id}`,
      { anonymous: 401, student: 200, "another learner": 403, "teacher of the class": 200, "teacher of another class": 403 },
    ],
  ];

  it.each(rows)("GET %s", async (_what, path, expected) => {
    const got: Record<string, number> = {};
    for (const who of Object.keys(expected) as Who[]) got[who] = await status(who, path());
    expect(got).toEqual(expected);
  });

  it("answers a malformed user_id or history page with 400, never 500", async () => {
    const teacher = people["teacher of the class"].token;
    expect((await call(`/api/progress/analytics?user_id=${"x".repeat(65)}`, teacher)).status).toBe(400);
    expect((await call(`/api/progress/history?user_id=${people.student.id}&limit=nope`, teacher)).status).toBe(400);
    expect((await call(`/api/classes/${"x".repeat(65)}/heatmap`, teacher)).status).toBe(400);
  });

  it("ends the teacher's access to analytics, history, streaks and the summary once the student leaves", async () => {
    const [student, teacher] = [await signedIn(), await signedIn({ role: "teacher" })];
    const made = await newClass(teacher);
    await join(student, made.join_code);
    const reads = [
      `/api/progress/analytics?user_id=${student.id}`,
      `/api/progress/history?user_id=${student.id}`,
      `/api/streaks?user_id=${student.id}`,
      `/api/unified-progress?user_id=${student.id}&type=summary`,
      `/api/classes/students/${student.id}`,
    ];
    for (const path of reads) expect((await call(path, teacher.token)).status, path).toBe(200);
    expect((await call(`/api/classes/memberships/${made.id}`, student.token, { method: "DELETE" })).status).toBe(200);
    for (const path of reads) expect((await call(path, teacher.token)).status, path).toBe(path.startsWith("/api/classes") ? 404 : 403);
  });
});
