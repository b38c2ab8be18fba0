import { afterEach, describe, expect, it, vi } from "vitest";
import { ApiRequestError } from "../../src/lib/api";
import { api, call } from "../../src/lib/api-client";
import { setAccessTokenSource } from "../../src/lib/auth/access-token";
import { onSessionEnded } from "../../src/lib/auth/session-ended";
import { importWords } from "../../src/features/dictionary/api";
import { uploadRecording } from "../../src/features/ielts/api";

function respondWith(body: string | null, status: number, contentType = "application/json") {
  const fetchMock = vi.fn(
    async (_input: RequestInfo | URL, _init?: RequestInit) => new Response(body, { status, headers: { "Content-Type": contentType } }),
  );
  vi.stubGlobal("fetch", fetchMock);
  return fetchMock;
}

const sent = (fetchMock: ReturnType<typeof respondWith>) => {
  const [url, init] = fetchMock.mock.calls[0] ?? [];
  return { url: String(url), method: init?.method, headers: new Headers(init?.headers), body: init?.body };
};

afterEach(() => {
  vi.unstubAllGlobals();
  setAccessTokenSource(null);
});

describe("the typed API client", () => {
  it("returns the JSON body of a successful response", async () => {
    respondWith(JSON.stringify({ categories: [] }), 200);
    await expect(call(api.categories.$get())).resolves.toEqual({ categories: [] });
  });

  it("throws the Worker's error code and message with the status", async () => {
    respondWith(JSON.stringify({ error: { code: "not_found", message: "No such word" } }), 404);
    const error = await call(api.words[":id"].$delete({ param: { id: "w-1" } })).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(ApiRequestError);
    expect(error).toMatchObject({ status: 404, code: "not_found", message: "No such word" });
  });

  it("reports a 403 session_not_found as the session's end, and no other refusal", async () => {
    const reports = vi.fn();
    const stop = onSessionEnded(reports);
    respondWith(JSON.stringify({ error: { code: "forum_moderators_only", message: "No" } }), 403);
    await expect(call(api.categories.$get())).rejects.toMatchObject({ status: 403 });
    expect(reports).not.toHaveBeenCalled();
    respondWith(JSON.stringify({ error: { code: "session_not_found", message: "This session has ended. Please sign in again." } }), 403);
    await expect(call(api.categories.$get())).rejects.toMatchObject({ status: 403, code: "session_not_found" });
    expect(reports).toHaveBeenCalledTimes(1);
    stop();
  });

  it("reports a non-JSON error response by its status", async () => {
    respondWith("<html>Bad gateway</html>", 502, "text/html");
    await expect(call(api.categories.$get())).rejects.toMatchObject({ status: 502, code: "http_error" });
  });

  it("answers nothing for 204 No Content", async () => {
    respondWith(null, 204);
    await expect(call(api.words[":id"].$delete({ param: { id: "w-1" } }))).resolves.toBeUndefined();
  });

  it("sends the path, query and JSON body the route declares", async () => {
    const fetchMock = respondWith(JSON.stringify({ id: "c-1", name: "Travel" }), 200);
    await call(api.categories[":id"].$patch({ param: { id: encodeURIComponent("c/1") }, json: { name: "Travel" } }));
    expect(sent(fetchMock)).toMatchObject({ url: "/api/categories/c%2F1", method: "PATCH", body: JSON.stringify({ name: "Travel" }) });
    expect(sent(fetchMock).headers.get("Content-Type")).toBe("application/json");

    fetchMock.mockClear();
    await call(api.lexicon.search.$get({ query: { q: "run", limit: "8" } }));
    expect(sent(fetchMock).url).toBe("/api/lexicon/search?q=run&limit=8");
  });

  it("asks for the Worker's messages in the interface language", async () => {
    const fetchMock = respondWith(JSON.stringify({ categories: [] }), 200);
    document.documentElement.lang = "kk";
    try {
      await call(api.categories.$get());
    } finally {
      document.documentElement.lang = "";
    }
    expect(sent(fetchMock).headers.get("Accept-Language")).toBe("kk");
  });

  it("sends the signed-in user's access token and asks for JSON", async () => {
    const fetchMock = respondWith(JSON.stringify({ categories: [] }), 200);
    setAccessTokenSource(async () => "an-access-token");
    await call(api.categories.$get());
    expect(sent(fetchMock).headers.get("Authorization")).toBe("Bearer an-access-token");
    expect(sent(fetchMock).headers.get("Accept")).toBe("application/json");
  });

  it("sends no Authorization header when nobody is signed in", async () => {
    const fetchMock = respondWith(JSON.stringify({ categories: [] }), 200);
    setAccessTokenSource(async () => null);
    await call(api.categories.$get());
    expect(sent(fetchMock).headers.has("Authorization")).toBe(false);
  });

  it("lets a network failure through as it is, for the retry rules", async () => {
    vi.stubGlobal(
      "fetch",
      vi.fn(async () => Promise.reject(new TypeError("Failed to fetch"))),
    );
    await expect(call(api.categories.$get())).rejects.toBeInstanceOf(TypeError);
  });
});

describe("calls to routes that read their own body", () => {
  it("uploads a recording as its raw bytes with its audio type", async () => {
    const fetchMock = respondWith(JSON.stringify({ key: "k", url: "/api/audio/k", contentType: "audio/webm", bytes: 3 }), 201);
    setAccessTokenSource(async () => "an-access-token");
    const recording = new Blob([new Uint8Array([1, 2, 3])], { type: "audio/webm" });
    await expect(uploadRecording(recording)).resolves.toMatchObject({ key: "k" });
    const request = sent(fetchMock);
    expect(request).toMatchObject({ url: "/api/audio", method: "POST", body: recording });
    expect(request.headers.get("Content-Type")).toBe("audio/webm");
    expect(request.headers.get("Authorization")).toBe("Bearer an-access-token");
  });

  it("imports a file's text as JSON with the chosen category", async () => {
    const fetchMock = respondWith(JSON.stringify({ imported: 1 }), 200);
    await importWords("word,definition\nrun,move fast", "c-1");
    const request = sent(fetchMock);
    expect(request).toMatchObject({ url: "/api/words/import", method: "POST" });
    expect(request.headers.get("Content-Type")).toBe("application/json");
    expect(JSON.parse(String(request.body))).toEqual({ content: "word,definition\nrun,move fast", categoryId: "c-1" });
  });
});
