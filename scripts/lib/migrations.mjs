// Applies D1 migrations to the local database, skipping all of it when nothing changed; resolves to what
// it did, or null. wrangler creates the database file (its name is miniflare's to choose) with wrangler's
// own migrations table; the migrations then go in through node:sqlite, each recorded in that table as
// `wrangler d1 migrations apply` records it: wrangler applying them one by one took over a minute.
import { createHash } from "node:crypto";
import { existsSync, mkdirSync, readFileSync, readdirSync, writeFileSync } from "node:fs";
import path from "node:path";
import { findLocalD1File, withLocalD1 } from "./local-d1.mjs";
import { bin, run } from "./run.mjs";
import { ROOT } from "./state.mjs";

const MIGRATIONS_DIR = path.join(ROOT, "migrations");
const migrationFiles = () =>
  readdirSync(MIGRATIONS_DIR)
    .filter((f) => f.endsWith(".sql"))
    .sort();

function migrationsHash() {
  const hash = createHash("sha256");
  for (const file of migrationFiles()) hash.update(file).update(readFileSync(path.join(MIGRATIONS_DIR, file)));
  return hash.digest("hex");
}

/** wrangler's table of applied migrations, as `wrangler d1 migrations apply` creates it. */
const MIGRATIONS_TABLE = `CREATE TABLE IF NOT EXISTS d1_migrations(
  id         INTEGER PRIMARY KEY AUTOINCREMENT,
  name       TEXT UNIQUE,
  applied_at TIMESTAMP DEFAULT CURRENT_TIMESTAMP NOT NULL
)`;

export async function applyLocalMigrations(stateDir) {
  const stamp = path.join(stateDir, "migrations.hash");
  const hash = migrationsHash();
  if (existsSync(stamp) && readFileSync(stamp, "utf8") === hash) return null;
  mkdirSync(stateDir, { recursive: true });
  if (!(await findLocalD1File(stateDir))) {
    await run(bin("wrangler"), ["d1", "execute", "DB", "--local", "--persist-to", stateDir, "--command", MIGRATIONS_TABLE], {
      cwd: ROOT,
      quiet: true,
      env: { CI: "true", WRANGLER_SEND_METRICS: "false" },
    });
  }
  const applied = await withLocalD1(stateDir, {}, (db) => {
    const done = new Set(
      db
        .prepare("SELECT name FROM d1_migrations")
        .all()
        .map((row) => row.name),
    );
    const record = db.prepare("INSERT INTO d1_migrations (name) VALUES (?)");
    const pending = migrationFiles().filter((file) => !done.has(file));
    for (const file of pending) {
      db.exec(readFileSync(path.join(MIGRATIONS_DIR, file), "utf8"));
      record.run(file);
    }
    return pending.length;
  });
  writeFileSync(stamp, hash);
  return applied ? `Applied ${applied} D1 migration(s) to the local database in ${path.relative(ROOT, stateDir) || "."}` : null;
}
