/**
 * Google sign-in as an OpenID Connect client: authorization-code flow with our own PKCE verifier,
 * `state` (the flow state id) and `nonce`; the ID token is verified with jose against the issuer's
 * JWKS. Endpoints and issuer are configuration, so tests run against a local fake issuer.
 */
import { createRemoteJWKSet, jwtVerify } from "jose";
import { z } from "zod";
import type { GoogleConfig } from "./config";
import { AuthError } from "./errors";
import { base64Url } from "../lib/crypto";

const DEFAULT_SCOPES = ["openid", "email", "profile"];
/** Query parameters of /authorize that are passed on to Google. */
export const FORWARDED_PARAMS = ["access_type", "prompt", "login_hint", "hd", "include_granted_scopes"] as const;

export const googleClaimsSchema = z.looseObject({
  sub: z.string().min(1).max(255),
  email: z.string().max(320).optional(),
  email_verified: z.union([z.boolean(), z.enum(["true", "false"]).transform((v) => v === "true")]).optional(),
  name: z.string().max(500).optional(),
  picture: z.string().max(2048).optional(),
  nonce: z.string().optional(),
});
export type GoogleClaims = z.infer<typeof googleClaimsSchema>;

const providerFailure = (message: string) => new AuthError(400, "bad_oauth_callback", message);

async function codeChallengeS256(verifier: string): Promise<string> {
  const digest = await crypto.subtle.digest("SHA-256", new TextEncoder().encode(verifier));
  return base64Url(new Uint8Array(digest));
}

export async function googleAuthorizationUrl(
  google: GoogleConfig,
  flow: { redirectUri: string; state: string; nonce: string; codeVerifier: string; scopes?: string; forwarded: Record<string, string> },
): Promise<string> {
  const scopes = new Set([...DEFAULT_SCOPES, ...(flow.scopes ?? "").split(/[\s,]+/).filter(Boolean)]);
  const url = new URL(google.authorizationUrl);
  url.search = new URLSearchParams({
    ...flow.forwarded,
    client_id: google.clientId,
    redirect_uri: flow.redirectUri,
    response_type: "code",
    scope: [...scopes].join(" "),
    state: flow.state,
    nonce: flow.nonce,
    code_challenge: await codeChallengeS256(flow.codeVerifier),
    code_challenge_method: "S256",
  }).toString();
  return url.toString();
}

/** Trades the authorization code for tokens at Google's token endpoint; returns the ID token. */
export async function exchangeGoogleCode(google: GoogleConfig, code: string, redirectUri: string, codeVerifier: string): Promise<string> {
  let response: Response;
  try {
    response = await fetch(google.tokenUrl, {
      method: "POST",
      headers: { "Content-Type": "application/x-www-form-urlencoded", Accept: "application/json" },
      body: new URLSearchParams({
        grant_type: "authorization_code",
        code,
        redirect_uri: redirectUri,
        client_id: google.clientId,
        client_secret: google.clientSecret,
        code_verifier: codeVerifier,
      }),
    });
  } catch (err) {
    console.error("Google token endpoint unreachable", err);
    throw providerFailure("Unable to exchange external code");
  }
  const body = (await response.json().catch(() => null)) as { id_token?: unknown } | null;
  if (!response.ok || typeof body?.id_token !== "string") {
    console.error(`Google token endpoint answered ${response.status}`);
    throw providerFailure("Unable to exchange external code");
  }
  return body.id_token;
}

const keySets = new Map<string, ReturnType<typeof createRemoteJWKSet>>();

function issuerKeys(jwksUrl: string) {
  let keys = keySets.get(jwksUrl);
  if (!keys) {
    keys = createRemoteJWKSet(new URL(jwksUrl));
    keySets.set(jwksUrl, keys);
  }
  return keys;
}

/** Google writes its issuer with or without the scheme; both name the same issuer. */
function acceptedIssuers(issuer: string): string[] {
  return [issuer, issuer.replace(/^https:\/\//, "")];
}

export async function verifyGoogleIdToken(google: GoogleConfig, idToken: string, nonce: string): Promise<GoogleClaims> {
  let payload: unknown;
  try {
    ({ payload } = await jwtVerify(idToken, issuerKeys(google.jwksUrl), {
      issuer: acceptedIssuers(google.issuer),
      audience: google.clientId,
      algorithms: ["RS256", "ES256"],
    }));
  } catch (err) {
    console.error(`Google ID token rejected: ${(err as Error).message}`);
    throw providerFailure("Unable to verify the ID token from the provider");
  }
  const claims = googleClaimsSchema.safeParse(payload);
  if (!claims.success || claims.data.nonce !== nonce) throw providerFailure("Unable to verify the ID token from the provider");
  return claims.data;
}
