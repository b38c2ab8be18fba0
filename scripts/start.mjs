// `npm start`: prepare secrets and the local database, build what changed, serve on workerd, then make
// the audio that is missing while the app already answers (a player says its audio is not ready yet).
import { buildIfChanged } from "./lib/build.mjs";
import { log } from "./lib/run.mjs";
import { startServer } from "./lib/server.mjs";
import { makeAudio, setup } from "./setup.mjs";

const AI_MODES = {
  offline: "offline (canned replies and built-in estimates; set OPENAI_API_KEY in .dev.vars for a real model)",
  openai: "OpenAI-compatible endpoint (OPENAI_API_KEY)",
  "workers-ai": "Workers AI binding",
};

const started = Date.now();
const port = Number(process.env.PORT ?? 8787);
await setup({ audio: false });
await buildIfChanged();
const server = await startServer({ port });
log(`Lexora is running at ${server.url}  (ready in ${((Date.now() - started) / 1000).toFixed(1)} s)`);
log(`AI mode: ${AI_MODES[server.health.ai] ?? server.health.ai}`);
log("Press Ctrl+C to stop.");
const audioStarted = Date.now();
log("Making the listening, podcast and placement audio that is missing, while the app runs…");
makeAudio().then(
  () => log(`Audio ready (${((Date.now() - audioStarted) / 1000).toFixed(1)} s).`),
  (error) =>
    log(
      `WARNING: the audio could not be made (${error instanceof Error ? error.message : String(error)}); run \`npm run setup\` to try again.`,
    ),
);

for (const signal of ["SIGINT", "SIGTERM"]) {
  process.on(signal, async () => {
    await server.stop();
    process.exit(0);
  });
}
server.child.on("exit", (code) => process.exit(code ?? 0));
