// Serves the built app through workerd (`vite preview` with the Cloudflare plugin) and waits for health.
import { spawn } from "node:child_process";
import { get as httpsGet } from "node:https";
import { bin, childEnv } from "./run.mjs";
import { ROOT } from "./state.mjs";

/** GET `url`'s status and text; over HTTPS the certificate is not checked (the bench server makes its own). */
function get(url) {
  if (!url.startsWith("https:")) return fetch(url).then(async (res) => ({ status: res.status, text: await res.text() }));
  return new Promise((resolve, reject) => {
    httpsGet(url, { rejectUnauthorized: false }, (res) => {
      let text = "";
      res.setEncoding("utf8");
      res.on("data", (chunk) => (text += chunk));
      res.on("end", () => resolve({ status: res.statusCode, text }));
    }).on("error", reject);
  });
}

export async function waitForHealth(url, timeoutMs = 60_000) {
  const deadline = Date.now() + timeoutMs;
  let lastError;
  while (Date.now() < deadline) {
    try {
      const res = await get(`${url}/api/health`);
      if (res.status === 200) return JSON.parse(res.text);
      lastError = new Error(`health answered ${res.status}: ${res.text}`);
    } catch (err) {
      lastError = err;
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`The app did not become healthy at ${url}: ${lastError?.message}`);
}

/**
 * Starts `vite preview` on the port; resolves once /api/health answers ok. With `https`, it answers over
 * HTTP/2 and TLS as Cloudflare does (vite.config.ts), with a self-signed certificate.
 */
export async function startServer({ port, env = {}, stdio = "inherit", https = false }) {
  const child = spawn(bin("vite"), ["preview", "--port", String(port), "--strictPort"], {
    cwd: ROOT,
    stdio,
    env: childEnv(https ? { ...env, LEXORA_HTTPS: "1" } : env),
  });
  const exited = new Promise((_, reject) => child.on("exit", (code) => reject(new Error(`vite preview exited early with code ${code}`))));
  const url = `${https ? "https" : "http"}://localhost:${port}`;
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
