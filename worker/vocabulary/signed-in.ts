/**
 * Runs `requireUser` before validation, so a signed-out request gets 401 (which the SPA shows as
 * 'Failed to load dictionary: user not authorized') rather than a 400 about its body.
 */
import { createMiddleware } from "hono/factory";
import type { AppEnv } from "../env";
import { requireUser } from "../lib/auth-middleware";

export const signedInOnly = createMiddleware<AppEnv>(async (c, next) => {
  requireUser(c);
  await next();
});
