// `npm run test:e2e`: find (or install) Chromium, then run Playwright against the built app on workerd.
import { ensureChromium } from "./lib/chromium.mjs";
import { bin, run } from "./lib/run.mjs";

const executable = await ensureChromium();
await run(bin("playwright"), ["test", ...process.argv.slice(2)], {
  env: executable ? { PLAYWRIGHT_CHROMIUM_EXECUTABLE: executable } : {},
});
