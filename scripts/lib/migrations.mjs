// Applies D1 migrations to the local database, skipping wrangler when nothing changed.
import { createHash } from "node:crypto";
import { existsSync, mkdirSync, readFileSync, readdirSync, writeFileSync } from "node:fs";
import path from "node:path";
import { bin, log, run } from "./run.mjs";
import { ROOT } from "./state.mjs";

function migrationsHash() {
  const dir = path.join(ROOT, "migrations");
  const hash = createHash("sha256");
  for (const file of readdirSync(dir)
    .filter((f) => f.endsWith(".sql"))
    .sort()) {
    hash.update(file).update(readFileSync(path.join(dir, file)));
  }
  return hash.digest("hex");
}

export async function applyLocalMigrations(stateDir) {
  const stamp = path.join(stateDir, "migrations.hash");
  const hash = migrationsHash();
  if (existsSync(stamp) && readFileSync(stamp, "utf8") === hash) {
    log("Local D1 database is up to date.");
    return;
  }
  log(`Applying D1 migrations to the local database in ${path.relative(ROOT, stateDir) || "."}…`);
  mkdirSync(stateDir, { recursive: true });
  await run(bin("wrangler"), ["d1", "migrations", "apply", "DB", "--local", "--persist-to", stateDir], {
    cwd: ROOT,
    env: { CI: "true", WRANGLER_SEND_METRICS: "false" },
  });
  writeFileSync(stamp, hash);
}
