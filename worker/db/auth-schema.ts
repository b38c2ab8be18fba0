/**
 * Tables of the GoTrue-compatible auth service (worker/auth). Times are epoch milliseconds; the wire
 * format turns them into RFC 3339. Secrets (passwords, refresh tokens, one-time tokens, auth codes)
 * are stored only as hashes. Deleting a user or a session cascades to everything hanging off it.
 */
import { index, integer, sqliteTable, text, uniqueIndex } from "drizzle-orm/sqlite-core";
import { DEFAULT_USER_ROLE, USER_ROLES } from "../contract/profile";

const millis = (name: string) => integer(name);
const json = <T>(name: string) => text(name, { mode: "json" }).$type<T>();

export type AmrEntry = { method: string; timestamp: number };
export type Metadata = Record<string, unknown>;

export const users = sqliteTable("users", {
  id: text("id").primaryKey(),
  /** Lower-cased; every account has one (email sign-up or a provider that vouches for it). */
  email: text("email").notNull().unique(),
  /** `pbkdf2-sha256$<iterations>$<salt>$<hash>`; null for accounts that only use Google. */
  passwordHash: text("password_hash"),
  /** The product role carried in `app_metadata.role`; mirrored by profiles.role. */
  appRole: text("app_role", { enum: USER_ROLES }).notNull().default(DEFAULT_USER_ROLE),
  /** `app_metadata.provider`: how the account was first created. */
  signupProvider: text("signup_provider").notNull(),
  userMetadata: json<Metadata>("user_metadata").notNull(),
  emailConfirmedAt: millis("email_confirmed_at"),
  confirmationSentAt: millis("confirmation_sent_at"),
  recoverySentAt: millis("recovery_sent_at"),
  newEmail: text("new_email"),
  emailChangeSentAt: millis("email_change_sent_at"),
  lastSignInAt: millis("last_sign_in_at"),
  createdAt: millis("created_at").notNull(),
  updatedAt: millis("updated_at").notNull(),
});

export const identities = sqliteTable(
  "identities",
  {
    id: text("id").primaryKey(),
    userId: text("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    provider: text("provider").notNull(),
    /** The provider's subject (`sub`); the user id for the email identity. */
    providerId: text("provider_id").notNull(),
    identityData: json<Metadata>("identity_data").notNull(),
    email: text("email"),
    lastSignInAt: millis("last_sign_in_at"),
    createdAt: millis("created_at").notNull(),
    updatedAt: millis("updated_at").notNull(),
  },
  (t) => [uniqueIndex("identities_provider_subject").on(t.provider, t.providerId), index("identities_user").on(t.userId)],
);

export const sessions = sqliteTable(
  "sessions",
  {
    id: text("id").primaryKey(),
    userId: text("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    aal: text("aal", { enum: ["aal1", "aal2"] }).notNull(),
    factorId: text("factor_id"),
    amr: json<AmrEntry[]>("amr").notNull(),
    userAgent: text("user_agent"),
    ip: text("ip"),
    refreshedAt: millis("refreshed_at"),
    createdAt: millis("created_at").notNull(),
    updatedAt: millis("updated_at").notNull(),
  },
  (t) => [index("sessions_user").on(t.userId)],
);

/**
 * Opaque refresh tokens, one chain per session. `parent_id` is unique, so a token can be rotated
 * once: a second concurrent rotation fails on the constraint instead of forking the family.
 */
export const refreshTokens = sqliteTable(
  "refresh_tokens",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    tokenHash: text("token_hash").notNull().unique(),
    sessionId: text("session_id")
      .notNull()
      .references(() => sessions.id, { onDelete: "cascade" }),
    parentId: integer("parent_id").unique(),
    revoked: integer("revoked", { mode: "boolean" }).notNull().default(false),
    createdAt: millis("created_at").notNull(),
    updatedAt: millis("updated_at").notNull(),
  },
  (t) => [index("refresh_tokens_session").on(t.sessionId)],
);

export const mfaFactors = sqliteTable(
  "mfa_factors",
  {
    id: text("id").primaryKey(),
    userId: text("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    friendlyName: text("friendly_name"),
    factorType: text("factor_type", { enum: ["totp"] }).notNull(),
    status: text("status", { enum: ["unverified", "verified"] }).notNull(),
    /** Base32 TOTP secret. */
    secret: text("secret").notNull(),
    /** The last TOTP time step accepted, so a code cannot be replayed. */
    lastUsedStep: integer("last_used_step"),
    lastChallengedAt: millis("last_challenged_at"),
    createdAt: millis("created_at").notNull(),
    updatedAt: millis("updated_at").notNull(),
  },
  (t) => [index("mfa_factors_user").on(t.userId)],
);

export const mfaChallenges = sqliteTable("mfa_challenges", {
  id: text("id").primaryKey(),
  factorId: text("factor_id")
    .notNull()
    .references(() => mfaFactors.id, { onDelete: "cascade" }),
  ipAddress: text("ip_address").notNull(),
  createdAt: millis("created_at").notNull(),
});

/**
 * A PKCE or OAuth flow in progress. Its id is the OAuth `state`; once the user is known an auth code
 * (stored hashed) is issued for `POST /token?grant_type=pkce`.
 */
export const flowStates = sqliteTable("flow_states", {
  id: text("id").primaryKey(),
  userId: text("user_id").references(() => users.id, { onDelete: "cascade" }),
  authenticationMethod: text("authentication_method").notNull(),
  codeChallenge: text("code_challenge"),
  codeChallengeMethod: text("code_challenge_method", { enum: ["s256", "plain"] }),
  authCodeHash: text("auth_code_hash").unique(),
  authCodeIssuedAt: millis("auth_code_issued_at"),
  provider: text("provider"),
  /** Our own PKCE verifier towards the provider; cleared when the callback uses it. */
  providerCodeVerifier: text("provider_code_verifier"),
  nonce: text("nonce"),
  redirectTo: text("redirect_to"),
  linkingTargetId: text("linking_target_id").references(() => users.id, { onDelete: "cascade" }),
  createdAt: millis("created_at").notNull(),
});

/**
 * Email confirmation, recovery and email-change tokens. `link_hash` is the hash of the token_hash
 * put in links; `otp_hash` the hash of address + six-digit code typed by hand.
 */
export const oneTimeTokens = sqliteTable(
  "one_time_tokens",
  {
    id: text("id").primaryKey(),
    userId: text("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    tokenType: text("token_type", { enum: ["confirmation", "recovery", "email_change"] }).notNull(),
    linkHash: text("link_hash").notNull().unique(),
    otpHash: text("otp_hash").notNull(),
    relatesTo: text("relates_to").notNull(),
    flowStateId: text("flow_state_id").references(() => flowStates.id, { onDelete: "set null" }),
    createdAt: millis("created_at").notNull(),
  },
  (t) => [uniqueIndex("one_time_tokens_user_type").on(t.userId, t.tokenType), index("one_time_tokens_otp").on(t.otpHash)],
);

/** Mail "sent" in development and tests, listed at GET /auth/v1/dev/mailbox. */
export const devMailbox = sqliteTable(
  "dev_mailbox",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    toEmail: text("to_email").notNull(),
    subject: text("subject").notNull(),
    text: text("text").notNull(),
    link: text("link"),
    tokenHash: text("token_hash"),
    token: text("token"),
    createdAt: millis("created_at").notNull(),
  },
  (t) => [index("dev_mailbox_to").on(t.toEmail)],
);

/** Fixed-window request counters, one row per bucket (e.g. `token:ip:203.0.113.9`). */
export const authRateLimits = sqliteTable(
  "auth_rate_limits",
  {
    bucket: text("bucket").primaryKey(),
    windowStart: integer("window_start").notNull(),
    count: integer("count").notNull(),
  },
  (t) => [index("auth_rate_limits_window").on(t.windowStart)],
);
