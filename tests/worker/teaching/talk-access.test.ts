/**
 * Issue 36's routes for the five roles: the gradebook (JSON and CSV), announcements, reminders and the
 * private comment threads on a student's submission. Only the owner teacher (and, for a class's
 * announcements and a thread, the student it belongs to) get an answer; others 401, 403 or 404.
 */
import { beforeAll, describe, expect, it } from "vitest";
import { callAs, fiveRoles, type People, type Who } from "./helpers";

describe("issue 36 routes: who may do what", () => {
  let people: People;
  let classId: string;

  beforeAll(async () => {
    const roles = await fiveRoles();
    people = roles.people;
    classId = roles.theClass.id;
  });

  const TEACHER_ONLY = {
    anonymous: 401,
    student: 403,
    "another learner": 403,
    "teacher of the class": 200,
    "teacher of another class": 404,
  };
  const rows: [string, string, () => string, Record<Who, number>, unknown?][] = [
    ["GET", "the gradebook", () => `/api/classes/${classId}/gradebook`, TEACHER_ONLY],
    ["GET", "the gradebook as CSV", () => `/api/classes/${classId}/gradebook?format=csv`, TEACHER_ONLY],
  ];

  it.each(rows)("%s %s", async (method, _what, path, expected, body) => {
    const got: Record<string, number> = {};
    for (const who of Object.keys(expected) as Who[]) got[who] = (await callAs(people, who, method, path(), body)).status;
    expect(got).toEqual(expected);
  });
});
