/**
 * Per-IP limits on what anyone may send to /api without an account. Fixed windows counted in D1's
 * `auth_rate_limits` table (the auth service's counters, under an `api:` bucket prefix of their own).
 */
import { sql } from "drizzle-orm";
import { createMiddleware } from "hono/factory";
import type { AppEnv } from "../env";
import { clientIp } from "../auth/http";
import { errorJson } from "./errors";

export type AnonymousLimit = { name: string; limit: number; windowSeconds: number };

/** Crash reports from the SPA's error page: a person reloading a broken screen stays far below this. */
export const CLIENT_ERROR_LIMIT: AnonymousLimit = { name: "client-errors", limit: 20, windowSeconds: 60 };

/**
 * Counts one request in a fixed window and returns the new count (`RETURNING count`): one upsert, so
 * concurrent requests cannot both slip under a limit. The auth service's limits use it too.
 */
export const countRequest = (
  bucket: string,
  windowStart: number,
) => sql`INSERT INTO auth_rate_limits (bucket, window_start, count) VALUES (${bucket}, ${windowStart}, 1)
  ON CONFLICT (bucket) DO UPDATE SET
    count = CASE WHEN window_start = excluded.window_start THEN count + 1 ELSE 1 END,
    window_start = excluded.window_start
  RETURNING count`;

/** 429 `rate_limited` with Retry-After once an address has sent `limit` requests in the current window. */
export function limitPerIp({ name, limit, windowSeconds }: AnonymousLimit) {
  return createMiddleware<AppEnv>(async (c, next) => {
    const now = Date.now();
    const windowMs = windowSeconds * 1000;
    const windowStart = Math.floor(now / windowMs) * windowMs;
    const counted = await c.var.db.get<{ count: number }>(countRequest(`api:${name}:ip:${clientIp(c)}`, windowStart));
    if ((counted?.count ?? 0) <= limit) return next();
    const retryAfter = Math.max(1, Math.ceil((windowStart + windowMs - now) / 1000));
    c.header("Retry-After", String(retryAfter));
    return errorJson(c, 429, "rate_limited", {
      params: { seconds: retryAfter },
    });
  });
}
