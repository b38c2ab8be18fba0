// p50 latency of routes against a bare route on the same server and load. The routes take turns, round
// after round, and each figure is the median over the rounds, so neither warm-up nor a noisy moment
// favours one route.
import autocannon from "autocannon";

const CONNECTIONS = 10;
const ROUNDS = 5;
const SECONDS_PER_ROUND = 2;

function load(url, headers, seconds) {
  return new Promise((resolve, reject) => {
    autocannon({ url, headers, connections: CONNECTIONS, duration: seconds }, (err, result) => (err ? reject(err) : resolve(result)));
  });
}

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

/**
 * @param {string} baseUrl
 * @param {Record<string, { path: string, headers?: Record<string, string> }>} routes
 * @returns {Promise<Record<string, { p50: number, p99: number, rps: number, errors: number }>>}
 */
export async function measureInTurns(baseUrl, routes) {
  const runs = Object.fromEntries(Object.keys(routes).map((name) => [name, []]));
  for (const { path, headers = {} } of Object.values(routes)) await load(`${baseUrl}${path}`, headers, 1);
  for (let round = 0; round < ROUNDS; round += 1) {
    for (const [name, { path, headers = {} }] of Object.entries(routes))
      runs[name].push(await load(`${baseUrl}${path}`, headers, SECONDS_PER_ROUND));
  }
  const figures = Object.fromEntries(
    Object.entries(runs).map(([name, results]) => [
      name,
      {
        p50: median(results.map((r) => r.latency.p50)),
        p99: median(results.map((r) => r.latency.p99)),
        rps: Math.round(median(results.map((r) => r.requests.average))),
        errors: results.reduce((n, r) => n + r.errors + r.non2xx, 0),
      },
    ]),
  );
  if (Object.values(figures).some((f) => f.errors)) throw new Error(`requests failed during the benchmark: ${JSON.stringify(figures)}`);
  return figures;
}

export const ratioTo = (baseline) => (figure) => figure.p50 / Math.max(baseline.p50, 0.001);

/** The settings the figures were taken with, for the report. */
export const LOAD = { connections: CONNECTIONS, seconds: ROUNDS * SECONDS_PER_ROUND, rounds: ROUNDS };

export async function compareLatency(baseUrl, targetPath, baselinePath) {
  const { target, baseline } = await measureInTurns(baseUrl, { baseline: { path: baselinePath }, target: { path: targetPath } });
  return { target, baseline, p50Ratio: ratioTo(baseline)(target), ...LOAD };
}
