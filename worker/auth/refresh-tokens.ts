/**
 * The refresh_token grant. Every use rotates the token. A child token is derived from its parent
 * (SHA-256 with a label), so whoever presents an already-rotated token inside the reuse window (a
 * lost response, two tabs refreshing at once) gets the session's current token back instead of a
 * fork. Outside the window, reuse is treated as theft and the whole family — the session — ends.
 * Only hashes are stored, so the database alone cannot produce a usable token.
 */
import { and, eq } from "drizzle-orm";
import { base64Url, sha256Hex } from "../lib/crypto";
import { refreshTokens, sessions } from "../db/auth-schema";
import type { AuthConfig } from "./config";
import { commit, type Db } from "../db/client";
import { AuthError } from "./errors";
import { liveSessions } from "./live-sessions";
import { newRefreshToken, sessionResponse, type SessionResponse } from "./sessions";
import { loadUser } from "./users";

type TokenRow = typeof refreshTokens.$inferSelect;

const ROTATION_LABEL = "lexora/refresh-token/next:";

export async function childRefreshToken(token: string): Promise<string> {
  const digest = await crypto.subtle.digest("SHA-256", new TextEncoder().encode(ROTATION_LABEL + token));
  return base64Url(new Uint8Array(digest));
}

const notFound = () => new AuthError(400, "refresh_token_not_found", "Invalid Refresh Token: Refresh Token Not Found");
const alreadyUsed = () => new AuthError(400, "refresh_token_already_used", "Invalid Refresh Token: Already Used");

/**
 * Revokes `parent` and stores its one child. `parent_id` is unique, so when two requests rotate the
 * same token at once only one batch commits; the other returns false and takes the reuse path.
 */
async function rotate(db: Db, parent: TokenRow, childHash: string, now: number): Promise<boolean> {
  try {
    await commit(db, [
      db
        .insert(refreshTokens)
        .values({ tokenHash: childHash, sessionId: parent.sessionId, parentId: parent.id, createdAt: now, updatedAt: now }),
      db.update(refreshTokens).set({ revoked: true, updatedAt: now }).where(eq(refreshTokens.id, parent.id)),
      db.update(sessions).set({ refreshedAt: now, updatedAt: now }).where(eq(sessions.id, parent.sessionId)),
    ]);
    return true;
  } catch (err) {
    if (String(err).includes("UNIQUE")) return false;
    throw err;
  }
}

/** Follows the chain from a rotated token to the session's active one, deriving each child. */
async function currentDescendant(db: Db, presented: string, row: TokenRow): Promise<string | null> {
  const family = await db.select().from(refreshTokens).where(eq(refreshTokens.sessionId, row.sessionId));
  let token = presented;
  let node: TokenRow | undefined = row;
  for (let step = 0; node?.revoked && step < family.length; step++) {
    const parentId: number = node.id;
    node = family.find((t) => t.parentId === parentId);
    token = await childRefreshToken(token);
    if (!node || node.tokenHash !== (await sha256Hex(token))) return null;
  }
  return node && !node.revoked ? token : null;
}

/**
 * A reused refresh token (past the reuse interval) ends its whole session; `onSessionEnded` gets the
 * user id then, so the caller can close that session's sockets.
 */
export async function refreshSession(
  db: Db,
  config: AuthConfig,
  presented: string,
  onSessionEnded: (userId: string) => Promise<void>,
  now = Date.now(),
): Promise<SessionResponse> {
  const found = await db.query.refreshTokens.findFirst({ where: eq(refreshTokens.tokenHash, await sha256Hex(presented)) });
  if (!found) throw notFound();
  let row = found;
  let issued: string | null = null;
  if (!row.revoked) {
    const child = await childRefreshToken(presented);
    if (await rotate(db, row, await sha256Hex(child), now)) issued = child;
    else row = (await db.query.refreshTokens.findFirst({ where: eq(refreshTokens.id, row.id) })) ?? row;
  }
  if (!issued) {
    if (now - row.updatedAt > config.refreshTokenReuseSeconds * 1000) {
      const [ended] = await db.delete(sessions).where(eq(sessions.id, row.sessionId)).returning({ userId: sessions.userId });
      liveSessions.forget(row.sessionId);
      if (ended) await onSessionEnded(ended.userId);
      throw alreadyUsed();
    }
    issued = await currentDescendant(db, presented, row);
    if (!issued) throw alreadyUsed();
  }
  const session = await db.query.sessions.findFirst({ where: eq(sessions.id, row.sessionId) });
  const record = session && (await loadUser(db, session.userId));
  if (!session || !record) throw new AuthError(400, "session_not_found", "Invalid Refresh Token: No Valid Session Found");
  return sessionResponse(config, record, session, issued);
}

/**
 * Statements that give a session a brand-new token chain (after MFA raises its level): the old
 * tokens are revoked, so presenting one later counts as reuse like any other rotated token.
 */
export async function replaceSessionToken(db: Db, sessionId: string, now: number) {
  const fresh = await newRefreshToken();
  return {
    token: fresh.token,
    statements: [
      db
        .update(refreshTokens)
        .set({ revoked: true, updatedAt: now })
        .where(and(eq(refreshTokens.sessionId, sessionId), eq(refreshTokens.revoked, false))),
      db.insert(refreshTokens).values({ tokenHash: fresh.hash, sessionId, createdAt: now, updatedAt: now }),
    ],
  };
}
