// Small process helpers shared by the setup, start, e2e and bench scripts.
import { spawn, spawnSync } from "node:child_process";
import { existsSync } from "node:fs";
import path from "node:path";

const BIN_DIR = new URL("../../node_modules/.bin", import.meta.url).pathname;

/** The environment for child processes: node_modules/.bin first, so `node` is the project's Node 22. */
export function childEnv(extra = {}) {
  return { ...process.env, PATH: `${BIN_DIR}${path.delimiter}${process.env.PATH ?? ""}`, ...extra };
}

/**
 * Runs a command, streaming its output; rejects with its exit code. With `quiet`, its output is kept and
 * shown only in the error when it fails (wrangler's and apt's chatter is noise when all goes well).
 */
export function run(command, args, { quiet = false, ...options } = {}) {
  return new Promise((resolve, reject) => {
    const stdio = quiet ? ["ignore", "pipe", "pipe"] : "inherit";
    const child = spawn(command, args, { stdio, ...options, env: childEnv(options.env) });
    let output = "";
    child.stdout?.on("data", (chunk) => (output += chunk));
    child.stderr?.on("data", (chunk) => (output += chunk));
    child.on("error", reject);
    child.on("exit", (code, signal) =>
      code === 0
        ? resolve()
        : reject(new Error(`${command} ${args.join(" ")} exited with ${code ?? signal}${output ? `:\n${output.trim()}` : ""}`)),
    );
  });
}

/** Node binaries installed in node_modules/.bin, so scripts work without npx. */
export const bin = (name) => path.join(BIN_DIR, name);

export const log = (message) => console.log(`\x1b[36m[lexora]\x1b[0m ${message}`);

const upToDate = [];

/**
 * Runs one setup step and prints one line for it with its time. `work` resolves to what it did, in a
 * sentence, or to nothing when everything was done already; those steps are named together by
 * logUpToDate(), so a warm start prints a line, not a page.
 * @param {string} name
 * @param {() => Promise<string | null | undefined | void>} work
 */
export async function step(name, work) {
  const started = Date.now();
  const done = await work();
  if (done) log(`${done} (${seconds(started)})`);
  else upToDate.push(name);
}

/** One line naming the steps that had nothing to do since the last call. */
export function logUpToDate() {
  if (upToDate.length) log(`Up to date: ${upToDate.splice(0).join(", ")}.`);
}

/** The time since `started` (a Date.now()), for the log. */
export const seconds = (started) => `${((Date.now() - started) / 1000).toFixed(1)} s`;

/**
 * Runs this script again under the project's Node (node_modules/.bin/node, Node 22) when it was started by
 * an older system Node (`node scripts/e2e.mjs`): setup needs Node 22's node:sqlite. npm scripts already
 * run under it.
 */
export function useProjectNode() {
  const node = bin("node");
  if (Number(process.versions.node.split(".")[0]) >= 22 || !existsSync(node)) return;
  const { status, signal } = spawnSync(node, process.argv.slice(1), { stdio: "inherit", env: childEnv() });
  process.exit(status ?? (signal ? 1 : 0));
}
