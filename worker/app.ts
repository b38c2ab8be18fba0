/**
 * The Worker's Hono app, composed from one router per domain. Chained so `hc<AppType>` infers
 * every route for the SPA.
 */
import { Hono } from "hono";
import { HTTPException } from "hono/http-exception";
import type { AppEnv } from "./env";
import { authRoutes } from "./auth/router";
import { authenticate } from "./lib/auth-middleware";
import { ApiError, errorJson } from "./lib/errors";
import { requestId, securityHeaders } from "./lib/middleware";
import { clientErrorRoutes } from "./routes/client-errors";
import { healthRoutes } from "./routes/health";
import { profileRoutes } from "./routes/profile";
import { realtimeRoutes } from "./routes/realtime";
import { realtimeTicketRoutes } from "./routes/realtime-ticket";

const api = new Hono<AppEnv>()
  .use(authenticate)
  .route("/", healthRoutes)
  .route("/client-errors", clientErrorRoutes)
  .route("/", profileRoutes)
  .route("/realtime/ticket", realtimeTicketRoutes);

export const app = new Hono<AppEnv>()
  .use(requestId)
  .route("/api/realtime", realtimeRoutes)
  .use(securityHeaders)
  .route("/auth/v1", authRoutes)
  .route("/api", api);

app.notFound((c) => errorJson(c, 404, "not_found", `No such endpoint: ${c.req.method} ${new URL(c.req.url).pathname}`));

app.onError((err, c) => {
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
