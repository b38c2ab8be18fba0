/**
 * What an email link or the Google sign-in brings back in the address: a PKCE `?code=`, tokens in
 * the fragment, or GoTrue's error parameters (in the query and the fragment).
 */
export type AuthCallback = { kind: "code" } | { kind: "tokens" } | { kind: "error"; code: string | null; description: string | null };

export const ERROR_PARAMS = ["error", "error_code", "error_description"] as const;

export function readAuthCallback(location: Pick<Location, "search" | "hash">): AuthCallback | null {
  const query = new URLSearchParams(location.search);
  const fragment = new URLSearchParams(location.hash.replace(/^#/, ""));
  const param = (name: string) => query.get(name) ?? fragment.get(name);
  if (ERROR_PARAMS.some((name) => param(name) !== null)) {
    return { kind: "error", code: param("error_code"), description: param("error_description") };
  }
  if (query.has("code")) return { kind: "code" };
  if (fragment.has("access_token")) return { kind: "tokens" };
  return null;
}
