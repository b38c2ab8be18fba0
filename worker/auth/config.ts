/**
 * The auth service's settings, read from the Worker environment. Non-secret defaults live in
 * wrangler.toml `[vars]`; the same defaults are repeated here so a missing var never breaks auth.
 */
import { z } from "zod";
import { AuthError } from "./errors";

export type RateLimitRule = { limit: number; windowSeconds: number };

export type GoogleConfig = {
  clientId: string;
  clientSecret: string;
  issuer: string;
  authorizationUrl: string;
  tokenUrl: string;
  jwksUrl: string;
};

export type AuthConfig = {
  isProduction: boolean;
  signingKey: string;
  /** `<origin>/auth/v1` as browsers reach it: the JWT issuer and the base of email links. */
  apiUrl: string;
  siteUrl: string;
  /** Origins allowed as `redirect_to` targets and CORS callers (besides our own). */
  allowedOrigins: string[];
  publishableKeys: string[];
  autoconfirm: boolean;
  refreshTokenReuseSeconds: number;
  otpExpirySeconds: number;
  rateLimits: Record<RateLimitName, RateLimitRule>;
  google: GoogleConfig | null;
};

export type RateLimitName = "signup" | "token" | "passwordPerEmail" | "verify" | "emailRequests" | "emailSent" | "mfa";

const flag = z.enum(["true", "false"]).transform((v) => v === "true");
const seconds = z.coerce.number().int().min(0).max(31_536_000);
const list = z.string().transform((v) =>
  v
    .split(",")
    .map((s) => s.trim())
    .filter(Boolean),
);
const rule = z
  .string()
  .regex(/^\d+\/\d+$/)
  .transform((v): RateLimitRule => {
    const [limit, windowSeconds] = v.split("/").map(Number) as [number, number];
    // Windows longer than a day are not kept (worker/auth/rate-limits.ts deletes day-old counters).
    return { limit, windowSeconds: Math.min(86_400, Math.max(1, windowSeconds)) };
  });

const varsSchema = z.object({
  ENVIRONMENT: z.string().default("development"),
  JWT_SIGNING_KEY: z.string().optional(),
  AUTH_API_URL: z.url().optional(),
  AUTH_SITE_URL: z.url().optional(),
  AUTH_ALLOWED_ORIGINS: list.default([]),
  AUTH_PUBLISHABLE_KEYS: list.default([]),
  AUTH_EMAIL_AUTOCONFIRM: flag.default(false),
  AUTH_REFRESH_TOKEN_REUSE_INTERVAL: seconds.default(10),
  AUTH_OTP_EXPIRY: seconds.default(86_400),
  GOOGLE_CLIENT_ID: z.string().optional(),
  GOOGLE_CLIENT_SECRET: z.string().optional(),
  AUTH_GOOGLE_ISSUER: z.string().default("https://accounts.google.com"),
  AUTH_GOOGLE_AUTHORIZATION_URL: z.url().default("https://accounts.google.com/o/oauth2/v2/auth"),
  AUTH_GOOGLE_TOKEN_URL: z.url().default("https://oauth2.googleapis.com/token"),
  AUTH_GOOGLE_JWKS_URL: z.url().default("https://www.googleapis.com/oauth2/v3/certs"),
  // `count/seconds`: 30/300 = 30 requests per 5 minutes (GoTrue's defaults where it has one).
  AUTH_RATE_LIMIT_SIGNUP: rule.prefault("30/300"),
  AUTH_RATE_LIMIT_TOKEN: rule.prefault("150/300"),
  // Counted per address *and* IP: guesses from elsewhere must not lock the owner out (the per-IP
  // token limit still caps what one place can try across addresses).
  AUTH_RATE_LIMIT_PASSWORD_PER_EMAIL: rule.prefault("30/300"),
  AUTH_RATE_LIMIT_VERIFY: rule.prefault("30/300"),
  AUTH_RATE_LIMIT_EMAIL_REQUESTS: rule.prefault("30/300"),
  AUTH_RATE_LIMIT_EMAIL_SENT: rule.prefault("6/3600"),
  AUTH_RATE_LIMIT_MFA: rule.prefault("15/60"),
});

const origin = (url: string) => new URL(url).origin;

/**
 * The settings parsed once per isolate, environment and origin: every signed-in /api request needs
 * them to verify its token, and parsing the vars each time was a measurable part of a signed-in read.
 */
const parsedConfigs = new WeakMap<Env, Map<string, AuthConfig>>();

export function authConfig(env: Env, requestUrl: string): AuthConfig {
  const requestOrigin = origin(requestUrl);
  let byOrigin = parsedConfigs.get(env);
  if (!byOrigin) parsedConfigs.set(env, (byOrigin = new Map()));
  let config = byOrigin.get(requestOrigin);
  if (!config) {
    config = parseAuthConfig(env, requestOrigin);
    // A Worker answers on few origins; the bound only stops a flood of Host headers growing it.
    if (byOrigin.size >= 16) byOrigin.clear();
    byOrigin.set(requestOrigin, config);
  }
  return config;
}

function parseAuthConfig(env: Env, requestOrigin: string): AuthConfig {
  const parsed = varsSchema.safeParse(env);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    console.error(`auth configuration is invalid at ${issue?.path.join(".")}: ${issue?.message}`);
    throw new AuthError(500, "unexpected_failure", "Auth is not configured correctly on the server.");
  }
  const vars = parsed.data;
  if (!vars.JWT_SIGNING_KEY) {
    console.error("JWT_SIGNING_KEY is not set");
    throw new AuthError(500, "unexpected_failure", "Auth is not configured correctly on the server.");
  }
  const apiUrl = (vars.AUTH_API_URL ?? `${requestOrigin}/auth/v1`).replace(/\/$/, "");
  const siteUrl = vars.AUTH_SITE_URL ?? `${requestOrigin}/`;
  const google =
    vars.GOOGLE_CLIENT_ID && vars.GOOGLE_CLIENT_SECRET
      ? {
          clientId: vars.GOOGLE_CLIENT_ID,
          clientSecret: vars.GOOGLE_CLIENT_SECRET,
          issuer: vars.AUTH_GOOGLE_ISSUER,
          authorizationUrl: vars.AUTH_GOOGLE_AUTHORIZATION_URL,
          tokenUrl: vars.AUTH_GOOGLE_TOKEN_URL,
          jwksUrl: vars.AUTH_GOOGLE_JWKS_URL,
        }
      : null;
  return {
    isProduction: vars.ENVIRONMENT === "production",
    signingKey: vars.JWT_SIGNING_KEY,
    apiUrl,
    siteUrl,
    allowedOrigins: [...new Set([requestOrigin, origin(apiUrl), origin(siteUrl), ...vars.AUTH_ALLOWED_ORIGINS.flatMap(safeOrigin)])],
    publishableKeys: vars.AUTH_PUBLISHABLE_KEYS,
    autoconfirm: vars.AUTH_EMAIL_AUTOCONFIRM,
    refreshTokenReuseSeconds: vars.AUTH_REFRESH_TOKEN_REUSE_INTERVAL,
    otpExpirySeconds: vars.AUTH_OTP_EXPIRY,
    rateLimits: {
      signup: vars.AUTH_RATE_LIMIT_SIGNUP,
      token: vars.AUTH_RATE_LIMIT_TOKEN,
      passwordPerEmail: vars.AUTH_RATE_LIMIT_PASSWORD_PER_EMAIL,
      verify: vars.AUTH_RATE_LIMIT_VERIFY,
      emailRequests: vars.AUTH_RATE_LIMIT_EMAIL_REQUESTS,
      emailSent: vars.AUTH_RATE_LIMIT_EMAIL_SENT,
      mfa: vars.AUTH_RATE_LIMIT_MFA,
    },
    google,
  };
}

/** A listed origin; an app's own scheme (the native app's `capacitor://localhost` on iOS) has no URL origin, so it is kept as scheme and host. */
function safeOrigin(value: string): string[] {
  try {
    const url = new URL(value);
    if (url.origin !== "null") return [url.origin];
    // Never "null" itself: that is the origin of sandboxed frames and opaque pages.
    return url.host ? [`${url.protocol}//${url.host}`] : [];
  } catch {
    return [];
  }
}
