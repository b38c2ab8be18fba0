/**
 * The one auth client of the SPA: the unmodified @supabase/auth-js GoTrueClient against our Worker's
 * GoTrue-compatible service (docs/architecture.md §6). Loaded on demand (see load-client.ts).
 */
import { GoTrueClient, type GoTrueClientOptions } from "@supabase/auth-js";
import { languageHeaders } from "../interface-language";
import { assertBackendConfigured, AUTH_STORAGE_KEY, authUrl, PUBLISHABLE_KEY } from "./config";
import { authStorage } from "./storage";

/** Fetch that tells the auth service the interface language, which its mails are written in. */
const fetchInInterfaceLanguage: typeof fetch = (input, init) => {
  const headers = new Headers(init?.headers);
  for (const [name, value] of Object.entries(languageHeaders())) headers.set(name, value);
  return fetch(input, { ...init, headers });
};

export function createAuthClient(overrides: Partial<GoTrueClientOptions> = {}): GoTrueClient {
  assertBackendConfigured();
  return new GoTrueClient({
    url: authUrl(),
    headers: { apikey: PUBLISHABLE_KEY },
    storageKey: AUTH_STORAGE_KEY,
    storage: authStorage,
    persistSession: true,
    autoRefreshToken: true,
    detectSessionInUrl: true,
    flowType: "pkce",
    fetch: fetchInInterfaceLanguage,
    ...overrides,
  });
}
