// Loads the lexicon into the local D1 database once per lexicon version. A stamp file in the state
// folder remembers the imported version, so warm runs of `npm start` only hash a few small files.
import { existsSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { ensureLexiconSql, lexiconVersion } from "./build.mjs";

const STAMP = "lexicon.version";

/**
 * @param {string} stateDir wrangler's --persist-to folder (already migrated)
 * @param {{ run: (command: string, args: string[], options?: object) => Promise<void>, wrangler: string, log: (m: string) => void, cwd: string }} tools
 */
export async function importLexicon(stateDir, { run, wrangler, log, cwd }) {
  const stamp = path.join(stateDir, STAMP);
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
