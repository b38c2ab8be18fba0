/**
 * Limits on what anyone can send : the body-size cap of /api, the per-IP limit
 * of anonymous crash reports, and the development mailbox that needs the apikey and never exists in a
 * production-like configuration.
 */
import { env } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import { app } from "../../worker/app";
import { JSON_BODY_MAX_BYTES } from "../../worker/lib/middleware";
import { CLIENT_ERROR_LIMIT } from "../../worker/lib/rate-limit";
import { authFetch, uniqueEmail, workerFetch, BASE } from "./auth/helpers";
import { api } from "./helpers";
import { signedIn, type ErrorResponse } from "./vocabulary/helpers";

const REPORT = JSON.stringify({ message: "boom", url: "/dictionary" });

const report = (ip: string, body: BodyInit = REPORT) =>
  api("/api/client-errors", { method: "POST", headers: { "Content-Type": "application/json", "CF-Connecting-IP": ip }, body });

/** A body of `bytes` bytes sent in chunks without a Content-Length, as a streaming client would. */
function streamOf(bytes: number): ReadableStream<Uint8Array> {
  const chunk = new Uint8Array(64 * 1024).fill(0x61);
  let sent = 0;
  return new ReadableStream({
    pull(controller) {
      if (sent >= bytes) return controller.close();
      controller.enqueue(chunk.subarray(0, Math.min(chunk.length, bytes - sent)));
      sent += chunk.length;
    },
  });
}

describe("the body-size cap of /api", () => {
  it("answers 413 request_too_large in the error shape for a JSON body over 1 MB, before reading it", async () => {
    const body = JSON.stringify({ message: "x".repeat(JSON_BODY_MAX_BYTES), url: "/" });
    const res = await report("192.0.2.10", body);
    expect(res.status).toBe(413);
    expect(await res.json()).toEqual({
      error: { code: "request_too_large", message: "The request body is larger than 1 MB, the most this endpoint accepts." },
    });
  });

  it("counts a body sent without a Content-Length too", async () => {
    const res = await report("192.0.2.11", streamOf(JSON_BODY_MAX_BYTES + 1));
    expect(res.status).toBe(413);
    expect((await res.json<ErrorResponse>()).error.code).toBe("request_too_large");
  });

  it("caps signed-in routes as well, and lets a body under the cap through to validation", async () => {
    const user = await signedIn();
    const big = await user.call("/api/words", { method: "POST", json: { word: "x", notes: "n".repeat(JSON_BODY_MAX_BYTES) } });
    expect(big.status).toBe(413);
    expect((await big.json<ErrorResponse>()).error.code).toBe("request_too_large");
    const small = await user.call("/api/words", { method: "POST", json: { word: "x", notes: "n".repeat(100_000) } });
    expect(small.status).toBe(400);
  });

  it("leaves the dictionary import its own, larger limit and its own 413 message", async () => {
    const user = await signedIn();
    const rows = "word,a meaning\n".repeat(120_000);
    expect(rows.length).toBeGreaterThan(JSON_BODY_MAX_BYTES);
    const res = await user.call("/api/words/import", { method: "POST", headers: { "Content-Type": "text/csv" }, body: rows });
    expect(res.status).toBe(413);
    const { error } = await res.json<ErrorResponse>();
    expect(error.code).toBe("import_too_large");
    expect(error.message).toContain("At most 10,000 rows");
  });

  it("leaves a speaking recording over 1 MB to the audio route's own check", async () => {
    const user = await signedIn();
    const res = await user.call("/api/audio", {
      method: "POST",
      headers: { "Content-Type": "audio/webm" },
      body: new Uint8Array(JSON_BODY_MAX_BYTES + 1),
    });
    expect(res.status).not.toBe(413);
    expect((await res.json<ErrorResponse>()).error.code).not.toBe("request_too_large");
  });
});

describe("a body the Worker answers without reading", () => {
  /** A 3 MB upload that counts how much of it was read. */
  function countedUpload() {
    const upload = { read: 0, total: 3 * 1024 * 1024 };
    const chunk = new Uint8Array(64 * 1024);
    const body = new ReadableStream<Uint8Array>({
      pull(controller) {
        if (upload.read >= upload.total) return controller.close();
        upload.read += chunk.length;
        controller.enqueue(chunk);
      },
    });
    return { upload, body };
  }

  it("is read to its end before the answer leaves outside production, so workerd never resets the local connection", async () => {
    const { upload, body } = countedUpload();
    const res = await api("/api/words/import", { method: "POST", headers: { "Content-Type": "text/csv" }, body });
    expect(res.status).toBe(401);
    expect(upload.read).toBe(upload.total);
  });

  it("is left unread in production, where Cloudflare's edge delivers the answer anyway", async () => {
    const { upload, body } = countedUpload();
    const production = { ...env, ENVIRONMENT: "production" } as Env;
    const res = await app.request(
      `${BASE}/api/words/import`,
      { method: "POST", headers: { "Content-Type": "text/csv" }, body },
      production,
    );
    expect(res.status).toBe(401);
    expect(upload.read).toBeLessThan(upload.total);
  });
});

describe("anonymous crash reports", () => {
  it(`answer 429 rate_limited with Retry-After after ${CLIENT_ERROR_LIMIT.limit} from one address, other addresses unaffected`, async () => {
    // The windows are fixed (aligned to the clock): start well inside one so all the posts count together.
    const windowMs = CLIENT_ERROR_LIMIT.windowSeconds * 1000;
    const left = windowMs - (Date.now() % windowMs);
    if (left < 5000) await new Promise((resolve) => setTimeout(resolve, left + 50));
    for (let i = 0; i < CLIENT_ERROR_LIMIT.limit; i++) expect((await report("198.51.100.7")).status).toBe(202);
    const refused = await report("198.51.100.7");
    expect(refused.status).toBe(429);
    const retryAfter = Number(refused.headers.get("Retry-After"));
    expect(retryAfter).toBeGreaterThanOrEqual(1);
    expect(retryAfter).toBeLessThanOrEqual(CLIENT_ERROR_LIMIT.windowSeconds);
    const { error } = await refused.json<ErrorResponse>();
    expect(error.code).toBe("rate_limited");
    expect(error.message).toMatch(/too many requests/i);
    expect((await report("198.51.100.8")).status).toBe(202);
  });
});

describe("the development mailbox", () => {
  const path = `/dev/mailbox?email=${encodeURIComponent(uniqueEmail())}`;
  const mailboxWithout = (headers: Record<string, string>, overrides?: Record<string, string>) =>
    workerFetch(overrides)(`${BASE}/auth/v1${path}`, { headers });

  it("refuses a request without the publishable apikey, or with a wrong one, with 401", async () => {
    const missing = await mailboxWithout({});
    expect(missing.status).toBe(401);
    expect(await missing.json()).toMatchObject({ code: "no_api_key" });
    const wrong = await mailboxWithout({ apikey: "not-the-key" });
    expect(wrong.status).toBe(401);
    expect(await wrong.json()).toMatchObject({ code: "invalid_api_key" });
    expect((await authFetch(path)).status).toBe(200);
  });

  it.each([{ ENVIRONMENT: "production" }, { ENVIRONMENT: "staging" }, { ENVIRONMENT: "" }])(
    "does not exist with %o, even with the apikey",
    async (overrides) => {
      const res = await authFetch(path, { overrides });
      expect(res.status).toBe(404);
      expect(await res.text()).not.toContain("messages");
    },
  );
});
