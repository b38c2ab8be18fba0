// Prepares everything the local stack needs: secrets in .dev.vars, a migrated local D1 database with
// the offline lexicon, the IELTS and SAT content and the reading/listening library in it, and the
// listening and podcast audio in local R2 (the UserHub Durable Object is created by workerd on first
// use in the same state folder). Safe to run any number of times; does nothing that is already done.
// `npm start` makes the audio after the server answers (speech takes minutes on a fresh clone).
import { ensureListeningAudio } from "./content/listening-audio.mjs";
import { ensurePlacementAudio } from "./content/placement-audio.mjs";
import { ensurePodcastAudio } from "./content/podcast-audio.mjs";
import { seedIeltsContent, seedLibraryContent, seedSatContent, seedSatEssayContent } from "./content/seed.mjs";
import { importLexicon } from "./lexicon/import.mjs";
import { ensureDevVars } from "./lib/dev-vars.mjs";
import { applyLocalMigrations } from "./lib/migrations.mjs";
import { bin, log, run } from "./lib/run.mjs";
import { ROOT, stateDir } from "./lib/state.mjs";

const tools = { run, wrangler: bin("wrangler"), log, cwd: ROOT };

/** `audio: false` leaves the audio to makeAudio(), which `npm start` runs once the server answers. */
export async function setup({ audio = true } = {}) {
  const { created } = await ensureDevVars();
  if (created) log("Created .dev.vars with a fresh ES256 signing key (AI offline until you add a key).");
  await applyLocalMigrations(stateDir());
  await importLexicon(stateDir(), tools);
  await seedIeltsContent(stateDir(), tools);
  await seedSatEssayContent(stateDir(), tools);
  await seedSatContent(stateDir(), tools);
  await seedLibraryContent(stateDir(), tools);
  if (audio) await makeAudio();
}

/** The listening, podcast and placement audio in local R2 (each step skips what its stamp says is done). */
export async function makeAudio() {
  await ensureListeningAudio(stateDir(), tools);
  await ensurePodcastAudio(stateDir(), tools);
  await ensurePlacementAudio(stateDir(), tools);
}

if (import.meta.url === `file://${process.argv[1]}`) await setup();
