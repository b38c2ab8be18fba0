/**
 * Security headers for every response: the Worker sets them on API responses, and the build writes
 * the same list to `_headers` so static HTML and assets get them too (see vite.config.ts).
 */
export const CONTENT_SECURITY_POLICY = [
  "default-src 'self'",
  "script-src 'self'",
  // Headless UI and sonner set inline style attributes; scripts stay strictly same-origin.
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' data: blob:",
  "media-src 'self' blob:",
  "font-src 'self' data:",
  "connect-src 'self'",
  "worker-src 'self'",
  "manifest-src 'self'",
  "object-src 'none'",
  "base-uri 'self'",
  "form-action 'self'",
  "frame-ancestors 'none'",
].join("; ");

export const SECURITY_HEADERS: Readonly<Record<string, string>> = {
  "Content-Security-Policy": CONTENT_SECURITY_POLICY,
  "X-Content-Type-Options": "nosniff",
  "X-Frame-Options": "DENY",
  "Referrer-Policy": "strict-origin-when-cross-origin",
  "Permissions-Policy": "camera=(), geolocation=(), microphone=(self)",
  "Cross-Origin-Opener-Policy": "same-origin",
};

/** Two years, every subdomain, on every Worker response and (in `_headers`) every static file. */
export const HSTS_HEADER = "max-age=63072000; includeSubDomains; preload";

/**
 * Cloudflare `_headers` file content applying the same headers, HSTS included, to every static path.
 * One build serves every environment, so HSTS is always listed: browsers ignore it over plain HTTP,
 * which leaves `npm start` on http://localhost unaffected.
 */
export function staticHeadersFile(): string {
  const headers = { ...SECURITY_HEADERS, "Strict-Transport-Security": HSTS_HEADER };
  const lines = Object.entries(headers).map(([name, value]) => `  ${name}: ${value}`);
  return [
    "/*",
    ...lines,
    "",
    "/assets/*",
    "  Cache-Control: public, max-age=31536000, immutable",
    "",
    // Always revalidated, so a new version reaches the browser's update check at once.
    "/sw.js",
    "  Cache-Control: no-cache",
    "",
  ].join("\n");
}
