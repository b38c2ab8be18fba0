/**
 * Records the vocabulary domain's progress events (worker/vocabulary/events.ts) through the one server
 * path (worker/progress/record.ts): srs_review_completed for every applied rating and quiz_completed
 * for every saved result. The event key is derived from the review or result, so a retried request
 * records nothing twice. Recording runs after the response and never fails it.
 */
import type { Context } from "hono";
import type { AppEnv } from "../env";
import { recordProgressEvents, type ServerProgressEvent } from "../progress/record";

export function recordProgress(c: Pick<Context<AppEnv>, "env" | "executionCtx">, userId: string, event: ServerProgressEvent): void {
  const recording = recordProgressEvents(c.env, userId, [event]);
  try {
    c.executionCtx.waitUntil(recording);
  } catch {
    // No execution context (app.fetch called directly): the promise still settles on its own.
  }
}
