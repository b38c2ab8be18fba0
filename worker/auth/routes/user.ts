/**
 * GET /user, PUT /user and POST /logout, all for the bearer of a live session. A password change
 * ends the user's other sessions; an email change waits for the new address to be confirmed.
 */
import { and, eq, ne } from "drizzle-orm";
import { Hono } from "hono";
import { z } from "zod";
import type { Metadata } from "../../db/auth-schema";
import { users } from "../../db/auth-schema";
import type { AuthEnv } from "../context";
import { commit, type BatchStatement } from "../../db/client";
import { AuthError, validationFailed } from "../errors";
import { parseCodeChallenge, pkceFields } from "../flow-states";
import { clientIp, readBody, sendJson } from "../http";
import { deleteOneTimeTokens } from "../one-time-tokens";
import { checkPasswordRules, hashPassword, verifyPassword } from "../passwords";
import { enforceRateLimits } from "../rate-limits";
import { safeRedirect } from "../redirects";
import { requireSession } from "../require-session";
import { endSessionsStatement, forgetEndedSessions, type LogoutScope } from "../sessions";
import { cleanUserMetadata, hasVerifiedFactor, loadUser, userJson } from "../users";
import { metadataField, parseEmail, parseMetadata, phoneDisabled } from "../validation";
import { sendVerificationMail } from "../verification-mail";
import { closeEndedSessionSockets } from "../../realtime/sessions";

const updateBody = z.object({
  email: z.string().max(1024).nullish(),
  password: z.string().max(1024).nullish(),
  phone: z.string().max(64).nullish(),
  data: metadataField,
  app_metadata: z.unknown().optional(),
  nonce: z.string().max(256).nullish(),
  current_password: z.string().max(1024).nullish(),
  ...pkceFields,
});

const LOGOUT_SCOPES: readonly LogoutScope[] = ["global", "local", "others"];

/** `data` is merged key by key; a `null` value removes the key (GoTrue's behaviour). */
function mergeMetadata(current: Metadata, update: Metadata): Metadata {
  const merged: Metadata = { ...current };
  for (const [key, value] of Object.entries(cleanUserMetadata(update))) {
    if (value === null) delete merged[key];
    else merged[key] = value;
  }
  return merged;
}

export const userRoutes = new Hono<AuthEnv>()
  .get("/user", requireSession, (c) => sendJson(c, userJson(c.var.signedIn.record)))
  .put("/user", requireSession, async (c) => {
    const { db, config, signedIn } = c.var;
    const { user } = signedIn.record;
    const body = await readBody(c, updateBody);
    if (body.app_metadata !== undefined) throw new AuthError(403, "not_admin", "Updating app_metadata requires admin privileges");
    if (body.phone) throw phoneDisabled();
    const newEmail = body.email ? parseEmail(body.email) : null;
    const emailChanges = newEmail !== null && newEmail !== user.email;
    const password = body.password ?? null;
    if (password !== null) checkPasswordRules(password);
    if ((emailChanges || password !== null) && hasVerifiedFactor(signedIn.record) && signedIn.session.aal !== "aal2") {
      throw new AuthError(401, "insufficient_aal", "AAL2 session is required to update email or password when MFA is enabled.");
    }
    const metadata = body.data ? mergeMetadata(user.userMetadata, parseMetadata(body.data)) : null;
    const challenge = emailChanges ? parseCodeChallenge(body) : null;

    const now = Date.now();
    const statements: BatchStatement[] = [];
    if (metadata) statements.push(db.update(users).set({ userMetadata: metadata, updatedAt: now }).where(eq(users.id, user.id)));
    if (password !== null) {
      if (await verifyPassword(password, user.passwordHash)) {
        throw new AuthError(422, "same_password", "New password should be different from the old password.");
      }
      statements.push(
        db
          .update(users)
          .set({ passwordHash: await hashPassword(password), updatedAt: now })
          .where(eq(users.id, user.id)),
        deleteOneTimeTokens(db, user.id, ["recovery"]),
        endSessionsStatement(db, user.id, "others", signedIn.session.id),
      );
    }
    if (emailChanges) {
      const taken = await db.query.users.findFirst({ where: and(eq(users.email, newEmail), ne(users.id, user.id)) });
      if (taken) throw new AuthError(422, "email_exists", "A user with this email address has already been registered");
      await enforceRateLimits(db, config, [
        { name: "emailRequests", by: "ip", value: clientIp(c) },
        { name: "emailSent", by: "email", value: newEmail },
      ]);
      statements.push(db.update(users).set({ newEmail, emailChangeSentAt: now, updatedAt: now }).where(eq(users.id, user.id)));
      const redirectTo = safeRedirect(config, c.req.query("redirect_to"));
      await sendVerificationMail(c, { type: "email_change", userId: user.id, to: newEmail, redirectTo, challenge }, statements, now);
    } else {
      await commit(db, statements);
    }
    if (password !== null) {
      forgetEndedSessions(user.id, "others", signedIn.session.id);
      await closeEndedSessionSockets(c.env, user.id);
    }
    const record = await loadUser(db, user.id);
    if (!record) throw new AuthError(403, "user_not_found", "User from sub claim in JWT does not exist");
    return sendJson(c, userJson(record));
  })
  .post("/logout", requireSession, async (c) => {
    const { db, signedIn } = c.var;
    const requested = c.req.query("scope") || "global";
    const scope = LOGOUT_SCOPES.find((s) => s === requested);
    if (!scope) throw validationFailed(`Unsupported logout scope "${requested}"`);
    await db.batch([endSessionsStatement(db, signedIn.record.user.id, scope, signedIn.session.id)]);
    forgetEndedSessions(signedIn.record.user.id, scope, signedIn.session.id);
    await closeEndedSessionSockets(c.env, signedIn.record.user.id);
    return c.body(null, 204);
  });
