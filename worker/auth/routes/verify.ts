/**
 * GET /verify (the emailed link: 303 back to the app, signed in by URL fragment or with a PKCE
 * `?code=`) and POST /verify (`token_hash` + type, or email + six-digit token: a session as JSON).
 */
import { eq } from "drizzle-orm";
import { Hono } from "hono";
import { z } from "zod";
import { flowStates } from "../../db/auth-schema";
import { confirmToken, VERIFY_TYPES, type VerifyType } from "../confirmations";
import type { AuthEnv } from "../context";
import { commit } from "../../db/client";
import { AuthError, validationFailed } from "../errors";
import { issueAuthCode } from "../flow-states";
import { clientIp, readBody, sendJson } from "../http";
import { enforceRateLimits } from "../rate-limits";
import { errorRedirectUrl, safeRedirect, withQuery } from "../redirects";
import { requester, sessionRedirectUrl, startSession } from "../sessions";
import { normalizeEmail } from "../users";
import { phoneDisabled } from "../validation";

const verifyBody = z.object({
  type: z.string().max(64).nullish(),
  token: z.string().max(256).nullish(),
  token_hash: z.string().max(256).nullish(),
  email: z.string().max(1024).nullish(),
  phone: z.string().max(64).nullish(),
  redirect_to: z.string().max(2048).nullish(),
});

function parseType(type: string | null | undefined): VerifyType {
  if (!type) throw validationFailed("Verify requires a verification type");
  if (type === "sms" || type === "phone_change") throw phoneDisabled();
  if (!VERIFY_TYPES.includes(type as VerifyType)) throw validationFailed("Unsupported verification type");
  return type as VerifyType;
}

export const verifyRoutes = new Hono<AuthEnv>()
  .post("/verify", async (c) => {
    const { db, config } = c.var;
    const body = await readBody(c, verifyBody);
    const type = parseType(body.type);
    if (body.phone) throw phoneDisabled();
    if (body.token && body.token_hash) throw validationFailed("Verify requires either a token or a token hash");
    let proof: { tokenHash: string } | { email: string; otp: string };
    if (body.token_hash) {
      if (body.email || body.redirect_to) throw validationFailed("Only the token_hash and type should be provided");
      proof = { tokenHash: body.token_hash };
    } else if (body.token) {
      if (!body.email) throw validationFailed("Only an email address or phone number should be provided on verify");
      proof = { email: normalizeEmail(body.email), otp: body.token.trim() };
    } else {
      throw validationFailed("Verify requires either a token or a token hash");
    }
    await enforceRateLimits(db, config, [
      { name: "verify", by: "ip", value: clientIp(c) },
      ...("email" in proof ? [{ name: "verify" as const, by: "email" as const, value: proof.email }] : []),
    ]);
    const now = Date.now();
    const { token, statements } = await confirmToken(db, type, proof, config.otpExpirySeconds, now);
    return sendJson(c, await startSession(db, config, token.userId, "otp", requester(c), statements, now));
  })
  .get("/verify", async (c) => {
    const { db, config } = c.var;
    const redirectTo = safeRedirect(config, c.req.query("redirect_to"));
    try {
      const type = parseType(c.req.query("type"));
      const tokenHash = c.req.query("token");
      if (!tokenHash || tokenHash.length > 256) throw new AuthError(403, "otp_expired", "Email link is invalid or has expired");
      await enforceRateLimits(db, config, [{ name: "verify", by: "ip", value: clientIp(c) }]);
      const now = Date.now();
      const { token, statements } = await confirmToken(db, type, { tokenHash }, config.otpExpirySeconds, now);
      const flow = token.flowStateId ? await db.query.flowStates.findFirst({ where: eq(flowStates.id, token.flowStateId) }) : undefined;
      if (flow?.codeChallenge) {
        const { code, statement } = await issueAuthCode(db, flow.id, token.userId, now);
        await commit(db, [...statements, statement]);
        return c.redirect(withQuery(safeRedirect(config, flow.redirectTo ?? redirectTo), { code }), 303);
      }
      const session = await startSession(db, config, token.userId, "otp", requester(c), statements, now);
      return c.redirect(sessionRedirectUrl(redirectTo, session, type), 303);
    } catch (err) {
      if (!(err instanceof AuthError) || err.status >= 500) throw err;
      return c.redirect(errorRedirectUrl(redirectTo, err), 303);
    }
  });
