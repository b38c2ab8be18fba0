/**
 * Lessons for the media, draft and lesson-quiz tests, inserted with drizzle (the lesson CRUD API is
 * another branch's), and learners who have finished one.
 */
import { env } from "cloudflare:workers";
import { lessonCreateSchema, type LessonCreate } from "../../../worker/contract/lessons";
import { createDb, newId } from "../../../worker/db/client";
import { lessonProgress, lessons } from "../../../worker/db/schema";

/** A lesson row owned by `ownerId`, its fields validated as the CRUD route would. */
export async function insertLesson(
  ownerId: string,
  fields: Partial<LessonCreate> & { status?: "draft" | "published" } = {},
): Promise<string> {
  const { status = "draft", ...rest } = fields;
  const lesson = lessonCreateSchema.parse({ title: "Weather words", ...rest });
  const id = newId();
  await createDb(env.DB)
    .insert(lessons)
    .values({ id, ownerId, status, ...lesson, publishedAt: status === "published" ? new Date().toISOString() : null });
  return id;
}

/** The learner's finished run through a lesson (`completed` false: started, not finished). */
export async function finishLesson(userId: string, lessonId: string, completed = true): Promise<void> {
  await createDb(env.DB)
    .insert(lessonProgress)
    .values({ lessonId, userId, completedAt: completed ? new Date().toISOString() : null, score: completed ? 100 : null });
}
