/**
 * Progress events of the vocabulary domain: srs_review_completed for every applied rating and
 * quiz_completed for every saved result, recorded through the one server path
 * (worker/progress/record.ts). The event key is derived from the review or result, so a retried
 * request records nothing twice; the SPA must not post these two events itself. Recording runs after
 * the response and never fails it.
 */
import type { Context } from "hono";
import type { EventData } from "../contract/progress";
import type { AppEnv } from "../env";
import { recordProgressEvents } from "../progress/record";

type VocabularyEvent = {
  type: "srs_review_completed" | "quiz_completed";
  /** The review or quiz result id: makes the event idempotent. */
  sourceId: string;
  occurredAt: number;
  data: EventData;
};

export function recordProgress(c: Pick<Context<AppEnv>, "env" | "executionCtx">, userId: string, event: VocabularyEvent): void {
  const recording = recordProgressEvents(c.env, userId, [
    {
      type: event.type,
      key: `${event.type === "quiz_completed" ? "quiz" : "srs"}:${event.sourceId}`,
      occurredAt: event.occurredAt,
      data: event.data,
    },
  ]);
  try {
    c.executionCtx.waitUntil(recording);
  } catch {
    // No execution context (app.fetch called directly): the promise still settles on its own.
  }
}
