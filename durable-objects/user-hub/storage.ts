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
