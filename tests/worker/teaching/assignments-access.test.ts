/**
 * /api/assignments: who may do what, for the five roles of the teaching authorization matrix against one class with
 * one assignment. Zero leaks: another teacher's answer is the same 404 as for an assignment that does
 * not exist, and a learner outside the class sees nothing of it.
 */
import { beforeAll, describe, expect, it } from "vitest";
import type { Assignment, MyAssignments } from "../../../worker/contract/assignments";
import { call, json } from "../progress/helpers";
import { callAs, fiveRoles, type People, type Who } from "./helpers";

let people: People;
let classId: string;
let assignment: Assignment;
const due = () => new Date(Date.now() + 7 * 86_400_000).toISOString();

beforeAll(async () => {
  const roles = await fiveRoles();
  people = roles.people;
  classId = roles.theClass.id;
  const teacher = people["teacher of the class"];
  assignment = await json<Assignment>(
    await call("/api/assignments", teacher.token, { json: { class_id: classId, kind: "quiz", title: "Weekly quiz", due_at: due() } }),
    201,
  );
});

const as = (who: Who, method: string, path: () => string, body?: () => unknown) => callAs(people, who, method, path(), body?.());

// Reads and idempotent writes, so the rows run in any order against one class and one assignment.
const rows: [string, string, () => string, (() => unknown) | undefined, Record<Who, number>][] = [
  [
    "GET",
    "my assignments",
    () => "/api/assignments/mine",
    undefined,
    { anonymous: 401, student: 200, "another learner": 200, "teacher of the class": 200, "teacher of another class": 200 },
  ],
  [
    "GET",
    "the class's assignments",
    () => `/api/assignments/classes/${classId}`,
    undefined,
    { anonymous: 401, student: 403, "another learner": 403, "teacher of the class": 200, "teacher of another class": 404 },
  ],
  [
    "POST",
    "set an assignment for the class",
    () => "/api/assignments",
    () => ({ class_id: classId, kind: "quiz", title: "Another quiz", due_at: due() }),
    { anonymous: 401, student: 403, "another learner": 403, "teacher of the class": 201, "teacher of another class": 404 },
  ],
  [
    "PATCH",
    "edit the assignment",
    () => `/api/assignments/${assignment.id}`,
    () => ({ title: "Weekly quiz" }),
    { anonymous: 401, student: 403, "another learner": 403, "teacher of the class": 200, "teacher of another class": 404 },
  ],
  [
    "POST",
    "open the assignment",
    () => `/api/assignments/${assignment.id}/start`,
    undefined,
    { anonymous: 401, student: 200, "another learner": 404, "teacher of the class": 404, "teacher of another class": 404 },
  ],
  [
    "DELETE",
    "delete an assignment that does not exist",
    () => "/api/assignments/no-such-assignment",
    undefined,
    { anonymous: 401, student: 403, "another learner": 403, "teacher of the class": 404, "teacher of another class": 404 },
  ],
];

describe("/api/assignments: who may do what", () => {
  it.each(rows)("%s /api/assignments… (%s)", async (method, _what, path, body, expected) => {
    const got: Record<string, number> = {};
    for (const who of Object.keys(expected) as Who[]) got[who] = (await as(who, method, path, body)).status;
    expect(got).toEqual(expected);
  });

  it("only the student of the class finds the assignment in their list", async () => {
    const listed = async (who: Exclude<Who, "anonymous">) =>
      (await json<MyAssignments>(await as(who, "GET", () => "/api/assignments/mine"))).assignments.map((a) => a.id);
    expect(await listed("student")).toContain(assignment.id);
    for (const who of ["another learner", "teacher of the class", "teacher of another class"] as const) {
      expect(await listed(who)).not.toContain(assignment.id);
    }
  });

  it("deleting: the other teacher gets 404 and the assignment stays; its teacher deletes it", async () => {
    const doomed = await json<Assignment>(
      await as(
        "teacher of the class",
        "POST",
        () => "/api/assignments",
        () => ({ class_id: classId, kind: "quiz", title: "Gone", due_at: due() }),
      ),
      201,
    );
    expect((await as("teacher of another class", "DELETE", () => `/api/assignments/${doomed.id}`)).status).toBe(404);
    expect((await as("student", "DELETE", () => `/api/assignments/${doomed.id}`)).status).toBe(403);
    expect((await as("teacher of the class", "DELETE", () => `/api/assignments/${doomed.id}`)).status).toBe(200);
    expect((await as("teacher of the class", "DELETE", () => `/api/assignments/${doomed.id}`)).status).toBe(404);
  });
});
