/**
 * TOTP multi-factor authentication: POST /factors (enroll), POST /factors/:id/challenge,
 * POST /factors/:id/verify (raises the session to aal2 and ends the user's other aal1 sessions) and
 * DELETE /factors/:id. Codes and messages follow GoTrue's `mfa.go`.
 */
import { and, eq, lt, ne, sql } from "drizzle-orm";
import { Hono } from "hono";
import { z } from "zod";
import { mfaChallenges, mfaFactors, sessions, type AmrEntry } from "../../db/auth-schema";
import type { AuthEnv, SignedIn } from "../context";
import { commit } from "../../db/client";
import { AuthError, validationFailed } from "../errors";
import { clientIp, readBody, sendJson } from "../http";
import { enforceRateLimits } from "../rate-limits";
import { replaceSessionToken } from "../refresh-tokens";
import { closeEndedSessionSockets } from "../../realtime/sessions";
import { liveSessions } from "../live-sessions";
import { requireSession } from "../require-session";
import { findSession, sessionResponse } from "../sessions";
import { acceptedTotpStep, DEFAULT_TOTP_ISSUER, newTotpSecret } from "../totp";
import { hasVerifiedFactor, loadUser } from "../users";

const MAX_FACTORS = 10;
const CHALLENGE_TTL_SECONDS = 300;
/** Unverified factors older than this with no challenge are cleaned up on the next enrollment. */
const UNVERIFIED_FACTOR_TTL_MS = 300 * 1000;

const enrollBody = z.object({
  factor_type: z.string().max(32).nullish(),
  friendly_name: z.string().max(256).nullish(),
  issuer: z.string().max(256).nullish(),
  phone: z.string().max(64).nullish(),
});
const verifyBody = z.object({ challenge_id: z.string().max(64).nullish(), code: z.string().max(64).nullish() });
const factorId = z.uuid();

function ownFactor(signedIn: SignedIn, id: string) {
  if (!factorId.safeParse(id).success) throw new AuthError(404, "validation_failed", "factor_id must be an UUID");
  const factor = signedIn.record.factors.find((f) => f.id === id);
  if (!factor) throw new AuthError(404, "mfa_factor_not_found", "Factor not found");
  return factor;
}

export const factorRoutes = new Hono<AuthEnv>()
  .use("/factors/*", requireSession)
  .use("/factors", requireSession)
  .post("/factors", async (c) => {
    const { db, signedIn } = c.var;
    const body = await readBody(c, enrollBody);
    if (body.factor_type === "phone") throw new AuthError(422, "mfa_phone_enroll_not_enabled", "MFA enroll is disabled for Phone");
    if (body.factor_type === "webauthn") throw new AuthError(422, "mfa_webauthn_enroll_not_enabled", "MFA enroll is disabled for WebAuthn");
    if (body.factor_type !== "totp") throw validationFailed("factor_type needs to be totp, phone or webauthn");
    const { record, session } = signedIn;
    if (hasVerifiedFactor(record) && session.aal !== "aal2")
      throw new AuthError(403, "insufficient_aal", "AAL2 required to enroll a new factor");
    const now = Date.now();
    const live = record.factors.filter((f) => f.status === "verified" || now - f.createdAt < UNVERIFIED_FACTOR_TTL_MS);
    if (live.length >= MAX_FACTORS)
      throw new AuthError(422, "too_many_enrolled_mfa_factors", "Maximum number of verified factors reached, unenroll to continue");
    const friendlyName = body.friendly_name?.trim() || null;
    if (friendlyName && live.some((f) => f.friendlyName === friendlyName)) {
      throw new AuthError(
        422,
        "mfa_factor_name_conflict",
        `A factor with the friendly name "${friendlyName}" for this user already exists`,
      );
    }
    const issuer = body.issuer?.trim() || DEFAULT_TOTP_ISSUER;
    const { secret, uri, qrCode } = newTotpSecret(issuer, record.user.email);
    const id = crypto.randomUUID();
    await commit(db, [
      db
        .delete(mfaFactors)
        .where(
          and(
            eq(mfaFactors.userId, record.user.id),
            eq(mfaFactors.status, "unverified"),
            lt(mfaFactors.createdAt, now - UNVERIFIED_FACTOR_TTL_MS),
          ),
        ),
      db.insert(mfaFactors).values({
        id,
        userId: record.user.id,
        friendlyName,
        factorType: "totp",
        status: "unverified",
        secret,
        createdAt: now,
        updatedAt: now,
      }),
    ]);
    return sendJson(c, { id, type: "totp", friendly_name: friendlyName ?? "", totp: { qr_code: qrCode, secret, uri } });
  })
  .post("/factors/:id/challenge", async (c) => {
    const { db, config, signedIn } = c.var;
    const factor = ownFactor(signedIn, c.req.param("id"));
    await enforceRateLimits(db, config, [
      { name: "mfa", by: "ip", value: clientIp(c) },
      { name: "mfa", by: "user", value: signedIn.record.user.id },
    ]);
    const now = Date.now();
    const id = crypto.randomUUID();
    await commit(db, [
      db
        .delete(mfaChallenges)
        .where(and(eq(mfaChallenges.factorId, factor.id), lt(mfaChallenges.createdAt, now - CHALLENGE_TTL_SECONDS * 1000))),
      db.insert(mfaChallenges).values({ id, factorId: factor.id, ipAddress: clientIp(c), createdAt: now }),
      db.update(mfaFactors).set({ lastChallengedAt: now, updatedAt: now }).where(eq(mfaFactors.id, factor.id)),
    ]);
    return sendJson(c, { id, type: "totp", expires_at: Math.floor(now / 1000) + CHALLENGE_TTL_SECONDS });
  })
  .post("/factors/:id/verify", async (c) => {
    const { db, config, signedIn } = c.var;
    const factor = ownFactor(signedIn, c.req.param("id"));
    const body = await readBody(c, verifyBody);
    await enforceRateLimits(db, config, [
      { name: "mfa", by: "ip", value: clientIp(c) },
      { name: "mfa", by: "user", value: signedIn.record.user.id },
    ]);
    const challenge = body.challenge_id
      ? await db.query.mfaChallenges.findFirst({
          where: and(eq(mfaChallenges.id, body.challenge_id), eq(mfaChallenges.factorId, factor.id)),
        })
      : undefined;
    if (!challenge) throw new AuthError(422, "mfa_factor_not_found", "MFA factor with the provided challenge ID not found");
    const now = Date.now();
    if (now - challenge.createdAt > CHALLENGE_TTL_SECONDS * 1000) {
      throw new AuthError(
        422,
        "mfa_challenge_expired",
        `MFA challenge ${challenge.id} has expired, verify against another challenge or create a new challenge.`,
      );
    }
    if (challenge.ipAddress !== clientIp(c))
      throw new AuthError(422, "mfa_ip_address_mismatch", "Challenge and verify IP addresses mismatch.");
    const step = acceptedTotpStep(factor.secret, body.code ?? "", factor.lastUsedStep, now);
    if (step === null) throw new AuthError(422, "mfa_verification_failed", "Invalid TOTP code entered");

    const { record, session } = signedIn;
    const amr: AmrEntry[] = [{ method: "totp", timestamp: Math.floor(now / 1000) }, ...session.amr.filter((a) => a.method !== "totp")];
    const refresh = await replaceSessionToken(db, session.id, now);
    await commit(db, [
      db.delete(mfaChallenges).where(eq(mfaChallenges.id, challenge.id)),
      db.update(mfaFactors).set({ status: "verified", lastUsedStep: step, updatedAt: now }).where(eq(mfaFactors.id, factor.id)),
      db
        .delete(mfaFactors)
        .where(and(eq(mfaFactors.userId, record.user.id), eq(mfaFactors.status, "unverified"), ne(mfaFactors.id, factor.id))),
      db.update(sessions).set({ aal: "aal2", factorId: factor.id, amr, updatedAt: now }).where(eq(sessions.id, session.id)),
      db.delete(sessions).where(and(eq(sessions.userId, record.user.id), eq(sessions.aal, "aal1"), ne(sessions.id, session.id))),
      ...refresh.statements,
    ]);
    liveSessions.forgetUser(record.user.id, session.id);
    await closeEndedSessionSockets(c.env, record.user.id);
    const [updated, raised] = await Promise.all([loadUser(db, record.user.id), findSession(db, session.id)]);
    if (!updated || !raised) throw new AuthError(403, "session_not_found", "Session from session_id claim in JWT does not exist");
    return sendJson(c, await sessionResponse(config, updated, raised, refresh.token));
  })
  .delete("/factors/:id", async (c) => {
    const { db, signedIn } = c.var;
    const factor = ownFactor(signedIn, c.req.param("id"));
    if (factor.status === "verified" && signedIn.session.aal !== "aal2") {
      throw new AuthError(422, "insufficient_aal", "AAL2 required to unenroll verified factor");
    }
    const now = Date.now();
    await commit(db, [
      db.delete(mfaFactors).where(eq(mfaFactors.id, factor.id)),
      // Sessions that reached aal2 with this factor no longer have it.
      db
        .update(sessions)
        .set({
          aal: "aal1",
          factorId: null,
          amr: sql`(SELECT json_group_array(json(value)) FROM json_each(${sessions.amr}) WHERE json_extract(value, '$.method') <> 'totp')`,
          updatedAt: now,
        })
        .where(eq(sessions.factorId, factor.id)),
    ]);
    return sendJson(c, { id: factor.id });
  });
