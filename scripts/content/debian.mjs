// Installs Debian packages the content step needs, the way scripts/lib/chromium.mjs installs Chromium:
// only as root on Debian, never prompting. Returns whether apt-get ran and succeeded.
import { existsSync, readFileSync } from "node:fs";

const readSafe = (file) => (existsSync(file) ? readFileSync(file, "utf8") : "");
const isDebian = () => existsSync("/etc/debian_version") || /ID(_LIKE)?=.*debian/.test(readSafe("/etc/os-release"));
const isRoot = () => typeof process.getuid === "function" && process.getuid() === 0;

/**
 * @param {string[]} packages
 * @param {string} purpose shown in the log
 * @param {{ log: (m: string) => void, run: (command: string, args: string[], options?: object) => Promise<void> }} tools
 */
export async function installDebianPackages(packages, purpose, { log, run }) {
  if (!isRoot() || !isDebian()) return false;
  log(`Installing Debian packages for ${purpose}: ${packages.join(", ")} (first run only)…`);
  const env = { DEBIAN_FRONTEND: "noninteractive" };
  try {
    await run("apt-get", ["update", "-qq"], { env });
    await run("apt-get", ["install", "-y", "-qq", "--no-install-recommends", ...packages], { env });
    return true;
  } catch (err) {
    log(`Could not install ${packages.join(", ")}: ${err.message}`);
    return false;
  }
}
