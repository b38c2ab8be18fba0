import { defineConfig, devices } from "@playwright/test";
import path from "node:path";

/** Port (E2E_PORT to change) and data folder of the app under test, apart from `npm start`'s. */
export const E2E_PORT = Number(process.env.E2E_PORT ?? 8790);
// Same folder as E2E_STATE_DIR in scripts/lib/state.mjs, where scripts/e2e.mjs prepares it.
const stateDir = path.resolve(".wrangler", "e2e-state");

const executablePath = process.env.PLAYWRIGHT_CHROMIUM_EXECUTABLE || undefined;

export default defineConfig({
  testDir: "tests/e2e",
  // Tests, not files, are shared out to the workers, so both stay busy to the end (each test makes its own
  // accounts; a file whose tests share a beforeAll opts out with mode "default").
  fullyParallel: true,
  // Two browsers at once: the tests spend much of their time waiting on the server and on timers.
  workers: 2,
  // One retry: on a busy 2-core machine the local server can drop a connection (ECONNRESET); Playwright still reports the test as flaky.
  retries: 1,
  reporter: process.env.CI ? [["list"]] : [["list"], ["html", { open: "never" }]],
  timeout: 30_000,
  use: {
    baseURL: `http://localhost:${E2E_PORT}`,
    trace: { mode: "retain-on-failure", screenshots: false },
    // page.route() cannot see what a service worker answers; tests of the worker itself allow it (tests/e2e/shell.spec.ts).
    serviceWorkers: "block",
    // The community-chat invitation answered 'Don't show again', so its dialog never covers the screen under
    // test (its own test starts from an empty browser: tests/e2e/shell.spec.ts).
    storageState: {
      cookies: [],
      origins: [
        {
          origin: `http://localhost:${E2E_PORT}`,
          localStorage: [{ name: "lexora-community-invitation", value: JSON.stringify({ never: true }) }],
        },
      ],
    },
    launchOptions: {
      executablePath,
      args: [
        "--no-sandbox",
        "--disable-gpu",
        "--disable-background-networking",
        "--disable-component-update",
        "--disable-sync",
        "--disable-quic",
        "--no-first-run",
      ],
    },
  },
  projects: [{ name: "chromium", use: { ...devices["Desktop Chrome"], channel: undefined } }],
  webServer: {
    command: "node scripts/start.mjs",
    url: `http://localhost:${E2E_PORT}/api/health`,
    reuseExistingServer: false,
    timeout: 300_000,
    // scripts/e2e.mjs has made the audio the tests play; speaking the rest would slow them down.
    env: { PORT: String(E2E_PORT), LEXORA_STATE_DIR: stateDir, LEXORA_BACKGROUND_AUDIO: "off" },
    stdout: "ignore",
  },
});
