/**
 * Who is calling /api/*: a bearer access token is verified locally (jose, ES256 pinned, our issuer
 * and audience) and its session must still exist, so signing out takes effect at once. Requests
 * without a token continue anonymously; routes that need an account use `requireUser`.
 */
import { eq } from "drizzle-orm";
import type { Context } from "hono";
import { createMiddleware } from "hono/factory";
import { authConfig } from "../auth/config";
import { verifyAccessToken } from "../auth/jwt";
import { USER_ROLES, type UserRole } from "../contract/profile";
import { sessions } from "../db/auth-schema";
import type { AppEnv, SignedInUser } from "../env";
import { ApiError } from "./errors";

export const authenticate = createMiddleware<AppEnv>(async (c, next) => {
  c.set("user", null);
  const header = c.req.header("Authorization");
  if (header === undefined) return next();
  const token = /^Bearer\s+(\S+)$/i.exec(header)?.[1];
  if (!token) throw new ApiError(401, "invalid_token", "The Authorization header must be `Bearer <access token>`.");
  const config = authConfig(c.env, c.req.url);
  const claims = await verifyAccessToken(config.signingKey, config.apiUrl, token);
  if (!claims) throw new ApiError(401, "invalid_token", "The access token is invalid or has expired.");
  const session = await c.var.db.query.sessions.findFirst({ where: eq(sessions.id, claims.session_id), columns: { userId: true } });
  if (session?.userId !== claims.sub) throw new ApiError(403, "session_not_found", "This session has ended. Please sign in again.");
  const role: UserRole = USER_ROLES.find((r) => r === claims.app_metadata.role) ?? "learner";
  c.set("user", { userId: claims.sub, role, sessionId: claims.session_id, aal: claims.aal });
  return next();
});

/** The signed-in caller, or 401 for an anonymous request. */
export function requireUser(c: Context<AppEnv>): SignedInUser {
  const user = c.get("user");
  if (!user) throw new ApiError(401, "unauthenticated", "Sign in to use this.");
  return user;
}
