import { env } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import pkg from "../../package.json";
import { api } from "./helpers";

describe("GET /api/health", () => {
  it("reports ok after really touching D1 and R2", async () => {
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

describe("GET /api/config", () => {
  it("tells the SPA which AI mode is active", async () => {
    const res = await api("/api/config");
    expect(await res.json()).toEqual({ environment: "test", version: pkg.version, ai: "offline" });
  });
});
