// A few hundred real lexicon entries, built by the same code as the full lexicon, for the worker
// tests: each test file gets a fresh database, so loading the whole lexicon per file would be slow.
// Cached per lexicon version in .cache/lexicon/fixture-<version>.json.
import { existsSync, mkdirSync, readFileSync, readdirSync, rmSync, writeFileSync } from "node:fs";
import path from "node:path";
import { buildLexicon, CACHE_DIR, ensureLexiconFile, lexiconVersion } from "./build.mjs";
import { createHash } from "node:crypto";
import { createRequire } from "node:module";
import { senseWords } from "./sense-words.mjs";
import { ensureMueller } from "./import.mjs";
import { lexiconStatements } from "./sql.mjs";

const lemmatize = createRequire(import.meta.url)("wink-lemmatizer");

/** Words the worker tests name, with their forms; the rest is a spread over the frequency ranks. */
export const FIXTURE_WORDS = [
  "go",
  "dog",
  "run",
  "happy",
  "happiness",
  "receive",
  "believe",
  "cream",
  "ice cream",
  "sour cream",
  "see",
  "saw",
  "child",
  "mouse",
  "good",
  "abandon",
  "serendipity",
  "ephemeral",
  "ubiquitous",
  "tomato",
  "pronunciation",
  "bark",
  "apple",
  "banana",
  "cat",
  "house",
  "book",
  "water",
  "friend",
  "teacher",
  "learn",
  "write",
  "read",
  "beautiful",
  "quickly",
  "resilient",
  "meticulous",
  "ambiguous",
  "paris",
];
/**
 * The sentences the sense choice is measured on (tests/worker/vocabulary/sense-choice.test.ts): their words,
 * lemmas and every content word around them, so the worker tests read each sentence as the full lexicon would.
 */
const SENSE_CASES_TEXT = readFileSync(new URL("../../tests/worker/fixtures/sense-choice.json", import.meta.url), "utf8");
const SENSE_CASES = JSON.parse(SENSE_CASES_TEXT);
const SENSE_WORDS = [...SENSE_CASES.development, ...SENSE_CASES.heldOut].flatMap((c) => [
  c.lemma,
  ...senseWords(c.sentence).flatMap((word) => [word, lemmatize.noun(word), lemmatize.verb(word), lemmatize.adjective(word)]),
]);
/** The first words of the phrases the translator's tests name ("look up", "board and lodging"). */
const FIXTURE_PHRASE_WORDS = new Set(["look", "take", "board", "ice", "dog"]);
const TOP_RANKS = 300;
const MEDIUM_EVERY = 40;
const HARD_EVERY = 150;
/** Every CEFR_EVERY-th word of each CEFR-J level, so words of the day can be drawn at every level. */
const CEFR_EVERY = 8;

function fixtureSubset({ entries, forms, phrases, russian }) {
  const named = new Set([...FIXTURE_WORDS, ...SENSE_WORDS]);
  const keep = entries.filter(
    (e) =>
      named.has(e.key) ||
      (e.rank !== null &&
        (e.rank <= TOP_RANKS ||
          (e.difficulty === "Medium" && e.rank % MEDIUM_EVERY === 0) ||
          (e.difficulty === "Hard" && e.rank % HARD_EVERY === 0))) ||
      (e.cefrOrder !== null && e.cefrOrder % CEFR_EVERY === 0),
  );
  const ids = new Set(keep.map((e) => e.id));
  const keys = new Set(keep.map((e) => e.key));
  return {
    entries: keep.map((e) => ({ ...e, neighbours: e.neighbours.filter((id) => ids.has(id)) })),
    forms: forms.filter((f) => ids.has(f.entryId)),
    // The translator's: short phrases the tests name, Russian words whose best answer is a kept entry.
    phrases: phrases.filter((p) => p.key.split(" ").length <= 3 && FIXTURE_PHRASE_WORDS.has(p.key.split(" ")[0])),
    russian: russian.filter((r) => keys.has(r.lemmas[0][0])),
  };
}

/** @returns {Promise<string[]>} SQL statements that load the fixture (and rebuild the FTS index). */
export async function ensureLexiconFixture() {
  const version = lexiconVersion();
  const cases = createHash("sha256").update(SENSE_CASES_TEXT).digest("hex").slice(0, 8);
  const file = path.join(CACHE_DIR, `fixture-${version}-${cases}.json`);
  if (existsSync(file)) return JSON.parse(readFileSync(file, "utf8"));
  // The worker tests read Russian glosses and the translator's reverse index as `npm start` builds them.
  await ensureMueller({ log: (message) => console.log(`[lexicon fixture] ${message}`) });
  const lexicon = await buildLexicon();
  // The full lexicon's file comes almost free now; `npm start` and e2e then only copy it. It is written with
  // node:sqlite (Node 22), which `npx vitest` on an older system Node lacks: `npm start` then builds it.
  if (Number(process.versions.node.split(".")[0]) >= 22) await ensureLexiconFile(lexicon);
  const statements = [...lexiconStatements(fixtureSubset(lexicon), `${version}-fixture`)];
  mkdirSync(CACHE_DIR, { recursive: true });
  for (const old of readdirSync(CACHE_DIR)) if (/^fixture-.*\.json$/.test(old)) rmSync(path.join(CACHE_DIR, old));
  writeFileSync(file, JSON.stringify(statements));
  return statements;
}
