/**
 * A teacher's published lesson made through the lesson API (POST /api/lessons, then publish), for specs
 * about what happens to a lesson after it is built: playing, previewing and sharing it.
 */
import { expect, type APIRequestContext } from "@playwright/test";
import type { LessonBlockInput, LessonKind } from "../../../worker/contract/lessons";
import { bearer, type TestAccount } from "./account";

const INTRO: LessonBlockInput[] = [{ id: "intro", type: "text", markdown: "Read the map and answer the questions." }];

export async function publishedLesson(
  request: APIRequestContext,
  teacher: TestAccount,
  { title, kind = "lesson", blocks = INTRO }: { title: string; kind?: LessonKind; blocks?: LessonBlockInput[] },
): Promise<string> {
  const created = await request.post("/api/lessons", { headers: bearer(teacher), data: { kind, title, blocks } });
  expect(created.status(), await created.text()).toBe(201);
  const { id } = (await created.json()) as { id: string };
  const published = await request.post(`/api/lessons/${id}/publish`, { headers: bearer(teacher), data: {} });
  expect(published.status(), await published.text()).toBe(200);
  return id;
}
