/** Where the SPA reaches the auth service, and the few numbers the specification fixes for sessions. */
import { API_BASE_URL } from "../config";

/**
 * Publishable key the auth service expects in the `apikey` header; public by design (issue "Accounts").
 * Builds take it from the environment or wrangler.toml (scripts/lib/public-config.mjs); the dev server
 * and unit tests fall back to the development key.
 */
export const PUBLISHABLE_KEY: string = import.meta.env.VITE_PUBLIC_API_KEY ?? (import.meta.env.DEV ? "lexora-dev-publishable-key" : "");

/**
 * The Worker that serves the app is its backend (the native app names it at build time, src/lib/config.ts);
 * a page without an origin (a file:// copy) has none.
 */
export function backendOrigin(): string {
  if (API_BASE_URL) return API_BASE_URL;
  const { origin } = window.location;
  return origin && origin !== "null" ? origin : "";
}

/** The GoTrue-compatible service of our own Worker. */
export function authUrl(): string {
  return `${backendOrigin()}/auth/v1`;
}

export class MissingBackendConfigError extends Error {
  constructor(readonly missing: string[]) {
    super(`The app configuration is incomplete (missing: ${missing.join(", ")}); the backend client was not started.`);
    this.name = "MissingBackendConfigError";
  }
}

/** Spec §1: the backend client does not start without the backend address and the public key. */
export function assertBackendConfigured(origin: string = backendOrigin(), key: string = PUBLISHABLE_KEY): void {
  const missing = [!origin && "backend address", !key.trim() && "public key"].filter((name): name is string => Boolean(name));
  if (missing.length > 0) throw new MissingBackendConfigError(missing);
}

/**
 * Storage key of the session; the client derives its other keys from it (`-code-verifier`, `-user`),
 * so everything the auth backend stores in the browser starts with it.
 */
export const AUTH_STORAGE_KEY = "lexora-auth";

/** Session retrieval is retried 3 times, waiting 1 s then 2 s (spec §8). */
export const SESSION_RETRY_DELAYS_MS = [1000, 2000] as const;

/** Minimum password length (spec §5, §9); the server enforces the same. */
export const PASSWORD_MIN_LENGTH = 6;
