/**
 * What following an emailed link or typing its code does: a confirmation confirms the address, a
 * recovery signs the user in (and confirms the address, since the mail arrived), an email change
 * moves the account to the new address. The token is consumed in the same batch as the change.
 */
import { and, eq, ne, sql } from "drizzle-orm";
import { identities, oneTimeTokens, users } from "../db/auth-schema";
import type { Db, BatchStatement } from "../db/client";
import { AuthError } from "./errors";
import { findOneTimeToken, type OneTimeTokenRow, type OneTimeTokenType, type TokenProof } from "./one-time-tokens";

export const VERIFY_TYPES = ["signup", "email", "recovery", "email_change", "magiclink", "invite"] as const;
export type VerifyType = (typeof VERIFY_TYPES)[number];

/** Which stored tokens a verification type may consume. We send no magic links or invites. */
const TOKEN_TYPES: Record<VerifyType, OneTimeTokenType[]> = {
  signup: ["confirmation"],
  email: ["confirmation"],
  recovery: ["recovery"],
  email_change: ["email_change"],
  magiclink: [],
  invite: [],
};

export type Confirmation = { token: OneTimeTokenRow; statements: BatchStatement[] };

function confirmEmailStatements(db: Db, userId: string, now: number): BatchStatement[] {
  return [
    db
      .update(users)
      .set({ emailConfirmedAt: sql`coalesce(${users.emailConfirmedAt}, ${now})`, updatedAt: now })
      .where(eq(users.id, userId)),
    db
      .update(identities)
      .set({ identityData: sql`json_set(${identities.identityData}, '$.email_verified', json('true'))`, updatedAt: now })
      .where(and(eq(identities.userId, userId), eq(identities.provider, "email"))),
  ];
}

export async function confirmToken(
  db: Db,
  type: VerifyType,
  proof: TokenProof,
  otpExpirySeconds: number,
  now: number,
): Promise<Confirmation> {
  const token = await findOneTimeToken(db, proof, TOKEN_TYPES[type], otpExpirySeconds, now);
  if (!token) {
    const message = "tokenHash" in proof ? "Email link is invalid or has expired" : "Token has expired or is invalid";
    throw new AuthError(403, "otp_expired", message);
  }
  const statements: BatchStatement[] = [db.delete(oneTimeTokens).where(eq(oneTimeTokens.id, token.id))];
  if (token.tokenType === "email_change") {
    const newEmail = token.relatesTo;
    const taken = await db.query.users.findFirst({ where: and(eq(users.email, newEmail), ne(users.id, token.userId)) });
    if (taken) throw new AuthError(422, "email_exists", "A user with this email address has already been registered");
    statements.push(
      db
        .update(users)
        .set({ email: newEmail, newEmail: null, emailChangeSentAt: null, emailConfirmedAt: now, updatedAt: now })
        .where(eq(users.id, token.userId)),
      db
        .update(identities)
        .set({
          email: newEmail,
          identityData: sql`json_set(${identities.identityData}, '$.email', ${newEmail}, '$.email_verified', json('true'))`,
          updatedAt: now,
        })
        .where(and(eq(identities.userId, token.userId), eq(identities.provider, "email"))),
    );
  } else {
    statements.push(...confirmEmailStatements(db, token.userId, now));
  }
  return { token, statements };
}
