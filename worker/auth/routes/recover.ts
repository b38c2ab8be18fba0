/**
 * POST /recover and POST /resend. Both always answer `{}`, whether or not the address has an
 * account, and count requests per address before looking it up, so neither reveals who signed up.
 */
import { eq } from "drizzle-orm";
import { Hono } from "hono";
import { z } from "zod";
import { users } from "../../db/auth-schema";
import type { AuthEnv } from "../context";
import { validationFailed } from "../errors";
import { parseCodeChallenge, pkceFields } from "../flow-states";
import { clientIp, readBody, sendJson } from "../http";
import { enforceRateLimits } from "../rate-limits";
import { safeRedirect } from "../redirects";
import { findUserByEmail, isConfirmed } from "../users";
import { parseEmail, phoneDisabled } from "../validation";
import { sendVerificationMail } from "../verification-mail";

const recoverBody = z.object({ email: z.string().max(1024).nullish(), ...pkceFields });

const RESEND_TYPES = ["signup", "email_change", "sms", "phone_change"] as const;
const resendBody = z.object({
  type: z.string().max(64).nullish(),
  email: z.string().max(1024).nullish(),
  phone: z.string().max(64).nullish(),
  ...pkceFields,
});

export const recoverRoutes = new Hono<AuthEnv>()
  .post("/recover", async (c) => {
    const { db, config } = c.var;
    const body = await readBody(c, recoverBody);
    if (!body.email) throw validationFailed("Password recovery requires an email");
    const email = parseEmail(body.email);
    const challenge = parseCodeChallenge(body);
    const redirectTo = safeRedirect(config, c.req.query("redirect_to"));
    await enforceRateLimits(db, config, [
      { name: "emailRequests", by: "ip", value: clientIp(c) },
      { name: "emailSent", by: "email", value: email },
    ]);
    const user = await findUserByEmail(db, email);
    if (user) {
      const now = Date.now();
      const stamp = db.update(users).set({ recoverySentAt: now, updatedAt: now }).where(eq(users.id, user.id));
      await sendVerificationMail(c, { type: "recovery", userId: user.id, to: user.email, redirectTo, challenge }, [stamp], now);
    }
    return sendJson(c, {});
  })
  .post("/resend", async (c) => {
    const { db, config } = c.var;
    const body = await readBody(c, resendBody);
    const type = RESEND_TYPES.find((t) => t === body.type);
    if (!type) throw validationFailed(`Missing one of these types: ${RESEND_TYPES.join(", ")}`);
    if (type === "sms" || type === "phone_change" || body.phone) throw phoneDisabled();
    if (!body.email) throw validationFailed("Resend requires an email");
    const email = parseEmail(body.email);
    const challenge = parseCodeChallenge(body);
    const redirectTo = safeRedirect(config, c.req.query("redirect_to"));
    await enforceRateLimits(db, config, [
      { name: "emailRequests", by: "ip", value: clientIp(c) },
      { name: "emailSent", by: "email", value: email },
    ]);
    const now = Date.now();
    if (type === "signup") {
      const user = await findUserByEmail(db, email);
      if (user && !isConfirmed(user)) {
        const stamp = db.update(users).set({ confirmationSentAt: now, updatedAt: now }).where(eq(users.id, user.id));
        await sendVerificationMail(c, { type: "signup", userId: user.id, to: email, redirectTo, challenge }, [stamp], now);
      }
    } else {
      const user = await db.query.users.findFirst({ where: eq(users.newEmail, email) });
      if (user) {
        const stamp = db.update(users).set({ emailChangeSentAt: now, updatedAt: now }).where(eq(users.id, user.id));
        await sendVerificationMail(c, { type: "email_change", userId: user.id, to: email, redirectTo, challenge }, [stamp], now);
      }
    }
    return sendJson(c, {});
  });
