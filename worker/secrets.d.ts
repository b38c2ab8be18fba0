// Optional secrets and settings read from .dev.vars locally and `wrangler secret put` in production.
// Kept apart from the generated worker-configuration.d.ts so `npm run types` never depends on a local file.
interface Env {
  OPENAI_API_KEY?: string;
  OPENAI_BASE_URL?: string;
  AI_MODEL?: string;
  AI?: unknown;
}
