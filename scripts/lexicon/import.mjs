// Loads the lexicon into the local D1 database once per lexicon version. The lexicon is built once into a
// prepared SQLite file (build.mjs, cached per version) and copied into wrangler's local D1 file table by
// table in one transaction, with the FTS5 index rebuilt there. A stamp file in the state folder
// remembers the imported version, so warm runs of `npm start` only hash a few small files.
import { existsSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { installDebianPackages } from "../content/debian.mjs";
import { withLocalD1 } from "../lib/local-d1.mjs";
import { bin, run, seconds } from "../lib/run.mjs";
import { cachedLexiconFile, GLOSS_COVERAGE_TOP, lexiconVersion } from "./build.mjs";
import { MUELLER_FILES, MUELLER_PACKAGE } from "./mueller.mjs";
import { LEXICON_CLEAR_ORDER, lexiconClosingStatements } from "./sql.mjs";

const STAMP = "lexicon.version";

/** Whether the state folder already holds this lexicon version. */
export function lexiconImported(stateDir) {
  const stamp = path.join(stateDir, STAMP);
  return existsSync(stamp) && readFileSync(stamp, "utf8") === lexiconVersion();
}

/**
 * The prepared lexicon file, built when missing in a process of its own, so it runs beside the other setup
 * steps instead of blocking them (the build is a minute of one core's work on a fresh clone).
 * @param {{ log: (m: string) => void }} tools
 */
export async function prepareLexicon({ log }) {
  await ensureMueller({ log });
  const built = cachedLexiconFile();
  if (built) return built;
  const started = Date.now();
  // A larger young generation: the build makes millions of short-lived objects, and collecting them cost a sixth of its time.
  await run(bin("node"), ["--max-semi-space-size=64", path.join(import.meta.dirname, "build.mjs")], { quiet: true });
  const file = cachedLexiconFile();
  if (!file) throw new Error("The lexicon build finished without writing its file.");
  log(
    `Built lexicon ${file.version}: ${file.entries} entries, ${file.forms} inflected forms; Russian glosses for ${(file.glossCoverage * 100).toFixed(1)}% of the ${GLOSS_COVERAGE_TOP} most frequent lemmas (${seconds(started)}).`,
  );
  return file;
}

/**
 * Copies the prepared lexicon into the local D1 database (migrated, and no workerd writing to it).
 * @param {string} stateDir wrangler's --persist-to folder
 * @param {NonNullable<ReturnType<typeof cachedLexiconFile>>} lexicon the prepared file
 * @returns {Promise<Record<string, number>>} the rows of each table now in D1
 */
export async function importLexicon(stateDir, lexicon) {
  const counts = await withLocalD1(stateDir, { attach: { prepared: lexicon.file } }, (db) => {
    for (const table of LEXICON_CLEAR_ORDER) db.exec(`DELETE FROM ${table}`);
    const copied = {};
    for (const table of Object.keys(lexicon.rows)) {
      const columns = db
        .prepare(`SELECT name FROM pragma_table_info(?, 'prepared')`)
        .all(table)
        .map((c) => c.name)
        .join(", ");
      db.exec(`INSERT INTO main.${table} (${columns}) SELECT ${columns} FROM prepared.${table}`);
      copied[table] = Number(db.prepare(`SELECT count(*) AS n FROM main.${table}`).get().n);
    }
    for (const statement of lexiconClosingStatements(lexicon.version, lexicon)) db.exec(statement);
    return copied;
  });
  for (const [table, rows] of Object.entries(lexicon.rows)) {
    if (counts[table] !== rows) throw new Error(`The lexicon import put ${counts[table]} rows in ${table}, not the ${rows} built.`);
  }
  writeFileSync(path.join(stateDir, STAMP), lexicon.version);
  return counts;
}

/** The Müller dictionary gives the Russian glosses; without it (no apt, not root) the lexicon has none. */
export async function ensureMueller({ log }) {
  if (existsSync(MUELLER_FILES.index)) return;
  await installDebianPackages([MUELLER_PACKAGE], "Russian glosses", { log });
  if (!existsSync(MUELLER_FILES.index)) {
    log(`The Müller dictionary (Debian package ${MUELLER_PACKAGE}) is not installed: the lexicon is built without Russian glosses.`);
  }
}
