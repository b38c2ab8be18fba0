// Seeds content/library (articles and podcast episodes) into the local D1 database, the way seed.mjs
// seeds content/ielts: every file parsed with worker/contract/library-content.ts, turned into upserts
// by scripts/content/library-seed.ts, and a stamp of the content, the code and the migrations so warm
// runs of `npm start` only hash a few files.
import { createHash } from "node:crypto";
import { existsSync, mkdtempSync, readFileSync, readdirSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { ROOT } from "./seed.mjs";

const STAMP = "library-content.hash";
export const LIBRARY_DIR = path.join(ROOT, "content", "library");
const SEED_CODE = ["scripts/content/library-seed.ts", "scripts/content/content-seed.ts", "worker/contract/library-content.ts", "worker/contract/library.ts"];

/** The JSON files of one kind ("articles" or "podcasts"), sorted. */
export function libraryFiles(kind) {
  const dir = path.join(LIBRARY_DIR, kind);
  if (!existsSync(dir)) return [];
  return readdirSync(dir)
    .filter((f) => f.endsWith(".json"))
    .sort()
    .map((f) => path.join(dir, f));
}

function seedHash(files) {
  const hash = createHash("sha256");
  for (const file of [...files, ...SEED_CODE.map((f) => path.join(ROOT, f))]) hash.update(path.relative(ROOT, file)).update(readFileSync(file));
  for (const migration of readdirSync(path.join(ROOT, "migrations")).filter((f) => f.endsWith(".sql")).sort()) hash.update(migration);
  return hash.digest("hex");
}

/**
 * @param {string} stateDir wrangler's --persist-to folder (already migrated)
 * @param {{ run: (command: string, args: string[], options?: object) => Promise<void>, wrangler: string, log: (m: string) => void, cwd: string }} tools
 */
export async function seedLibraryContent(stateDir, { run, wrangler, log, cwd }) {
  const articleFiles = libraryFiles("articles");
  const podcastFiles = libraryFiles("podcasts");
  const stamp = path.join(stateDir, STAMP);
  const hash = seedHash([...articleFiles, ...podcastFiles]);
  if (existsSync(stamp) && readFileSync(stamp, "utf8") === hash) {
    log("Library content is up to date in the local database.");
    return { seeded: false };
  }
  const started = Date.now();
  const { tsImport } = await import("tsx/esm/api");
  const { articleSchema, podcastSchema } = await tsImport("../../worker/contract/library-content.ts", import.meta.url);
  const { librarySeedStatements } = await tsImport("./library-seed.ts", import.meta.url);
  const parse = (schema, file) => {
    const result = schema.safeParse(JSON.parse(readFileSync(file, "utf8")));
    if (!result.success) throw new Error(`${path.relative(ROOT, file)} does not match its schema: ${result.error.message}`);
    return result.data;
  };
  const content = { articles: articleFiles.map((f) => parse(articleSchema, f)), podcasts: podcastFiles.map((f) => parse(podcastSchema, f)) };
  const dir = mkdtempSync(path.join(tmpdir(), "lexora-library-"));
  try {
    const sqlFile = path.join(dir, "library.sql");
    writeFileSync(sqlFile, librarySeedStatements(content).join("\n"));
    await run(wrangler, ["d1", "execute", "DB", "--local", "--persist-to", stateDir, "--file", sqlFile], {
      cwd,
      stdio: ["ignore", "ignore", "inherit"],
      env: { CI: "true", WRANGLER_SEND_METRICS: "false" },
    });
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
  writeFileSync(stamp, hash);
  log(`Seeded the library: ${content.articles.length} articles and ${content.podcasts.length} podcast episodes (${((Date.now() - started) / 1000).toFixed(1)} s).`);
  return { seeded: true };
}
