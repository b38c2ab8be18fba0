/**
 * /api/lessons: who may do what, for the five roles of the teaching matrix against one lesson
 * of the teacher of the class, published in the teachers' library, and one private draft. Learners get
 * 403 on every route; another teacher's lesson answers 404 like a missing one, except that a library
 * lesson may be copied by any teacher.
 */
import { beforeAll, describe, expect, it } from "vitest";
import type { Lesson } from "../../../worker/contract/lessons";
import { call } from "../progress/helpers";
import { callAs, fiveRoles, type People, type Who } from "../teaching/helpers";
import { newLesson, textBlock } from "./helpers";

let people: People;
let library: Lesson;
let draft: Lesson;

beforeAll(async () => {
  people = (await fiveRoles()).people;
  const teacher = people["teacher of the class"];
  library = await newLesson(teacher, { title: "In the library", blocks: [textBlock("a")] as never });
  await call(`/api/lessons/${library.id}/publish`, teacher.token, { json: { in_library: true } });
  draft = await newLesson(teacher, { title: "A private draft", blocks: [textBlock("a")] as never });
});

const learners = { anonymous: 401, student: 403, "another learner": 403 } as const;
const save = () => ({ title: "A private draft", blocks: [textBlock("a")] });

// Reads and idempotent writes, so the rows run in any order against the same two lessons.
const rows: [string, string, () => string, (() => unknown) | undefined, Record<Who, number>][] = [
  ["GET", "my lessons", () => "/api/lessons", undefined, { ...learners, "teacher of the class": 200, "teacher of another class": 200 }],
  [
    "POST",
    "a new draft",
    () => "/api/lessons",
    () => ({ title: "New" }),
    { ...learners, "teacher of the class": 201, "teacher of another class": 201 },
  ],
  [
    "GET",
    "the templates",
    () => "/api/lessons/templates",
    undefined,
    { ...learners, "teacher of the class": 200, "teacher of another class": 200 },
  ],
  [
    "POST",
    "a draft from a template",
    () => "/api/lessons/from-template",
    () => ({ template_id: "academic-word-list-1" }),
    { ...learners, "teacher of the class": 201, "teacher of another class": 201 },
  ],
  [
    "GET",
    "the library",
    () => "/api/lessons/library",
    undefined,
    { ...learners, "teacher of the class": 200, "teacher of another class": 200 },
  ],
  [
    "GET",
    "read the draft",
    () => `/api/lessons/${draft.id}`,
    undefined,
    { ...learners, "teacher of the class": 200, "teacher of another class": 404 },
  ],
  [
    "PUT",
    "save the draft",
    () => `/api/lessons/${draft.id}`,
    save,
    { ...learners, "teacher of the class": 200, "teacher of another class": 404 },
  ],
  [
    "PUT",
    "save the library lesson",
    () => `/api/lessons/${library.id}`,
    () => ({ title: "In the library", blocks: [textBlock("a")] }),
    { ...learners, "teacher of the class": 200, "teacher of another class": 404 },
  ],
  [
    "POST",
    "publish the library lesson",
    () => `/api/lessons/${library.id}/publish`,
    () => ({ in_library: true }),
    { ...learners, "teacher of the class": 200, "teacher of another class": 404 },
  ],
  [
    "POST",
    "copy the library lesson",
    () => `/api/lessons/${library.id}/copy`,
    undefined,
    { ...learners, "teacher of the class": 201, "teacher of another class": 201 },
  ],
  [
    "POST",
    "copy the draft",
    () => `/api/lessons/${draft.id}/copy`,
    undefined,
    { ...learners, "teacher of the class": 201, "teacher of another class": 404 },
  ],
  [
    "DELETE",
    "withdraw the draft from the library",
    () => `/api/lessons/${draft.id}/library`,
    undefined,
    { ...learners, "teacher of the class": 200, "teacher of another class": 404 },
  ],
  [
    "DELETE",
    "delete a lesson that does not exist",
    () => "/api/lessons/no-such-lesson",
    undefined,
    { ...learners, "teacher of the class": 404, "teacher of another class": 404 },
  ],
];

describe("/api/lessons: who may do what", () => {
  it.each(rows)("%s /api/lessons… (%s)", async (method, _what, path, body, expected) => {
    const got: Record<string, number> = {};
    for (const who of Object.keys(expected) as Who[]) got[who] = (await callAs(people, who, method, path(), body?.())).status;
    expect(got).toEqual(expected);
  });

  it("lets only the owner delete a lesson; another teacher's try changes nothing", async () => {
    const owner = people["teacher of the class"];
    const doomed = await newLesson(owner);
    expect((await callAs(people, "teacher of another class", "DELETE", `/api/lessons/${doomed.id}`)).status).toBe(404);
    expect((await callAs(people, "student", "DELETE", `/api/lessons/${doomed.id}`)).status).toBe(403);
    expect((await call(`/api/lessons/${doomed.id}`, owner.token)).status).toBe(200);
    expect((await call(`/api/lessons/${doomed.id}`, owner.token, { method: "DELETE" })).status).toBe(200);
  });

  it("tells a learner why with the teacher-only message", async () => {
    const res = await callAs(people, "student", "GET", "/api/lessons");
    expect(await res.json()).toEqual({
      error: { code: "teacher_only", message: "Only teachers can do this. Choose the teacher role in your profile." },
    });
  });
});
