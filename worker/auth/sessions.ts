/**
 * Sessions: a row per signed-in device, an access JWT naming it (`session_id`) and a chain of
 * refresh tokens. Ending a session deletes the row, its refresh tokens go with it, and every
 * endpoint that checks the session answers 403 `session_not_found` from then on (/api reads within
 * 60 s in other isolates: worker/lib/auth-middleware.ts).
 */
import { and, eq, ne, sql } from "drizzle-orm";
import { randomToken, sha256Hex } from "../lib/crypto";
import { refreshTokens, sessions, users, type AmrEntry } from "../db/auth-schema";
import { profiles } from "../db/schema";
import type { AuthConfig } from "./config";
import { commit, type Db, type BatchStatement } from "../db/client";
import { AuthError } from "./errors";
import { clientIp, userAgent } from "./http";
import { ACCESS_TOKEN_TTL_SECONDS, signAccessToken } from "./jwt";
import { liveSessions } from "./live-sessions";
import { appMetadata, hasVerifiedFactor, iso, loadUser, userJson, type UserJson, type UserRecord } from "./users";

export type SessionRow = typeof sessions.$inferSelect;

export type AuthenticationMethod = "password" | "otp" | "oauth" | "email/signup" | "recovery" | "email_change" | "totp";

export type SessionResponse = {
  access_token: string;
  token_type: "bearer";
  expires_in: number;
  expires_at: number;
  refresh_token: string;
  user: UserJson;
};

export async function newRefreshToken(): Promise<{ token: string; hash: string }> {
  const token = randomToken(32);
  return { token, hash: await sha256Hex(token) };
}

/** The session object of GoTrue's AccessTokenResponse, always with `user`. */
export async function sessionResponse(
  config: AuthConfig,
  record: UserRecord,
  session: SessionRow,
  refreshToken: string,
): Promise<SessionResponse> {
  const { user } = record;
  const { token, expiresAt } = await signAccessToken(config.signingKey, {
    iss: config.apiUrl,
    sub: user.id,
    email: user.email,
    phone: "",
    app_metadata: appMetadata(record),
    user_metadata: user.userMetadata,
    aal: session.aal,
    next_aal: hasVerifiedFactor(record) ? "aal2" : "aal1",
    amr: session.amr,
    session_id: session.id,
    is_anonymous: false,
  });
  return {
    access_token: token,
    token_type: "bearer",
    expires_in: ACCESS_TOKEN_TTL_SECONDS,
    expires_at: expiresAt,
    refresh_token: refreshToken,
    user: userJson(record),
  };
}

export type Requester = { ip: string; userAgent: string | null };

export const requester = (c: Parameters<typeof clientIp>[0]): Requester => ({ ip: clientIp(c), userAgent: userAgent(c) });

/**
 * Signs a confirmed user in: a new session and its first refresh token, `last_sign_in_at`, and the
 * profile (created on the first sign-in, `last_login` updated on every one). `before` runs in the
 * same batch first, so what made the sign-in possible (a consumed token, a confirmed email, a new
 * account) is committed together with the session or not at all.
 */
export async function startSession(
  db: Db,
  config: AuthConfig,
  userId: string,
  method: AuthenticationMethod,
  from: Requester,
  before: BatchStatement[] = [],
  now = Date.now(),
): Promise<SessionResponse> {
  const refresh = await newRefreshToken();
  const sessionId = crypto.randomUUID();
  const amr: AmrEntry[] = [{ method, timestamp: Math.floor(now / 1000) }];
  await commit(db, [
    ...before,
    db.insert(sessions).values({
      id: sessionId,
      userId,
      aal: "aal1",
      amr,
      ip: from.ip,
      userAgent: from.userAgent,
      createdAt: now,
      updatedAt: now,
    }),
    db.insert(refreshTokens).values({ tokenHash: refresh.hash, sessionId, createdAt: now, updatedAt: now }),
    db.update(users).set({ lastSignInAt: now, updatedAt: now }).where(eq(users.id, userId)),
    // The profile starts with the account's name (`full_name`, or Google's `name`) and role.
    db
      .insert(profiles)
      .values({
        id: userId,
        fullName: sql`(SELECT substr(value, 1, 100) FROM users, json_each(users.user_metadata)
          WHERE users.id = ${userId} AND key IN ('full_name', 'name') AND type = 'text' ORDER BY key = 'full_name' DESC LIMIT 1)`,
        role: sql`(SELECT app_role FROM users WHERE id = ${userId})`,
        lastLogin: iso(now),
        // Equal to last_login only on the first sign-in: see isFirstSignIn in worker/contract/profile.ts.
        createdAt: iso(now),
        updatedAt: iso(now),
      })
      .onConflictDoUpdate({ target: profiles.id, set: { lastLogin: iso(now), updatedAt: iso(now) } }),
  ]);
  const [record, session] = await Promise.all([loadUser(db, userId), findSession(db, sessionId)]);
  if (!record || !session) throw new AuthError(500, "unexpected_failure", "The new session could not be read back");
  return sessionResponse(config, record, session, refresh.token);
}

export function findSession(db: Db, sessionId: string): Promise<SessionRow | undefined> {
  return db.query.sessions.findFirst({ where: eq(sessions.id, sessionId) });
}

export type LogoutScope = "global" | "local" | "others";

/** Ends sessions of a user: all of them, only this one, or all but this one. */
export function endSessionsStatement(db: Db, userId: string, scope: LogoutScope, currentSessionId: string) {
  if (scope === "local") return db.delete(sessions).where(eq(sessions.id, currentSessionId));
  if (scope === "others") return db.delete(sessions).where(and(eq(sessions.userId, userId), ne(sessions.id, currentSessionId)));
  return db.delete(sessions).where(eq(sessions.userId, userId));
}

/** Forgets, in this isolate's live-session cache, the sessions `endSessionsStatement` ended; call it once that is committed. */
export function forgetEndedSessions(userId: string, scope: LogoutScope, currentSessionId: string): void {
  if (scope === "local") liveSessions.forget(currentSessionId);
  else liveSessions.forgetUser(userId, scope === "others" ? currentSessionId : undefined);
}

/** 303 target for a browser flow that ends signed in without PKCE: tokens in the URL fragment. */
export function sessionRedirectUrl(redirectTo: string, session: SessionResponse, type?: string): string {
  const params = new URLSearchParams({
    access_token: session.access_token,
    expires_at: String(session.expires_at),
    expires_in: String(session.expires_in),
    refresh_token: session.refresh_token,
    token_type: session.token_type,
  });
  if (type) params.set("type", type);
  params.set("sb", "");
  const url = new URL(redirectTo);
  url.hash = params.toString();
  return url.toString();
}
