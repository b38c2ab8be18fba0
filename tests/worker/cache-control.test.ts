/**
 * Answers that hold someone's data are never cached (without a Cache-Control header a shared
 * computer's browser cache could keep them): `private, no-store` on every signed-in /api answer and
 * every /auth/v1 answer, unless the route chose its own; public answers keep theirs.
 */
import { describe, expect, it } from "vitest";
import { authFetch } from "./auth/helpers";
import { api } from "./helpers";
import { call, signedIn } from "./progress/helpers";

const NO_STORE = "private, no-store";

describe("Cache-Control", () => {
  it("is private, no-store on signed-in answers, refusals included", async () => {
    const me = await signedIn();
    const answers = await Promise.all([
      call("/api/profile", me.token),
      call("/api/words", me.token),
      call("/api/forum/posts/no-such-post", me.token),
      call("/api/classes", me.token),
      call("/api/words", me.token, { json: { nonsense: true } }),
      call("/api/config", me.token),
    ]);
    expect(answers.map((res) => res.status)).toEqual([200, 200, 404, 403, 400, 200]);
    for (const res of answers) expect(res.headers.get("Cache-Control"), res.url).toBe(NO_STORE);
  });

  it("keeps what a route chose, and leaves anonymous public answers alone", async () => {
    const me = await signedIn();
    const lexicon = await call("/api/lexicon/search?q=qzx", me.token);
    expect(lexicon.status).toBe(200);
    expect(lexicon.headers.get("Cache-Control")).toBe("public, max-age=3600");
    expect((await api("/api/config")).headers.get("Cache-Control")).toBeNull();
  });

  it("is private, no-store on the auth service's answers: tokens and the user", async () => {
    const settings = await authFetch("/settings");
    expect(settings.status).toBe(200);
    expect(settings.headers.get("Cache-Control")).toBe(NO_STORE);
    const refused = await authFetch("/token?grant_type=password", {
      method: "POST",
      json: { email: "nobody@x.test", password: "nope nope" },
    });
    expect(refused.status).toBe(400);
    expect(refused.headers.get("Cache-Control")).toBe(NO_STORE);
    expect((await authFetch("/.well-known/jwks.json")).headers.get("Cache-Control")).toBe("public, max-age=600");
  });
});
