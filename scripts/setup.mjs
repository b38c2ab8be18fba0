// Prepares everything the local stack needs: secrets in .dev.vars and a migrated local D1
// database (R2 and the UserHub Durable Object are created by workerd on first use in the same
// state folder). Safe to run any number of times; does nothing that is already done.
import { ensureDevVars } from "./lib/dev-vars.mjs";
import { applyLocalMigrations } from "./lib/migrations.mjs";
import { log } from "./lib/run.mjs";
import { stateDir } from "./lib/state.mjs";

export async function setup() {
  const { created } = await ensureDevVars();
  if (created) log("Created .dev.vars with a fresh ES256 signing key (AI offline until you add a key).");
  await applyLocalMigrations(stateDir());
}

if (import.meta.url === `file://${process.argv[1]}`) await setup();
