/**
 * A progress event on its way to be stored (track-event.ts): typed by the server's own domain code, or
 * as the public endpoint's body becomes once checked (client-events.ts).
 */
import type { CORE_EVENT_TYPES, EventData, IeltsSection, LibraryEventType } from "../contract/progress";

/** A progress event recorded by the server itself, typed instead of parsed from a request body. */
export type ServerProgressEvent = {
  type: (typeof CORE_EVENT_TYPES)[number] | LibraryEventType | `ielts_${IeltsSection}_completed` | `sat_${string}`;
  /**
   * The record the activity produced, e.g. "quiz:<result id>" or "ielts:<submission id>" (8–64 of
   * letters, digits, _ - : .): recording the same key twice stores one event.
   */
  key: string;
  occurredAt: number;
  data: EventData;
};

/** An event as the core stores it: already valid, from the public body schema or typed domain code. */
export type ProgressEventInput = {
  event_type: string;
  event_data: EventData;
  /** When the activity happened (ms); absent means now. */
  timestamp?: number | undefined;
  client_event_id: string;
};

/** A typed server event as the core stores it: its key makes recording it twice store one event. */
export function inputOf(event: ServerProgressEvent): ProgressEventInput {
  return { event_type: event.type, event_data: event.data, timestamp: event.occurredAt, client_event_id: event.key };
}
