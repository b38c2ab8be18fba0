/**
 * Where browser flows may send people back to. `redirect_to` must be on an allowed origin (our own,
 * the site's, `AUTH_ALLOWED_ORIGINS`, or loopback outside production); anything else silently
 * becomes the site URL, as GoTrue does, so an email link can never bounce tokens to a stranger.
 */
import type { AuthConfig } from "./config";

const LOOPBACK_HOSTS = new Set(["localhost", "127.0.0.1", "[::1]"]);

export function isAllowedOrigin(config: AuthConfig, origin: string): boolean {
  if (config.allowedOrigins.includes(origin)) return true;
  if (config.isProduction) return false;
  try {
    return LOOPBACK_HOSTS.has(new URL(origin).hostname);
  } catch {
    return false;
  }
}

export function safeRedirect(config: AuthConfig, requested: string | null | undefined): string {
  if (!requested) return config.siteUrl;
  try {
    const url = new URL(requested);
    if ((url.protocol === "https:" || url.protocol === "http:") && isAllowedOrigin(config, url.origin)) return url.toString();
  } catch {
    // not a URL: fall back to the site
  }
  return config.siteUrl;
}

/** Adds parameters to the query (PKCE code) of a redirect target. */
export function withQuery(target: string, params: Record<string, string>): string {
  const url = new URL(target);
  for (const [key, value] of Object.entries(params)) url.searchParams.set(key, value);
  return url.toString();
}

/** GoTrue's error redirect: `error`, `error_code`, `error_description` in the fragment (and query). */
export function errorRedirectUrl(target: string, error: { code: string; message: string }, oauthError = "access_denied"): string {
  const params = { error: oauthError, error_code: error.code, error_description: error.message };
  const url = new URL(withQuery(target, params));
  url.hash = new URLSearchParams({ ...params, sb: "" }).toString();
  return url.toString();
}
