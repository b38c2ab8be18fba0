/**
 * ES256 access tokens. The private key comes from `JWT_SIGNING_KEY` (a JWK with `kid`); its public
 * half is published at /auth/v1/.well-known/jwks.json and used to verify bearer tokens locally.
 * Verification pins the algorithm, so `alg: none` and HS256-signed-with-the-public-key are refused.
 */
import { importJWK, jwtVerify, SignJWT, type JWK, type JSONWebKeySet } from "jose";
import { z } from "zod";
import type { AmrEntry, Metadata } from "../db/auth-schema";
import { AuthError } from "./errors";

export const ACCESS_TOKEN_TTL_SECONDS = 3600;
export const JWT_AUDIENCE = "authenticated";
export const JWT_ROLE = "authenticated";
const ALG = "ES256";

export type AccessTokenClaims = {
  iss: string;
  sub: string;
  aud: string;
  exp: number;
  iat: number;
  email: string;
  phone: string;
  app_metadata: Metadata;
  user_metadata: Metadata;
  role: string;
  aal: "aal1" | "aal2";
  /**
   * Not a GoTrue claim: the level this account can reach (aal2 once it has a verified factor), as
   * auth-js's `nextLevel`. /api refuses aal1 tokens whose next_aal is aal2 without a D1 read.
   */
  next_aal: "aal1" | "aal2";
  amr: AmrEntry[];
  session_id: string;
  is_anonymous: boolean;
};

type SigningKey = { kid: string; privateKey: CryptoKey; publicKey: CryptoKey; jwks: JSONWebKeySet };

const signingKeyJwk = z.looseObject({
  kty: z.literal("EC"),
  crv: z.literal("P-256"),
  kid: z.string().min(1),
  d: z.string(),
  x: z.string(),
  y: z.string(),
});

let cached: { source: string; key: Promise<SigningKey> } | null = null;

async function importSigningKey(source: string): Promise<SigningKey> {
  const parsed = signingKeyJwk.safeParse(JSON.parse(source));
  if (!parsed.success) throw new Error("JWT_SIGNING_KEY must be an ES256 (P-256) private JWK with a kid");
  const { kid, x, y, crv, kty } = parsed.data;
  const privateKey = (await importJWK({ ...parsed.data, alg: ALG }, ALG)) as CryptoKey;
  const publicJwk: JWK = { kty, crv, x, y, kid, alg: ALG, use: "sig", key_ops: ["verify"] };
  const publicKey = (await importJWK(publicJwk, ALG)) as CryptoKey;
  return { kid, privateKey, publicKey, jwks: { keys: [publicJwk] } };
}

/** The key pair, imported once per isolate (and again only if the secret, hence its kid, changes). */
export function signingKey(source: string): Promise<SigningKey> {
  if (cached?.source !== source) {
    const key = importSigningKey(source).catch((err: unknown) => {
      cached = null;
      console.error("JWT_SIGNING_KEY cannot be imported", err);
      throw new AuthError(500, "unexpected_failure", "Auth is not configured correctly on the server.");
    });
    cached = { source, key };
  }
  return cached.key;
}

export async function signAccessToken(
  source: string,
  claims: Omit<AccessTokenClaims, "exp" | "iat" | "aud" | "role">,
  now = Date.now(),
): Promise<{ token: string; expiresAt: number }> {
  const { kid, privateKey } = await signingKey(source);
  const iat = Math.floor(now / 1000);
  const expiresAt = iat + ACCESS_TOKEN_TTL_SECONDS;
  const token = await new SignJWT({ ...claims, aud: JWT_AUDIENCE, role: JWT_ROLE })
    .setProtectedHeader({ alg: ALG, kid, typ: "JWT" })
    .setIssuedAt(iat)
    .setExpirationTime(expiresAt)
    .sign(privateKey);
  return { token, expiresAt };
}

const claimsSchema = z.looseObject({
  sub: z.uuid(),
  session_id: z.uuid(),
  aal: z.enum(["aal1", "aal2"]),
  // Absent from tokens issued before the claim existed (they expire within an hour).
  next_aal: z.enum(["aal1", "aal2"]).optional(),
  app_metadata: z.looseObject({ role: z.string().optional() }),
});
export type VerifiedClaims = z.infer<typeof claimsSchema>;

/** A token this isolate verified: its claims, the key and issuer it was checked against, and when it expires (ms). */
type VerifiedToken = { claims: VerifiedClaims; publicKey: CryptoKey; issuer: string; expiresAt: number };

/** A learner's requests carry the same token for up to an hour; verifying its signature once is enough. */
const verifiedTokens = new Map<string, VerifiedToken>();
const VERIFIED_TOKENS_MAX = 1_000;

/**
 * Verifies signature, algorithm, issuer, audience and expiry; null when any of them fails. The
 * public key is the one imported with the signing key, so no request imports a key, and a token
 * this isolate has verified before is only checked for expiry (same key, same issuer).
 */
export async function verifyAccessToken(source: string, issuer: string, token: string, now = Date.now()): Promise<VerifiedClaims | null> {
  const { publicKey } = await signingKey(source);
  const known = verifiedTokens.get(token);
  if (known && known.publicKey === publicKey && known.issuer === issuer && known.expiresAt > now) return known.claims;
  try {
    const { payload } = await jwtVerify(token, publicKey, {
      algorithms: [ALG],
      issuer,
      audience: JWT_AUDIENCE,
      currentDate: new Date(now),
    });
    const claims = claimsSchema.safeParse(payload);
    if (!claims.success) return null;
    if (verifiedTokens.size >= VERIFIED_TOKENS_MAX) verifiedTokens.clear();
    verifiedTokens.set(token, { claims: claims.data, publicKey, issuer, expiresAt: (payload.exp ?? 0) * 1000 });
    return claims.data;
  } catch {
    return null;
  }
}
