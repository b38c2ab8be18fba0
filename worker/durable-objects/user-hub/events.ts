/**
 * The hub's short, replayable event log. Every event gets the next per-user `seq`;
 * a reconnecting socket asks for everything after the last seq it saw.
 */
import type { EventFrame, HubEvent } from "../../contract/realtime";
import { PROTOCOL_VERSION } from "../../contract/realtime";

/** How many events a reconnecting client can still catch up on. */
const EVENT_LOG_LIMIT = 1000;

type EventRow = { seq: number; type: HubEvent["type"]; payload: string; ts: number };

/**
 * Numbers a batch after the last logged seq. The hub sends these frames first and logs them right
 * after, in the same synchronous step: a pending storage write holds back every later send until it
 * is durable, so logging first would delay the live event by a commit.
 */
export function numberEvents(sql: SqlStorage, events: HubEvent[], now = Date.now()): EventFrame[] {
  let seq = latestSeq(sql);
  return events.map((event) => ({ v: PROTOCOL_VERSION, type: event.type, seq: ++seq, ts: now, data: event.data }));
}

/** Logs numbered frames for replay; the log is trimmed once per batch. */
export function logEvents(sql: SqlStorage, frames: EventFrame[]): void {
  for (const frame of frames) {
    sql.exec(
      "INSERT INTO events (seq, type, payload, ts) VALUES (?, ?, ?, ?)",
      frame.seq,
      frame.type,
      JSON.stringify(frame.data),
      frame.ts,
    );
  }
  const last = frames.at(-1);
  if (last) sql.exec("DELETE FROM events WHERE seq <= ?", last.seq - EVENT_LOG_LIMIT);
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
