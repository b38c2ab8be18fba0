/**
 * POST /token?grant_type=password | refresh_token | pkce. Password sign-in answers one message for
 * every failure that could reveal an account; email confirmation is checked only after the password.
 * Password guesses are limited per IP and per address+IP pair, never per address alone.
 */
import { Hono } from "hono";
import { z } from "zod";
import type { AuthEnv } from "../context";
import { API_VERSION, API_VERSION_HEADER, AuthError, invalidCredentials, validationFailed } from "../errors";
import { redeemAuthCode } from "../flow-states";
import { clientIp, readBody, sendJson } from "../http";
import { verifyPassword } from "../passwords";
import { enforceRateLimits } from "../rate-limits";
import { closeEndedSessionSockets } from "../../realtime/sessions";
import { refreshSession } from "../refresh-tokens";
import { requester, startSession, type AuthenticationMethod } from "../sessions";
import { findUserByEmail, isConfirmed, normalizeEmail } from "../users";
import { phoneDisabled } from "../validation";

const passwordBody = z.object({
  email: z.string().max(1024).nullish(),
  phone: z.string().max(64).nullish(),
  password: z.string().max(1024).nullish(),
});
const refreshBody = z.object({ refresh_token: z.string().max(512).nullish() });
const pkceBody = z.object({ auth_code: z.string().max(256).nullish(), code_verifier: z.string().max(256).nullish() });

export const tokenRoutes = new Hono<AuthEnv>().post("/token", async (c) => {
  const { db, config } = c.var;
  const grantType = c.req.query("grant_type");
  const perIp = { name: "token", by: "ip", value: clientIp(c) } as const;

  if (grantType === "password") {
    const body = await readBody(c, passwordBody);
    if (!body.email && body.phone) throw phoneDisabled();
    if (!body.email) throw validationFailed("missing email or phone");
    const email = normalizeEmail(body.email);
    // Guesses at one address count per requesting IP, so nobody can lock the owner out from elsewhere.
    await enforceRateLimits(db, config, [perIp, { name: "passwordPerEmail", by: "email+ip", value: `${email} ${perIp.value}` }]);
    const user = await findUserByEmail(db, email);
    const matches = await verifyPassword(body.password ?? "", user?.passwordHash ?? null);
    if (!user || !matches) throw invalidCredentials();
    if (!isConfirmed(user)) throw new AuthError(400, "email_not_confirmed", "Email not confirmed");
    return sendJson(c, await startSession(db, config, user.id, "password", requester(c)));
  }

  if (grantType === "refresh_token") {
    const body = await readBody(c, refreshBody);
    await enforceRateLimits(db, config, [perIp]);
    if (!body.refresh_token) {
      c.header(API_VERSION_HEADER, API_VERSION);
      return c.json({ error: "invalid_request", error_description: "refresh_token required" }, 400);
    }
    return sendJson(c, await refreshSession(db, config, body.refresh_token, (userId) => closeEndedSessionSockets(c.env, userId)));
  }

  if (grantType === "pkce") {
    const body = await readBody(c, pkceBody);
    await enforceRateLimits(db, config, [perIp]);
    if (!body.auth_code || !body.code_verifier) {
      throw validationFailed("invalid request: both auth code and code verifier should be non-empty");
    }
    const flow = await redeemAuthCode(db, body.auth_code, body.code_verifier);
    const method = flow.authenticationMethod as AuthenticationMethod;
    return sendJson(c, await startSession(db, config, flow.userId, method, requester(c)));
  }

  throw new AuthError(400, "invalid_credentials", "unsupported_grant_type");
});
