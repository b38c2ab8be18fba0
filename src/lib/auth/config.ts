/** Where the SPA reaches the auth service, and the few numbers the specification fixes for sessions. */

/** Publishable key the auth service expects in the `apikey` header; public by design (issue "Accounts"). */
export const PUBLISHABLE_KEY: string = import.meta.env.VITE_PUBLIC_API_KEY ?? "lexora-dev-publishable-key";

/** The GoTrue-compatible service of our own Worker. */
export function authUrl(): string {
  return `${window.location.origin}/auth/v1`;
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
