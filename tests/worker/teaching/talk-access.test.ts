/**
 * Issue 36's routes for the five roles: the gradebook (JSON and CSV), announcements, reminders and the
 * private comment threads on a student's submission. Only the owner teacher (and, for a class's
 * announcements and a thread, the student it belongs to) get an answer; others 401, 403 or 404.
 */
import { beforeAll, describe, expect, it } from "vitest";
import { seedContent } from "../ielts/helpers";
import { call } from "../progress/helpers";
import { submitEssay } from "./grading-helpers";
import { callAs, fiveRoles, type People, type Who } from "./helpers";

describe("gradebook, announcements, reminders and submission threads: who may do what", () => {
  let people: People;
  let classId: string;
  let assignmentId: string;
  let submissionId: string;

  beforeAll(async () => {
    await seedContent();
    const roles = await fiveRoles();
    people = roles.people;
    classId = roles.theClass.id;
    const teacher = people["teacher of the class"];
    const set = await call("/api/assignments", teacher.token, {
      json: { class_id: classId, kind: "quiz", title: "Quiz", due_at: new Date(Date.now() + 86_400_000).toISOString() },
    });
    assignmentId = ((await set.json()) as { id: string }).id;
    submissionId = (await submitEssay(people.student)).id;
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
    [
      "POST",
      "an announcement",
      () => `/api/classes/${classId}/announcements`,
      { ...TEACHER_ONLY, "teacher of the class": 201 },
      { markdown: "Hi" },
    ],
    [
      "GET",
      "the class's announcements",
      () => `/api/classes/${classId}/announcements`,
      { anonymous: 401, student: 200, "another learner": 404, "teacher of the class": 200, "teacher of another class": 404 },
    ],
    // The reminder runs last of the writes: a second one the same day is 409.
    ["POST", "a reminder", () => `/api/assignments/${assignmentId}/remind`, TEACHER_ONLY],
    [
      "GET",
      "a submission's comment threads",
      () => `/api/submission-comments/${submissionId}`,
      { anonymous: 401, student: 200, "another learner": 404, "teacher of the class": 200, "teacher of another class": 404 },
    ],
    [
      "POST",
      "a comment (a teacher writes in their own thread)",
      () => `/api/submission-comments/${submissionId}`,
      { anonymous: 401, student: 400, "another learner": 404, "teacher of the class": 201, "teacher of another class": 404 },
      { body: "See paragraph 2." },
    ],
  ];

  it.each(rows)("%s %s", async (method, _what, path, expected, body) => {
    const got: Record<string, number> = {};
    for (const who of Object.keys(expected) as Who[]) got[who] = (await callAs(people, who, method, path(), body)).status;
    expect(got).toEqual(expected);
  });
});
