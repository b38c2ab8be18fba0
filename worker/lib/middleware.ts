/** Request id, the database handle and security headers; none of them touches a 101 WebSocket response. */
import type { Context } from "hono";
import { createMiddleware } from "hono/factory";
import { createDb } from "../db/client";
import type { AppEnv } from "../env";
import { HSTS_HEADER, SECURITY_HEADERS } from "./security-headers";

export const REQUEST_ID_HEADER = "X-Request-Id";

/** Responses passed through from other objects can have immutable headers: copy them once then. */
function setResponseHeaders(c: Context<AppEnv>, headers: Record<string, string>): void {
  if (c.res.status === 101) return;
  try {
    for (const [name, value] of Object.entries(headers)) c.res.headers.set(name, value);
  } catch {
    const copy = new Response(c.res.body, c.res);
    for (const [name, value] of Object.entries(headers)) copy.headers.set(name, value);
    c.res = copy;
  }
}

export const requestId = createMiddleware<AppEnv>(async (c, next) => {
  const incoming = c.req.header(REQUEST_ID_HEADER);
  const id = incoming && /^[\w-]{8,64}$/.test(incoming) ? incoming : crypto.randomUUID();
  c.set("requestId", id);
  await next();
  setResponseHeaders(c, { [REQUEST_ID_HEADER]: id });
});

/** The one database handle of the request (`c.var.db`). */
export const withDb = createMiddleware<AppEnv>(async (c, next) => {
  c.set("db", createDb(c.env.DB));
  await next();
});

export const securityHeaders = createMiddleware<AppEnv>(async (c, next) => {
  await next();
  setResponseHeaders(
    c,
    c.env.ENVIRONMENT === "production" ? { ...SECURITY_HEADERS, "Strict-Transport-Security": HSTS_HEADER } : SECURITY_HEADERS,
  );
});
