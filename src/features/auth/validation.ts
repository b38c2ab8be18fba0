/** The checks of the account forms, with the messages of spec §5 (keys of the `auth` namespace). */
import { PASSWORD_MIN_LENGTH } from "../../lib/auth/config";

export type ValidationMessageKey =
  "validation.fullName" | "validation.email" | "validation.passwordLength" | "validation.passwordsMatch" | "validation.acceptTerms";

export type FieldErrors<Field extends string> = Partial<Record<Field, ValidationMessageKey>>;

// Deliberately loose: the server has the final word ('Invalid email address').
const EMAIL_SHAPE = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

const isValidEmail = (email: string) => EMAIL_SHAPE.test(email.trim());
const isLongEnough = (password: string) => password.length >= PASSWORD_MIN_LENGTH;

export type SignInValues = { email: string; password: string };

export function validateSignIn({ email, password }: SignInValues): FieldErrors<keyof SignInValues> {
  const errors: FieldErrors<keyof SignInValues> = {};
  if (!isValidEmail(email)) errors.email = "validation.email";
  if (!isLongEnough(password)) errors.password = "validation.passwordLength";
  return errors;
}

export type SignUpValues = {
  fullName: string;
  email: string;
  password: string;
  confirmPassword: string;
  acceptTerms: boolean;
  acceptPrivacy: boolean;
};

/** Both Terms of Use and Privacy Policy must be accepted; one message covers both (spec §5). */
export function validateSignUp(values: SignUpValues): FieldErrors<"fullName" | "email" | "password" | "confirmPassword" | "acceptance"> {
  const errors: ReturnType<typeof validateSignUp> = {};
  if (!values.fullName.trim()) errors.fullName = "validation.fullName";
  if (!isValidEmail(values.email)) errors.email = "validation.email";
  if (!isLongEnough(values.password)) errors.password = "validation.passwordLength";
  if (values.confirmPassword !== values.password) errors.confirmPassword = "validation.passwordsMatch";
  if (!values.acceptTerms || !values.acceptPrivacy) errors.acceptance = "validation.acceptTerms";
  return errors;
}

export function validateEmailOnly(email: string): FieldErrors<"email"> {
  return isValidEmail(email) ? {} : { email: "validation.email" };
}

export type NewPasswordValues = { password: string; confirmPassword: string };

export function validateNewPassword({ password, confirmPassword }: NewPasswordValues): FieldErrors<keyof NewPasswordValues> {
  const errors: FieldErrors<keyof NewPasswordValues> = {};
  if (!isLongEnough(password)) errors.password = "validation.passwordLength";
  if (confirmPassword !== password) errors.confirmPassword = "validation.passwordsMatch";
  return errors;
}

export const hasErrors = (errors: object) => Object.keys(errors).length > 0;
