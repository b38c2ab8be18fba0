// GET /api/words with a 5,000-word dictionary against the bare route /api/ping, same server and load;
// GET /api/vocabulary/settings (token check plus one tiny query) is a signed-in read; /api/ping with the
// token shows what the token check alone costs.
// A learner is signed up through the public /auth/v1 endpoints (development mailbox) and the words
// are imported through POST /api/words/import, as a user would.
import autocannon from "autocannon";

const WORDS = 5000;
const CONNECTIONS = 10;
const SECONDS = 5;
/** The development publishable key (wrangler.toml AUTH_PUBLISHABLE_KEYS). */
const API_KEY = "lexora-dev-publishable-key";

async function json(res, what) {
  const body = await res.text();
  if (!res.ok) throw new Error(`${what} answered ${res.status}: ${body}`);
  return body ? JSON.parse(body) : null;
}

async function signUp(baseUrl) {
  const email = `bench.${Date.now()}@example.com`;
  const password = "bench password 123";
  const auth = (path, init = {}) =>
    fetch(`${baseUrl}/auth/v1${path}`, { ...init, headers: { apikey: API_KEY, "Content-Type": "application/json", ...init.headers } });
  await json(await auth("/signup", { method: "POST", body: JSON.stringify({ email, password }) }), "sign-up");
  const { messages } = await json(await auth(`/dev/mailbox?email=${encodeURIComponent(email)}`), "dev mailbox");
  const session = await json(
    await auth("/verify", { method: "POST", body: JSON.stringify({ type: "signup", token_hash: messages[0].token_hash }) }),
    "verify",
  );
  return session.access_token;
}

function load(url, headers, seconds) {
  return new Promise((resolve, reject) => {
    autocannon({ url, headers, connections: CONNECTIONS, duration: seconds }, (err, result) => (err ? reject(err) : resolve(result)));
  });
}

const summary = (r) => ({ p50: r.latency.p50, p99: r.latency.p99, rps: Math.round(r.requests.average), errors: r.errors + r.non2xx });

export async function measureDictionaryLatency(baseUrl) {
  const token = await signUp(baseUrl);
  const bearer = { Authorization: `Bearer ${token}` };
  const file = Array.from(
    { length: WORDS },
    (_, i) => `word${String(i).padStart(4, "0")}\tdefinition number ${i} of the benchmark dictionary`,
  ).join("\n");
  const started = performance.now();
  const imported = await json(
    await fetch(`${baseUrl}/api/words/import`, { method: "POST", headers: { ...bearer, "Content-Type": "text/plain" }, body: file }),
    "import",
  );
  const importMs = Math.round(performance.now() - started);
  if (imported.imported !== WORDS) throw new Error(`imported ${imported.imported} of ${WORDS} words`);

  const targets = { page: "/api/words", full: `/api/words?limit=${WORDS}`, signedIn: "/api/vocabulary/settings" };
  for (const path of [...Object.values(targets), "/api/ping"]) await load(`${baseUrl}${path}`, path === "/api/ping" ? {} : bearer, 1);
  const baseline = summary(await load(`${baseUrl}/api/ping`, {}, SECONDS));
  const signedIn = summary(await load(`${baseUrl}${targets.signedIn}`, bearer, SECONDS));
  const tokenOnly = summary(await load(`${baseUrl}/api/ping`, bearer, SECONDS));
  const page = summary(await load(`${baseUrl}${targets.page}`, bearer, SECONDS));
  const full = summary(await load(`${baseUrl}${targets.full}`, bearer, SECONDS));
  const all = { baseline, signedIn, tokenOnly, page, full };
  for (const r of Object.values(all)) if (r.errors) throw new Error(`requests failed during the benchmark: ${JSON.stringify(all)}`);
  const ratio = (r) => r.p50 / Math.max(baseline.p50, 0.001);
  return {
    words: WORDS,
    importMs,
    ...all,
    pageRatio: ratio(page),
    fullRatio: ratio(full),
    signedInRatio: ratio(signedIn),
    tokenRatio: ratio(tokenOnly),
    connections: CONNECTIONS,
    seconds: SECONDS,
  };
}
