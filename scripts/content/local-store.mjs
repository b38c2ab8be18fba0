// What every setup step that fills the local stack shares: stamps in the state folder (so warm runs of
// `npm start` skip what is done), content files parsed with the Worker's own zod schemas, SQL written
// into the local D1 file before the server starts, and SQL files and R2 objects handed to wrangler's
// local D1 and R2 while it runs.
import { createHash } from "node:crypto";
import { existsSync, mkdtempSync, readFileSync, readdirSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { withLocalD1 } from "../lib/local-d1.mjs";
import { ROOT } from "../lib/state.mjs";

export { ROOT };

/**
 * @typedef {{ run: (command: string, args: string[], options?: object) => Promise<void>, wrangler: string, log: (m: string) => void, cwd: string }} SetupTools
 */

const quiet = (cwd) => ({ cwd, quiet: true, env: { CI: "true", WRANGLER_SEND_METRICS: "false" } });

/** The JSON files directly in `dir` (with `recursive`, in its folders too), sorted; none when it is missing. */
export function jsonFiles(dir, { recursive = false } = {}) {
  if (!existsSync(dir)) return [];
  const files = [];
  for (const entry of readdirSync(dir, { withFileTypes: true }).sort((a, b) => a.name.localeCompare(b.name))) {
    const file = path.join(dir, entry.name);
    if (entry.isDirectory() && recursive) files.push(...jsonFiles(file, { recursive }));
    else if (entry.isFile() && entry.name.endsWith(".json")) files.push(file);
  }
  return files;
}

/** A JSON file checked against a zod schema; a mismatch names the file. */
export function parseFile(schema, file) {
  const result = schema.safeParse(JSON.parse(readFileSync(file, "utf8")));
  if (!result.success) throw new Error(`${path.relative(ROOT, file)} does not match its schema: ${result.error.message}`);
  return result.data;
}

/** A JSON stamp in the state folder ({} when there is none yet). */
export function readStamp(stateDir, name) {
  const file = path.join(stateDir, name);
  return existsSync(file) ? JSON.parse(readFileSync(file, "utf8")) : {};
}

export function writeStamp(stateDir, name, stamp) {
  writeFileSync(path.join(stateDir, name), JSON.stringify(stamp, null, 2));
}

/** Runs `work` with a temporary folder, removed afterwards whatever happens. */
export async function withTempDir(prefix, work) {
  const dir = mkdtempSync(path.join(tmpdir(), `lexora-${prefix}-`));
  try {
    return await work(dir);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

let storeQueue = Promise.resolve();
/**
 * Runs `work` (a wrangler command on the local state) after every one queued before it: listening and podcast
 * audio are made side by side, and two wrangler processes writing the same local R2 at once fail with a 500.
 * @template T
 * @param {() => Promise<T>} work
 * @returns {Promise<T>}
 */
export function oneAtATime(work) {
  const result = storeQueue.then(work);
  storeQueue = result.then(
    () => undefined,
    () => undefined,
  );
  return result;
}

/** SQL statements run on the local D1 database in one file, through wrangler: safe while the server runs. */
export function executeSql(stateDir, { run, wrangler, cwd }, statements) {
  return withTempDir("sql", async (dir) => {
    const file = path.join(dir, "statements.sql");
    writeFileSync(file, statements.join("\n"));
    await oneAtATime(() => run(wrangler, ["d1", "execute", "DB", "--local", "--persist-to", stateDir, "--file", file], quiet(cwd)));
  });
}

/** Files put into a local R2 bucket, all of one content type. */
export function putObjects(stateDir, { run, wrangler, cwd }, bucket, objects, contentType) {
  return withTempDir("r2", async (dir) => {
    const list = path.join(dir, "objects.json");
    writeFileSync(list, JSON.stringify(objects.map(({ key, file }) => ({ key, file }))));
    await oneAtATime(() =>
      run(wrangler, ["r2", "bulk", "put", bucket, "--local", "--persist-to", stateDir, "--filename", list, "--content-type", contentType], quiet(cwd)),
    );
  });
}

/** A SQL literal for a number or a text. */
export const sqlValue = (value) => (typeof value === "number" ? String(value) : `'${String(value).replaceAll("'", "''")}'`);

/**
 * Seeds one kind of content into the local D1 database unless the stamp holds the hash of its files,
 * the code that turns them into statements, and the migrations. Resolves to what it seeded, or null.
 * @param {string} stateDir wrangler's --persist-to folder (already migrated)
 * @param {{ stamp: string, files: string[], code: string[], statements: (tsImport: (specifier: string) => Promise<any>) => Promise<{ statements: string[], summary: string }> }} seed
 *   `code` and the specifiers given to `tsImport` are relative to the repository's root.
 */
export async function seedContent(stateDir, { stamp, files, code, statements }) {
  const hash = createHash("sha256");
  for (const file of [...files, ...code.map((f) => path.join(ROOT, f))]) hash.update(path.relative(ROOT, file)).update(readFileSync(file));
  for (const migration of readdirSync(path.join(ROOT, "migrations")).filter((f) => f.endsWith(".sql")).sort()) hash.update(migration);
  const digest = hash.digest("hex");
  const stampFile = path.join(stateDir, stamp);
  if (existsSync(stampFile) && readFileSync(stampFile, "utf8") === digest) return null;
  // The schemas and the statement builders are TypeScript shared with the Worker; tsx loads them here.
  const { tsImport } = await import("tsx/esm/api");
  const seed = await statements((specifier) => tsImport(pathToFileURL(path.join(ROOT, specifier)).href, import.meta.url));
  // Straight into the database file: setup runs before the server starts, so no workerd holds it.
  await withLocalD1(stateDir, {}, (db) => db.exec(seed.statements.join("\n")));
  writeFileSync(stampFile, digest);
  return `Seeded ${seed.summary}`;
}
