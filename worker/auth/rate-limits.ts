/**
 * Fixed-window request counters in D1. One upsert per bucket both counts the request and returns
 * the new count, so concurrent requests cannot both slip under a limit; all buckets of a request
 * are counted in one batch.
 */
import { sql } from "drizzle-orm";
import { batchSql, rowsOf, type Db } from "../db/client";
import { countRequest } from "../lib/rate-limit";
import type { AuthConfig, RateLimitName } from "./config";
import { AuthError } from "./errors";

/** Windows this old are deleted as new requests come in. */
const STALE_AFTER_MS = 24 * 60 * 60 * 1000;

export type RateLimitKey = { name: RateLimitName; by: "ip" | "email" | "email+ip" | "user"; value: string };

/** Counts the request in every bucket; 429 when any is over (`over_email_send_rate_limit` for mail). */
export async function enforceRateLimits(db: Db, config: AuthConfig, keys: RateLimitKey[], now = Date.now()) {
  const windows = keys.map((key) => {
    const windowMs = config.rateLimits[key.name].windowSeconds * 1000;
    return { key, windowStart: Math.floor(now / windowMs) * windowMs };
  });
  const [, ...counted] = await batchSql(db, [
    sql`DELETE FROM auth_rate_limits WHERE window_start < ${now - STALE_AFTER_MS}`,
    ...windows.map(({ key, windowStart }) => countRequest(`${key.name}:${key.by}:${key.value}`, windowStart)),
  ]);
  const exceeded = keys.find((key, i) => (rowsOf<{ count: number }>(counted[i])[0]?.count ?? 0) > config.rateLimits[key.name].limit);
  if (!exceeded) return;
  if (exceeded.name === "emailSent") throw new AuthError(429, "over_email_send_rate_limit", "Email rate limit exceeded");
  throw new AuthError(429, "over_request_rate_limit", "Request rate limit reached");
}
