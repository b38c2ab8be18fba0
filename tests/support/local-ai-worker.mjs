// Runs the built app's Worker against a local OpenAI-compatible model, for benchmarks and e2e tests
// that need the real @ai-sdk/openai path. A copy of dist/ runs under `wrangler dev` with its own env
// file, so neither a rebuild meanwhile nor the developer's .dev.vars (and any real AI key) plays a part.
import { spawn } from "node:child_process";
import { cpSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { createServer } from "node:net";
import path from "node:path";
import { generateSigningKey } from "../../scripts/lib/dev-vars.mjs";
import { bin, childEnv } from "../../scripts/lib/run.mjs";
import { ROOT } from "../../scripts/lib/state.mjs";

/** `count` distinct free loopback ports (all held open while choosing, so none repeats). */
async function freePorts(count) {
  const servers = Array.from({ length: count }, () => createServer());
  await Promise.all(servers.map((server) => new Promise((resolve) => server.listen(0, "127.0.0.1", resolve))));
  const ports = servers.map((server) => server.address().port);
  await Promise.all(servers.map((server) => new Promise((resolve) => server.close(resolve))));
  return ports;
}

async function waitUntilHealthy(url, timeoutMs) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    try {
      const res = await fetch(`${url}/api/health`, { signal: AbortSignal.timeout(5000) });
      if (res.ok) return await res.json();
    } catch {
      // Not listening yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`the Worker did not become healthy at ${url}`);
}

/**
 * Starts a copy of the built Worker (dist/) under `wrangler dev` on a free loopback port, with
 * `modelUrl` (an OpenAI-compatible server such as ./openai-compatible-server.mjs) as its provider,
 * a fresh signing key, auto-confirmed sign-ups and `vars` on top. `stateDir` holds its local D1/DO
 * state (apply the D1 migrations there first). Resolves once /api/health reports the openai mode.
 */
export async function startWorkerWithLocalModel({ stateDir, modelUrl, vars = {} }) {
  const [port, inspectorPort] = await freePorts(2);
  const build = path.join(stateDir, "local-ai-worker-build");
  rmSync(build, { recursive: true, force: true });
  for (const part of ["lexora", "client"]) cpSync(path.join(ROOT, "dist", part), path.join(build, part), { recursive: true });
  const config = path.join(build, "lexora", "wrangler.json");
  const built = JSON.parse(readFileSync(config, "utf8"));
  const apiKey = String(built.vars?.AUTH_PUBLISHABLE_KEYS ?? "")
    .split(",")[0]
    ?.trim();
  const envFile = path.join(stateDir, "local-ai-worker.env");
  writeFileSync(
    envFile,
    [
      `JWT_SIGNING_KEY='${await generateSigningKey()}'`,
      "OPENAI_API_KEY=bench",
      `OPENAI_BASE_URL=${modelUrl}`,
      "AUTH_EMAIL_AUTOCONFIRM=true",
      "AUTH_RATE_LIMIT_SIGNUP=1000/60",
      ...Object.entries(vars).map(([name, value]) => `${name}=${value}`),
      "",
    ].join("\n"),
    { mode: 0o600 },
  );
  const args = ["dev", "-c", config, "--env-file", envFile, "--ip", "127.0.0.1", "--port", String(port)];
  args.push(
    "--persist-to",
    stateDir,
    "--show-interactive-dev-session=false",
    "--log-level",
    "error",
    "--inspector-port",
    String(inspectorPort),
  );
  const child = spawn(bin("wrangler"), args, { cwd: ROOT, stdio: "ignore", env: childEnv({ CI: "true", WRANGLER_SEND_METRICS: "false" }) });
  const exited = new Promise((_, reject) => child.on("exit", (code) => reject(new Error(`wrangler dev exited early with code ${code}`))));
  const url = `http://127.0.0.1:${port}`;
  const stop = () =>
    new Promise((resolve) => {
      if (child.exitCode !== null) return resolve();
      child.once("exit", resolve);
      child.kill("SIGTERM");
      setTimeout(() => child.kill("SIGKILL"), 5000).unref();
    });
  try {
    const health = await Promise.race([waitUntilHealthy(url, 90_000), exited]);
    if (health.ai !== "openai") throw new Error(`the Worker is in AI mode ${health.ai}, expected openai`);
  } catch (err) {
    await stop();
    throw err;
  }
  // The process id lets a benchmark read the Worker's CPU time (tests/bench/scale.mjs).
  return { url, apiKey, stop, pid: child.pid };
}
