/**
 * Who is calling /api/*. `authenticate` runs for every /api request: a bearer access token is
 * verified locally (jose, ES256 pinned, our issuer and audience) with the key imported once per
 * isolate (a token verified before only has its expiry checked), and its session must still be live. Requests without a token continue anonymously.
 * Routers that need an account `.use(signedIn)`, which answers 401 before any validation and types
 * `c.var.user` as non-null.
 *
 * Revocation takes effect at once for writes and within 60 s for reads: a GET or HEAD trusts this
 * isolate's memory of a session it found live in D1 less than 60 s ago (worker/auth/live-sessions.ts),
 * every other method reads the session row from D1, and signing out forgets the session in the
 * isolate that handled it at once.
 *
 * Two-factor: a password (or Google, or email-link) sign-in of an account with a verified factor is
 * an aal1 session until a code raises it to aal2. Such a token is nobody on /api: public routes
 * answer it as anonymous, `signedIn` routes with 403 `mfa_required`. The token says so itself
 * (`next_aal`, set when it was issued), so this costs no D1 read; a factor verified later ends the
 * user's other aal1 sessions (worker/auth/routes/factors.ts), so an older token cannot outlive it.
 */
import { and, eq } from "drizzle-orm";
import { createMiddleware } from "hono/factory";
import { authConfig } from "../auth/config";
import { verifyAccessToken } from "../auth/jwt";
import { liveSessions } from "../auth/live-sessions";
import { USER_ROLES, type UserRole } from "../contract/profile";
import { mfaFactors, sessions } from "../db/auth-schema";
import type { Db } from "../db/client";
import type { AppEnv, SignedInUser } from "../env";
import { ApiError } from "./errors";

declare module "hono" {
  interface ContextVariableMap {
    /** The request carried a valid aal1 token of an account that has a verified factor. */
    awaitingSecondFactor: boolean;
  }
}

const READS = new Set(["GET", "HEAD"]);

/** For tokens issued before they carried `next_aal`: whether the account has a verified factor. */
async function hasVerifiedFactor(db: Db, userId: string): Promise<boolean> {
  const factor = await db.query.mfaFactors.findFirst({
    where: and(eq(mfaFactors.userId, userId), eq(mfaFactors.status, "verified")),
    columns: { id: true },
  });
  return factor !== undefined;
}

export const authenticate = createMiddleware<AppEnv>(async (c, next) => {
  c.set("user", null);
  c.set("awaitingSecondFactor", false);
  const header = c.req.header("Authorization");
  if (header === undefined) return next();
  const token = /^Bearer\s+(\S+)$/i.exec(header)?.[1];
  if (!token) throw new ApiError(401, "invalid_token", { key: "invalid_token_header" });
  const config = authConfig(c.env, c.req.url);
  const claims = await verifyAccessToken(config.signingKey, config.apiUrl, token);
  if (!claims) throw new ApiError(401, "invalid_token");
  if (!(READS.has(c.req.method) && liveSessions.isLive(claims.session_id, claims.sub))) {
    const session = await c.var.db.query.sessions.findFirst({ where: eq(sessions.id, claims.session_id), columns: { userId: true } });
    if (session?.userId !== claims.sub) {
      liveSessions.forget(claims.session_id);
      throw new ApiError(403, "session_not_found");
    }
    liveSessions.remember(claims.session_id, claims.sub);
  }
  const owesCode = claims.aal === "aal1" && (claims.next_aal ? claims.next_aal === "aal2" : await hasVerifiedFactor(c.var.db, claims.sub));
  if (owesCode) {
    c.set("awaitingSecondFactor", true);
    return next();
  }
  const role: UserRole = USER_ROLES.find((r) => r === claims.app_metadata.role) ?? "learner";
  c.set("user", { userId: claims.sub, role, sessionId: claims.session_id, aal: claims.aal });
  return next();
});

/** What a router that `.use(signedIn)` finds in the context: the caller is known. */
export type SignedInEnv = { Bindings: Env; Variables: AppEnv["Variables"] & { user: SignedInUser } };

/** 401 for an anonymous request (403 for one that still owes its two-factor code), before any validation of what it sent. */
export const signedIn = createMiddleware<SignedInEnv>(async (c, next) => {
  const user: SignedInUser | null = c.var.user;
  if (c.get("awaitingSecondFactor")) throw new ApiError(403, "mfa_required");
  if (!user) throw new ApiError(401, "unauthenticated");
  await next();
});

/** 403 for a signed-in learner on a teachers' route (classes, assignments, a student's work); after `signedIn`. */
export const teacherOnly = createMiddleware<SignedInEnv>(async (c, next) => {
  if (c.var.user.role !== "teacher") throw new ApiError(403, "teacher_only");
  await next();
});
