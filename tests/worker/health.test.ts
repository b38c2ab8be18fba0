import { env } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import pkg from "../../package.json";
import { app } from "../../worker/app";
import { staticHeadersFile } from "../../worker/lib/security-headers";
import { api, BASE } from "./helpers";

const HSTS = "max-age=63072000; includeSubDomains; preload";

describe("GET /api/health", () => {
  it("reports ok after really touching D1 and R2", async () => {
    await env.AUDIO.delete("health/probe");
    expect(await env.AUDIO.head("health/probe")).toBeNull();
    const res = await api("/api/health");
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ ok: true, version: pkg.version, db: "ok", storage: "ok", ai: "offline" });
    expect(await env.AUDIO.head("health/probe")).not.toBeNull();
  });

  it("reports a broken database as an error with status 503", async () => {
    const broken = { ...env, DB: { prepare: () => ({ first: () => Promise.reject(new Error("D1 down")) }) } };
    const { app } = await import("../../worker/app");
    const res = await app.request("/api/health", {}, broken);
    expect(res.status).toBe(503);
    expect(await res.json()).toMatchObject({ ok: false, db: "error", storage: "ok" });
  });

  it("carries a request id and the security headers", async () => {
    const res = await api("/api/health");
    expect(res.headers.get("X-Request-Id")).toMatch(/^[\w-]{8,}$/);
    expect(res.headers.get("Content-Security-Policy")).toContain("frame-ancestors 'none'");
    expect(res.headers.get("Content-Security-Policy")).toContain("script-src 'self'");
    expect(res.headers.get("Content-Security-Policy")).not.toContain("unsafe-eval");
    expect(res.headers.get("X-Content-Type-Options")).toBe("nosniff");
    expect(res.headers.get("Referrer-Policy")).toBe("strict-origin-when-cross-origin");
  });
});

describe("HSTS", () => {
  // Every environment, as the static HTML has it from `_headers` (API answers once had it only in production).
  const answer = (path: string, init?: RequestInit) => app.request(`${BASE}${path}`, init, env);

  it("is on every Worker response: success, unknown route, refused body, refused socket upgrade", async () => {
    expect((env as Env).ENVIRONMENT).toBe("test");
    const answers = await Promise.all([
      answer("/api/health"),
      answer("/api/no-such-thing"),
      answer("/api/client-errors", {
        method: "POST",
        headers: { "Content-Type": "application/json" },
        body: "x".repeat(2 * 1024 * 1024),
      }),
      answer("/api/realtime", { headers: { Upgrade: "websocket" } }),
      answer("/auth/v1/settings"),
    ]);
    expect(answers.map((res) => res.status)).toEqual([200, 404, 413, 401, 401]);
    for (const res of answers) expect(res.headers.get("Strict-Transport-Security"), res.url).toBe(HSTS);
  });

  it("is in the _headers file the build writes for the static HTML and assets", () => {
    const file = staticHeadersFile();
    const everyPath = file.split("\n\n")[0] ?? "";
    expect(everyPath.split("\n")[0]).toBe("/*");
    expect(everyPath).toContain(`  Strict-Transport-Security: ${HSTS}`);
  });
});

describe("GET /api/config", () => {
  it("tells the SPA which AI mode is active", async () => {
    const res = await api("/api/config");
    expect(await res.json()).toEqual({ environment: "test", version: pkg.version, ai: "offline" });
  });
});
