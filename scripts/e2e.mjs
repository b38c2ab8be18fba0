// `npm run test:e2e`: find (or install) Chromium, prepare the e2e data folder and the build, then run
// Playwright against the built app on workerd. Setup and build happen here, before Playwright starts
// its web server, so a cold machine (lexicon import, listening audio) never races the server timeout.
import { buildIfChanged } from "./lib/build.mjs";
import { ensureChromium } from "./lib/chromium.mjs";
import { bin, run } from "./lib/run.mjs";
import { E2E_STATE_DIR } from "./lib/state.mjs";

process.env.LEXORA_STATE_DIR = E2E_STATE_DIR;
const executable = await ensureChromium();
const { setup } = await import("./setup.mjs");
await setup();
await buildIfChanged();
await run(bin("playwright"), ["test", ...process.argv.slice(2)], {
  env: executable ? { PLAYWRIGHT_CHROMIUM_EXECUTABLE: executable } : {},
});
