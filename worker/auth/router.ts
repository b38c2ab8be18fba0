/**
 * The GoTrue-compatible auth service, mounted at /auth/v1 (docs/architecture.md §6; the wire contract is pinned by tests/worker/auth/).
 * This file only wires: configuration, CORS, the apikey check, the routers and the error shape.
 */
import { Hono } from "hono";
import { cors } from "hono/cors";
import { HTTPException } from "hono/http-exception";
import { privateAuthAnswers } from "../lib/middleware";
import { requireApiKey } from "./api-key";
import { authConfig } from "./config";
import type { AuthEnv } from "./context";
import { API_VERSION_HEADER, AuthError, authErrorJson } from "./errors";
import { isAllowedOrigin } from "./redirects";
import { devMailboxRoutes } from "./routes/dev-mailbox";
import { factorRoutes } from "./routes/factors";
import { oauthRoutes } from "./routes/oauth";
import { recoverRoutes } from "./routes/recover";
import { signupRoutes } from "./routes/signup";
import { tokenRoutes } from "./routes/token";
import { userRoutes } from "./routes/user";
import { verifyRoutes } from "./routes/verify";
import { wellKnownRoutes } from "./routes/well-known";

export const authRoutes = new Hono<AuthEnv>()
  .use(async (c, next) => {
    c.set("config", authConfig(c.env, c.req.url));
    await next();
  })
  .use(
    cors({
      origin: (origin, c) => (isAllowedOrigin(c.var.config, origin) ? origin : null),
      allowMethods: ["GET", "POST", "PUT", "PATCH", "DELETE"],
      allowHeaders: [
        "Accept",
        "Authorization",
        "Content-Type",
        "X-Client-IP",
        "X-Client-Info",
        "X-JWT-AUD",
        "X-Supabase-Api-Version",
        "apikey",
      ],
      exposeHeaders: ["X-Total-Count", "Link", API_VERSION_HEADER],
      credentials: true,
      maxAge: 600,
    }),
  )
  .use(privateAuthAnswers)
  .use(requireApiKey)
  .route("/", signupRoutes)
  .route("/", verifyRoutes)
  .route("/", recoverRoutes)
  .route("/", tokenRoutes)
  .route("/", userRoutes)
  .route("/", factorRoutes)
  .route("/", oauthRoutes)
  .route("/", wellKnownRoutes)
  .route("/", devMailboxRoutes)
  .all("*", () => {
    throw new AuthError(404, "not_found", "Not found");
  });

authRoutes.onError((err, c) => {
  if (err instanceof AuthError) return authErrorJson(c, err);
  if (err instanceof HTTPException && err.status < 500)
    return authErrorJson(c, new AuthError(err.status === 413 ? 413 : 400, "bad_json", err.message || "Bad request"));
  console.error(`[${c.get("requestId")}] auth: unexpected failure`, err);
  return authErrorJson(c, new AuthError(500, "unexpected_failure", "Unexpected failure, please check server logs for more information"));
});
