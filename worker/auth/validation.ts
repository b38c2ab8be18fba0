/** Checks of user input that GoTrue answers with specific messages (auth-js tests match on them). */
import { z } from "zod";
import { USER_ROLES } from "../contract/profile";
import { isSafeText } from "../contract/text";
import type { Metadata } from "../db/auth-schema";
import { AuthError, validationFailed } from "./errors";
import { normalizeEmail } from "./users";

const EMAIL_MAX_LENGTH = 254;
const METADATA_MAX_BYTES = 8 * 1024;

const emailFormat = z.email();

/** Lower-cased, trimmed address, or 400 "Unable to validate email address: invalid format". */
export function parseEmail(raw: string): string {
  const email = normalizeEmail(raw);
  if (email.length > EMAIL_MAX_LENGTH || !emailFormat.safeParse(email).success) {
    throw validationFailed("Unable to validate email address: invalid format");
  }
  return email;
}

/** `user_metadata` as sent in `data`: a small JSON object; `role`, if sent, must be a product role. */
export function parseMetadata(data: Metadata | null | undefined): Metadata {
  if (!data) return {};
  if (new TextEncoder().encode(JSON.stringify(data)).length > METADATA_MAX_BYTES) {
    throw validationFailed(`User metadata cannot be larger than ${METADATA_MAX_BYTES} bytes`);
  }
  if ("role" in data && !USER_ROLES.includes(data.role as never)) {
    throw validationFailed(`role must be one of: ${USER_ROLES.join(", ")}`);
  }
  // The display name becomes the profile's name, so it keeps the names-and-titles rule.
  if (typeof data.full_name === "string" && !isSafeText(data.full_name)) {
    throw validationFailed("full_name must not contain control characters, text-direction overrides or broken characters");
  }
  return data;
}

/** We have no SMS provider: phone sign-up, sign-in and changes are off, as in a GoTrue without one. */
export const phoneDisabled = () => new AuthError(422, "phone_provider_disabled", "Phone logins are disabled");

export const metadataField = z.record(z.string(), z.unknown()).nullish();
