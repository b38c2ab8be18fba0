/**
 * The one server path for progress events (docs/architecture.md §1). Domain code (vocabulary reviews and quizzes,
 * IELTS submissions, and the lessons and SAT to come) records typed events with
 * `recordProgressEvents`; the public POST /api/unified-progress goes through `trackEvent`, which
 * first turns the posted body into what the learner may claim (client-events.ts). Both store each
 * event in D1 first (track-event.ts) and then hand everything the request produced to the user's hub
 * in one call.
 */
import type { CORE_EVENT_TYPES, EventData, IeltsSection, TrackEventBody, TrackEventResponse } from "../contract/progress";
import type { HubEvent } from "../contract/realtime";
import { createDb, type Db } from "../db/client";
import { publishToUser } from "../realtime/publish";
import { tellTeachersOfStudent } from "../teaching/class-events";
import { verifiedClientEvent } from "./client-events";
import { inputOf, storeProgressEvent, type ProgressEventInput } from "./track-event";

type ProgressEnv = Pick<Env, "DB" | "USER_HUB">;

/** A progress event recorded by the server itself, typed instead of parsed from a request body. */
export type ServerProgressEvent = {
  type: (typeof CORE_EVENT_TYPES)[number] | `ielts_${IeltsSection}_completed` | `sat_${string}`;
  /**
   * The record the activity produced, e.g. "quiz:<result id>" or "ielts:<submission id>" (8–64 of
   * letters, digits, _ - : .): recording the same key twice stores one event.
   */
  key: string;
  occurredAt: number;
  data: EventData;
};

/**
 * Best effort, by design: the activity itself is already saved, so a failure here is logged and never
 * reaches the learner (the summary catches up on the next event). Run it in `waitUntil` to answer first.
 */
export async function recordProgressEvents(env: ProgressEnv, userId: string, events: ServerProgressEvent[]): Promise<void> {
  const db = createDb(env.DB);
  const hubEvents: HubEvent[] = [];
  for (const event of events) {
    try {
      hubEvents.push(...(await storeProgressEvent(db, userId, inputOf(event))).hubEvents);
    } catch (err) {
      console.error(`progress event ${event.type} (${event.key}) not recorded`, err);
    }
  }
  await tellHub(env, userId, hubEvents);
}

/** POST /api/unified-progress: the body was validated by the route; what it may claim is checked here. */
export async function trackEvent(
  db: Db,
  env: ProgressEnv,
  userId: string,
  request: TrackEventBody,
): Promise<{ status: 200 | 201; body: TrackEventResponse }> {
  return recordProgressEvent(db, env, userId, await verifiedClientEvent(db, userId, request));
}

/** Stores one event the server trusts and tells the hub, answering as the public endpoint does. */
export async function recordProgressEvent(
  db: Db,
  env: ProgressEnv,
  userId: string,
  input: ProgressEventInput,
): Promise<{ status: 200 | 201; body: TrackEventResponse }> {
  const { status, body, hubEvents } = await storeProgressEvent(db, userId, input);
  await tellHub(env, userId, hubEvents);
  return { status, body };
}

/** D1 already holds the truth; a hub that cannot be reached only costs the live toast (clients refetch on reconnect). */
async function tellHub(env: ProgressEnv, userId: string, events: HubEvent[]): Promise<void> {
  try {
    await publishToUser(env, userId, events);
  } catch (err) {
    console.error(`progress: could not publish ${events.map((e) => e.type).join(", ")} to the hub`, err);
  }
  await tellTeachersOfStudent(env, userId, events);
}
