// `npm run test:e2e`: find (or install) Chromium, prepare the e2e data folder and the build, then run
// Playwright against the built app on workerd. Setup and the build run at once, before Playwright starts
// its web server, so a cold machine never races the server timeout. The audio made is what the tests play:
// every listening part and placement clip, and of the podcasts only the episode they play (speaking all
// of them took minutes); the server makes no more while they run (playwright.config.ts).
import { makeAudio } from "./content/audio.mjs";
import { buildIfChanged } from "./lib/build.mjs";
import { ensureChromium } from "./lib/chromium.mjs";
import { bin, logUpToDate, run, step, useProjectNode } from "./lib/run.mjs";
import { E2E_STATE_DIR } from "./lib/state.mjs";

useProjectNode();
process.env.LEXORA_STATE_DIR = E2E_STATE_DIR;
const executable = await ensureChromium();
const { setup, tools } = await import("./setup.mjs");
/** The episodes tests/e2e/library.spec.ts plays. */
const PLAYED_PODCASTS = ["sleep-and-memory"];
await Promise.all([
  setup({ audio: false }).then(() => makeAudio(E2E_STATE_DIR, tools, { podcasts: PLAYED_PODCASTS })),
  step("Build", async () => ((await buildIfChanged()) ? "Built the SPA and the Worker (vite build)" : null)),
]);
logUpToDate();
await run(bin("playwright"), ["test", ...process.argv.slice(2)], {
  env: executable ? { PLAYWRIGHT_CHROMIUM_EXECUTABLE: executable } : {},
});
