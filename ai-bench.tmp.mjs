import path from "node:path";
import { existsSync } from "node:fs";
import { applyLocalMigrations } from "./scripts/lib/migrations.mjs";
import { measureAiStream } from "./tests/bench/ai-stream.debug.tmp.mjs";
const dir = path.resolve(".wrangler/ai-bench-try");
await applyLocalMigrations(dir);
const t = Date.now();
console.log(JSON.stringify(await measureAiStream({ stateDir: dir, port: 8795 }), null, 1));
console.log("took", Date.now() - t);
