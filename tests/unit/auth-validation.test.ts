import { describe, expect, it } from "vitest";
import { validateNewPassword, validateSignIn, validateSignUp, type SignUpValues } from "../../src/features/auth/validation";
import auth from "../../src/locales/en/auth.json";

const valid: SignUpValues = {
  fullName: "Ada Lovelace",
  email: "ada@example.com",
  password: "analytical",
  confirmPassword: "analytical",
  acceptTerms: true,
  acceptPrivacy: true,
};

/** The English messages the errors stand for. */
const texts = (errors: object) =>
  Object.values(errors).map((key: string) => auth.validation[key.replace("validation.", "") as keyof typeof auth.validation]);

describe("sign-up validation (spec §5)", () => {
  it("accepts a complete form", () => {
    expect(validateSignUp(valid)).toEqual({});
  });

  it.each<[string, Partial<SignUpValues>, string]>([
    ["an address without @", { email: "ada.example.com" }, "Please enter a valid email address"],
    ["an address without a domain", { email: "ada@" }, "Please enter a valid email address"],
    ["a five-character password", { password: "12345", confirmPassword: "12345" }, "Password must contain at least 6 characters"],
    ["a different confirmation", { confirmPassword: "analyticaL" }, "Passwords do not match"],
    ["unaccepted Terms of Use", { acceptTerms: false }, "Please accept Terms of Use and Privacy Policy"],
    ["an unaccepted Privacy Policy", { acceptPrivacy: false }, "Please accept Terms of Use and Privacy Policy"],
    ["a blank name", { fullName: "  " }, "Please enter your full name"],
  ])("refuses %s", (_case, change, message) => {
    expect(texts(validateSignUp({ ...valid, ...change }))).toEqual([message]);
  });

  it("accepts a password of exactly 6 characters", () => {
    expect(validateSignUp({ ...valid, password: "123456", confirmPassword: "123456" })).toEqual({});
  });

  it("reports every broken rule at once", () => {
    const errors = validateSignUp({
      fullName: "",
      email: "x",
      password: "1",
      confirmPassword: "2",
      acceptTerms: false,
      acceptPrivacy: true,
    });
    expect(texts(errors)).toEqual([
      "Please enter your full name",
      "Please enter a valid email address",
      "Password must contain at least 6 characters",
      "Passwords do not match",
      "Please accept Terms of Use and Privacy Policy",
    ]);
  });
});

describe("sign-in and new-password validation", () => {
  it("needs a valid address and a possible password to sign in", () => {
    expect(texts(validateSignIn({ email: "nope", password: "" }))).toEqual([
      "Please enter a valid email address",
      "Password must contain at least 6 characters",
    ]);
    expect(validateSignIn({ email: "ada@example.com", password: "secret" })).toEqual({});
  });

  it("needs a long enough new password, typed twice", () => {
    expect(texts(validateNewPassword({ password: "abc", confirmPassword: "abd" }))).toEqual([
      "Password must contain at least 6 characters",
      "Passwords do not match",
    ]);
  });
});
