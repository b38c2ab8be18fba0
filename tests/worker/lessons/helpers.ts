/** Lessons made through the API, as the builder makes them. */
import type { Lesson, LessonCreate } from "../../../worker/contract/lessons";
import { call, json, type Caller } from "../progress/helpers";

export const textBlock = (id: string, markdown = "Read this first.") => ({ id, type: "text", markdown });
export const quizBlock = (id: string) => ({
  id,
  type: "quiz",
  questions: [{ id: "q1", kind: "true_false", prompt: "The sky is green.", answer: false, explanation: "It is blue on a clear day." }],
});

export async function newLesson(teacher: Caller, body: Partial<LessonCreate> = {}): Promise<Lesson> {
  return json<Lesson>(await call("/api/lessons", teacher.token, { json: { title: "Linking words", ...body } }), 201);
}

export const putLesson = (teacher: Caller, lesson: Pick<Lesson, "id" | "title">, blocks: unknown[], extra: Record<string, unknown> = {}) =>
  call(`/api/lessons/${lesson.id}`, teacher.token, { method: "PUT", json: { title: lesson.title, blocks, ...extra } });
