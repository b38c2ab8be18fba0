/**
 * The authorization matrix of lesson media and lesson drafts for the five roles around a
 * class: only the lesson's owner uploads into it, only whoever may play it reads its files (its owner
 * until the sharing code adds shared learners), and only teachers make drafts.
 */
import { beforeAll, describe, expect, it } from "vitest";
import type { LessonMediaUploadResponse } from "../../../worker/contract/lesson-media";
import { callAs, fiveRoles, type People, type Who } from "../teaching/helpers";
import { loadLexicon, request } from "../vocabulary/helpers";
import { insertLesson } from "./creator-fixtures";

const PNG = Uint8Array.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, ...new Array(40).fill(0)]);
const WHO: Who[] = ["anonymous", "student", "another learner", "teacher of the class", "teacher of another class"];

let people: People;
let lessonId: string;
let key: string;

const tokenOf = (who: Who) => (who === "anonymous" ? undefined : people[who].token);

beforeAll(async () => {
  await loadLexicon();
  ({ people } = await fiveRoles());
  lessonId = await insertLesson(people["teacher of the class"].id);
  const res = await request(
    `/api/lesson-media?lesson_id=${lessonId}`,
    { method: "POST", body: PNG, headers: { "Content-Type": "image/png" } },
    people["teacher of the class"].token,
  );
  key = ((await res.json()) as LessonMediaUploadResponse).key;
});

const statuses = async (send: (who: Who) => Promise<Response>) =>
  Object.fromEntries(await Promise.all(WHO.map(async (who) => [who, (await send(who)).status] as const)));

describe("lesson media and drafts, by role", () => {
  it("POST /api/lesson-media: the lesson's owner only", async () => {
    const upload = (who: Who) =>
      request(
        `/api/lesson-media?lesson_id=${lessonId}`,
        { method: "POST", body: PNG, headers: { "Content-Type": "image/png" } },
        tokenOf(who),
      );
    expect(await statuses(upload)).toEqual({
      anonymous: 401,
      student: 403,
      "another learner": 403,
      "teacher of the class": 201,
      "teacher of another class": 404,
    });
  });

  it("GET /api/lesson-media/<key>: whoever may play the lesson", async () => {
    expect(await statuses((who) => request(`/api/lesson-media/${key}`, {}, tokenOf(who)))).toEqual({
      anonymous: 401,
      student: 404,
      "another learner": 404,
      "teacher of the class": 200,
      "teacher of another class": 404,
    });
  });

  it("POST /api/lesson-drafts: teachers", async () => {
    const body = { topic: "travel", level: "B1", skills: ["vocabulary"], length: "short" };
    expect(await statuses((who) => callAs(people, who, "POST", "/api/lesson-drafts", body))).toEqual({
      anonymous: 401,
      student: 403,
      "another learner": 403,
      "teacher of the class": 201,
      "teacher of another class": 201,
    });
  });
});
