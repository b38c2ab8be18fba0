// The local OpenAI-compatible model and a copy of the built Worker pointed at it, with their own
// migrated data folder: the e2e tests that need the real @ai-sdk/openai path start this in beforeAll.
import path from "node:path";
import { applyLocalMigrations } from "../../scripts/lib/migrations.mjs";
import { ROOT } from "../../scripts/lib/state.mjs";
import { startWorkerWithLocalModel } from "./local-ai-worker.mjs";
import { startOpenAiCompatibleServer } from "./openai-compatible-server.mjs";

export async function startLocalAiStack({ name, chunkDelayMs, firstTokenDelayMs }) {
  const stateDir = path.join(ROOT, ".wrangler", `e2e-${name}-state`);
  await applyLocalMigrations(stateDir);
  const model = await startOpenAiCompatibleServer({ chunkDelayMs, firstTokenDelayMs, maxRequests: 500, lifetimeMs: 15 * 60 * 1000 });
  try {
    const worker = await startWorkerWithLocalModel({ stateDir, modelUrl: model.url });
    return {
      url: worker.url,
      apiKey: worker.apiKey,
      model,
      stop: async () => {
        await worker.stop();
        await model.stop();
      },
    };
  } catch (err) {
    await model.stop();
    throw err;
  }
}
