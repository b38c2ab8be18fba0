/**
 * Who is calling /api/*. `authenticate` runs for every /api request: a bearer access token is
 * verified locally (jose, ES256 pinned, our issuer and audience) with the key imported once per
 * isolate, and its session must still be live. Requests without a token continue anonymously.
 * Routers that need an account `.use(signedIn)`, which answers 401 before any validation and types
 * `c.var.user` as non-null.
 *
 * Revocation takes effect at once for writes and within 60 s for reads: a GET or HEAD trusts this
 * isolate's memory of a session it found live in D1 less than 60 s ago (worker/auth/live-sessions.ts),
 * every other method reads the session row from D1, and signing out forgets the session in the
 * isolate that handled it at once.
 */
import { eq } from "drizzle-orm";
import { createMiddleware } from "hono/factory";
import { authConfig } from "../auth/config";
import { verifyAccessToken } from "../auth/jwt";
import { liveSessions } from "../auth/live-sessions";
import { USER_ROLES, type UserRole } from "../contract/profile";
import { sessions } from "../db/auth-schema";
import type { AppEnv, SignedInUser } from "../env";
import { ApiError } from "./errors";

const READS = new Set(["GET", "HEAD"]);

export const authenticate = createMiddleware<AppEnv>(async (c, next) => {
  c.set("user", null);
  const header = c.req.header("Authorization");
  if (header === undefined) return next();
  const token = /^Bearer\s+(\S+)$/i.exec(header)?.[1];
  if (!token) throw new ApiError(401, "invalid_token", "The Authorization header must be `Bearer <access token>`.");
  const config = authConfig(c.env, c.req.url);
  const claims = await verifyAccessToken(config.signingKey, config.apiUrl, token);
  if (!claims) throw new ApiError(401, "invalid_token", "The access token is invalid or has expired.");
  if (!(READS.has(c.req.method) && liveSessions.isLive(claims.session_id, claims.sub))) {
    const session = await c.var.db.query.sessions.findFirst({ where: eq(sessions.id, claims.session_id), columns: { userId: true } });
    if (session?.userId !== claims.sub) {
      liveSessions.forget(claims.session_id);
      throw new ApiError(403, "session_not_found", "This session has ended. Please sign in again.");
    }
    liveSessions.remember(claims.session_id, claims.sub);
  }
  const role: UserRole = USER_ROLES.find((r) => r === claims.app_metadata.role) ?? "learner";
  c.set("user", { userId: claims.sub, role, sessionId: claims.session_id, aal: claims.aal });
  return next();
});

/** What a router that `.use(signedIn)` finds in the context: the caller is known. */
export type SignedInEnv = { Bindings: Env; Variables: AppEnv["Variables"] & { user: SignedInUser } };

/** 401 for an anonymous request, before any validation of what it sent. */
export const signedIn = createMiddleware<SignedInEnv>(async (c, next) => {
  const user: SignedInUser | null = c.var.user;
  if (!user) throw new ApiError(401, "unauthenticated", "Sign in to use this.");
  await next();
});
