/**
 * Users as GoTrue puts them on the wire (`models/user.go`): RFC 3339 times, `app_metadata` with
 * provider, providers and our product role, identities always present, factors only when any.
 */
import { eq } from "drizzle-orm";
import type { UserRole } from "../contract/profile";
import { identities, mfaFactors, users, type Metadata } from "../db/auth-schema";
import type { Db } from "../db/client";
import { JWT_AUDIENCE, JWT_ROLE } from "./jwt";

export type UserRow = typeof users.$inferSelect;
export type IdentityRow = typeof identities.$inferSelect;
export type FactorRow = typeof mfaFactors.$inferSelect;
export type UserRecord = { user: UserRow; identities: IdentityRow[]; factors: FactorRow[] };

export const iso = (ms: number | null | undefined) => (ms == null ? undefined : new Date(ms).toISOString());

export function normalizeEmail(email: string): string {
  return email.trim().toLowerCase();
}

export async function findUserByEmail(db: Db, email: string): Promise<UserRow | undefined> {
  return db.query.users.findFirst({ where: eq(users.email, normalizeEmail(email)) });
}

export async function loadUser(db: Db, userId: string): Promise<UserRecord | null> {
  // One round trip to D1 for the three reads.
  const [[user], userIdentities, factors] = await db.batch([
    db.select().from(users).where(eq(users.id, userId)),
    db.select().from(identities).where(eq(identities.userId, userId)).orderBy(identities.createdAt),
    db.select().from(mfaFactors).where(eq(mfaFactors.userId, userId)).orderBy(mfaFactors.createdAt),
  ]);
  return user ? { user, identities: userIdentities, factors } : null;
}

export function appMetadata({ user, identities: linked }: Pick<UserRecord, "user" | "identities">) {
  const providers = [...new Set(linked.map((i) => i.provider))];
  return { provider: user.signupProvider, providers: providers.length ? providers : [user.signupProvider], role: user.appRole };
}

export function isConfirmed(user: UserRow): boolean {
  return user.emailConfirmedAt != null;
}

export function hasVerifiedFactor(record: UserRecord): boolean {
  return record.factors.some((f) => f.status === "verified");
}

export function identityJson(identity: IdentityRow) {
  return {
    identity_id: identity.id,
    id: identity.providerId,
    user_id: identity.userId,
    identity_data: identity.identityData,
    provider: identity.provider,
    last_sign_in_at: iso(identity.lastSignInAt),
    created_at: iso(identity.createdAt),
    updated_at: iso(identity.updatedAt),
    email: identity.email ?? undefined,
  };
}

export function factorJson(factor: FactorRow) {
  return {
    id: factor.id,
    friendly_name: factor.friendlyName ?? undefined,
    factor_type: factor.factorType,
    status: factor.status,
    created_at: iso(factor.createdAt),
    updated_at: iso(factor.updatedAt),
    last_challenged_at: iso(factor.lastChallengedAt) ?? null,
  };
}

export function userJson(record: UserRecord) {
  const { user } = record;
  return {
    id: user.id,
    aud: JWT_AUDIENCE,
    role: JWT_ROLE,
    email: user.email,
    email_confirmed_at: iso(user.emailConfirmedAt),
    phone: "",
    confirmation_sent_at: iso(user.confirmationSentAt),
    confirmed_at: iso(user.emailConfirmedAt),
    recovery_sent_at: iso(user.recoverySentAt),
    new_email: user.newEmail ?? undefined,
    email_change_sent_at: iso(user.emailChangeSentAt),
    last_sign_in_at: iso(user.lastSignInAt),
    app_metadata: appMetadata(record),
    user_metadata: user.userMetadata,
    identities: record.identities.map(identityJson),
    factors: record.factors.length ? record.factors.map(factorJson) : undefined,
    created_at: iso(user.createdAt),
    updated_at: iso(user.updatedAt),
    is_anonymous: false,
  };
}
export type UserJson = ReturnType<typeof userJson>;

/** Keys of `user_metadata` that the server owns: the role lives in `app_metadata.role`. */
export function cleanUserMetadata(data: Metadata): Metadata {
  const { role: _role, ...rest } = data;
  return rest;
}

export function roleFromSignUpData(data: Metadata): UserRole {
  return data.role === "teacher" ? "teacher" : "learner";
}
