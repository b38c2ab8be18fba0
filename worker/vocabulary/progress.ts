/**
 * Progress events of the vocabulary domain, recorded on the server through the progress issue's
 * `trackEvent` (progress_events, user_stats, streaks, achievements, then the hub's progress_update):
 * srs_review_completed for every applied rating and quiz_completed for every saved result. The
 * client event id is derived from the review or result, so a retried request records nothing twice;
 * the SPA must not post these two events itself. Recording runs after the response and never fails it.
 */
import type { Context } from "hono";
import { trackEventRequestSchema, type EventData } from "../contract/progress";
import type { AppEnv } from "../env";
import { trackEvent } from "../progress/track-event";

type VocabularyEvent = {
  type: "srs_review_completed" | "quiz_completed";
  /** The review or quiz result id: makes the event idempotent. */
  sourceId: string;
  occurredAt: number;
  data: EventData;
};

export function recordProgress(c: Pick<Context<AppEnv>, "env" | "executionCtx">, userId: string, event: VocabularyEvent): void {
  const input = trackEventRequestSchema.parse({
    action: "track_event",
    event_type: event.type,
    event_data: event.data,
    timestamp: event.occurredAt,
    client_event_id: `${event.type === "quiz_completed" ? "quiz" : "srs"}:${event.sourceId}`,
  });
  const recording = trackEvent(c.env, userId, input).catch((err: unknown) => console.error(`progress event ${event.type} not recorded`, err));
  try {
    c.executionCtx.waitUntil(recording);
  } catch {
    // No execution context (app.fetch called directly): the promise still settles on its own.
  }
}
