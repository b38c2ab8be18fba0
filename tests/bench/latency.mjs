// p50 latency of a route against a bare route on the same server, same load, measured alternately.
import autocannon from "autocannon";

const CONNECTIONS = 10;
const SECONDS = 5;

function load(url, seconds) {
  return new Promise((resolve, reject) => {
    autocannon({ url, connections: CONNECTIONS, duration: seconds }, (err, result) => (err ? reject(err) : resolve(result)));
  });
}

const summary = (r) => ({ p50: r.latency.p50, p99: r.latency.p99, rps: Math.round(r.requests.average), errors: r.errors + r.non2xx });

export async function compareLatency(baseUrl, targetPath, baselinePath) {
  await load(`${baseUrl}${targetPath}`, 1);
  await load(`${baseUrl}${baselinePath}`, 1);
  const baseline = summary(await load(`${baseUrl}${baselinePath}`, SECONDS));
  const target = summary(await load(`${baseUrl}${targetPath}`, SECONDS));
  if (target.errors || baseline.errors) throw new Error(`requests failed during the benchmark: ${JSON.stringify({ target, baseline })}`);
  return { target, baseline, p50Ratio: target.p50 / Math.max(baseline.p50, 0.001), connections: CONNECTIONS, seconds: SECONDS };
}
