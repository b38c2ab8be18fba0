/** GET /api/config: what the SPA learns about the server it talks to (worker/routes/health.ts). */

/** "offline" when no AI provider is configured (docs/architecture.md §8). */
export type AiMode = "openai" | "workers-ai" | "offline";

export type AppConfig = {
  /** "production" on the live deployment; anything else has the development mailbox. */
  environment: string;
  version: string;
  ai: AiMode;
};
