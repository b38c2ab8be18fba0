/**
 * The `apikey` header, as Supabase's gateway checks it in front of GoTrue: every route needs a known
 * publishable key except the ones a browser navigates to (email links, OAuth redirects) and the
 * public key set.
 */
import { createMiddleware } from "hono/factory";
import type { AuthEnv } from "./context";
import { AuthError } from "./errors";

const OPEN_ROUTES: ReadonlyArray<[method: string, path: string]> = [
  ["GET", "/verify"],
  ["GET", "/authorize"],
  ["GET", "/callback"],
  ["POST", "/callback"],
  ["GET", "/.well-known/jwks.json"],
];

export const requireApiKey = createMiddleware<AuthEnv>(async (c, next) => {
  const path = new URL(c.req.url).pathname.replace(/^\/auth\/v1/, "").replace(/\/$/, "");
  const open = OPEN_ROUTES.some(([method, route]) => method === c.req.method && route === path);
  if (!open) {
    const key = c.req.header("apikey");
    if (!key) throw new AuthError(401, "no_api_key", "No API key found in request");
    if (!c.var.config.publishableKeys.includes(key)) throw new AuthError(401, "invalid_api_key", "Invalid API key");
  }
  await next();
});
