/**
 * The one cursor format of every paginated list (progress history, notifications, IELTS submissions,
 * quizzes and quiz history, forum posts, and a thread's replies, oldest first): an opaque keyset cursor,
 * the (time, id) of the last row of the previous page. Clients only pass back what they were given.
 */
import { ApiError } from "./errors";

export type Cursor = { at: string; id: string };

export function encodeCursor({ at, id }: Cursor): string {
  return btoa(JSON.stringify([at, id]))
    .replaceAll("+", "-")
    .replaceAll("/", "_")
    .replace(/=+$/, "");
}

export function decodeCursor(value: string | undefined): Cursor | null {
  if (value === undefined) return null;
  try {
    const parsed: unknown = JSON.parse(atob(value.replaceAll("-", "+").replaceAll("_", "/")));
    if (Array.isArray(parsed) && parsed.length === 2 && typeof parsed[0] === "string" && typeof parsed[1] === "string") {
      if (!Number.isNaN(Date.parse(parsed[0]))) return { at: parsed[0], id: parsed[1] };
    }
  } catch {
    // Falls through to the 400 below.
  }
  throw new ApiError(400, "invalid_cursor");
}
