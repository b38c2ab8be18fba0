import {
  AuthApiError,
  AuthImplicitGrantRedirectError,
  AuthPKCEGrantCodeExchangeError,
  AuthRetryableFetchError,
  AuthWeakPasswordError,
} from "@supabase/auth-js";
import { describe, expect, it } from "vitest";
import { authErrorMessageKey, type AuthAction } from "../../src/features/auth/error-messages";
import auth from "../../src/locales/en/auth.json";

/** The English text a person reads for an error, e.g. "errors.login" → 'Login error'. */
function shownText(error: unknown, action: AuthAction): string {
  const [, key] = authErrorMessageKey(error, action).split(".") as [string, keyof typeof auth.errors];
  return auth.errors[key];
}

const api = (status: number, code: string, message: string) => new AuthApiError(message, status, code);

describe("auth errors as the texts of spec §8", () => {
  it.each<[string, unknown, AuthAction, string]>([
    [
      "a malformed address at sign-up",
      api(400, "validation_failed", "Unable to validate email address: invalid format"),
      "signUp",
      "Invalid email address",
    ],
    ["an address GoTrue calls invalid", api(400, "email_address_invalid", "Email address is invalid"), "signUp", "Invalid email address"],
    [
      "an address that is taken",
      api(422, "user_already_exists", "User already registered"),
      "signUp",
      "This email is already registered. Try logging in or recovering your password.",
    ],
    [
      "an address taken by another account",
      api(422, "email_exists", "A user with this email address has already been registered"),
      "other",
      "This email is already registered. Try logging in or recovering your password.",
    ],
    [
      "a weak password",
      new AuthWeakPasswordError("Password should be at least 6 characters.", 422, ["length"]),
      "signUp",
      "Password should be at least 6 characters",
    ],
    [
      "a weak password by code",
      api(422, "weak_password", "Password should be at least 6 characters."),
      "other",
      "Password should be at least 6 characters",
    ],
    ["wrong credentials", api(400, "invalid_credentials", "Invalid login credentials"), "signIn", "Login error"],
    ["any other refusal at sign-in", api(400, "user_banned", "User is banned"), "signIn", "Login error"],
    ["any other refusal at sign-up", api(422, "signup_disabled", "Signups not allowed for this instance"), "signUp", "Registration error"],
    [
      "an expired email link",
      new AuthImplicitGrantRedirectError("Email link is invalid or has expired", { error: "access_denied", code: "otp_expired" }),
      "verifyEmail",
      "Email verification error",
    ],
    [
      "a used or unknown link code",
      api(404, "flow_state_not_found", "invalid flow state, no valid flow state found"),
      "verifyEmail",
      "Email verification error",
    ],
    [
      "a code exchange the client refuses",
      new AuthPKCEGrantCodeExchangeError("Not a valid PKCE flow url."),
      "verifyEmail",
      "Email verification error",
    ],
    ["a missing profile", api(404, "profile_not_found", "No profile yet"), "other", "Profile creation error"],
    ["no answer from the server", new AuthRetryableFetchError("Failed to fetch", 0), "signIn", "An unexpected error occurred"],
    ["something that is not an auth error", new TypeError("x is undefined"), "signUp", "An unexpected error occurred"],
    ["an unknown refusal elsewhere", api(400, "something_new", "Something new"), "other", "An unexpected error occurred"],
  ])("shows %s as the right message", (_case, error, action, text) => {
    expect(shownText(error, action)).toBe(text);
  });

  it("uses the specification's texts verbatim", () => {
    expect(auth.errors).toMatchObject({
      login: "Login error",
      registration: "Registration error",
      invalidEmail: "Invalid email address",
      emailRegistered: "This email is already registered. Try logging in or recovering your password.",
      weakPassword: "Password should be at least 6 characters",
      emailVerification: "Email verification error",
      profileCreation: "Profile creation error",
      unexpected: "An unexpected error occurred",
    });
    expect(auth.messages).toMatchObject({
      registrationSuccessful: "Registration successful!",
      profileCreated: "Profile created successfully!",
    });
  });
});
