/**
 * Password hashing with PBKDF2-SHA256 (WebCrypto). 100,000 iterations is the most production
 * Workers allow (docs/architecture.md §2); local workerd would accept more, so the constant is tested.
 */
import { AuthError, validationFailed } from "./errors";

export const PBKDF2_ITERATIONS = 100_000;
export const PASSWORD_MIN_LENGTH = 6;
export const PASSWORD_MAX_LENGTH = 72;
const SALT_BYTES = 16;
const HASH_BYTES = 32;
const PREFIX = "pbkdf2-sha256";

const encoder = new TextEncoder();

function toBase64(bytes: Uint8Array): string {
  return btoa(String.fromCharCode(...bytes));
}

function fromBase64(text: string): Uint8Array | null {
  try {
    return Uint8Array.from(atob(text), (ch) => ch.charCodeAt(0));
  } catch {
    return null;
  }
}

async function derive(password: string, salt: Uint8Array, iterations: number): Promise<Uint8Array> {
  const key = await crypto.subtle.importKey("raw", encoder.encode(password), "PBKDF2", false, ["deriveBits"]);
  const bits = await crypto.subtle.deriveBits({ name: "PBKDF2", hash: "SHA-256", salt, iterations }, key, HASH_BYTES * 8);
  return new Uint8Array(bits);
}

export async function hashPassword(password: string): Promise<string> {
  const salt = crypto.getRandomValues(new Uint8Array(SALT_BYTES));
  const hash = await derive(password, salt, PBKDF2_ITERATIONS);
  return `${PREFIX}$${PBKDF2_ITERATIONS}$${toBase64(salt)}$${toBase64(hash)}`;
}

/** A well-formed hash of a password nobody knows, checked when the account does not exist. */
const DECOY_HASH = `${PREFIX}$${PBKDF2_ITERATIONS}$${toBase64(new Uint8Array(SALT_BYTES))}$${toBase64(new Uint8Array(HASH_BYTES))}`;

/**
 * Checks a password against a stored hash in constant time. With no stored hash (unknown account,
 * or one that only signs in with Google) it still runs a full derivation, so the answer takes the
 * same time and "no such user" cannot be told from "wrong password".
 */
export async function verifyPassword(password: string, stored: string | null): Promise<boolean> {
  const [prefix, iterText, saltText, hashText] = (stored ?? DECOY_HASH).split("$");
  const iterations = Number(iterText);
  const salt = fromBase64(saltText ?? "");
  const expected = fromBase64(hashText ?? "");
  const usable = prefix === PREFIX && Number.isInteger(iterations) && iterations > 0 && iterations <= PBKDF2_ITERATIONS && salt && expected;
  const actual = await derive(password, salt ?? new Uint8Array(SALT_BYTES), usable ? iterations : PBKDF2_ITERATIONS);
  const same = expected?.length === actual.length && crypto.subtle.timingSafeEqual(expected, actual);
  return Boolean(stored && usable && same);
}

/** GoTrue's password rules: too long is a validation error, too short a `weak_password` (422). */
export function checkPasswordRules(password: string): void {
  if ([...password].length > PASSWORD_MAX_LENGTH) {
    throw validationFailed(`Password cannot be longer than ${PASSWORD_MAX_LENGTH} characters`);
  }
  if ([...password].length < PASSWORD_MIN_LENGTH) {
    throw new AuthError(422, "weak_password", `Password should be at least ${PASSWORD_MIN_LENGTH} characters.`, {
      weak_password: { reasons: ["length"] },
    });
  }
}
