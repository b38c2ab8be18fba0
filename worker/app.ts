/**
 * The Worker's Hono app, composed from one router per domain. Chained so `hc<AppType>` infers
 * every route for the SPA.
 */
import { Hono } from "hono";
import { HTTPException } from "hono/http-exception";
import { AiBudgetExceededError } from "./ai/budget";
import { TOKEN_LIMIT_BODY } from "./contract/ai";
import type { AppEnv } from "./env";
import { authRoutes } from "./auth/router";
import { authenticate } from "./lib/auth-middleware";
import { ApiError, errorJson } from "./lib/errors";
import { requestId, securityHeaders, withDb } from "./lib/middleware";
import { accountRoutes } from "./routes/account";
import { achievementRoutes } from "./routes/achievements";
import { audioRoutes } from "./routes/audio";
import { categoryRoutes } from "./routes/categories";
import { chatRoutes } from "./routes/chats";
import { clientErrorRoutes } from "./routes/client-errors";
import { consolidatedRoutes } from "./routes/consolidated";
import { customizationRoutes } from "./routes/customization";
import { dailyRoutes } from "./routes/daily";
import { healthRoutes } from "./routes/health";
import { ieltsRoutes } from "./routes/ielts";
import { lexiconRoutes } from "./routes/lexicon";
import { notificationRoutes } from "./routes/notifications";
import { profileRoutes } from "./routes/profile";
import { progressRoutes } from "./routes/progress";
import { quizRoutes } from "./routes/quizzes";
import { quoteRoutes } from "./routes/quotes";
import { realtimeRoutes } from "./routes/realtime";
import { realtimeTicketRoutes } from "./routes/realtime-ticket";
import { srsRoutes } from "./routes/srs";
import { wordRoutes } from "./routes/words";

const api = new Hono<AppEnv>()
  .use(authenticate)
  .route("/", healthRoutes)
  .route("/client-errors", clientErrorRoutes)
  .route("/", profileRoutes)
  .route("/", customizationRoutes)
  .route("/account", accountRoutes)
  .route("/realtime/ticket", realtimeTicketRoutes)
  .route("/consolidated", consolidatedRoutes)
  .route("/chats", chatRoutes)
  .route("/", progressRoutes)
  .route("/achievements", achievementRoutes)
  .route("/notifications", notificationRoutes)
  .route("/daily/quote", quoteRoutes)
  .route("/lexicon", lexiconRoutes)
  .route("/words", wordRoutes)
  .route("/categories", categoryRoutes)
  .route("/", srsRoutes)
  .route("/", quizRoutes)
  .route("/daily", dailyRoutes)
  .route("/ielts", ieltsRoutes)
  .route("/audio", audioRoutes);

export const app = new Hono<AppEnv>()
  .use(requestId)
  .use(withDb)
  .route("/api/realtime", realtimeRoutes)
  .use(securityHeaders)
  .route("/auth/v1", authRoutes)
  .route("/api", api);

app.notFound((c) => errorJson(c, 404, "not_found", `No such endpoint: ${c.req.method} ${new URL(c.req.url).pathname}`));

app.onError((err, c) => {
  if (err instanceof AiBudgetExceededError) return c.json(TOKEN_LIMIT_BODY, 429);
  if (err instanceof ApiError) return errorJson(c, err.status, err.code, err.message);
  if (err instanceof HTTPException) {
    // Hono's validators throw 400 for a body that is not JSON at all.
    const code = err.status === 400 ? "invalid_json" : "http_error";
    return errorJson(c, err.status, code, err.message || "Bad request");
  }
  const id = c.get("requestId");
  console.error(`[${id}] unhandled error`, err);
  return errorJson(c, 500, "internal_error", "Something went wrong on our side. Please try again.", id);
});

export type AppType = typeof app;
