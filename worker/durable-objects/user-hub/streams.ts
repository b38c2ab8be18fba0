/**
 * The buffer of streamed replies (A1's resumable stream): every chunk is written here as it is sent,
 * so a socket that joins mid-reply replays exactly what it missed, and a reply cut short by a restart
 * can still be saved. Finished replies are kept for FINISHED_STREAM_RETENTION_MS.
 */
import { FINISHED_STREAM_RETENTION_MS } from "../../contract/realtime";

export type StreamStatus = "streaming" | "complete" | "cancelled" | "error" | "interrupted";

export type StreamRecord = {
  requestId: string;
  chatId: string;
  status: StreamStatus;
  messageId: number | null;
  errorMessage: string | null;
};

type StreamRow = { request_id: string; chat_id: string; status: StreamStatus; message_id: number | null; error_message: string | null };

const toRecord = (row: StreamRow): StreamRecord => ({
  requestId: row.request_id,
  chatId: row.chat_id,
  status: row.status,
  messageId: row.message_id,
  errorMessage: row.error_message,
});

export function startStream(sql: SqlStorage, requestId: string, chatId: string, now = Date.now()): void {
  sql.exec("INSERT INTO streams (request_id, chat_id, status, started_at) VALUES (?, ?, 'streaming', ?)", requestId, chatId, now);
}

export function streamExists(sql: SqlStorage, requestId: string): boolean {
  return sql.exec("SELECT 1 FROM streams WHERE request_id = ?", requestId).toArray().length > 0;
}

export function getStream(sql: SqlStorage, requestId: string): StreamRecord | null {
  const row = sql
    .exec<StreamRow>("SELECT request_id, chat_id, status, message_id, error_message FROM streams WHERE request_id = ?", requestId)
    .toArray()[0];
  return row ? toRecord(row) : null;
}

export function appendChunk(sql: SqlStorage, requestId: string, index: number, text: string): void {
  sql.exec("INSERT INTO stream_chunks (request_id, idx, text) VALUES (?, ?, ?)", requestId, index, text);
}

export function chunksFrom(sql: SqlStorage, requestId: string, fromIndex: number): { index: number; text: string }[] {
  return sql
    .exec<{ idx: number; text: string }>(
      "SELECT idx, text FROM stream_chunks WHERE request_id = ? AND idx >= ? ORDER BY idx",
      requestId,
      fromIndex,
    )
    .toArray()
    .map((row) => ({ index: row.idx, text: row.text }));
}

export function bufferedText(sql: SqlStorage, requestId: string): string {
  return chunksFrom(sql, requestId, 0)
    .map((c) => c.text)
    .join("");
}

export function finishStream(
  sql: SqlStorage,
  requestId: string,
  status: Exclude<StreamStatus, "streaming">,
  messageId: number | null,
  errorMessage: string | null = null,
  now = Date.now(),
): void {
  sql.exec(
    "UPDATE streams SET status = ?, message_id = ?, error_message = ?, finished_at = ? WHERE request_id = ?",
    status,
    messageId,
    errorMessage,
    now,
    requestId,
  );
}

/** Replies still marked streaming: after a restart no model call is feeding them any more. */
export function unfinishedStreams(sql: SqlStorage): StreamRecord[] {
  return sql
    .exec<StreamRow>("SELECT request_id, chat_id, status, message_id, error_message FROM streams WHERE status = 'streaming'")
    .toArray()
    .map(toRecord);
}

/** Forgets replies that finished more than the retention time ago. */
export function pruneFinishedStreams(sql: SqlStorage, now = Date.now()): void {
  const before = now - FINISHED_STREAM_RETENTION_MS;
  sql.exec(
    "DELETE FROM stream_chunks WHERE request_id IN (SELECT request_id FROM streams WHERE status != 'streaming' AND finished_at < ?)",
    before,
  );
  sql.exec("DELETE FROM streams WHERE status != 'streaming' AND finished_at < ?", before);
}
