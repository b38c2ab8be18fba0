// GET /api/words with a 5,000-word dictionary against the bare route /api/ping, same server and load;
// GET /api/vocabulary/settings (token check plus one tiny query) is a signed-in read; /api/ping with the
// token shows what the token check alone costs, and GET /api/lexicon/info (one tiny query, no token) what
// one D1 query alone costs on this stack. The routes take turns (tests/bench/latency.mjs).
// A learner is signed up through the public /auth/v1 endpoints (development mailbox) and the words
// are imported through POST /api/words/import, as a user would.
import { LOAD, measureInTurns, ratioTo } from "./latency.mjs";

const WORDS = 5000;
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

  const all = await measureInTurns(baseUrl, {
    baseline: { path: "/api/ping" },
    signedIn: { path: "/api/vocabulary/settings", headers: bearer },
    tokenOnly: { path: "/api/ping", headers: bearer },
    queryOnly: { path: "/api/lexicon/info" },
    page: { path: "/api/words", headers: bearer },
    full: { path: `/api/words?limit=${WORDS}`, headers: bearer },
  });
  const ratio = ratioTo(all.baseline);
  return {
    words: WORDS,
    importMs,
    ...all,
    pageRatio: ratio(all.page),
    fullRatio: ratio(all.full),
    signedInRatio: ratio(all.signedIn),
    tokenRatio: ratio(all.tokenOnly),
    queryRatio: ratio(all.queryOnly),
    signedInToQueryRatio: all.signedIn.p50 / Math.max(all.queryOnly.p50, 0.001),
    ...LOAD,
  };
}
