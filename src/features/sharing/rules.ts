/** The shared-content screens' small rules, kept apart from the components so they are unit-tested. */
import type { LessonShareStudent } from "../../../worker/contract/sharing";

/** The list with the item at `index` moved one place up (-1) or down (+1); unchanged at either end. */
export function moveItem<T>(list: readonly T[], index: number, step: -1 | 1): T[] {
  const target = index + step;
  if (index < 0 || index >= list.length || target < 0 || target >= list.length) return [...list];
  const next = [...list];
  [next[index], next[target]] = [next[target] as T, next[index] as T];
  return next;
}

/** How many of a share's students opened and finished it. */
export function shareCounts(students: readonly LessonShareStudent[]) {
  return {
    opened: students.filter((s) => s.opened_at !== null).length,
    finished: students.filter((s) => s.finished_at !== null).length,
    total: students.length,
  };
}

/** Where the learner stands with a shared lesson. */
export type LessonState = "new" | "started" | "done";
export const lessonState = (item: { opened_at: string | null; finished_at: string | null }): LessonState =>
  item.finished_at !== null ? "done" : item.opened_at !== null ? "started" : "new";

/** The player of a lesson (another feature's screen). */
export const lessonPath = (lessonId: string) => `/lesson/${encodeURIComponent(lessonId)}`;
export const builderPath = (lessonId: string) => `/lesson-builder?id=${encodeURIComponent(lessonId)}`;

/** What went wrong, for the "failed: …" messages (the server's message when it sent one). */
export const failure = (error: unknown) => (error instanceof Error ? error.message : String(error));
