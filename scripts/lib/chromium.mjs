// Finds a Chromium for the browser tests without anything installed by hand:
// PLAYWRIGHT_CHROMIUM_EXECUTABLE, else /usr/bin/chromium, else (root on Debian) apt-get install
// chromium, else Playwright's own browser (which needs `npx playwright install` and a network).
import { existsSync, readFileSync } from "node:fs";
import { log, run } from "./run.mjs";

export const DEBIAN_CHROMIUM = "/usr/bin/chromium";

const isDebian = () => existsSync("/etc/debian_version") || /ID(_LIKE)?=.*debian/.test(readSafe("/etc/os-release"));
const readSafe = (file) => (existsSync(file) ? readFileSync(file, "utf8") : "");
const isRoot = () => typeof process.getuid === "function" && process.getuid() === 0;

/** Returns the executable path to use, or undefined for Playwright's managed browser. */
export async function ensureChromium() {
  const fromEnv = process.env.PLAYWRIGHT_CHROMIUM_EXECUTABLE;
  if (fromEnv) return fromEnv;
  if (existsSync(DEBIAN_CHROMIUM)) return DEBIAN_CHROMIUM;
  if (isRoot() && isDebian()) {
    log("Installing Debian's chromium package for the browser tests (first run only)…");
    const env = { DEBIAN_FRONTEND: "noninteractive" };
    await run("apt-get", ["update", "-qq"], { env });
    await run("apt-get", ["install", "-y", "-qq", "--no-install-recommends", "chromium", "fonts-dejavu-core"], { env });
    if (existsSync(DEBIAN_CHROMIUM)) return DEBIAN_CHROMIUM;
  }
  log("No system Chromium found; falling back to Playwright's managed browser.");
  return undefined;
}
