/**
 * Signed URLs for media elements (`<audio src>`, `<img src>`), which cannot send a bearer token: the
 * path of an R2 key with an expiry and an HMAC of key and expiry. Each router that serves keys checks
 * its own key prefix, so a signature is only good where its key may be served.
 */
import { AUDIO_URL_TTL_SECONDS } from "../contract/ielts";
import { base64Url } from "./crypto";

async function signingKey(env: Pick<Env, "JWT_SIGNING_KEY">): Promise<CryptoKey | null> {
  if (!env.JWT_SIGNING_KEY) return null;
  // A key of its own, derived from the server's signing secret, so no new secret has to be configured.
  const material = await crypto.subtle.digest("SHA-256", new TextEncoder().encode(`lexora-audio-url\n${env.JWT_SIGNING_KEY}`));
  return crypto.subtle.importKey("raw", material, { name: "HMAC", hash: "SHA-256" }, false, ["sign", "verify"]);
}

const signedText = (key: string, expires: number) => `${key}\n${expires}`;

/** A URL of the key that works without a bearer token until it expires (the plain path when no secret is set). */
export async function signedUrl(env: Pick<Env, "JWT_SIGNING_KEY">, basePath: string, key: string, nowMs = Date.now()): Promise<string> {
  const path = `${basePath}${key}`;
  const hmac = await signingKey(env);
  if (!hmac) return path;
  const expires = Math.floor(nowMs / 1000) + AUDIO_URL_TTL_SECONDS;
  const signature = new Uint8Array(await crypto.subtle.sign("HMAC", hmac, new TextEncoder().encode(signedText(key, expires))));
  return `${path}?expires=${expires}&signature=${base64Url(signature)}`;
}

const fromBase64Url = (text: string): Uint8Array | null => {
  if (!/^[A-Za-z0-9_-]{1,128}$/.test(text)) return null;
  const binary = atob(text.replaceAll("-", "+").replaceAll("_", "/") + "=".repeat((4 - (text.length % 4)) % 4));
  return Uint8Array.from(binary, (ch) => ch.charCodeAt(0));
};

export async function hasValidSignature(
  env: Pick<Env, "JWT_SIGNING_KEY">,
  key: string,
  expires: string | undefined,
  signature: string | undefined,
  nowMs = Date.now(),
): Promise<boolean> {
  if (!expires || !signature || !/^\d{1,12}$/.test(expires) || Number(expires) * 1000 < nowMs) return false;
  const bytes = fromBase64Url(signature);
  const hmac = await signingKey(env);
  if (!bytes || !hmac) return false;
  return crypto.subtle.verify("HMAC", hmac, bytes, new TextEncoder().encode(signedText(key, Number(expires))));
}
