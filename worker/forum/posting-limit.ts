/**
 * Posting to the forum is limited per user (posts and replies together, FORUM_POSTING_LIMIT): a fixed
 * window counted in D1 with the API's own counter (worker/lib/rate-limit.ts). The bucket ends with the
 * user id, so deleting the account deletes the counter too (worker/account/erase.ts).
 */
import { createMiddleware } from "hono/factory";
import { FORUM_POSTING_LIMIT, FORUM_RATE_LIMITED } from "../contract/forum";
import { errorJson } from "../lib/errors";
import { countRequest } from "../lib/rate-limit";
import type { SignedInEnv } from "../lib/auth-middleware";

export const limitForumPosting = createMiddleware<SignedInEnv>(async (c, next) => {
  const { limit, windowSeconds } = FORUM_POSTING_LIMIT;
  const now = Date.now();
  const windowMs = windowSeconds * 1000;
  const windowStart = Math.floor(now / windowMs) * windowMs;
  const counted = await c.var.db.get<{ count: number }>(countRequest(`api:forum-posting:user:${c.var.user.userId}`, windowStart));
  if ((counted?.count ?? 0) <= limit) return next();
  const retryAfter = Math.max(1, Math.ceil((windowStart + windowMs - now) / 1000));
  c.header("Retry-After", String(retryAfter));
  const minutes = Math.ceil(retryAfter / 60);
  return errorJson(c, 429, FORUM_RATE_LIMITED, { params: { limit, window: windowSeconds / 60, count: minutes } });
});
