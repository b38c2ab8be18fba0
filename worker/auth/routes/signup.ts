/**
 * POST /signup. With email confirmation on (the default) the answer is the new user without a
 * session and a confirmation mail goes out. A confirmed address gets the same answer for an account
 * that is never stored (a fresh id, one identity), after the same password hashing and one mail —
 * to the owner, saying someone tried — so sign-up cannot tell who has an account.
 */
import { eq } from "drizzle-orm";
import { Hono } from "hono";
import { z } from "zod";
import { identities, users, type Metadata } from "../../db/auth-schema";
import type { AuthEnv } from "../context";
import type { Db } from "../../db/client";
import { requestLang } from "../../i18n";
import { accountExistsEmail } from "../email/messages";
import { mailerFor } from "../email/mailer";
import { AuthError, validationFailed } from "../errors";
import { pkceFields, parseCodeChallenge } from "../flow-states";
import { clientIp, readBody, sendJson } from "../http";
import { checkPasswordRules, hashPassword } from "../passwords";
import { enforceRateLimits } from "../rate-limits";
import { safeRedirect } from "../redirects";
import { requester, startSession } from "../sessions";
import { cleanUserMetadata, findUserByEmail, isConfirmed, loadUser, roleFromSignUpData, userJson, type UserRecord } from "../users";
import { metadataField, parseEmail, parseMetadata, phoneDisabled } from "../validation";
import { sendVerificationMail } from "../verification-mail";

const signupBody = z.object({
  email: z.string().max(1024).nullish(),
  phone: z.string().max(64).nullish(),
  password: z.string().max(1024).nullish(),
  data: metadataField,
  ...pkceFields,
});

/** A new email account as it will be stored (and, for a repeat sign-up, as it is answered without being stored). */
function newEmailAccount(
  user: { email: string; passwordHash: string; data: Metadata; confirmedAt: number | null },
  now: number,
): UserRecord {
  const id = crypto.randomUUID();
  return {
    user: {
      id,
      email: user.email,
      passwordHash: user.passwordHash,
      appRole: roleFromSignUpData(user.data),
      signupProvider: "email",
      userMetadata: cleanUserMetadata(user.data),
      emailConfirmedAt: user.confirmedAt,
      confirmationSentAt: user.confirmedAt ? null : now,
      recoverySentAt: null,
      newEmail: null,
      emailChangeSentAt: null,
      lastSignInAt: null,
      createdAt: now,
      updatedAt: now,
    },
    identities: [
      {
        id: crypto.randomUUID(),
        userId: id,
        provider: "email",
        providerId: id,
        identityData: { sub: id, email: user.email, email_verified: user.confirmedAt != null, phone_verified: false },
        email: user.email,
        lastSignInAt: null,
        createdAt: now,
        updatedAt: now,
      },
    ],
    factors: [],
  };
}

const storeAccount = (db: Db, account: UserRecord) => [
  db.insert(users).values(account.user),
  ...account.identities.map((identity) => db.insert(identities).values(identity)),
];

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
  const account = newEmailAccount({ email, passwordHash, data, confirmedAt: config.autoconfirm ? now : null }, now);
  const existing = await findUserByEmail(db, email);
  if (existing && isConfirmed(existing)) {
    if (config.autoconfirm) throw new AuthError(422, "user_already_exists", "User already registered");
    // The owner hears of it; the caller gets the answer a new account gets, `account` never stored.
    await mailerFor(c.env, db, config).send(accountExistsEmail(email, redirectTo, requestLang(c)));
    return sendJson(c, userJson(account));
  }
  const userId = existing?.id ?? account.user.id;
  // An unconfirmed account is not changed: nobody has proved they own the address yet.
  const create = existing ? [] : storeAccount(db, account);
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
    if (!existing && String(err).includes("UNIQUE constraint failed: users.email")) return sendJson(c, userJson(account));
    throw err;
  }
  if (!existing) return sendJson(c, userJson(account));
  const record = await loadUser(db, userId);
  if (!record) throw new AuthError(500, "unexpected_failure", "The new user could not be read back");
  return sendJson(c, userJson(record));
});
