/**
 * Records the vocabulary domain's progress events (worker/progress/vocabulary-events.ts) through the one server
 * path (worker/progress/record.ts): srs_review_completed for every applied rating and quiz_completed
 * for every saved result. The event key is derived from the review or result, so a retried request
 * records nothing twice. Recording runs after the response and never fails it.
 */
import { waitUntil } from "cloudflare:workers";
import type { ServerProgressEvent } from "../progress/event-input";
import { recordProgressEvents } from "../progress/record";

export function recordProgress(env: Env, userId: string, event: ServerProgressEvent): void {
  waitUntil(recordProgressEvents(env, userId, [event]));
}
