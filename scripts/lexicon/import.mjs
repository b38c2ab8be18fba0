// Loads the lexicon into the local D1 database once per lexicon version. A stamp file in the state
// folder remembers the imported version, so warm runs of `npm start` only hash a few small files.
import { existsSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { installDebianPackages } from "../content/debian.mjs";
import { ensureLexiconSql, GLOSS_COVERAGE_TOP, lexiconVersion } from "./build.mjs";
import { MUELLER_FILES, MUELLER_PACKAGE } from "./mueller.mjs";

const STAMP = "lexicon.version";

/**
 * @param {string} stateDir wrangler's --persist-to folder (already migrated)
 * @param {{ run: (command: string, args: string[], options?: object) => Promise<void>, wrangler: string, log: (m: string) => void, cwd: string }} tools
 */
export async function importLexicon(stateDir, { run, wrangler, log, cwd }) {
  const stamp = path.join(stateDir, STAMP);
  await ensureMueller({ run, log });
  const version = lexiconVersion();
  if (existsSync(stamp) && readFileSync(stamp, "utf8") === version) {
    log(`Lexicon ${version} is already in the local database.`);
    return { version, imported: false };
  }
  const started = Date.now();
  const sql = await ensureLexiconSql();
  log(
    `${sql.built ? "Built" : "Found"} lexicon ${version} (${sql.entries} entries, ${sql.forms} inflected forms); importing into the local database…`,
  );
  log(`Russian glosses: ${(sql.glossCoverage * 100).toFixed(1)}% of the ${GLOSS_COVERAGE_TOP} most frequent lemmas have one.`);
  for (const file of sql.files) {
    await run(wrangler, ["d1", "execute", "DB", "--local", "--persist-to", stateDir, "--file", path.join(sql.dir, file)], {
      cwd,
      stdio: ["ignore", "ignore", "inherit"],
      env: { CI: "true", WRANGLER_SEND_METRICS: "false" },
    });
  }
  writeFileSync(stamp, version);
  log(`Lexicon imported in ${((Date.now() - started) / 1000).toFixed(1)} s.`);
  return { version, imported: true };
}

/** The Müller dictionary gives the Russian glosses; without it (no apt, not root) the lexicon has none. */
export async function ensureMueller({ run, log }) {
  if (existsSync(MUELLER_FILES.index)) return;
  await installDebianPackages([MUELLER_PACKAGE], "Russian glosses", { log, run });
  if (!existsSync(MUELLER_FILES.index)) {
    log(`The Müller dictionary (Debian package ${MUELLER_PACKAGE}) is not installed: the lexicon is built without Russian glosses.`);
  }
}
