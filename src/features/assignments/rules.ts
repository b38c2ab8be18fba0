/** The assignment screens' small rules, kept apart from the components so they are unit-tested. */
import type { AssignmentWork, MyAssignment } from "../../../worker/contract/assignments";

/** Where the work of an assignment is done: the IELTS item itself, the SRS review, a quiz, or the lesson player. */
export function workHref(work: AssignmentWork): string {
  switch (work.kind) {
    case "ielts":
      return `/ielts/${work.section}?test=${encodeURIComponent(work.test_id)}`;
    case "word_list":
      return "/review";
    case "quiz":
      return "/daily-quiz";
    case "lesson":
      return `/lesson/${encodeURIComponent(work.lesson_id)}`;
  }
}

/** Open ones: not finished yet, overdue included. */
export const openAssignments = (list: readonly MyAssignment[]) => list.filter((a) => a.done_at === null);

/** A `datetime-local` value (the browser's local time) as an ISO instant, or null when empty or invalid. */
export function localInputToIso(value: string): string | null {
  if (value === "") return null;
  const ms = new Date(value).getTime();
  return Number.isFinite(ms) ? new Date(ms).toISOString() : null;
}

/** An ISO instant as a `datetime-local` value in the browser's local time. */
export function isoToLocalInput(iso: string): string {
  const date = new Date(iso);
  const pad = (n: number) => String(n).padStart(2, "0");
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}T${pad(date.getHours())}:${pad(date.getMinutes())}`;
}

/** Words typed one per line or separated by commas, trimmed, without empties and repeats. */
export const parseWordList = (text: string) => [
  ...new Set(
    text
      .split(/[\n,;]/)
      .map((w) => w.trim().toLowerCase())
      .filter((w) => w !== ""),
  ),
];
