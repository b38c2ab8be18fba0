// Seeds content/sat into the local D1 database, as seed.mjs does for IELTS: every file parsed with
// worker/contract/sat-content.ts, turned into upsert statements by sat-content-seed.ts (the code the worker
// tests seed with), run through wrangler. A stamp of the content, the seeding code and the migrations
// lets warm runs of `npm start` skip it.
import { createHash } from "node:crypto";
import { existsSync, mkdtempSync, readFileSync, readdirSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { ROOT } from "./seed.mjs";

const STAMP = "sat-content.hash";
const CONTENT_DIR = path.join(ROOT, "content", "sat");
const SEED_CODE = ["scripts/content/sat-content-seed.ts", "scripts/content/content-seed.ts", "worker/contract/sat-content.ts", "worker/contract/sat.ts"];

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
export async function seedSatContent(stateDir, { run, wrangler, log, cwd }) {
  const files = readdirSync(CONTENT_DIR)
    .filter((name) => name.endsWith(".json"))
    .sort()
    .map((name) => path.join(CONTENT_DIR, name));
  const stamp = path.join(stateDir, STAMP);
  const hash = seedHash(files);
  if (existsSync(stamp) && readFileSync(stamp, "utf8") === hash) {
    log("SAT content is up to date in the local database.");
    return { seeded: false };
  }
  const started = Date.now();
  const { tsImport } = await import("tsx/esm/api");
  const { satContentFileSchema } = await tsImport("../../worker/contract/sat-content.ts", import.meta.url);
  const { satSeedStatements, satContentCounts } = await tsImport("./sat-content-seed.ts", import.meta.url);
  const parsed = files.map((file) => {
    const result = satContentFileSchema.safeParse(JSON.parse(readFileSync(file, "utf8")));
    if (!result.success) throw new Error(`${path.relative(ROOT, file)} does not match its schema: ${result.error.message}`);
    return result.data;
  });
  const dir = mkdtempSync(path.join(tmpdir(), "lexora-sat-"));
  try {
    const sqlFile = path.join(dir, "sat-content.sql");
    writeFileSync(sqlFile, satSeedStatements(parsed).join("\n"));
    await run(wrangler, ["d1", "execute", "DB", "--local", "--persist-to", stateDir, "--file", sqlFile], {
      cwd,
      stdio: ["ignore", "ignore", "inherit"],
      env: { CI: "true", WRANGLER_SEND_METRICS: "false" },
    });
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
  writeFileSync(stamp, hash);
  const counts = satContentCounts(parsed);
  log(
    `Seeded SAT content: ${counts.reading_writing.tests} Reading and Writing tests (${counts.reading_writing.questions} questions), ${counts.math.tests} Math tests (${counts.math.questions} questions) (${((Date.now() - started) / 1000).toFixed(1)} s).`,
  );
  return { seeded: true };
}
