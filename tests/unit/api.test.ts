import { afterEach, describe, expect, it, vi } from "vitest";
import { apiFetch, ApiRequestError } from "../../src/lib/api";
import { setAccessTokenSource } from "../../src/lib/auth/access-token";

function respondWith(body: string, status: number, contentType = "application/json") {
  const fetchMock = vi.fn(async (_input: RequestInfo | URL, _init?: RequestInit) => new Response(body, { status, headers: { "Content-Type": contentType } }));
  vi.stubGlobal("fetch", fetchMock);
  return fetchMock;
}

afterEach(() => {
  vi.unstubAllGlobals();
  setAccessTokenSource(null);
});

describe("apiFetch", () => {
  it("returns the JSON body of a successful response", async () => {
    respondWith(JSON.stringify({ status: "ok" }), 200);
    await expect(apiFetch<{ status: string }>("/api/health")).resolves.toEqual({ status: "ok" });
  });

  it("throws the Worker's error code and message with the status", async () => {
    respondWith(JSON.stringify({ error: { code: "not_found", message: "No such word" } }), 404);
    const error = await apiFetch("/api/words/1").catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(ApiRequestError);
    expect(error).toMatchObject({ status: 404, code: "not_found", message: "No such word" });
  });

  it("reports a non-JSON error response by its status", async () => {
    respondWith("<html>Bad gateway</html>", 502, "text/html");
    await expect(apiFetch("/api/health")).rejects.toMatchObject({ status: 502, code: "http_error" });
  });

  it("sends JSON bodies with a JSON content type", async () => {
    const fetchMock = respondWith(JSON.stringify({ id: 1 }), 201);
    await apiFetch("/api/words", { method: "POST", body: JSON.stringify({ word: "serendipity" }) });
    const init = fetchMock.mock.calls[0]?.[1];
    expect(new Headers(init?.headers).get("Content-Type")).toBe("application/json");
  });

  it("sends the signed-in user's access token", async () => {
    const fetchMock = respondWith(JSON.stringify({ theme: "dark" }), 200);
    setAccessTokenSource(async () => "an-access-token");
    await apiFetch("/api/preferences");
    expect(new Headers(fetchMock.mock.calls[0]?.[1]?.headers).get("Authorization")).toBe("Bearer an-access-token");
  });

  it("sends no Authorization header when nobody is signed in", async () => {
    const fetchMock = respondWith(JSON.stringify({ ok: true }), 200);
    setAccessTokenSource(async () => null);
    await apiFetch("/api/health");
    expect(new Headers(fetchMock.mock.calls[0]?.[1]?.headers).has("Authorization")).toBe(false);
  });
});
