/**
 * /api/lesson-player: who may do what, for the five roles around one class whose teacher
 * owns the lesson. Today only the owner plays (a preview); everyone else gets the same 404 as for a
 * lesson that does not exist. Sharing (lessons/access.ts) widens "student" when it lands.
 */
import { env } from "cloudflare:workers";
import { beforeAll, describe, expect, it } from "vitest";
import { createDb } from "../../../worker/db/client";
import { callAs, fiveRoles, type People, type Who } from "../teaching/helpers";
import { insertLesson } from "./fixtures";

let people: People;
let lessonId: string;

beforeAll(async () => {
  people = (await fiveRoles()).people;
  const lesson = await insertLesson(createDb(env.DB), people["teacher of the class"].id, {
    blocks: [
      { id: "words", type: "vocabulary", words: ["friend"] },
      {
        id: "quiz",
        type: "quiz",
        questions: [{ id: "tf", kind: "true_false", prompt: "Friends help.", answer: true, explanation: "They do." }],
      },
      { id: "essay", type: "writing", task: "task2", prompt: "Do friends matter?", min_words: 20 },
      { id: "talk", type: "speaking", prompt: "Talk about a friend." },
    ],
  });
  lessonId = lesson.id;
});

const notPlayable = { anonymous: 401, student: 404, "another learner": 404, "teacher of another class": 404 } as const;

// Reads and preview writes (which store nothing), so the rows run in any order.
const rows: [string, string, () => string, unknown, Record<Who, number>][] = [
  ["GET", "open the lesson", () => `/api/lesson-player/${lessonId}`, undefined, { ...notPlayable, "teacher of the class": 200 }],
  [
    "PUT",
    "keep the place",
    () => `/api/lesson-player/${lessonId}/place`,
    { block_id: "quiz" },
    { ...notPlayable, "teacher of the class": 200 },
  ],
  [
    "POST",
    "answer a quiz block",
    () => `/api/lesson-player/${lessonId}/blocks/quiz/answers`,
    { answers: { tf: true } },
    { ...notPlayable, "teacher of the class": 200 },
  ],
  [
    "POST",
    "add the words",
    () => `/api/lesson-player/${lessonId}/blocks/words/words`,
    undefined,
    { ...notPlayable, "teacher of the class": 200 },
  ],
  [
    "POST",
    "evaluate writing",
    () => `/api/lesson-player/${lessonId}/blocks/essay/writing`,
    { text: "Friends matter because they help us." },
    { ...notPlayable, "teacher of the class": 200 },
  ],
  [
    "POST",
    "evaluate a spoken answer",
    () => `/api/lesson-player/${lessonId}/blocks/talk/speaking`,
    { transcript: "My best friend helps me because she listens.", transcript_source: "typed" },
    { ...notPlayable, "teacher of the class": 200 },
  ],
  [
    "POST",
    "finish the lesson",
    () => `/api/lesson-player/${lessonId}/complete`,
    undefined,
    { ...notPlayable, "teacher of the class": 200 },
  ],
];

describe("/api/lesson-player authorization", () => {
  for (const [method, what, path, body, expected] of rows) {
    it(`${method} ${what}: ${JSON.stringify(expected)}`, async () => {
      const got = Object.fromEntries(
        await Promise.all(
          (Object.keys(expected) as Who[]).map(async (who) => [who, (await callAs(people, who, method, path(), body)).status] as const),
        ),
      );
      expect(got).toEqual(expected);
    });
  }
});
