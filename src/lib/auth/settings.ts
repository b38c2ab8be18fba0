import { authUrl, PUBLISHABLE_KEY } from "./config";

/** The part of GoTrue's GET /settings the SPA reads: which sign-in providers are on. */
export type AuthSettings = { external: Partial<Record<string, boolean>> };

export async function fetchAuthSettings(): Promise<AuthSettings> {
  const response = await fetch(`${authUrl()}/settings`, { headers: { apikey: PUBLISHABLE_KEY, Accept: "application/json" } });
  if (!response.ok) throw new Error(`GET /auth/v1/settings answered ${response.status}`);
  return (await response.json()) as AuthSettings;
}
