// `npm start`: prepare secrets and the local database while the app is built, serve on workerd, then make
// the audio that is missing while the app already answers (its screens say how far it is).
import { announceAudio, makeAudio } from "./content/audio.mjs";
import { buildIfChanged } from "./lib/build.mjs";
import { log, logUpToDate, seconds, step, useProjectNode } from "./lib/run.mjs";
import { startServer } from "./lib/server.mjs";
import { stateDir } from "./lib/state.mjs";
import { setup, tools } from "./setup.mjs";

useProjectNode();

const AI_MODES = {
  offline: "offline (canned replies and built-in estimates; set OPENAI_API_KEY in .dev.vars for a real model)",
  openai: "OpenAI-compatible endpoint (OPENAI_API_KEY)",
  "workers-ai": "Workers AI binding",
};

const started = Date.now();
const port = Number(process.env.PORT ?? 8787);
// The browser tests make the audio they play before they start this server (scripts/e2e.mjs), and no more.
const backgroundAudio = process.env.LEXORA_BACKGROUND_AUDIO !== "off";
// The build does not read the database: both run at once, and the audio is announced once D1 and R2 exist.
await Promise.all([
  setup({ audio: false }).then(() => (backgroundAudio ? announceAudio(stateDir(), tools) : undefined)),
  step("Build", async () => ((await buildIfChanged()) ? "Built the SPA and the Worker (vite build)" : null)),
]);
logUpToDate();
const server = await startServer({ port });
log(`Lexora is running at ${server.url}  (ready in ${seconds(started)})`);
log(`AI mode: ${AI_MODES[server.health.ai] ?? server.health.ai}`);
log("Press Ctrl+C to stop.");
const audioStarted = Date.now();
if (backgroundAudio)
  makeAudio(stateDir(), tools).then(
    () => {
      logUpToDate();
      log(`Audio ready (${seconds(audioStarted)}).`);
    },
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
