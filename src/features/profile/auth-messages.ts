/**
 * What the profile's account actions (auth-js calls) say when they fail: known GoTrue error codes
 * (gotrue-wire.md) get their own message, everything else the generic one.
 */
export type AccountErrorKey =
  | "errors.weakPassword"
  | "errors.samePassword"
  | "errors.emailTaken"
  | "errors.invalidEmail"
  | "errors.needsCode"
  | "errors.wrongCode"
  | "errors.rateLimited"
  | "errors.lastIdentity"
  | "errors.identityTaken"
  | "errors.linkingOff"
  | "errors.signedOut"
  | "errors.generic";

const KEY_BY_CODE: Readonly<Record<string, AccountErrorKey>> = {
  weak_password: "errors.weakPassword",
  same_password: "errors.samePassword",
  email_exists: "errors.emailTaken",
  email_address_invalid: "errors.invalidEmail",
  validation_failed: "errors.invalidEmail",
  insufficient_aal: "errors.needsCode",
  mfa_verification_failed: "errors.wrongCode",
  mfa_challenge_expired: "errors.wrongCode",
  mfa_ip_address_mismatch: "errors.wrongCode",
  over_request_rate_limit: "errors.rateLimited",
  over_email_send_rate_limit: "errors.rateLimited",
  single_identity_not_deletable: "errors.lastIdentity",
  identity_already_exists: "errors.identityTaken",
  manual_linking_disabled: "errors.linkingOff",
  session_not_found: "errors.signedOut",
  user_not_found: "errors.signedOut",
};

export function accountErrorKey(error: unknown): AccountErrorKey {
  const code = typeof error === "object" && error !== null && "code" in error && typeof error.code === "string" ? error.code : undefined;
  if (error instanceof Error && error.name === "AuthSessionMissingError") return "errors.signedOut";
  return (code && KEY_BY_CODE[code]) || "errors.generic";
}
