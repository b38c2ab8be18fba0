// `npm run bench`: figures measured in one run on the local workerd, printed and written to
// tests/bench/results/latest.json. Ratios, not absolute times, are what we compare across machines.
// `npm run bench -- first-route lighthouse` runs only the parts named (see SECTIONS); BENCH_PORT
// changes the port (8791). Parts that take minutes run only when named: `npm run bench -- scale` (up to
// 5 minutes), `npm run bench -- first-run` (a newcomer's first `npm start` from a fresh clone).
import { mkdirSync, rmSync, writeFileSync } from "node:fs";
import path from "node:path";
import { TTFT_OVERHEAD_GOAL_P95_MS, measureAiStream } from "../tests/bench/ai-stream.mjs";
import { QUESTION_SKEW_P95_BUDGET_MS, measureGameFanOut } from "../tests/bench/class-game.mjs";
import { FIRST_RUN_GOAL_SECONDS, measureFirstRun, WARM_START_GOAL_SECONDS } from "../tests/bench/first-run.mjs";
import { measureFirstRouteJs } from "../tests/bench/first-route-js.mjs";
import { compareLatency } from "../tests/bench/latency.mjs";
import { measureLexiconSearch } from "../tests/bench/lexicon.mjs";
import { measureDictionaryLatency } from "../tests/bench/lexicon-dictionary.mjs";
import { measureLighthouse } from "../tests/bench/lighthouse.mjs";
import { measureProgressEventLatency } from "../tests/bench/progress-event.mjs";
import { SCALE_GOAL_LEARNERS, SCALE_P95_LIMIT_MS, measureScale } from "../tests/bench/scale.mjs";
import { buildIfChanged } from "./lib/build.mjs";
import { ensureChromium } from "./lib/chromium.mjs";
import { log } from "./lib/run.mjs";
import { startServer } from "./lib/server.mjs";
import { ROOT } from "./lib/state.mjs";

/** Lexicon prefix search, p95 server time over the whole lexicon (issue "Vocabulary"). */
export const LEXICON_SEARCH_P95_TARGET_MS = 10;
/** First-route JavaScript budget (issue "Foundation"): everything needed to render `/`, gzipped. */
export const FIRST_ROUTE_JS_BUDGET_KB = 110;
/**
 * What signing in costs a read, p50 (issue "One shape"): the token check costs no D1 read. Budgeted two
 * ways in the same turns: a GET of the bare route with the token against it without, and a signed-in read
 * with its one query against a one-query read without a token. A read with a query against the bare
 * route is printed, not budgeted: one local D1 query alone costs 0.65–0.9× a bare request here.
 */
export const SIGNED_IN_READ_BUDGET_RATIO = 1.5;
/** A saved quiz result → its progress_update frame against a socket echo on the same hub, p95 (issue "One shape"). */
export const EVENT_TO_SOCKET_BUDGET_RATIO = 3;
const PORT = Number(process.env.BENCH_PORT ?? 8791);

/** The parts of the bench, in the order they run; `npm run bench -- <part> …` runs only those. */
const SECTIONS = ["first-run", "lighthouse", "first-route", "health", "progress", "game", "lexicon", "dictionary", "ai-stream", "scale"];
/** Parts left out of a plain `npm run bench`: each takes minutes of its own. */
const ONLY_WHEN_NAMED = ["first-run", "scale"];
const requested = process.argv.slice(2);
const unknown = requested.filter((name) => !SECTIONS.includes(name));
if (unknown.length) {
  console.error(`Unknown bench part(s): ${unknown.join(", ")}. Parts: ${SECTIONS.join(", ")}.`);
  process.exit(2);
}
const runs = (section) => (requested.length === 0 ? !ONLY_WHEN_NAMED.includes(section) : requested.includes(section));

const results = {};
const resultsFile = path.join(ROOT, "tests", "bench", "results", "latest.json");
const writeResults = () => {
  mkdirSync(path.dirname(resultsFile), { recursive: true });
  writeFileSync(resultsFile, JSON.stringify({ at: new Date().toISOString(), parts: SECTIONS.filter(runs), ...results }, null, 2));
};

// First, while nothing else of the bench loads the machine.
if (runs("first-run")) {
  log("Timing a first run: a fresh clone, npm ci, then npm start until the app answers, cold and warm (minutes)…");
  const fr = (results.firstRun = await measureFirstRun({ port: PORT }));
  console.log(
    `  first run:             npm ci ${fr.installSeconds.toFixed(1)} s, then npm start ready in ${fr.coldSeconds.toFixed(1)} s from a fresh clone (goal ≤ ${FIRST_RUN_GOAL_SECONDS} s) ${fr.coldOk ? "OK" : "OVER GOAL"}`,
  );
  console.log(
    `  warm start:            ${fr.warmSeconds.toFixed(1)} s (goal < ${WARM_START_GOAL_SECONDS} s) ${fr.warmOk ? "OK" : "OVER GOAL"}`,
  );
  if (requested.every((name) => name === "first-run")) {
    writeResults();
    process.exit(fr.coldOk && fr.warmOk ? 0 : 1);
  }
}

process.env.LEXORA_STATE_DIR = path.join(ROOT, ".wrangler", "bench-state");
rmSync(process.env.LEXORA_STATE_DIR, { recursive: true, force: true });
const { setup } = await import("./setup.mjs");
await setup();
await buildIfChanged();
const executablePath = await ensureChromium();
const serverOptions = { port: PORT, env: { LEXORA_STATE_DIR: process.env.LEXORA_STATE_DIR }, stdio: "ignore" };

if (runs("lighthouse")) {
  // Lighthouse simulates the phone's network from the requests it saw, protocol included: over the local
  // server's HTTP/1.1 each of a route's chunks would wait for connections of its own, which Cloudflare's
  // HTTP/2 never opens. So Lighthouse gets a server of its own that answers over HTTP/2, compressed.
  log("Running Lighthouse (mobile, simulated throttling) on the compressed HTTP/2 server…");
  const secureServer = await startServer({ ...serverOptions, https: true });
  try {
    results.lighthouse = await measureLighthouse(secureServer.url, executablePath);
  } finally {
    await secureServer.stop();
  }
}
const server = await startServer(serverOptions);
try {
  if (runs("first-route")) {
    log("Measuring the JavaScript the first route needs…");
    results.firstRouteJs = await measureFirstRouteJs(server.url, executablePath);
  }
  if (runs("health")) {
    log("Measuring /api/health against a bare route under the same load…");
    results.healthLatency = await compareLatency(server.url, "/api/health", "/api/ping");
  }

  // ---- progress: quiz result saved → progress_update on the learner's socket ----
  if (runs("progress")) {
    log("Measuring the time from a saved quiz result to its progress event on the socket…");
    results.progressEvent = await measureProgressEventLatency(server.url);
  }
  // ---- end progress ----

  // ---- live class game: 60 players, when each sees a question ----
  if (runs("game")) {
    log("Measuring a live class game's question fan-out to 60 simulated players…");
    results.gameFanOut = await measureGameFanOut(server.url);
  }
  // ---- end live class game ----

  // ---- vocabulary: lexicon search server time; /api/words with 5,000 words vs the bare route ----
  if (runs("lexicon")) {
    log("Measuring lexicon search over the whole lexicon…");
    results.lexiconSearch = await measureLexiconSearch(server.url);
  }
  if (runs("dictionary")) {
    log("Measuring /api/words with a 5,000-word dictionary against the bare route…");
    results.dictionary = await measureDictionaryLatency(server.url);
  }
  // ---- end vocabulary ----
} finally {
  await server.stop();
}
// ---- AI streaming: first token through the hub vs. the model directly; 1,000-chunk replies ----
if (runs("ai-stream")) {
  log("Measuring AI streaming through the UserHub against a local OpenAI-compatible model…");
  // Runs the built Worker under `wrangler dev` with a local model once the preview server has stopped.
  try {
    results.aiStream = await measureAiStream({ stateDir: process.env.LEXORA_STATE_DIR });
  } catch (err) {
    // One section failing must not hide the other figures.
    results.aiStreamError = String(err?.message ?? err);
    process.exitCode = 1;
  }
}
// ---- end AI streaming ----
// ---- capacity: learners one deployment serves, a learner-day in D1 rows ----
if (runs("scale")) {
  log("Load test: simulated learners in stages, up to 5 minutes (its own Worker, D1 metered)…");
  try {
    results.scale = await measureScale({ stateDir: process.env.LEXORA_STATE_DIR, port: PORT });
  } catch (err) {
    results.scaleError = String(err?.message ?? err);
    process.exitCode = 1;
  }
}
// ---- end capacity ----

console.log("\nBenchmark results");
const js = results.firstRouteJs;
if (js) {
  console.log(
    `  first-route JS:        ${js.gzipKb.toFixed(1)} KB gzip in ${js.files.length} files (budget ${FIRST_ROUTE_JS_BUDGET_KB} KB) ${js.gzipKb <= FIRST_ROUTE_JS_BUDGET_KB ? "OK" : "OVER BUDGET"}`,
  );
  for (const f of js.files) console.log(`    ${f.gzipKb.toFixed(1).padStart(7)} KB  ${f.path}`);
  console.log(
    `  loaded after first paint: ${js.deferred.gzipKb.toFixed(1)} KB gzip in ${js.deferred.files.length} files (requested once the page had rendered)`,
  );
  for (const f of js.deferred.files) console.log(`    ${f.gzipKb.toFixed(1).padStart(7)} KB  ${f.path}`);
}
const lh = results.lighthouse;
if (lh) {
  for (const r of lh.routes) {
    console.log(
      `  Lighthouse ${r.path.padEnd(15)} ${String(r.score).padStart(3)} (runs ${r.scores.join(", ")}; budget ≥ ${lh.minScore}) ${r.ok ? "OK" : "UNDER BUDGET"}`,
    );
    console.log(
      `    LCP ${r.lcpMs} ms, TBT ${r.tbtMs} ms, CLS ${r.cls}, FCP ${r.fcpMs} ms, Speed Index ${r.speedIndexMs} ms${r.opportunities.length ? `; to fix: ${r.opportunities.join(", ")}` : ""}`,
    );
  }
}
const lat = results.healthLatency;
if (lat) {
  console.log(`  /api/health p50:       ${lat.target.p50} ms (p99 ${lat.target.p99} ms, ${lat.target.rps} req/s)`);
  console.log(`  bare route p50:        ${lat.baseline.p50} ms (p99 ${lat.baseline.p99} ms, ${lat.baseline.rps} req/s)`);
  console.log(
    `  health / bare p50:     ${lat.p50Ratio.toFixed(2)}x  (same workerd, ${lat.connections} connections, ${lat.seconds} s each in ${lat.rounds} turns)`,
  );
}

// ---- progress ----
const pe = results.progressEvent;
if (pe) {
  console.log(
    `  event → socket p95:    ${pe.eventToSocket.p95} ms (p50 ${pe.eventToSocket.p50} ms, max ${pe.eventToSocket.max} ms, ${pe.samples} sequential events)`,
  );
  console.log(`  save response p95:     ${pe.eventResponse.p95} ms (p50 ${pe.eventResponse.p50} ms, quiz result saved and scored)`);
  console.log(`  save → socket p95:     ${pe.saveToSocket.p95} ms (p50 ${pe.saveToSocket.p50} ms)`);
  console.log(`  socket echo p95:       ${pe.echoRoundTrip.p95} ms (p50 ${pe.echoRoundTrip.p50} ms)`);
  console.log(
    `  event→socket / echo:   ${pe.p95RatioToEcho.toFixed(2)}x  (p95, same hub; budget ≤ ${EVENT_TO_SOCKET_BUDGET_RATIO}x) ${pe.p95RatioToEcho <= EVENT_TO_SOCKET_BUDGET_RATIO ? "OK" : "OVER BUDGET"}`,
  );
}
// ---- end progress ----
// ---- live class game ----
const game = results.gameFanOut;
if (game) {
  console.log(
    `  game question fan-out: p95 ${game.behindFirst.p95} ms behind the first device (p50 ${game.behindFirst.p50} ms, max ${game.behindFirst.max} ms; budget ≤ ${QUESTION_SKEW_P95_BUDGET_MS} ms) ${game.ok ? "OK" : "OVER BUDGET"}`,
  );
  console.log(
    `                         spread per question p95 ${game.spreadPerQuestion.p95} ms (p50 ${game.spreadPerQuestion.p50} ms); ${game.players} players × ${game.questions} questions`,
  );
}
// ---- end live class game ----
// ---- AI streaming ----
const ai = results.aiStream;
if (runs("ai-stream") && !ai) console.log(`  AI streaming:          FAILED (${results.aiStreamError})`);
if (ai) {
  const ttftOk = ai.ttft.overheadP95Ms <= TTFT_OVERHEAD_GOAL_P95_MS;
  console.log(`  AI first token via hub: p50 ${ai.ttft.hub.p50} ms, p95 ${ai.ttft.hub.p95} ms (${ai.ttft.hub.samples} turns)`);
  console.log(`  same model directly:    p50 ${ai.ttft.direct.p50} ms, p95 ${ai.ttft.direct.p95} ms`);
  console.log(
    `  hub overhead:           p50 ${ai.ttft.overheadP50Ms} ms, p95 ${ai.ttft.overheadP95Ms} ms (goal ≤ ${TTFT_OVERHEAD_GOAL_P95_MS} ms p95) ${ttftOk ? "OK" : "OVER GOAL"}`,
  );
  console.log(
    `  ${ai.longStreams.chunksPerStream}-chunk replies:     ${ai.longStreams.streams.length} streams, p50 ${ai.longStreams.p50Ms} ms each, ${ai.longStreams.allComplete ? "all complete and in order" : "INCOMPLETE OR OUT OF ORDER"}`,
  );
}
// ---- end AI streaming ----

// ---- capacity ----
const sc = results.scale;
if (runs("scale") && !sc) console.log(`  scale:                  FAILED (${results.scaleError})`);
if (sc) {
  const met = sc.learnersSustained >= SCALE_GOAL_LEARNERS;
  console.log(
    `  learners sustained:    ${sc.learnersSustained} at p95 ${sc.p95Ms} ms, ${sc.requestsPerSecond} req/s (goal ≥ ${SCALE_GOAL_LEARNERS} at p95 ≤ ${SCALE_P95_LIMIT_MS} ms) ${met ? "OK" : "UNDER GOAL"}`,
  );
  console.log(`    limited by ${sc.limitedBy}`);
  for (const st of sc.stages)
    console.log(
      `    ${String(st.learners).padStart(5)} learners: p50 ${st.p50Ms} ms, p95 ${st.p95Ms} ms, ${st.requestsPerSecond} req/s, ${st.errors} errors; workerd ${st.workerdPct}% of a core (${st.workerdCpuMsPerRequest} ms a request), machine ${st.machineBusyPct}% busy`,
    );
  console.log(
    `  per learner-day:       ${sc.d1RowsReadPerLearnerDay} D1 rows read, ${sc.d1RowsWrittenPerLearnerDay} written, ${sc.d1QueriesPerLearnerDay} queries, ${(sc.storageBytesPerLearnerDay / 1024).toFixed(1)} KB stored`,
  );
  for (const r of sc.topRoutesByRowsRead.slice(0, 8))
    console.log(`    ${String(Math.round(r.rowsRead + r.rowsReadAfter)).padStart(7)} rows read  ${r.route} (${r.requests} a day)`);
}
// ---- end capacity ----

// ---- vocabulary ----
const lx = results.lexiconSearch;
const lexiconOk = !lx || lx.prefix.server.p95 <= LEXICON_SEARCH_P95_TARGET_MS;
if (lx) {
  console.log(
    `  lexicon prefix search: p95 ${lx.prefix.server.p95} ms server time (p50 ${lx.prefix.server.p50} ms, p99 ${lx.prefix.server.p99} ms; target ≤ ${LEXICON_SEARCH_P95_TARGET_MS} ms) ${lexiconOk ? "OK" : "OVER TARGET"}`,
  );
  console.log(
    `                         round trip p50 ${lx.prefix.roundTrip.p50} ms, p95 ${lx.prefix.roundTrip.p95} ms; ${lx.queries} queries over ${lx.lexicon.entries} entries, ${lx.lexicon.forms} forms`,
  );
  console.log(`  lexicon typo search:   p95 ${lx.typo.server.p95} ms server time (p50 ${lx.typo.server.p50} ms)`);
}
const dict = results.dictionary;
if (dict) {
  console.log(
    `  /api/words p50:        ${dict.page.p50} ms for the first page (p99 ${dict.page.p99} ms, ${dict.page.rps} req/s), ${dict.words} words`,
  );
  console.log(`  /api/words all p50:    ${dict.full.p50} ms for all ${dict.words} words (p99 ${dict.full.p99} ms, ${dict.full.rps} req/s)`);
  console.log(`  signed-in route p50:   ${dict.signedIn.p50} ms (/api/vocabulary/settings: token check and one query)`);
  console.log(`  bare route p50:        ${dict.baseline.p50} ms (p99 ${dict.baseline.p99} ms, ${dict.baseline.rps} req/s)`);
  console.log(
    `  words / bare p50:      ${dict.pageRatio.toFixed(2)}x first page, ${dict.fullRatio.toFixed(2)}x all words  (import of ${dict.words} words took ${dict.importMs} ms)`,
  );
  const verdict = (ratio) => `(budget ≤ ${SIGNED_IN_READ_BUDGET_RATIO}x) ${ratio <= SIGNED_IN_READ_BUDGET_RATIO ? "OK" : "OVER BUDGET"}`;
  console.log(
    `  token check / bare p50: ${dict.tokenRatio.toFixed(2)}x /api/ping with the token against without ${verdict(dict.tokenRatio)}`,
  );
  console.log(
    `  signed-in / one query: ${dict.signedInToQueryRatio.toFixed(2)}x /api/vocabulary/settings against /api/lexicon/info (one query, no token) ${verdict(dict.signedInToQueryRatio)}`,
  );
  console.log(`  one query / bare p50:  ${dict.queryRatio.toFixed(2)}x (/api/lexicon/info, no token: what one local D1 query costs)`);
  console.log(`  signed-in / bare p50:  ${dict.signedInRatio.toFixed(2)}x (/api/vocabulary/settings: the token check and that one query)`);
}
// ---- end vocabulary ----

writeResults();
// The first-token overhead is a goal reported above (it moves with the machine's load); lost or reordered chunks fail the run.
const overBudget =
  (js && js.gzipKb > FIRST_ROUTE_JS_BUDGET_KB) ||
  (lh && !lh.ok) ||
  (pe && pe.p95RatioToEcho > EVENT_TO_SOCKET_BUDGET_RATIO) ||
  (game && !game.ok) ||
  (dict && Math.max(dict.tokenRatio, dict.signedInToQueryRatio) > SIGNED_IN_READ_BUDGET_RATIO) ||
  (ai && !ai.longStreams.allComplete) ||
  !lexiconOk ||
  (results.firstRun && !(results.firstRun.coldOk && results.firstRun.warmOk));
if (overBudget) process.exitCode = 1;
