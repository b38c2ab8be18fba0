/**
 * /api/shares and /api/courses: who may do what, for the five roles of the teaching matrix
 * around one class, one published lesson and one course of its teacher, both shared with the class.
 * Zero leaks: another teacher's lesson, course, class or share is the same 404 as one that does not
 * exist, and a learner outside the class can neither list nor play it.
 */
import { env } from "cloudflare:workers";
import { beforeAll, describe, expect, it } from "vitest";
import { createDb } from "../../../worker/db/client";
import { playableLesson } from "../../../worker/lessons/access";
import { call, json } from "../progress/helpers";
import { callAs, fiveRoles, type People, type Who } from "../teaching/helpers";
import { insertLesson } from "../lessons/sharing-fixtures";

let people: People;
let classId: string;
let lessonId: string;
let wordListId: string;
let courseId: string;

beforeAll(async () => {
  const roles = await fiveRoles();
  people = roles.people;
  classId = roles.theClass.id;
  const teacher = people["teacher of the class"];
  lessonId = (await insertLesson(teacher.id)).id;
  wordListId = (
    await insertLesson(teacher.id, { kind: "word_list", blocks: [{ id: "w", type: "vocabulary", title: null, words: ["go"], senses: {} }] })
  ).id;
  courseId = (
    await json<{ id: string }>(await call("/api/courses", teacher.token, { json: { title: "Path", lesson_ids: [lessonId] } }), 201)
  ).id;
  for (const body of [{ course_id: courseId }, { lesson_id: lessonId }, { lesson_id: wordListId }])
    await json(await call("/api/shares", teacher.token, { json: { ...body, class_id: classId } }), 201);
});

const as = (who: Who, method: string, path: () => string, body?: () => unknown) => callAs(people, who, method, path(), body?.());
const everyone = (status: number) => ({
  anonymous: 401,
  student: status,
  "another learner": status,
  "teacher of the class": status,
  "teacher of another class": status,
});
const teachersOwn = (status: number) => ({
  anonymous: 401,
  student: 403,
  "another learner": 403,
  "teacher of the class": status,
  "teacher of another class": 404,
});

// Reads and idempotent writes, so the rows run in any order.
const rows: [string, string, () => string, (() => unknown) | undefined, Record<Who, number>][] = [
  ["GET", "what is shared with me", () => "/api/shares/mine", undefined, everyone(200)],
  [
    "POST",
    "add a shared word list to my dictionary",
    () => `/api/shares/mine/${wordListId}/words`,
    undefined,
    { anonymous: 401, student: 200, "another learner": 404, "teacher of the class": 200, "teacher of another class": 404 },
  ],
  [
    "GET",
    "my lessons with their shares",
    () => "/api/shares/items",
    undefined,
    { anonymous: 401, student: 403, "another learner": 403, "teacher of the class": 200, "teacher of another class": 200 },
  ],
  [
    "POST",
    "share the lesson with the class again",
    () => "/api/shares",
    () => ({ lesson_id: lessonId, class_id: classId }),
    { anonymous: 401, student: 403, "another learner": 403, "teacher of the class": 409, "teacher of another class": 404 },
  ],
  ["DELETE", "unshare a share that does not exist", () => "/api/shares/no-such-share", undefined, teachersOwn(404)],
  [
    "GET",
    "my courses",
    () => "/api/courses",
    undefined,
    { anonymous: 401, student: 403, "another learner": 403, "teacher of the class": 200, "teacher of another class": 200 },
  ],
  ["GET", "one course", () => `/api/courses/${courseId}`, undefined, teachersOwn(200)],
  [
    "POST",
    "create a course",
    () => "/api/courses",
    () => ({ title: "Another path" }),
    { anonymous: 401, student: 403, "another learner": 403, "teacher of the class": 201, "teacher of another class": 201 },
  ],
  ["PUT", "save the course", () => `/api/courses/${courseId}`, () => ({ title: "Path", lesson_ids: [lessonId] }), teachersOwn(200)],
  ["DELETE", "delete a course that does not exist", () => "/api/courses/no-such-course", undefined, teachersOwn(404)],
];

describe("/api/shares and /api/courses: who may do what", () => {
  it.each(rows)("%s … (%s)", async (method, _what, path, body, expected) => {
    const got: Record<string, number> = {};
    for (const who of Object.keys(expected) as Who[]) got[who] = (await as(who, method, path, body)).status;
    expect(got).toEqual(expected);
  });

  it("lets only the owner and the class's student play the shared lesson", async () => {
    const got: Record<string, boolean> = {};
    for (const who of Object.keys(people) as (keyof People)[])
      got[who] = await playableLesson(createDb(env.DB), people[who].id, lessonId).then(
        () => true,
        () => false,
      );
    expect(got).toEqual({ student: true, "another learner": false, "teacher of the class": true, "teacher of another class": false });
  });

  it("shows the class's student the shares and the other learner nothing", async () => {
    const seen = async (who: keyof People) => {
      const body = (await (await as(who, "GET", () => "/api/shares/mine")).json()) as { lessons: unknown[]; courses: unknown[] };
      return [body.lessons.length, body.courses.length];
    };
    expect(await seen("student")).toEqual([2, 1]);
    expect(await seen("another learner")).toEqual([0, 0]);
  });

  it("never lets another teacher unshare, edit or delete", async () => {
    const other = people["teacher of another class"];
    const items = (await (await call("/api/shares/items", people["teacher of the class"].token)).json()) as {
      items: { shares: { id: string }[] }[];
    };
    const shareId = items.items.flatMap((i) => i.shares)[0]!.id;
    expect((await call(`/api/shares/${shareId}`, other.token, { method: "DELETE" })).status).toBe(404);
    expect((await call(`/api/courses/${courseId}`, other.token, { method: "DELETE" })).status).toBe(404);
    expect((await call("/api/shares", other.token, { json: { lesson_id: lessonId, class_id: classId } })).status).toBe(404);
  });
});
