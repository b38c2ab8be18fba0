import { env } from "cloudflare:workers";
import { base64url, exportJWK, SignJWT } from "jose";
import { afterEach, describe, expect, it, vi } from "vitest";
import { signAccessToken, verifyAccessToken } from "../../../worker/auth/jwt";
import { hashPassword, PBKDF2_ITERATIONS, verifyPassword } from "../../../worker/auth/passwords";
import { accessToken, authClient, authFetch, confirmedUser, PASSWORD, uniqueEmail, workerFetch, AUTH_URL, BASE } from "./helpers";

afterEach(() => vi.restoreAllMocks());

/** The Worker's own view of the bindings, secrets included. */
const signingKey = () => (env as unknown as Env).JWT_SIGNING_KEY!;

const decode = (part: string) => JSON.parse(new TextDecoder().decode(base64url.decode(part))) as Record<string, unknown>;
const encode = (value: unknown) => base64url.encode(JSON.stringify(value));

/** Both doors a token can open: the auth API and the product API. */
async function statusesFor(token: string) {
  const auth = await authFetch("/user", { headers: { Authorization: `Bearer ${token}` } });
  const api = await workerFetch()(`${BASE}/api/profile`, { headers: { Authorization: `Bearer ${token}` } });
  return { auth: auth.status, authCode: ((await auth.json()) as { code: string }).code, api: api.status };
}

describe("access tokens that must not be accepted", () => {
  it("accepts the genuine token (control)", async () => {
    const { client } = await confirmedUser();
    expect(await statusesFor(await accessToken(client))).toEqual({ auth: 200, authCode: undefined, api: 200 });
  });

  it("refuses alg none", async () => {
    const { client } = await confirmedUser();
    const [header, payload] = (await accessToken(client)).split(".");
    const unsigned = `${encode({ ...decode(header!), alg: "none" })}.${payload}.`;
    expect(await statusesFor(unsigned)).toEqual({ auth: 403, authCode: "bad_jwt", api: 401 });
  });

  it("refuses HS256 signed with the public key as the HMAC secret", async () => {
    const { client } = await confirmedUser();
    const [, payload] = (await accessToken(client)).split(".");
    const jwks = (await (await authFetch("/.well-known/jwks.json")).json()) as { keys: object[] };
    for (const secret of [
      JSON.stringify(jwks.keys[0]),
      JSON.stringify(
        await exportJWK(
          await crypto.subtle.importKey("jwk", jwks.keys[0] as JsonWebKey, { name: "ECDSA", namedCurve: "P-256" }, true, ["verify"]),
        ),
      ),
    ]) {
      const forged = await new SignJWT(decode(payload!))
        .setProtectedHeader({ alg: "HS256", kid: "test-key" })
        .sign(new TextEncoder().encode(secret));
      expect(await statusesFor(forged)).toEqual({ auth: 403, authCode: "bad_jwt", api: 401 });
    }
  });

  it("refuses an expired token", async () => {
    const { client } = await confirmedUser();
    const claims = decode((await accessToken(client)).split(".")[1]!);
    const { token } = await signAccessToken(signingKey(), claims as never, Date.now() - 2 * 3600 * 1000);
    expect(await statusesFor(token)).toEqual({ auth: 403, authCode: "bad_jwt", api: 401 });
  });

  it("refuses a token it verified before once that token has expired", async () => {
    const { client } = await confirmedUser();
    const token = await accessToken(client);
    const { exp } = decode(token.split(".")[1]!) as { exp: number };
    const issuer = AUTH_URL;
    expect(await verifyAccessToken(signingKey(), issuer, token)).toMatchObject({ sub: expect.any(String) });
    // The second check is answered from the isolate's memory of the first, expiry included.
    expect(await verifyAccessToken(signingKey(), issuer, token, exp * 1000 - 1000)).toMatchObject({ sub: expect.any(String) });
    expect(await verifyAccessToken(signingKey(), issuer, token, exp * 1000 + 1000)).toBeNull();
    expect(await verifyAccessToken(signingKey(), "https://elsewhere.example/auth/v1", token)).toBeNull();
  });

  it("refuses a tampered payload", async () => {
    const { client } = await confirmedUser();
    const { user: other } = await confirmedUser();
    const [header, payload, signature] = (await accessToken(client)).split(".");
    const tampered = `${header}.${encode({ ...decode(payload!), sub: other.id, app_metadata: { role: "teacher" } })}.${signature}`;
    expect(await statusesFor(tampered)).toEqual({ auth: 403, authCode: "bad_jwt", api: 401 });
  });

  it("refuses a token signed by another key with our kid, and one from another issuer", async () => {
    const { client } = await confirmedUser();
    const claims = decode((await accessToken(client)).split(".")[1]!);
    const { privateKey } = (await crypto.subtle.generateKey({ name: "ECDSA", namedCurve: "P-256" }, true, [
      "sign",
      "verify",
    ])) as CryptoKeyPair;
    const stranger = await new SignJWT(claims).setProtectedHeader({ alg: "ES256", kid: "test-key" }).sign(privateKey);
    expect((await statusesFor(stranger)).auth).toBe(403);
    const { token } = await signAccessToken(signingKey(), {
      ...(claims as Parameters<typeof signAccessToken>[1]),
      iss: "https://elsewhere.example/auth/v1",
    });
    expect(await statusesFor(token)).toEqual({ auth: 403, authCode: "bad_jwt", api: 401 });
  });
});

describe("anti-enumeration", () => {
  it("answers 'no such user' and 'wrong password' identically, after the same amount of hashing", async () => {
    const { email } = await confirmedUser();
    const derive = vi.spyOn(crypto.subtle, "deriveBits");
    const attempt = async (body: object) => {
      derive.mockClear();
      const res = await authFetch("/token?grant_type=password", { method: "POST", json: body });
      return { status: res.status, body: await res.json(), hashes: derive.mock.calls.length };
    };
    const wrongPassword = await attempt({ email, password: "not the password" });
    const noSuchUser = await attempt({ email: uniqueEmail("ghost"), password: "not the password" });
    const noPassword = await attempt({ email });
    expect(wrongPassword).toEqual({ status: 400, body: { code: "invalid_credentials", message: "Invalid login credentials" }, hashes: 1 });
    expect(noSuchUser).toEqual(wrongPassword);
    expect(noPassword).toEqual(wrongPassword);
  });

  it("shows the same through auth-js", async () => {
    const { email } = await confirmedUser();
    const a = await authClient().signInWithPassword({ email, password: "wrong-password" });
    const b = await authClient().signInWithPassword({ email: uniqueEmail("ghost"), password: "wrong-password" });
    expect(a.error).toMatchObject({ status: 400, code: "invalid_credentials", message: "Invalid login credentials" });
    expect({ ...b.error }).toEqual({ ...a.error });
  });
});

describe("password hashing", () => {
  it(`uses PBKDF2-SHA256 with ${PBKDF2_ITERATIONS} iterations, at most what production Workers allow`, async () => {
    expect(PBKDF2_ITERATIONS).toBeLessThanOrEqual(100_000);
    expect(PBKDF2_ITERATIONS).toBe(100_000);
    const stored = await hashPassword("s3cret-words");
    const [scheme, iterations, salt, hash] = stored.split("$");
    expect(scheme).toBe("pbkdf2-sha256");
    expect(Number(iterations)).toBe(PBKDF2_ITERATIONS);
    expect(base64url.decode(salt!.replace(/\+/g, "-").replace(/\//g, "_").replace(/=+$/, ""))).toHaveLength(16);
    expect(hash).toBeTruthy();
    expect(await hashPassword("s3cret-words")).not.toBe(stored);
  });

  it("verifies the right password only, and refuses hashes with more iterations than allowed", async () => {
    const stored = await hashPassword("s3cret-words");
    expect(await verifyPassword("s3cret-words", stored)).toBe(true);
    expect(await verifyPassword("s3cret-word", stored)).toBe(false);
    expect(await verifyPassword("s3cret-words", stored.replace("$100000$", "$100001$"))).toBe(false);
    expect(await verifyPassword("s3cret-words", "garbage")).toBe(false);
    expect(await verifyPassword("", null)).toBe(false);
  });

  it("stores only the hash", async () => {
    const { email } = await confirmedUser();
    const row = await env.DB.prepare("SELECT password_hash FROM users WHERE email = ?").bind(email).first<{ password_hash: string }>();
    expect(row?.password_hash.startsWith("pbkdf2-sha256$100000$")).toBe(true);
    expect(row?.password_hash).not.toContain(PASSWORD);
  });
});

describe("rate limits", () => {
  const ip = (n: number) => ({ "CF-Connecting-IP": `203.0.113.${n}` });

  it.each([
    ["signup", "AUTH_RATE_LIMIT_SIGNUP", () => ({ path: "/signup", json: { email: uniqueEmail(), password: PASSWORD } })],
    ["token", "AUTH_RATE_LIMIT_TOKEN", () => ({ path: "/token?grant_type=refresh_token", json: { refresh_token: "nope" } })],
    ["recover", "AUTH_RATE_LIMIT_EMAIL_REQUESTS", () => ({ path: "/recover", json: { email: uniqueEmail() } })],
    ["resend", "AUTH_RATE_LIMIT_EMAIL_REQUESTS", () => ({ path: "/resend", json: { type: "signup", email: uniqueEmail() } })],
    ["verify", "AUTH_RATE_LIMIT_VERIFY", () => ({ path: "/verify", json: { type: "signup", token_hash: "nope" } })],
  ])("limits %s per IP with 429 over_request_rate_limit", async (_, variable, request) => {
    const overrides = { [variable]: "2/300" };
    const statuses: number[] = [];
    for (let i = 0; i < 3; i++) {
      const { path, json } = request();
      statuses.push((await authFetch(path, { method: "POST", json, overrides, headers: ip(10) })).status);
    }
    expect(statuses[2]).toBe(429);
    const { path, json } = request();
    const limited = await authFetch(path, { method: "POST", json, overrides, headers: ip(10) });
    expect(await limited.json()).toEqual({ code: "over_request_rate_limit", message: "Request rate limit reached" });
    // Another address is counted apart.
    expect((await authFetch(path, { method: "POST", json, overrides, headers: ip(11) })).status).not.toBe(429);
  });

  it("limits mail to one address with 429 over_email_send_rate_limit, whoever asks", async () => {
    const overrides = { AUTH_RATE_LIMIT_EMAIL_SENT: "2/3600" };
    const email = uniqueEmail();
    const send = (n: number) => authFetch("/recover", { method: "POST", json: { email }, overrides, headers: ip(n) });
    expect((await send(20)).status).toBe(200);
    expect((await send(21)).status).toBe(200);
    const limited = await send(22);
    expect(limited.status).toBe(429);
    expect(((await limited.json()) as { code: string }).code).toBe("over_email_send_rate_limit");
  });

  it("limits password guesses per address and IP, so guesses from elsewhere cannot lock the owner out", async () => {
    const overrides = { AUTH_RATE_LIMIT_PASSWORD_PER_EMAIL: "2/300" };
    const { email } = await confirmedUser();
    const attempt = (n: number, password: string) =>
      authFetch("/token?grant_type=password", { method: "POST", json: { email, password }, overrides, headers: ip(n) });
    const attacker = [30, 31, 32];
    const statuses: number[] = [];
    for (const n of attacker) for (let i = 0; i < 3; i++) statuses.push((await attempt(n, "guess")).status);
    // Each attacking IP gets its two guesses, then 429, even with the right password.
    expect(statuses).toEqual([400, 400, 429, 400, 400, 429, 400, 400, 429]);
    expect((await attempt(30, PASSWORD)).status).toBe(429);
    // The owner, from their own IP, still signs in while the attacker is blocked.
    expect((await attempt(33, PASSWORD)).status).toBe(200);
    expect((await attempt(33, PASSWORD)).status).toBe(200);
  });

  it("limits MFA challenges", async () => {
    const overrides = { AUTH_RATE_LIMIT_MFA: "2/60" };
    const { client } = await confirmedUser();
    const { data } = await client.mfa.enroll({ factorType: "totp" });
    const token = await accessToken(client);
    const challenge = () =>
      authFetch(`/factors/${data!.id}/challenge`, { method: "POST", json: {}, overrides, headers: { Authorization: `Bearer ${token}` } });
    await challenge();
    await challenge();
    expect((await challenge()).status).toBe(429);
  });
});

describe("the apikey header and CORS", () => {
  it("requires a known publishable key on API routes", async () => {
    const missing = await workerFetch()(`${AUTH_URL}/settings`);
    expect(missing.status).toBe(401);
    expect(await missing.json()).toEqual({ code: "no_api_key", message: "No API key found in request" });
    const wrong = await workerFetch()(`${AUTH_URL}/signup`, { method: "POST", headers: { apikey: "guess" }, body: "{}" });
    expect(wrong.status).toBe(401);
    expect(((await wrong.json()) as { code: string }).code).toBe("invalid_api_key");
    expect((await authFetch("/settings")).status).toBe(200);
  });

  it("lets browser navigations through without one", async () => {
    const verify = await workerFetch()(`${AUTH_URL}/verify?token=nope&type=signup`, { redirect: "manual" });
    expect(verify.status).toBe(303);
    const jwks = await workerFetch()(`${AUTH_URL}/.well-known/jwks.json`);
    expect(jwks.status).toBe(200);
  });

  it("answers preflights for allowed origins only and exposes X-Supabase-Api-Version", async () => {
    const preflight = (origin: string) =>
      workerFetch({ AUTH_ALLOWED_ORIGINS: "https://app.lexora.example" })(`${AUTH_URL}/token?grant_type=password`, {
        method: "OPTIONS",
        headers: {
          Origin: origin,
          "Access-Control-Request-Method": "POST",
          "Access-Control-Request-Headers": "apikey, content-type, x-supabase-api-version",
        },
      });
    const allowed = await preflight("https://app.lexora.example");
    expect(allowed.status).toBe(204);
    expect(allowed.headers.get("Access-Control-Allow-Origin")).toBe("https://app.lexora.example");
    expect(allowed.headers.get("Access-Control-Allow-Headers")?.toLowerCase()).toContain("apikey");
    expect((await preflight("https://evil.example")).headers.get("Access-Control-Allow-Origin")).toBeNull();

    const res = await authFetch("/settings", { headers: { Origin: BASE } });
    expect(res.headers.get("Access-Control-Expose-Headers")).toContain("X-Supabase-Api-Version");
    expect(res.headers.get("X-Supabase-Api-Version")).toBe("2024-01-01");
  });
});
