// Builds the SPA and the Worker only when their inputs changed since the last build; resolves to whether
// it built.
import { createHash } from "node:crypto";
import { existsSync, readFileSync, readdirSync, statSync, writeFileSync } from "node:fs";
import path from "node:path";
import { bin, run } from "./run.mjs";
import { ROOT } from "./state.mjs";

const INPUTS = [
  "src",
  "worker",
  "public",
  "content",
  "index.html",
  "vite.config.ts",
  "wrangler.toml",
  "package-lock.json",
  "tsconfig.app.json",
  "tsconfig.worker.json",
];
const STAMP = path.join(ROOT, "dist", ".build-hash");

function* files(entry) {
  const full = path.join(ROOT, entry);
  if (!existsSync(full)) return;
  if (statSync(full).isDirectory()) {
    for (const child of readdirSync(full).sort()) yield* files(path.join(entry, child));
  } else {
    yield entry;
  }
}

export function inputsHash() {
  const hash = createHash("sha256");
  for (const input of INPUTS) {
    for (const file of files(input))
      hash
        .update(file)
        .update("\0")
        .update(readFileSync(path.join(ROOT, file)));
  }
  return hash.digest("hex");
}

export async function buildIfChanged() {
  const hash = inputsHash();
  if (existsSync(STAMP) && readFileSync(STAMP, "utf8") === hash) return false;
  await run(bin("vite"), ["build", "--logLevel", "error"], { cwd: ROOT });
  writeFileSync(STAMP, hash);
  return true;
}
