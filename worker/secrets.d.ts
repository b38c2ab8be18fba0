// Optional secrets and settings read from .dev.vars locally and `wrangler secret put` in production.
// Kept apart from the generated worker-configuration.d.ts so `npm run types` never depends on a local file.
// The auth service's non-secret AUTH_* settings are in wrangler.toml [vars] and read by worker/auth/config.ts.
interface Env {
  OPENAI_API_KEY?: string;
  OPENAI_BASE_URL?: string;
  AI_MODEL?: string;
  /** Speech-to-text model for speaking answers (worker/ai/model.ts has the defaults per provider). */
  AI_TRANSCRIPTION_MODEL?: string;
  /** Workers AI binding, when deployed with one (remote-only, so never in wrangler.toml for local runs). */
  AI?: Ai;
  /** ES256 private JWK (with `kid`) that signs access tokens. */
  JWT_SIGNING_KEY?: string;
  /** `resend` to send auth mail over HTTP; unset outside production = the dev mailbox. */
  EMAIL_PROVIDER?: string;
  EMAIL_API_KEY?: string;
  EMAIL_FROM?: string;
  /** Override of the provider's endpoint (tests point it at a mock). */
  EMAIL_API_URL?: string;
  GOOGLE_CLIENT_ID?: string;
  GOOGLE_CLIENT_SECRET?: string;
  /** Firebase service-account JSON (project_id, client_email, private_key) for push over FCM HTTP v1; unset = no push, or the dev outbox in development. */
  FCM_SERVICE_ACCOUNT?: string;
  /** Forum admins, who moderate and appoint moderators: comma-separated email addresses (wrangler.toml [vars], empty by default). */
  FORUM_ADMIN_EMAILS?: string;
  /** `1` only on the bench's server: count D1 rows read and written per request (worker/db/meter.ts); ignored in production. */
  D1_METER?: string;
}
