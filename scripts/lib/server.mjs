// Serves the built app through workerd (`vite preview` with the Cloudflare plugin) and waits for health.
import { spawn } from "node:child_process";
import { bin, childEnv } from "./run.mjs";
import { ROOT } from "./state.mjs";

export async function waitForHealth(url, timeoutMs = 60_000) {
  const deadline = Date.now() + timeoutMs;
  let lastError;
  while (Date.now() < deadline) {
    try {
      const res = await fetch(`${url}/api/health`);
      if (res.ok) return await res.json();
      lastError = new Error(`health answered ${res.status}: ${await res.text()}`);
    } catch (err) {
      lastError = err;
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`The app did not become healthy at ${url}: ${lastError?.message}`);
}

/** Starts `vite preview` on the port; resolves once /api/health answers ok. */
export async function startServer({ port, env = {}, stdio = "inherit" }) {
  const child = spawn(bin("vite"), ["preview", "--port", String(port), "--strictPort"], {
    cwd: ROOT,
    stdio,
    env: childEnv(env),
  });
  const exited = new Promise((_, reject) => child.on("exit", (code) => reject(new Error(`vite preview exited early with code ${code}`))));
  const url = `http://localhost:${port}`;
  const health = await Promise.race([waitForHealth(url), exited]);
  return {
    url,
    health,
    child,
    stop: () =>
      new Promise((resolve) => {
        if (child.exitCode !== null) return resolve();
        child.once("exit", resolve);
        child.kill("SIGTERM");
      }),
  };
}
