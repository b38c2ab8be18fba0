// Prepares everything the local stack needs: secrets in .dev.vars, a migrated local D1 database with
// the offline lexicon, the IELTS and SAT content and the reading/listening library in it, and the
// listening and podcast audio in local R2 (the UserHub Durable Object is created by workerd on first
// use in the same state folder). Safe to run any number of times; does nothing that is already done.
// Steps that do not wait on each other run at once: the lexicon build (a process of its own) beside the
// migrations and the content. `npm start` makes the audio after the server answers.
import { makeAudio } from "./content/audio.mjs";
import { seedIeltsContent, seedLibraryContent, seedSatContent, seedSatEssayContent } from "./content/seed.mjs";
import { importLexicon, lexiconImported, prepareLexicon } from "./lexicon/import.mjs";
import { ensureDevVars } from "./lib/dev-vars.mjs";
import { applyLocalMigrations } from "./lib/migrations.mjs";
import { bin, log, logUpToDate, run, step, useProjectNode } from "./lib/run.mjs";
import { ROOT, stateDir } from "./lib/state.mjs";

export const tools = { run, wrangler: bin("wrangler"), log, cwd: ROOT };

/** `audio: false` leaves the audio to makeAudio(), which `npm start` runs once the server answers. */
export async function setup({ audio = true } = {}) {
  const { created } = await ensureDevVars();
  if (created) log("Created .dev.vars with a fresh ES256 signing key (AI offline until you add a key).");
  const state = stateDir();
  const lexicon = lexiconImported(state) ? null : prepareLexicon(tools);
  // Nothing is left running when one step fails: the rest finish before the error is thrown.
  const lexiconFailed = lexicon?.catch(() => null);
  try {
    await step("Migrations", () => applyLocalMigrations(state));
    // The content goes in while the lexicon is still being built; each writes in a transaction of its own.
    await step("IELTS content", () => seedIeltsContent(state, tools));
    await step("SAT Essay passages", () => seedSatEssayContent(state, tools));
    await step("SAT content", () => seedSatContent(state, tools));
    await step("Library content", () => seedLibraryContent(state, tools));
    if (lexicon) {
      const prepared = await lexicon;
      await step("Lexicon imported into the local database", async () => {
        const rows = await importLexicon(state, prepared);
        return `Lexicon imported into the local database: ${Object.values(rows).reduce((a, b) => a + b, 0)} rows in ${Object.keys(rows).length} tables`;
      });
    } else await step("Lexicon", async () => null);
  } finally {
    await lexiconFailed;
  }
  if (audio) await makeAudio(state, tools);
}

if (import.meta.url === `file://${process.argv[1]}`) {
  useProjectNode();
  await setup();
  logUpToDate();
}
