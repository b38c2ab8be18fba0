// Seeds content/ielts into the local D1 database: every file is parsed with the zod schemas of
// worker/contract/ielts-content.ts and turned into upsert statements by scripts/content/content-seed.ts
// (the same code the worker tests seed with). A stamp in the state folder holds the hash of the content,
// the seeding code and the migrations, so warm runs of `npm start` only hash a few files.
import { createHash } from "node:crypto";
import { existsSync, mkdtempSync, readFileSync, readdirSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";

const STAMP = "ielts-content.hash";
const HERE = path.dirname(new URL(import.meta.url).pathname);
export const ROOT = path.resolve(HERE, "../..");
export const CONTENT_DIR = path.join(ROOT, "content", "ielts");
/** The code that decides what lands in D1: a change to any of it reseeds. */
const SEED_CODE = ["scripts/content/content-seed.ts", "worker/contract/ielts-content.ts", "worker/contract/ielts.ts"];

/** Every JSON file under content/ielts, sorted. */
export function contentFiles() {
  const files = [];
  const walk = (dir) => {
    for (const entry of readdirSync(dir, { withFileTypes: true }).sort((a, b) => a.name.localeCompare(b.name))) {
      const file = path.join(dir, entry.name);
      if (entry.isDirectory()) walk(file);
      else if (entry.name.endsWith(".json")) files.push(file);
    }
  };
  walk(CONTENT_DIR);
  return files;
}

function seedHash(files) {
  const hash = createHash("sha256");
  for (const file of [...files, ...SEED_CODE.map((f) => path.join(ROOT, f))]) {
    hash.update(path.relative(ROOT, file)).update(readFileSync(file));
  }
  for (const migration of readdirSync(path.join(ROOT, "migrations")).filter((f) => f.endsWith(".sql")).sort()) hash.update(migration);
  return hash.digest("hex");
}

/**
 * @param {string} stateDir wrangler's --persist-to folder (already migrated)
 * @param {{ run: (command: string, args: string[], options?: object) => Promise<void>, wrangler: string, log: (m: string) => void, cwd: string }} tools
 */
export async function seedIeltsContent(stateDir, { run, wrangler, log, cwd }) {
  const files = contentFiles();
  const stamp = path.join(stateDir, STAMP);
  const hash = seedHash(files);
  if (existsSync(stamp) && readFileSync(stamp, "utf8") === hash) {
    log("IELTS content is up to date in the local database.");
    return { seeded: false };
  }
  const started = Date.now();
  // The schemas and the statement builder are TypeScript shared with the Worker; tsx loads them here.
  const { tsImport } = await import("tsx/esm/api");
  const { ieltsContentFileSchema } = await tsImport("../../worker/contract/ielts-content.ts", import.meta.url);
  const { contentSeedStatements, contentCounts } = await tsImport("./content-seed.ts", import.meta.url);
  const parsed = files.map((file) => {
    const result = ieltsContentFileSchema.safeParse(JSON.parse(readFileSync(file, "utf8")));
    if (!result.success) throw new Error(`${path.relative(ROOT, file)} does not match its schema: ${result.error.message}`);
    return result.data;
  });
  const dir = mkdtempSync(path.join(tmpdir(), "lexora-ielts-"));
  try {
    const sqlFile = path.join(dir, "ielts-content.sql");
    writeFileSync(sqlFile, contentSeedStatements(parsed).join("\n"));
    await run(wrangler, ["d1", "execute", "DB", "--local", "--persist-to", stateDir, "--file", sqlFile], {
      cwd,
      stdio: ["ignore", "ignore", "inherit"],
      env: { CI: "true", WRANGLER_SEND_METRICS: "false" },
    });
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
  writeFileSync(stamp, hash);
  const counts = contentCounts(parsed);
  log(
    `Seeded IELTS content: ${counts.reading} reading and ${counts.listening} listening tests, ${counts.writing} writing prompts, ${counts.speaking} speaking sets (${((Date.now() - started) / 1000).toFixed(1)} s).`,
  );
  return { seeded: true };
}
