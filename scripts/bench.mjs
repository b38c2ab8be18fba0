// `npm run bench`: figures measured in one run on the local workerd, printed and written to
// tests/bench/results/latest.json. Ratios, not absolute times, are what we compare across machines.
import { mkdirSync, rmSync, writeFileSync } from "node:fs";
import path from "node:path";
import { measureFirstRouteJs } from "../tests/bench/first-route-js.mjs";
import { compareLatency } from "../tests/bench/latency.mjs";
import { buildIfChanged } from "./lib/build.mjs";
import { ensureChromium } from "./lib/chromium.mjs";
import { log } from "./lib/run.mjs";
import { startServer } from "./lib/server.mjs";
import { ROOT } from "./lib/state.mjs";

/** First-route JavaScript budget (issue "Foundation"): everything needed to render `/`, gzipped. */
export const FIRST_ROUTE_JS_BUDGET_KB = 150;
const PORT = 8791;

process.env.LEXORA_STATE_DIR = path.join(ROOT, ".wrangler", "bench-state");
rmSync(process.env.LEXORA_STATE_DIR, { recursive: true, force: true });
const { setup } = await import("./setup.mjs");
await setup();
await buildIfChanged();
const executablePath = await ensureChromium();
const server = await startServer({ port: PORT, env: { LEXORA_STATE_DIR: process.env.LEXORA_STATE_DIR }, stdio: "ignore" });

const results = {};
try {
  log("Measuring the JavaScript the first route needs…");
  results.firstRouteJs = await measureFirstRouteJs(server.url, executablePath);
  log("Measuring /api/health against a bare route under the same load…");
  results.healthLatency = await compareLatency(server.url, "/api/health", "/api/ping");
} finally {
  await server.stop();
}

const js = results.firstRouteJs;
const lat = results.healthLatency;
console.log("\nBenchmark results");
console.log(`  first-route JS:        ${js.gzipKb.toFixed(1)} KB gzip in ${js.files.length} files (budget ${FIRST_ROUTE_JS_BUDGET_KB} KB) ${js.gzipKb <= FIRST_ROUTE_JS_BUDGET_KB ? "OK" : "OVER BUDGET"}`);
for (const f of js.files) console.log(`    ${f.gzipKb.toFixed(1).padStart(7)} KB  ${f.path}`);
console.log(`  /api/health p50:       ${lat.target.p50} ms (p99 ${lat.target.p99} ms, ${lat.target.rps} req/s)`);
console.log(`  bare route p50:        ${lat.baseline.p50} ms (p99 ${lat.baseline.p99} ms, ${lat.baseline.rps} req/s)`);
console.log(`  health / bare p50:     ${lat.p50Ratio.toFixed(2)}x  (same workerd, ${lat.connections} connections, ${lat.seconds} s each)`);

mkdirSync(path.join(ROOT, "tests", "bench", "results"), { recursive: true });
writeFileSync(path.join(ROOT, "tests", "bench", "results", "latest.json"), JSON.stringify({ at: new Date().toISOString(), ...results }, null, 2));
if (js.gzipKb > FIRST_ROUTE_JS_BUDGET_KB) process.exitCode = 1;
