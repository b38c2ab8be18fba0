/**
 * The hub's short, replayable event log. Every event gets the next per-user `seq`;
 * a reconnecting socket asks for everything after the last seq it saw.
 */
import type { EventFrame, HubEvent } from "../../worker/contract/realtime";
import { PROTOCOL_VERSION } from "../../worker/contract/realtime";

/** How many events a reconnecting client can still catch up on. */
export const EVENT_LOG_LIMIT = 1000;

type EventRow = { seq: number; type: HubEvent["type"]; payload: string; ts: number };

/** Logs a batch in order and returns its frames; the log is trimmed once per batch. */
export function appendEvents(sql: SqlStorage, events: HubEvent[], now = Date.now()): EventFrame[] {
  const frames = events.map((event): EventFrame => {
    const { seq } = sql
      .exec<{ seq: number }>("INSERT INTO events (type, payload, ts) VALUES (?, ?, ?) RETURNING seq", event.type, JSON.stringify(event.data), now)
      .one();
    return { v: PROTOCOL_VERSION, type: event.type, seq, ts: now, data: event.data };
  });
  const last = frames.at(-1);
  if (last) sql.exec("DELETE FROM events WHERE seq <= ?", last.seq - EVENT_LOG_LIMIT);
  return frames;
}

export function eventsAfter(sql: SqlStorage, lastSeq: number): EventFrame[] {
  return sql
    .exec<EventRow>("SELECT seq, type, payload, ts FROM events WHERE seq > ? ORDER BY seq", lastSeq)
    .toArray()
    .map((row) => ({ v: PROTOCOL_VERSION, type: row.type, seq: row.seq, ts: row.ts, data: JSON.parse(row.payload), replay: true }));
}

export function latestSeq(sql: SqlStorage): number {
  // sqlite_sequence keeps the counter even after old rows are pruned.
  const row = sql.exec<{ seq: number }>("SELECT seq FROM sqlite_sequence WHERE name = 'events'").toArray()[0];
  return row?.seq ?? 0;
}
