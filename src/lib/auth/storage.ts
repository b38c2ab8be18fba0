/**
 * Browser storage of the auth session. The session lives in localStorage, or only in this tab's
 * sessionStorage when the person unticked "Remember me"; PKCE verifiers always go to localStorage,
 * because an email link opens in a new tab that must still find them.
 */
import type { SupportedStorage } from "@supabase/auth-js";
import { AUTH_STORAGE_KEY } from "./config";

const REMEMBER_KEY = `${AUTH_STORAGE_KEY}-remember`;
const SESSION_KEYS = new Set([AUTH_STORAGE_KEY, `${AUTH_STORAGE_KEY}-user`]);

function storages(): Storage[] {
  const found: Storage[] = [];
  for (const read of [() => window.localStorage, () => window.sessionStorage]) {
    try {
      found.push(read());
    } catch {
      // Storage can be blocked (private mode, sandboxed frames): the session then lasts the page.
    }
  }
  return found;
}

function keepSessionInTabOnly(): boolean {
  try {
    return localStorage.getItem(REMEMBER_KEY) === "false";
  } catch {
    return false;
  }
}

/** Whether the next session is kept after the browser closes ("Remember me"). */
export function setRememberSession(remember: boolean): void {
  try {
    if (remember) localStorage.removeItem(REMEMBER_KEY);
    else localStorage.setItem(REMEMBER_KEY, "false");
  } catch {
    // Without storage there is nothing to remember either way.
  }
}

function readItem(key: string): string | null {
  for (const storage of storages()) {
    const value = storage.getItem(key);
    if (value !== null) return value;
  }
  return null;
}

export const authStorage: SupportedStorage = {
  getItem: readItem,
  setItem(key, value) {
    const [local, session] = storages();
    const target = SESSION_KEYS.has(key) && keepSessionInTabOnly() ? session : local;
    for (const storage of storages()) {
      if (storage === target) storage.setItem(key, value);
      else storage.removeItem(key);
    }
  },
  removeItem(key) {
    for (const storage of storages()) storage.removeItem(key);
  },
};

/** A session was saved by an earlier visit (or another tab), so the auth client is needed at once. */
export function hasStoredSession(): boolean {
  return readItem(AUTH_STORAGE_KEY) !== null;
}

/** Removes every key the auth backend keeps, in localStorage and sessionStorage (spec §4 sign-out). */
export function clearStoredSessionKeys(): void {
  for (const storage of storages()) {
    const keys = Array.from({ length: storage.length }, (_, index) => storage.key(index));
    for (const key of keys) {
      if (key?.startsWith(AUTH_STORAGE_KEY) && key !== REMEMBER_KEY) storage.removeItem(key);
    }
  }
}
