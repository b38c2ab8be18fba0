/**
 * Server and client auth errors as the messages of spec §8 (keys of the `auth` namespace). Known
 * GoTrue error codes get their own message; anything else gets the message of what the person was
 * doing, and failures that are not the server's answer (network, bugs) the unexpected-error one.
 */
import type { AuthError } from "@supabase/auth-js";

export type AuthAction = "signIn" | "signUp" | "verifyEmail" | "other";

export type AuthErrorMessageKey =
  | "errors.login"
  | "errors.registration"
  | "errors.invalidEmail"
  | "errors.emailRegistered"
  | "errors.weakPassword"
  | "errors.emailVerification"
  | "errors.profileCreation"
  | "errors.unexpected"
  | "errors.emailNotConfirmed"
  | "errors.rateLimited"
  | "errors.samePassword"
  | "errors.wrongCode";

/** GoTrue error codes (gotrue-wire.md) and what the person is told. */
const MESSAGE_BY_CODE: Readonly<Record<string, AuthErrorMessageKey>> = {
  email_address_invalid: "errors.invalidEmail",
  user_already_exists: "errors.emailRegistered",
  email_exists: "errors.emailRegistered",
  weak_password: "errors.weakPassword",
  invalid_credentials: "errors.login",
  email_not_confirmed: "errors.emailNotConfirmed",
  otp_expired: "errors.emailVerification",
  flow_state_not_found: "errors.emailVerification",
  flow_state_expired: "errors.emailVerification",
  flow_state_already_used: "errors.emailVerification",
  bad_code_verifier: "errors.emailVerification",
  profile_not_found: "errors.profileCreation",
  over_request_rate_limit: "errors.rateLimited",
  over_email_send_rate_limit: "errors.rateLimited",
  same_password: "errors.samePassword",
  mfa_verification_failed: "errors.wrongCode",
  mfa_challenge_expired: "errors.wrongCode",
};

const MESSAGE_BY_ACTION: Readonly<Record<AuthAction, AuthErrorMessageKey>> = {
  signIn: "errors.login",
  signUp: "errors.registration",
  verifyEmail: "errors.emailVerification",
  other: "errors.unexpected",
};

/** What every auth error carries, whichever class it is (AuthApiError, redirect errors, ...). */
type AuthErrorLike = Pick<AuthError, "name" | "message" | "status" | "code"> & { details?: { code?: string } | null };

function isAuthErrorLike(error: unknown): error is AuthErrorLike {
  return error instanceof Error && "__isAuthError" in error;
}

function errorCode(error: AuthErrorLike): string | undefined {
  // Errors that came back in a redirect (email link, Google) carry GoTrue's code in `details`.
  return error.code ?? error.details?.code;
}

export function authErrorMessageKey(error: unknown, action: AuthAction): AuthErrorMessageKey {
  if (!isAuthErrorLike(error)) return "errors.unexpected";
  const code = errorCode(error);
  if (code && MESSAGE_BY_CODE[code]) return MESSAGE_BY_CODE[code];
  if (error.name === "AuthWeakPasswordError") return "errors.weakPassword";
  // GoTrue answers a malformed address with validation_failed "Unable to validate email address: ...".
  if (code === "validation_failed" && /email address/i.test(error.message)) return "errors.invalidEmail";
  // No answer from the server (offline, 5xx): nothing the person did wrong.
  if (error.name === "AuthRetryableFetchError") return "errors.unexpected";
  return MESSAGE_BY_ACTION[action];
}
