// Where local D1/R2/Durable Object data lives. `npm start` keeps the developer's data in
// .wrangler/state; tests and benchmarks pass their own folder so they never touch it.
import path from "node:path";

export const ROOT = path.resolve(new URL("../..", import.meta.url).pathname);
export const DEFAULT_STATE_DIR = path.join(ROOT, ".wrangler", "state");

export function stateDir() {
  return process.env.LEXORA_STATE_DIR ? path.resolve(process.env.LEXORA_STATE_DIR) : DEFAULT_STATE_DIR;
}

/** The browser tests' own data folder (playwright.config.ts serves from it). */
export const E2E_STATE_DIR = path.join(ROOT, ".wrangler", "e2e-state");
