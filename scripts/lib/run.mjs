// Small process helpers shared by the setup, start, e2e and bench scripts.
import { spawn } from "node:child_process";
import path from "node:path";

const BIN_DIR = new URL("../../node_modules/.bin", import.meta.url).pathname;

/** The environment for child processes: node_modules/.bin first, so `node` is the project's Node 22. */
export function childEnv(extra = {}) {
  return { ...process.env, PATH: `${BIN_DIR}${path.delimiter}${process.env.PATH ?? ""}`, ...extra };
}

/** Runs a command, streaming its output; rejects with its exit code. */
export function run(command, args, options = {}) {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { stdio: "inherit", ...options, env: childEnv(options.env) });
    child.on("error", reject);
    child.on("exit", (code, signal) =>
      code === 0 ? resolve() : reject(new Error(`${command} ${args.join(" ")} exited with ${code ?? signal}`)),
    );
  });
}

/** Node binaries installed in node_modules/.bin, so scripts work without npx. */
export const bin = (name) => path.join(BIN_DIR, name);

export const log = (message) => console.log(`\x1b[36m[lexora]\x1b[0m ${message}`);
