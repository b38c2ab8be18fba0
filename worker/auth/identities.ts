/**
 * Who a verified Google identity signs in as. A known identity signs in its user; a new one is linked
 * to the user who asked to link it, or to the account with the same (Google-verified) address, or
 * becomes a new account. Linking to an address nobody confirmed clears that account's password, so a
 * stranger who signed up with someone else's address cannot keep a way in.
 */
import { and, eq, ne } from "drizzle-orm";
import { identities, oneTimeTokens, users, type Metadata } from "../db/auth-schema";
import type { Db, BatchStatement } from "../db/client";
import { AuthError } from "./errors";
import type { GoogleClaims } from "./google";
import { findUserByEmail, isConfirmed, normalizeEmail, type IdentityRow, type UserRecord } from "./users";

const GOOGLE = "google";

function identityData(claims: GoogleClaims, issuer: string): Metadata {
  return {
    iss: issuer,
    sub: claims.sub,
    provider_id: claims.sub,
    email: claims.email ? normalizeEmail(claims.email) : undefined,
    email_verified: claims.email_verified === true,
    name: claims.name,
    full_name: claims.name,
    picture: claims.picture,
    avatar_url: claims.picture,
  };
}

export type GoogleAccount = { userId: string; statements: BatchStatement[] };

export async function googleAccount(
  db: Db,
  claims: GoogleClaims,
  issuer: string,
  linkingTargetId: string | null,
  now: number,
): Promise<GoogleAccount> {
  const data = identityData(claims, issuer);
  const email = claims.email ? normalizeEmail(claims.email) : null;
  const known = await db.query.identities.findFirst({ where: and(eq(identities.provider, GOOGLE), eq(identities.providerId, claims.sub)) });
  const refresh = (identity: IdentityRow) =>
    db.update(identities).set({ identityData: data, email, lastSignInAt: now, updatedAt: now }).where(eq(identities.id, identity.id));
  const link = (userId: string) =>
    db.insert(identities).values({
      id: crypto.randomUUID(),
      userId,
      provider: GOOGLE,
      providerId: claims.sub,
      identityData: data,
      email,
      lastSignInAt: now,
      createdAt: now,
      updatedAt: now,
    });

  if (linkingTargetId) {
    if (known && known.userId !== linkingTargetId) {
      throw new AuthError(422, "identity_already_exists", "Identity is already linked to another user");
    }
    return { userId: linkingTargetId, statements: [known ? refresh(known) : link(linkingTargetId)] };
  }
  if (known) return { userId: known.userId, statements: [refresh(known)] };

  if (!email || claims.email_verified !== true) {
    throw new AuthError(422, "provider_email_needs_verification", "Verify your email address with Google before signing in");
  }
  const owner = await findUserByEmail(db, email);
  if (owner) {
    const statements: BatchStatement[] = [link(owner.id)];
    if (!isConfirmed(owner)) {
      statements.push(
        db.update(users).set({ passwordHash: null, emailConfirmedAt: now, updatedAt: now }).where(eq(users.id, owner.id)),
        db.delete(oneTimeTokens).where(eq(oneTimeTokens.userId, owner.id)),
      );
    }
    return { userId: owner.id, statements };
  }
  const userId = crypto.randomUUID();
  return {
    userId,
    statements: [
      db.insert(users).values({
        id: userId,
        email,
        signupProvider: GOOGLE,
        userMetadata: data,
        emailConfirmedAt: now,
        createdAt: now,
        updatedAt: now,
      }),
      link(userId),
    ],
  };
}

/**
 * DELETE /user/identities/:id: at least one identity must remain. Without its email identity an
 * account cannot sign in with a password any more, so the password goes too; the account's address
 * becomes that of an identity it keeps.
 */
export async function unlinkIdentityStatements(db: Db, record: UserRecord, identityId: string, now: number): Promise<BatchStatement[]> {
  if (record.identities.length <= 1) {
    throw new AuthError(422, "single_identity_not_deletable", "User must have at least 1 identity after unlinking");
  }
  const identity = record.identities.find((i) => i.id === identityId);
  if (!identity) throw new AuthError(422, "identity_not_found", "Identity doesn't exist");
  const remaining = record.identities.filter((i) => i.id !== identityId);
  const statements: BatchStatement[] = [db.delete(identities).where(eq(identities.id, identityId))];
  const keepsEmail = remaining.some((i) => i.email === record.user.email);
  const nextEmail = keepsEmail ? record.user.email : remaining.find((i) => i.email)?.email;
  if (!nextEmail) throw new AuthError(422, "email_conflict_identity_not_deletable", "Unable to unlink identity due to email conflict");
  if (nextEmail !== record.user.email) {
    const taken = await db.query.users.findFirst({ where: and(eq(users.email, nextEmail), ne(users.id, record.user.id)) });
    if (taken) throw new AuthError(422, "email_conflict_identity_not_deletable", "Unable to unlink identity due to email conflict");
  }
  const update: Partial<typeof users.$inferInsert> = { email: nextEmail, updatedAt: now };
  if (identity.provider === "email") update.passwordHash = null;
  statements.push(db.update(users).set(update).where(eq(users.id, record.user.id)));
  return statements;
}
