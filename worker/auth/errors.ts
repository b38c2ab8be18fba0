/**
 * Errors of /auth/v1 in GoTrue's 2024-01-01 shape: `{ code, message }` plus the
 * `X-Supabase-Api-Version` header, which is what makes @supabase/auth-js read `code`.
 */
import type { Context } from "hono";
import type { ContentfulStatusCode } from "hono/utils/http-status";

export const API_VERSION_HEADER = "X-Supabase-Api-Version";
export const API_VERSION = "2024-01-01";

export class AuthError extends Error {
  constructor(
    readonly status: ContentfulStatusCode,
    readonly code: string,
    message: string,
    /** Extra fields GoTrue sends with some errors, e.g. `weak_password: { reasons }`. */
    readonly extra: Record<string, unknown> = {},
  ) {
    super(message);
    this.name = "AuthError";
  }
}

export function authErrorJson(c: Context, err: AuthError) {
  c.header(API_VERSION_HEADER, API_VERSION);
  return c.json({ code: err.code, message: err.message, ...err.extra }, err.status);
}

/** The one answer to every failed password sign-in, whatever the reason (anti-enumeration). */
export const invalidCredentials = () => new AuthError(400, "invalid_credentials", "Invalid login credentials");

export const validationFailed = (message: string) => new AuthError(400, "validation_failed", message);
