/**
 * `trackProgressEvent()`: how a feature would report an activity the server cannot see by itself
 * (CLIENT_REPORTED_EVENT_TYPES, none today). SRS reviews, quiz results, IELTS submissions and finished
 * lessons are recorded by the server from what it stored, and it refuses a posted IELTS, SAT or lesson
 * result. The outbox keeps an event until the server answers, however long that takes.
 */
import type { CLIENT_REPORTED_EVENT_TYPES } from "../../../worker/contract/progress";
import { api } from "../../lib/api-client";
import { currentAccessToken } from "../../lib/auth/access-token";
import { outcomeOfStatus, ProgressOutbox, type ClientProgressEvent, type OutboxEntry, type SendOutcome } from "./live/progress-outbox";

async function postEvent(entry: OutboxEntry): Promise<SendOutcome> {
  const token = await currentAccessToken();
  if (!token || userIdOfToken(token) !== entry.userId) return "retry";
  // The token just checked, not whichever the client would read next: the entry is this user's.
  const response = await api["unified-progress"].$post({ json: entry.body }, { headers: { Authorization: `Bearer ${token}` } });
  return outcomeOfStatus(response.status);
}

/** The `sub` claim of an access token: whose outbox entries this session may send. */
function userIdOfToken(token: string): string | null {
  try {
    const payload = token.split(".")[1] ?? "";
    const json = atob(
      payload
        .replace(/-/g, "+")
        .replace(/_/g, "/")
        .padEnd(Math.ceil(payload.length / 4) * 4, "="),
    );
    const sub: unknown = (JSON.parse(json) as { sub?: unknown }).sub;
    return typeof sub === "string" ? sub : null;
  } catch {
    return null;
  }
}

let outbox: ProgressOutbox | null = null;

/** The tab's outbox, in local storage. */
export function progressOutbox(): ProgressOutbox {
  outbox ??= new ProgressOutbox({ storage: localStorage, send: postEvent });
  return outbox;
}

/** Sends what the signed-in user's outbox holds (on start, when the browser is back online, after a reconnect). */
export async function flushProgressOutbox(): Promise<void> {
  const token = await currentAccessToken();
  const userId = token ? userIdOfToken(token) : null;
  if (userId) await progressOutbox().flush(userId);
}

/**
 * Records a progress event of the signed-in user. Resolves with the event's client id and where it
 * stands: `accepted` by the server, `waiting` in the outbox to be retried, or `rejected` as invalid
 * (a programming error, logged). Null when nobody is signed in.
 */
export async function trackProgressEvent(
  event: ClientProgressEvent & { event_type: (typeof CLIENT_REPORTED_EVENT_TYPES)[number] },
): Promise<{ clientEventId: string; status: "waiting" | "accepted" | "rejected" } | null> {
  const token = await currentAccessToken();
  const userId = token ? userIdOfToken(token) : null;
  if (!userId) return null;
  const box = progressOutbox();
  const entry = box.add(userId, event);
  await box.flush(userId);
  const clientEventId = entry.body.client_event_id;
  return { clientEventId, status: box.status(userId, clientEventId) };
}
