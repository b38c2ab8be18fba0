/**
 * A local stand-in for Google's OpenID provider: it signs real RS256 ID tokens and serves its JWKS
 * and token endpoint through a mocked `fetch` (the Worker runs in this isolate), checking the
 * client secret, redirect URI and PKCE verifier like the real one.
 */
import { exportJWK, generateKeyPair, SignJWT } from "jose";
import { vi } from "vitest";
import { workerFetch } from "./helpers";

export const ISSUER = "https://issuer.google.test";
const CLIENT_ID = "lexora-test-client";
const CLIENT_SECRET = "lexora-test-secret";

export type GoogleUser = { sub: string; email?: string; email_verified?: boolean; name?: string; picture?: string };

type PendingCode = { user: GoogleUser; nonce: string; challenge: string; redirectUri: string };

async function s256(verifier: string) {
  const digest = new Uint8Array(await crypto.subtle.digest("SHA-256", new TextEncoder().encode(verifier)));
  return btoa(String.fromCharCode(...digest))
    .replace(/\+/g, "-")
    .replace(/\//g, "_")
    .replace(/=+$/, "");
}

export async function startFakeGoogle() {
  const { privateKey, publicKey } = await generateKeyPair("RS256");
  const jwk = { ...(await exportJWK(publicKey)), kid: "google-test-key", alg: "RS256", use: "sig" };
  const codes = new Map<string, PendingCode>();
  const realFetch = globalThis.fetch;
  let tokenOverride: ((pending: PendingCode) => Promise<string>) | null = null;

  /** Claims in `extra` (including `aud`, `iss`, `exp`) replace the genuine ones. */
  const signIdToken = (pending: PendingCode, extra: Record<string, unknown> = {}) =>
    new SignJWT({ iss: ISSUER, aud: CLIENT_ID, exp: Math.floor(Date.now() / 1000) + 300, ...pending.user, nonce: pending.nonce, ...extra })
      .setProtectedHeader({ alg: "RS256", kid: jwk.kid })
      .setIssuedAt()
      .sign(privateKey);

  const spy = vi.spyOn(globalThis, "fetch").mockImplementation(async (input, init) => {
    const request = new Request(input, init);
    const url = new URL(request.url);
    if (url.origin !== ISSUER) return realFetch(input, init);
    if (url.pathname === "/jwks") return Response.json({ keys: [jwk] });
    if (url.pathname === "/token" && request.method === "POST") {
      const form = new URLSearchParams(await request.text());
      const pending = codes.get(form.get("code") ?? "");
      codes.delete(form.get("code") ?? "");
      const ok =
        pending &&
        form.get("grant_type") === "authorization_code" &&
        form.get("client_id") === CLIENT_ID &&
        form.get("client_secret") === CLIENT_SECRET &&
        form.get("redirect_uri") === pending.redirectUri &&
        (await s256(form.get("code_verifier") ?? "")) === pending.challenge;
      if (!ok) return Response.json({ error: "invalid_grant" }, { status: 400 });
      const idToken = tokenOverride ? await tokenOverride(pending) : await signIdToken(pending);
      return Response.json({ access_token: "google-access-token", token_type: "Bearer", expires_in: 3599, id_token: idToken });
    }
    return new Response("not found", { status: 404 });
  });

  return {
    /** Google's consent screen: the person signs in as `user`; returns where Google sends the browser back. */
    consent(authorizeUrl: string, user: GoogleUser): string {
      const url = new URL(authorizeUrl);
      if (url.origin !== ISSUER || url.searchParams.get("client_id") !== CLIENT_ID)
        throw new Error(`not our authorize URL: ${authorizeUrl}`);
      if (url.searchParams.get("code_challenge_method") !== "S256") throw new Error("the Worker must use PKCE with Google");
      const code = crypto.randomUUID();
      const redirectUri = url.searchParams.get("redirect_uri")!;
      codes.set(code, { user, nonce: url.searchParams.get("nonce")!, challenge: url.searchParams.get("code_challenge")!, redirectUri });
      const back = new URL(redirectUri);
      back.searchParams.set("code", code);
      back.searchParams.set("state", url.searchParams.get("state")!);
      return back.toString();
    },
    /** Replaces the ID token the token endpoint returns (to test forged or mismatched tokens). */
    forgeIdToken(make: ((pending: PendingCode, sign: typeof signIdToken) => Promise<string>) | null) {
      tokenOverride = make ? (pending) => make(pending, signIdToken) : null;
    },
    stop: () => spy.mockRestore(),
  };
}

export type FakeGoogle = Awaited<ReturnType<typeof startFakeGoogle>>;

/** Follows the Worker's redirect to Google, consents, and returns the Worker's answer to the callback. */
export async function throughGoogle(google: FakeGoogle, startUrl: string, user: GoogleUser, init?: RequestInit) {
  const start = await workerFetch()(startUrl, { redirect: "manual", ...init });
  if (start.status !== 302) throw new Error(`authorize answered ${start.status}: ${await start.text()}`);
  const callback = google.consent(start.headers.get("Location")!, user);
  return { callbackUrl: callback, response: await workerFetch()(callback, { redirect: "manual" }) };
}
