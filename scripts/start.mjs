// `npm start`: prepare secrets and the local database, build what changed, serve on workerd.
import { buildIfChanged } from "./lib/build.mjs";
import { log } from "./lib/run.mjs";
import { startServer } from "./lib/server.mjs";
import { setup } from "./setup.mjs";

const AI_MODES = {
  offline: "offline (canned replies and built-in estimates; set OPENAI_API_KEY in .dev.vars for a real model)",
  openai: "OpenAI-compatible endpoint (OPENAI_API_KEY)",
  "workers-ai": "Workers AI binding",
};

const started = Date.now();
const port = Number(process.env.PORT ?? 8787);
await setup();
await buildIfChanged();
const server = await startServer({ port });
log(`Lexora is running at ${server.url}  (ready in ${((Date.now() - started) / 1000).toFixed(1)} s)`);
log(`AI mode: ${AI_MODES[server.health.ai] ?? server.health.ai}`);
log("Press Ctrl+C to stop.");

for (const signal of ["SIGINT", "SIGTERM"]) {
  process.on(signal, async () => {
    await server.stop();
    process.exit(0);
  });
}
server.child.on("exit", (code) => process.exit(code ?? 0));
