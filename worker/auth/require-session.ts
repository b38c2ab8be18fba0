/** The middleware of auth endpoints that act for a signed-in user (GET|PUT /user, /logout, factors…). */
import { createMiddleware } from "hono/factory";
import type { AuthEnv } from "./context";
import { AuthError } from "./errors";
import { verifyAccessToken } from "./jwt";
import { findSession } from "./sessions";
import { loadUser } from "./users";

/**
 * Auth endpoints that act for a user: the bearer token must verify (ES256, our issuer, not expired)
 * and its session must still exist. Status codes and codes as GoTrue's `requireAuthentication`.
 */
export const requireSession = createMiddleware<AuthEnv>(async (c, next) => {
  const header = c.req.header("Authorization") ?? "";
  const match = /^Bearer\s+(\S+)$/i.exec(header);
  if (!match?.[1]) throw new AuthError(401, "no_authorization", "This endpoint requires a valid Bearer token");
  const { config, db } = c.var;
  const claims = await verifyAccessToken(config.signingKey, config.apiUrl, match[1]);
  if (!claims) throw new AuthError(403, "bad_jwt", "invalid JWT: unable to parse or verify signature, token is expired or invalid");
  const [record, session] = await Promise.all([loadUser(db, claims.sub), findSession(db, claims.session_id)]);
  if (!record) throw new AuthError(403, "user_not_found", "User from sub claim in JWT does not exist");
  if (!session || session.userId !== record.user.id) {
    throw new AuthError(403, "session_not_found", "Session from session_id claim in JWT does not exist");
  }
  c.set("signedIn", { record, session });
  await next();
});
