/**
 * DELETE /api/account: the signed-in user deletes their account. They confirm with their email
 * address, and with a two-factor code (an aal2 session) when two-factor authentication is on. Their
 * R2 objects, UserHub storage and every D1 row of theirs are erased; other users' data is untouched.
 */
import { and, eq } from "drizzle-orm";
import { Hono } from "hono";
import { eraseUserObjects, eraseUserRows } from "../account/erase";
import { liveSessions } from "../auth/live-sessions";
import { ACCOUNT_ERROR_CODES, accountDeletionRequestSchema } from "../contract/account";
import { mfaFactors, users } from "../db/auth-schema";
import type { AppEnv } from "../env";
import { signedIn } from "../lib/auth-middleware";
import { ApiError } from "../lib/errors";
import { validate } from "../lib/validation";

export const accountRoutes = new Hono<AppEnv>().use(signedIn).delete("/", validate("json", accountDeletionRequestSchema), async (c) => {
  const { userId, aal } = c.var.user;
  const db = c.var.db;
  const user = await db.query.users.findFirst({ where: eq(users.id, userId), columns: { email: true, newEmail: true } });
  if (!user) throw new ApiError(404, "user_not_found");
  if (c.req.valid("json").confirmEmail.toLowerCase() !== (user.email ?? "").toLowerCase()) {
    throw new ApiError(400, ACCOUNT_ERROR_CODES.confirmationMismatch);
  }
  const verifiedFactor = await db.query.mfaFactors.findFirst({
    where: and(eq(mfaFactors.userId, userId), eq(mfaFactors.status, "verified")),
    columns: { id: true },
  });
  if (verifiedFactor && aal !== "aal2") {
    throw new ApiError(403, ACCOUNT_ERROR_CODES.insufficientAal);
  }

  await eraseUserObjects(c.env.AUDIO, userId);
  await c.env.USER_HUB.getByName(userId).eraseAll();
  await eraseUserRows(
    db,
    userId,
    [user.email, user.newEmail].filter((email): email is string => Boolean(email)),
  );
  liveSessions.forgetUser(userId);
  return c.body(null, 204);
});
