// The first run a newcomer has: this repository's HEAD cloned into a temporary folder, `npm ci`, then
// `npm start` until /api/health answers (cold: no build, database, lexicon or caches), stopped, and
// `npm start` again (warm). Debian packages the setup installs, npm's cache and the machine's load are
// whatever they are here: the figure is this machine's, at this moment.
import { spawn } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { waitForHealth } from "../../scripts/lib/server.mjs";
import { ROOT } from "../../scripts/lib/state.mjs";

/** The first-run goals: a fresh clone serves within a minute, a warm start within 5 s. */
export const FIRST_RUN_GOAL_SECONDS = 60;
export const WARM_START_GOAL_SECONDS = 5;

/**
 * A newcomer's environment: without the folders `npm run bench` put first on PATH (this checkout's
 * node_modules/.bin, whose Node 22 a newcomer's npm would not run on).
 */
const newcomerEnv = (extra = {}) => ({
  ...process.env,
  PATH: (process.env.PATH ?? "")
    .split(path.delimiter)
    .filter((dir) => !dir.includes("node_modules"))
    .join(path.delimiter),
  ...extra,
});

/** Runs `command` in `cwd` as a newcomer would, its output hidden but for errors. */
const runQuietly = (command, args, cwd) =>
  new Promise((resolve, reject) => {
    const child = spawn(command, args, { cwd, stdio: ["ignore", "ignore", "inherit"], env: newcomerEnv() });
    child.on("error", reject);
    child.on("exit", (code) => (code === 0 ? resolve() : reject(new Error(`${command} ${args.join(" ")} exited with ${code}`))));
  });

/** `npm start` in `dir` until the app answers; resolves to the seconds it took, with the server stopped. */
async function timeStart(dir, port) {
  const started = Date.now();
  // Its own process group, so stopping it stops the server and the audio it makes behind it too.
  const child = spawn("npm", ["start"], { cwd: dir, detached: true, stdio: "ignore", env: newcomerEnv({ PORT: String(port) }) });
  const exited = new Promise((_, reject) => child.on("exit", (code) => reject(new Error(`npm start exited early with code ${code}`))));
  try {
    await Promise.race([waitForHealth(`http://localhost:${port}`, 600_000), exited]);
    return (Date.now() - started) / 1000;
  } finally {
    exited.catch(() => undefined);
    const stopped = new Promise((resolve) => (child.exitCode === null ? child.once("exit", resolve) : resolve()));
    process.kill(-child.pid, "SIGTERM");
    await stopped;
  }
}

/** @param {{ port: number }} options */
export async function measureFirstRun({ port }) {
  const parent = mkdtempSync(path.join(tmpdir(), "lexora-first-run-"));
  const dir = path.join(parent, "lexora");
  try {
    await runQuietly("git", ["clone", "--quiet", ROOT, dir], parent);
    const started = Date.now();
    await runQuietly("npm", ["ci", "--no-audit", "--no-fund"], dir);
    const installSeconds = (Date.now() - started) / 1000;
    const coldSeconds = await timeStart(dir, port);
    const warmSeconds = await timeStart(dir, port);
    return {
      installSeconds,
      coldSeconds,
      warmSeconds,
      coldOk: coldSeconds <= FIRST_RUN_GOAL_SECONDS,
      warmOk: warmSeconds < WARM_START_GOAL_SECONDS,
    };
  } finally {
    rmSync(parent, { recursive: true, force: true });
  }
}
