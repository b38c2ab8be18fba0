/**
 * POST /signup. With email confirmation on (the default) the answer is the new user without a
 * session and a confirmation mail goes out. A confirmed address gets a look-alike user with a random
 * id and no identities, so sign-up cannot be used to find out who has an account.
 */
import { eq } from "drizzle-orm";
import { Hono } from "hono";
import { z } from "zod";
import { identities, users } from "../../db/auth-schema";
import type { AuthEnv } from "../context";
import type { Db } from "../../db/client";
import { AuthError, validationFailed } from "../errors";
import { pkceFields, parseCodeChallenge } from "../flow-states";
import { clientIp, readBody, sendJson } from "../http";
import { checkPasswordRules, hashPassword } from "../passwords";
import { enforceRateLimits } from "../rate-limits";
import { safeRedirect } from "../redirects";
import { requester, startSession } from "../sessions";
import { cleanUserMetadata, findUserByEmail, isConfirmed, loadUser, obfuscatedUserJson, roleFromSignUpData, userJson } from "../users";
import { metadataField, parseEmail, parseMetadata, phoneDisabled } from "../validation";
import { sendVerificationMail } from "../verification-mail";

const signupBody = z.object({
  email: z.string().max(1024).nullish(),
  phone: z.string().max(64).nullish(),
  password: z.string().max(1024).nullish(),
  data: metadataField,
  ...pkceFields,
});

function newEmailUser(
  db: Db,
  user: { id: string; email: string; passwordHash: string; data: Record<string, unknown>; confirmedAt: number | null },
  now: number,
) {
  return [
    db.insert(users).values({
      id: user.id,
      email: user.email,
      passwordHash: user.passwordHash,
      appRole: roleFromSignUpData(user.data),
      signupProvider: "email",
      userMetadata: cleanUserMetadata(user.data),
      emailConfirmedAt: user.confirmedAt,
      confirmationSentAt: user.confirmedAt ? null : now,
      createdAt: now,
      updatedAt: now,
    }),
    db.insert(identities).values({
      id: crypto.randomUUID(),
      userId: user.id,
      provider: "email",
      providerId: user.id,
      identityData: { sub: user.id, email: user.email, email_verified: user.confirmedAt != null, phone_verified: false },
      email: user.email,
      createdAt: now,
      updatedAt: now,
    }),
  ];
}

export const signupRoutes = new Hono<AuthEnv>().post("/signup", async (c) => {
  const { db, config } = c.var;
  const body = await readBody(c, signupBody);
  if (!body.email && body.phone) throw phoneDisabled();
  if (!body.email && !body.password) throw new AuthError(422, "anonymous_provider_disabled", "Anonymous sign-ins are disabled");
  if (!body.email) throw validationFailed("Signup requires a valid email");
  if (!body.password) throw validationFailed("Signup requires a valid password");
  const email = parseEmail(body.email);
  checkPasswordRules(body.password);
  const challenge = parseCodeChallenge(body);
  const data = parseMetadata(body.data);
  const redirectTo = safeRedirect(config, c.req.query("redirect_to"));

  await enforceRateLimits(db, config, [
    { name: "signup", by: "ip", value: clientIp(c) },
    ...(config.autoconfirm ? [] : [{ name: "emailSent" as const, by: "email" as const, value: email }]),
  ]);

  const now = Date.now();
  // Hash before looking the address up, so every path costs the same time.
  const passwordHash = await hashPassword(body.password);
  const existing = await findUserByEmail(db, email);
  if (existing && isConfirmed(existing)) {
    if (config.autoconfirm) throw new AuthError(422, "user_already_exists", "User already registered");
    return sendJson(c, obfuscatedUserJson(email, data, now));
  }
  const userId = existing?.id ?? crypto.randomUUID();
  // An unconfirmed account is not changed: nobody has proved they own the address yet.
  const create = existing
    ? []
    : newEmailUser(db, { id: userId, email, passwordHash, data, confirmedAt: config.autoconfirm ? now : null }, now);
  try {
    if (config.autoconfirm) return sendJson(c, await startSession(db, config, userId, "password", requester(c), create, now));
    await sendVerificationMail(
      c,
      { type: "signup", userId, to: email, redirectTo, challenge },
      [...create, db.update(users).set({ confirmationSentAt: now }).where(eq(users.id, userId))],
      now,
    );
  } catch (err) {
    // Two sign-ups of one address at once: the loser answers like a repeat sign-up.
    if (!existing && String(err).includes("UNIQUE constraint failed: users.email")) {
      return sendJson(c, obfuscatedUserJson(email, data, now));
    }
    throw err;
  }
  const record = await loadUser(db, userId);
  if (!record) throw new AuthError(500, "unexpected_failure", "The new user could not be read back");
  return sendJson(c, userJson(record));
});
