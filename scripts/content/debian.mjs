// Installs Debian packages the content step needs, the way scripts/lib/chromium.mjs installs Chromium:
// only as root on Debian, never prompting, and quietly: apt's output is shown only when it fails. Steps
// that run at the same time take turns (apt holds one lock), and the package lists are read once.
import { existsSync, readFileSync } from "node:fs";
import { run } from "../lib/run.mjs";

const readSafe = (file) => (existsSync(file) ? readFileSync(file, "utf8") : "");
const isDebian = () => existsSync("/etc/debian_version") || /ID(_LIKE)?=.*debian/.test(readSafe("/etc/os-release"));
const isRoot = () => typeof process.getuid === "function" && process.getuid() === 0;

const aptGet = (args) => run("apt-get", args, { quiet: true, env: { DEBIAN_FRONTEND: "noninteractive" } });

let turn = Promise.resolve();
let updated;

/**
 * @param {string[]} packages
 * @param {string} purpose shown in the log
 * @param {{ log: (m: string) => void }} tools
 * @returns {Promise<boolean>} whether apt-get ran and succeeded
 */
export function installDebianPackages(packages, purpose, { log }) {
  if (!isRoot() || !isDebian()) return Promise.resolve(false);
  const install = turn.then(async () => {
    const started = Date.now();
    try {
      updated ??= aptGet(["update", "-qq"]);
      await updated;
      await aptGet(["install", "-y", "-qq", "--no-install-recommends", ...packages]);
      log(`Installed ${packages.join(", ")} for ${purpose} (${((Date.now() - started) / 1000).toFixed(1)} s).`);
      return true;
    } catch (err) {
      updated = undefined;
      log(`Could not install ${packages.join(", ")} for ${purpose}: ${err.message}`);
      return false;
    }
  });
  turn = install;
  return install;
}
