import type { GoTrueClient } from "@supabase/auth-js";
import { env } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import { accessToken, authClient, authFetch, confirmedUser, signIn } from "./helpers";

const bearer = (token: string) => ({ Authorization: `Bearer ${token}` });

describe("signing in", () => {
  it("returns a full session with the user and a 1 h ES256 access token", async () => {
    const { email, password } = await confirmedUser();
    const { data, error } = await authClient().signInWithPassword({ email, password });
    expect(error).toBeNull();
    expect(data.session).toMatchObject({ token_type: "bearer", expires_in: 3600, user: { email } });
    expect(data.session!.expires_at! - Math.floor(Date.now() / 1000)).toBeGreaterThan(3590);
    const [header] = data.session!.access_token.split(".");
    expect(JSON.parse(atob(header!.replace(/-/g, "+").replace(/_/g, "/")))).toEqual({ alg: "ES256", kid: "test-key", typ: "JWT" });
  });

  it("gives the user back from GET /user", async () => {
    const { client, email, user } = await confirmedUser();
    const { data, error } = await client.getUser();
    expect(error).toBeNull();
    expect(data.user).toMatchObject({ id: user.id, email, app_metadata: { role: "learner" } });
  });

  it("carries the claims of docs/architecture.md §6, verifiable through the published JWKS (getClaims)", async () => {
    const { client, user, email } = await confirmedUser();
    const { data, error } = await client.getClaims();
    expect(error).toBeNull();
    expect(data?.header).toMatchObject({ alg: "ES256", kid: "test-key" });
    expect(data?.claims).toMatchObject({
      sub: user.id,
      aud: "authenticated",
      role: "authenticated",
      aal: "aal1",
      email,
      phone: "",
      is_anonymous: false,
      iss: "https://lexora.test/auth/v1",
      app_metadata: { provider: "email", providers: ["email"], role: "learner" },
      user_metadata: {},
      session_id: expect.any(String),
    });
    expect(data!.claims.exp - data!.claims.iat).toBe(3600);

    const jwks = await authFetch("/.well-known/jwks.json", { headers: { apikey: "" } });
    expect(jwks.headers.get("Cache-Control")).toBe("public, max-age=600");
    const { keys } = (await jwks.json()) as { keys: Record<string, unknown>[] };
    expect(keys).toEqual([
      {
        kty: "EC",
        crv: "P-256",
        x: expect.any(String),
        y: expect.any(String),
        kid: "test-key",
        alg: "ES256",
        use: "sig",
        key_ops: ["verify"],
      },
    ]);
    expect(keys[0]).not.toHaveProperty("d");
  });
});

describe("refreshing a session", () => {
  it("rotates the refresh token on every use", async () => {
    const { client, session } = await confirmedUser();
    const { data, error } = await client.refreshSession();
    expect(error).toBeNull();
    expect(data.session?.refresh_token).not.toBe(session.refresh_token);
    expect(data.session?.user.id).toBe(session.user.id);
    const again = await client.refreshSession();
    expect(again.data.session?.refresh_token).not.toBe(data.session?.refresh_token);
  });

  it("hands out the current token again when a rotated one comes back inside the reuse window", async () => {
    const { client, session } = await confirmedUser();
    const rotated = await client.refreshSession();
    const old = session.refresh_token;
    const res = await authFetch("/token?grant_type=refresh_token", { method: "POST", json: { refresh_token: old } });
    expect(res.status).toBe(200);
    const body = (await res.json()) as { refresh_token: string; user: { id: string } };
    expect(body.refresh_token).toBe(rotated.data.session?.refresh_token);
    expect(body.user.id).toBe(session.user.id);
  });

  it("lets two tabs refresh the same token at once and end up with the same token", async () => {
    const { session } = await confirmedUser();
    const refresh = () => authFetch("/token?grant_type=refresh_token", { method: "POST", json: { refresh_token: session.refresh_token } });
    const results = await Promise.all([refresh(), refresh(), refresh()]);
    const tokens = await Promise.all(results.map(async (r) => ((await r.json()) as { refresh_token: string }).refresh_token));
    expect(results.map((r) => r.status)).toEqual([200, 200, 200]);
    expect(new Set(tokens).size).toBe(1);
  });

  it("ends the whole token family when a rotated token is reused after the window", async () => {
    const overrides = { AUTH_REFRESH_TOKEN_REUSE_INTERVAL: "0" };
    const { email, password } = await confirmedUser();
    const { client, session } = await signIn(email, password, { overrides });
    await new Promise((resolve) => setTimeout(resolve, 5));
    const rotated = await client.refreshSession();
    expect(rotated.error).toBeNull();
    await new Promise((resolve) => setTimeout(resolve, 5));

    const thief = await authFetch("/token?grant_type=refresh_token", {
      method: "POST",
      json: { refresh_token: session.refresh_token },
      overrides,
    });
    expect(thief.status).toBe(400);
    expect(await thief.json()).toEqual({ code: "refresh_token_already_used", message: "Invalid Refresh Token: Already Used" });

    // The legitimate holder's newer token and access token died with the family.
    const legit = await authFetch("/token?grant_type=refresh_token", {
      method: "POST",
      json: { refresh_token: rotated.data.session!.refresh_token },
    });
    expect(legit.status).toBe(400);
    expect(((await legit.json()) as { code: string }).code).toBe("refresh_token_not_found");
    const user = await authFetch("/user", { headers: bearer(rotated.data.session!.access_token) });
    expect(user.status).toBe(403);
    expect(((await user.json()) as { code: string }).code).toBe("session_not_found");
  });

  it.each([
    [{}, 400, { error: "invalid_request", error_description: "refresh_token required" }],
    [{ refresh_token: "made-up" }, 400, { code: "refresh_token_not_found", message: "Invalid Refresh Token: Refresh Token Not Found" }],
  ])("answers the refresh body %j with GoTrue's error", async (json, status, body) => {
    const res = await authFetch("/token?grant_type=refresh_token", { method: "POST", json });
    expect(res.status).toBe(status);
    expect(await res.json()).toEqual(body);
    expect(res.headers.get("X-Supabase-Api-Version")).toBe("2024-01-01");
  });

  it("answers an unknown grant type with 400 invalid_credentials", async () => {
    const res = await authFetch("/token?grant_type=client_credentials", { method: "POST", json: {} });
    expect(res.status).toBe(400);
    expect(await res.json()).toEqual({ code: "invalid_credentials", message: "unsupported_grant_type" });
  });
});

describe("signing out", () => {
  async function twoDevices() {
    const { client: phone, email, password } = await confirmedUser();
    const { client: laptop } = await signIn(email, password);
    const { client: tablet } = await signIn(email, password);
    return { phone, laptop, tablet };
  }

  const tokensOf = (...clients: GoTrueClient[]) => Promise.all(clients.map(accessToken)) as Promise<[string, string, string]>;

  const alive = async (token: string) => (await authFetch("/user", { headers: bearer(token) })).status === 200;

  it("local: ends only this device's session", async () => {
    const { phone, laptop, tablet } = await twoDevices();
    const [phoneToken, laptopToken, tabletToken] = await tokensOf(phone, laptop, tablet);
    expect((await phone.signOut({ scope: "local" })).error).toBeNull();
    expect((await phone.getSession()).data.session).toBeNull();
    expect(await alive(phoneToken)).toBe(false);
    expect(await alive(laptopToken)).toBe(true);
    expect(await alive(tabletToken)).toBe(true);
  });

  it("others: ends every other session and keeps this one", async () => {
    const { phone, laptop, tablet } = await twoDevices();
    const [phoneToken, laptopToken, tabletToken] = await tokensOf(phone, laptop, tablet);
    expect((await phone.signOut({ scope: "others" })).error).toBeNull();
    expect(await alive(phoneToken)).toBe(true);
    expect(await alive(laptopToken)).toBe(false);
    expect(await alive(tabletToken)).toBe(false);
    // auth-js drops a dead session when the server says so.
    const { error } = await laptop.getUser();
    expect(error?.name).toBe("AuthSessionMissingError");
    expect((await laptop.getSession()).data.session).toBeNull();
  });

  it("global: ends every session of the user, refresh tokens included", async () => {
    const { phone, laptop, tablet } = await twoDevices();
    const laptopSession = (await laptop.getSession()).data.session!;
    const tokens = await Promise.all([phone, laptop, tablet].map(accessToken));
    expect((await phone.signOut()).error).toBeNull();
    for (const token of tokens) expect(await alive(token)).toBe(false);
    const refresh = await authFetch("/token?grant_type=refresh_token", {
      method: "POST",
      json: { refresh_token: laptopSession.refresh_token },
    });
    expect(refresh.status).toBe(400);
    const left = await env.DB.prepare("SELECT count(*) AS n FROM sessions WHERE user_id = ?")
      .bind(laptopSession.user.id)
      .first<{ n: number }>();
    expect(left?.n).toBe(0);
  });

  it("answers 204 without a body, and 400 for an unknown scope", async () => {
    const { client } = await confirmedUser();
    const token = await accessToken(client);
    const bad = await authFetch("/logout?scope=everyone", { method: "POST", headers: bearer(token) });
    expect(bad.status).toBe(400);
    expect(await bad.json()).toEqual({ code: "validation_failed", message: 'Unsupported logout scope "everyone"' });
    const res = await authFetch("/logout?scope=local", { method: "POST", headers: bearer(token) });
    expect(res.status).toBe(204);
    expect(await res.text()).toBe("");
  });
});
