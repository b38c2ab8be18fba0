/**
 * The one server path for progress events (docs/architecture.md §1). Domain code (vocabulary reviews and quizzes,
 * IELTS submissions, and the lessons and SAT to come) records typed events with
 * `recordProgressEvents`; the public POST /api/unified-progress goes through `trackEvent`, which
 * first turns the posted body into what the learner may claim (client-events.ts). Both store each
 * event in D1 first (track-event.ts) and then take the same path after it (`afterStoring`): everything
 * the request produced reaches the user's hub in one call.
 */
import { waitUntil } from "cloudflare:workers";
import type { ProgressEvent, TrackEventBody, TrackEventResponse } from "../contract/progress";
import { createDb, type Db } from "../db/client";
import { pushLater } from "../push/send";
import { publishToUser } from "../realtime/publish";
import { completeAssignments } from "../teaching/assignment-completion";
import { tellTeachersOfStudent } from "../teaching/class-events";
import { verifiedClientEvent } from "./client-events";
import { compactHistoryQuietly } from "./compaction";
import { inputOf, type ProgressEventInput, type ServerProgressEvent } from "./event-input";
import { storeProgressEvent, type StoredEvent } from "./track-event";

/** What recording an event needs: D1, the hub, and where pushes go (worker/push/provider.ts). */
export type ProgressEnv = Pick<Env, "DB" | "USER_HUB" | "ENVIRONMENT" | "FCM_SERVICE_ACCOUNT">;

/**
 * Best effort, by design: the activity itself is already saved, so a failure here is logged and never
 * reaches the learner (the summary catches up on the next event). Run it in `waitUntil` to answer first.
 */
export async function recordProgressEvents(env: ProgressEnv, userId: string, events: ServerProgressEvent[]): Promise<void> {
  const db = createDb(env.DB);
  const stored: StoredEvent[] = [];
  for (const event of events) {
    try {
      stored.push(await storeProgressEvent(db, userId, inputOf(event)));
    } catch (err) {
      console.error(`progress event ${event.type} (${event.key}) not recorded`, err);
    }
  }
  await afterStoring(env, db, userId, stored, (work) => work);
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
  const stored = await storeProgressEvent(db, userId, input);
  // The teachers' rosters after the answer: the learner's own response and frames never wait for them.
  await afterStoring(env, db, userId, [stored], waitUntil);
  return { status: stored.status, body: stored.body };
}

/**
 * What every recorded event is followed by, in this order: the assignments it finishes, the hub, the
 * learner's devices, then (awaited or left to `waitUntil`, as `later` says) the teachers' rosters and
 * the compaction of old history.
 */
async function afterStoring(
  env: ProgressEnv,
  db: Db,
  userId: string,
  stored: StoredEvent[],
  later: (work: Promise<void>) => unknown,
): Promise<void> {
  const recorded = await finishAssignments(db, userId, stored);
  await tellHub(env, userId, stored);
  pushLater(
    env,
    db,
    userId,
    stored.flatMap((s) => s.pushes),
  );
  await later(tellTeachersOfStudent(env, userId, recorded).then(() => compactHistoryQuietly(db, userId)));
}

/**
 * The events newly stored (a duplicate is not), with the assignments they finish marked first, so the
 * learner's own list and the teacher's roster, both refreshed by the events that follow, show them done.
 */
async function finishAssignments(db: Db, userId: string, stored: StoredEvent[]): Promise<ProgressEvent[]> {
  const recorded = stored.flatMap((s) => (s.status === 201 ? [s.body.event] : []));
  await completeAssignments(db, userId, recorded);
  return recorded;
}

/** D1 already holds the truth; a hub that cannot be reached only costs the live toast (clients refetch on reconnect). */
async function tellHub(env: ProgressEnv, userId: string, stored: StoredEvent[]): Promise<void> {
  const events = stored.flatMap((s) => s.hubEvents);
  try {
    await publishToUser(env, userId, events);
  } catch (err) {
    console.error(`progress: could not publish ${events.map((e) => e.type).join(", ")} to the hub`, err);
  }
}
