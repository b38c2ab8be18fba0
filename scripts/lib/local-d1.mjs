// The local D1 database as the SQLite file wrangler keeps in the state folder, opened with Node's own
// SQLite (node:sqlite, Node 22). Setup writes its bulk data here directly while no workerd runs: a
// `wrangler d1 execute` starts a workerd and sends the SQL through D1 in 100 KB statements, which made
// the lexicon alone take most of a minute.
import { existsSync, readdirSync } from "node:fs";
import path from "node:path";

/** Where miniflare keeps the D1 database's Durable Object storage. */
const D1_DIR = ["v3", "d1", "miniflare-D1DatabaseObject"];

/** node:sqlite warns that it is experimental on first use; the warning says nothing to a newcomer. */
async function sqlite() {
  const emitWarning = process.emitWarning;
  process.emitWarning = (warning, ...rest) => {
    if (!String(warning).includes("SQLite is an experimental feature")) emitWarning.call(process, warning, ...rest);
  };
  try {
    return await import("node:sqlite");
  } finally {
    process.emitWarning = emitWarning;
  }
}

/** The database's file: the one SQLite file in miniflare's D1 folder that has wrangler's migrations table; null before there is one. */
export async function findLocalD1File(stateDir) {
  const dir = path.join(stateDir, ...D1_DIR);
  const { DatabaseSync } = await sqlite();
  const files = existsSync(dir) ? readdirSync(dir).filter((f) => f.endsWith(".sqlite") && f !== "metadata.sqlite") : [];
  for (const file of files) {
    const db = new DatabaseSync(path.join(dir, file), { readOnly: true });
    try {
      if (db.prepare("SELECT 1 FROM sqlite_master WHERE name = 'd1_migrations'").get()) return path.join(dir, file);
    } finally {
      db.close();
    }
  }
  return null;
}

/**
 * Runs `work(db)` on the local D1 database in one transaction (all of it or nothing), then closes it.
 * @template T
 * @param {string} stateDir wrangler's --persist-to folder (already migrated)
 * @param {{ attach?: Record<string, string> }} options other SQLite files to attach, by schema name
 * @param {(db: import("node:sqlite").DatabaseSync) => T} work
 * @returns {Promise<T>}
 */
export async function withLocalD1(stateDir, { attach = {} }, work) {
  const { DatabaseSync } = await sqlite();
  const file = await findLocalD1File(stateDir);
  if (!file) throw new Error(`No local D1 database in ${stateDir}: apply the migrations first.`);
  const db = new DatabaseSync(file);
  try {
    db.exec("PRAGMA busy_timeout = 10000");
    // SQLite attaches only outside a transaction.
    for (const [name, file] of Object.entries(attach)) db.exec(`ATTACH DATABASE '${file.replaceAll("'", "''")}' AS ${name}`);
    db.exec("BEGIN IMMEDIATE");
    try {
      const result = work(db);
      db.exec("COMMIT");
      return result;
    } catch (error) {
      db.exec("ROLLBACK");
      throw error;
    }
  } finally {
    db.close();
  }
}

/** Opens any SQLite file with node:sqlite (the lexicon's prepared file). */
export async function openSqlite(file, options = {}) {
  const { DatabaseSync } = await sqlite();
  return new DatabaseSync(file, options);
}
