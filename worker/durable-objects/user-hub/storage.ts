/**
 * Schema of the hub's own SQLite database, applied in order on first use.
 * Each entry runs once; the applied count is kept in `hub_schema`.
 */
const MIGRATIONS: readonly string[] = [
  `CREATE TABLE events (
     seq INTEGER PRIMARY KEY AUTOINCREMENT,
     type TEXT NOT NULL,
     payload TEXT NOT NULL,
     ts INTEGER NOT NULL
   )`,
  `CREATE TABLE chats (
     id TEXT PRIMARY KEY,
     title TEXT NOT NULL,
     created_at TEXT NOT NULL,
     updated_at TEXT NOT NULL
   )`,
  `CREATE INDEX chats_by_updated_at ON chats (updated_at)`,
  `CREATE TABLE chat_messages (
     id INTEGER PRIMARY KEY AUTOINCREMENT,
     chat_id TEXT NOT NULL REFERENCES chats (id) ON DELETE CASCADE,
     role TEXT NOT NULL CHECK (role IN ('user', 'assistant')),
     content TEXT NOT NULL,
     status TEXT NOT NULL DEFAULT 'complete' CHECK (status IN ('complete', 'partial', 'error')),
     created_at TEXT NOT NULL
   )`,
  `CREATE INDEX chat_messages_by_chat ON chat_messages (chat_id, id)`,
  // One row per streamed reply; its chunks are kept so a reconnecting tab can replay them.
  `CREATE TABLE streams (
     request_id TEXT PRIMARY KEY,
     chat_id TEXT NOT NULL,
     status TEXT NOT NULL CHECK (status IN ('streaming', 'complete', 'cancelled', 'error', 'interrupted')),
     message_id INTEGER,
     error_message TEXT,
     started_at INTEGER NOT NULL,
     finished_at INTEGER
   )`,
  `CREATE TABLE stream_chunks (
     request_id TEXT NOT NULL,
     idx INTEGER NOT NULL,
     text TEXT NOT NULL,
     PRIMARY KEY (request_id, idx)
   ) WITHOUT ROWID`,
  `CREATE TABLE token_usage (
     day TEXT PRIMARY KEY,
     tokens INTEGER NOT NULL
   )`,
  // The voice assistant's conversations are chats of their own kind (spoken replies, their own prompt).
  `ALTER TABLE chats ADD COLUMN kind TEXT NOT NULL DEFAULT 'text' CHECK (kind IN ('text', 'voice'))`,
];

export function migrateHubStorage(sql: SqlStorage): void {
  sql.exec("CREATE TABLE IF NOT EXISTS hub_schema (version INTEGER NOT NULL)");
  const row = sql.exec<{ version: number }>("SELECT version FROM hub_schema").toArray()[0];
  const applied = row?.version ?? 0;
  if (!row) sql.exec("INSERT INTO hub_schema (version) VALUES (0)");
  for (let i = applied; i < MIGRATIONS.length; i++) {
    sql.exec(MIGRATIONS[i]!);
    sql.exec("UPDATE hub_schema SET version = ?", i + 1);
  }
}
