/**
 * Lessons for the sharing tests, written straight into D1: this branch has no route that creates
 * them (the lesson builder's API does). Published unless asked otherwise.
 */
import { env } from "cloudflare:workers";
import type { LessonBlock, LessonKind, LessonStatus } from "../../../worker/contract/lessons";
import { createDb } from "../../../worker/db/client";
import { lessonProgress, lessons } from "../../../worker/db/schema";

export type LessonFixture = { id: string; title: string };

export async function insertLesson(
  ownerId: string,
  options: { title?: string; kind?: LessonKind; status?: LessonStatus; blocks?: LessonBlock[] } = {},
): Promise<LessonFixture> {
  const id = crypto.randomUUID();
  const title = options.title ?? `Lesson ${id.slice(0, 6)}`;
  const status = options.status ?? "published";
  await createDb(env.DB)
    .insert(lessons)
    .values({
      id,
      ownerId,
      kind: options.kind ?? "lesson",
      title,
      status,
      blocks: options.blocks ?? [{ id: "intro", type: "text", markdown: "Read this." }],
      publishedAt: status === "published" ? new Date().toISOString() : null,
    });
  return { id, title };
}

/** What the player writes: the learner opened the lesson, and finished it when `finished`. */
export async function recordLessonProgress(lessonId: string, userId: string, finished = false): Promise<void> {
  const now = new Date().toISOString();
  await createDb(env.DB)
    .insert(lessonProgress)
    .values({ lessonId, userId, startedAt: now, completedAt: finished ? now : null, score: finished ? 100 : null })
    .onConflictDoUpdate({ target: [lessonProgress.lessonId, lessonProgress.userId], set: { completedAt: finished ? now : null } });
}
