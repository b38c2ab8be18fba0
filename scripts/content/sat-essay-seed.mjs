// Seeds content/sat/essay (the SAT Essay source passages) into the local D1 database: each file is parsed with
// worker/contract/sat-essay.ts and upserted by scripts/content/sat-essay-statements.ts (the statements the worker
// tests seed with). A stamp in the state folder holds the hash of the passages, the seeding code and the
// migrations, so warm runs of `npm start` skip it.
import { createHash } from "node:crypto";
import { existsSync, mkdtempSync, readFileSync, readdirSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";

const STAMP = "sat-essay-content.hash";
const HERE = path.dirname(new URL(import.meta.url).pathname);
const ROOT = path.resolve(HERE, "../..");
const CONTENT_DIR = path.join(ROOT, "content", "sat", "essay");
const SEED_CODE = ["scripts/content/sat-essay-statements.ts", "scripts/content/content-seed.ts", "worker/contract/sat-essay.ts"];

/**
 * @param {string} stateDir wrangler's --persist-to folder (already migrated)
 * @param {{ run: (command: string, args: string[], options?: object) => Promise<void>, wrangler: string, log: (m: string) => void, cwd: string }} tools
 */
export async function seedSatEssayContent(stateDir, { run, wrangler, log, cwd }) {
  const files = readdirSync(CONTENT_DIR)
    .filter((name) => name.endsWith(".json"))
    .sort()
    .map((name) => path.join(CONTENT_DIR, name));
  const hash = createHash("sha256");
  for (const file of [...files, ...SEED_CODE.map((f) => path.join(ROOT, f))]) hash.update(path.relative(ROOT, file)).update(readFileSync(file));
  for (const migration of readdirSync(path.join(ROOT, "migrations")).filter((f) => f.endsWith(".sql")).sort()) hash.update(migration);
  const digest = hash.digest("hex");
  const stamp = path.join(stateDir, STAMP);
  if (existsSync(stamp) && readFileSync(stamp, "utf8") === digest) {
    log("SAT Essay passages are up to date in the local database.");
    return { seeded: false };
  }
  const { tsImport } = await import("tsx/esm/api");
  const { satEssayPromptFileSchema } = await tsImport("../../worker/contract/sat-essay.ts", import.meta.url);
  const { satEssaySeedStatements } = await tsImport("./sat-essay-statements.ts", import.meta.url);
  const parsed = files.map((file) => {
    const result = satEssayPromptFileSchema.safeParse(JSON.parse(readFileSync(file, "utf8")));
    if (!result.success) throw new Error(`${path.relative(ROOT, file)} does not match its schema: ${result.error.message}`);
    return result.data;
  });
  const dir = mkdtempSync(path.join(tmpdir(), "lexora-sat-essay-"));
  try {
    const sqlFile = path.join(dir, "sat-essay.sql");
    writeFileSync(sqlFile, satEssaySeedStatements(parsed).join("\n"));
    await run(wrangler, ["d1", "execute", "DB", "--local", "--persist-to", stateDir, "--file", sqlFile], {
      cwd,
      stdio: ["ignore", "ignore", "inherit"],
      env: { CI: "true", WRANGLER_SEND_METRICS: "false" },
    });
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
  writeFileSync(stamp, digest);
  log(`Seeded ${parsed.length} SAT Essay source passages.`);
  return { seeded: true };
}
