/**
 * Request id, the database handle, security headers, no caching of signed-in answers, the body-size cap
 * of /api and, outside production, the reading of bodies left unread; none of them touches a 101
 * WebSocket response.
 */
import type { Context } from "hono";
import { bodyLimit } from "hono/body-limit";
import { createMiddleware } from "hono/factory";
import { createDb } from "../db/client";
import type { AppEnv } from "../env";
import { errorJson } from "./errors";
import { HSTS_HEADER, SECURITY_HEADERS } from "./security-headers";

export const REQUEST_ID_HEADER = "X-Request-Id";

/** Responses passed through from other objects can have immutable headers: copy them once then. */
function setResponseHeaders(c: Context, headers: Record<string, string>): void {
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

/** HSTS on every answer, as `_headers` puts it on the HTML: browsers ignore it over plain HTTP. */
export const securityHeaders = createMiddleware<AppEnv>(async (c, next) => {
  await next();
  setResponseHeaders(c, { ...SECURITY_HEADERS, "Strict-Transport-Security": HSTS_HEADER });
});

/** What an answer to a signed-in request may be cached as, unless its route chose. */
const PRIVATE_ANSWER_CACHE_CONTROL = "private, no-store";

const markPrivate = (c: Context) => {
  if (!c.res.headers.has("Cache-Control")) setResponseHeaders(c, { "Cache-Control": PRIVATE_ANSWER_CACHE_CONTROL });
};

/**
 * Answers to a signed-in request hold someone's data: no cache keeps them, shared or the browser's,
 * unless the route set its own Cache-Control (public lexicon data, media by signed URL, event streams).
 */
export const privateAnswers = createMiddleware<AppEnv>(async (c, next) => {
  await next();
  if (c.get("user")) markPrivate(c);
});

/** The auth service's answers (tokens, the user, factors, the dev mailbox) are someone's own, signed in or not. */
export const privateAuthAnswers = createMiddleware(async (c, next) => {
  await next();
  markPrivate(c);
});

/** The largest body an /api route reads, except the uploads below; the longest essay (120,000 characters) fits. */
export const JSON_BODY_MAX_BYTES = 1024 * 1024;

/** Uploads with their own, larger limit and their own 413 message: a speaking recording, lesson media and a dictionary import. */
const OWN_LIMIT_UPLOADS: ReadonlyArray<[method: string, path: string]> = [
  ["POST", "/api/audio"],
  ["POST", "/api/lesson-media"],
  ["POST", "/api/words/import"],
];

const capJsonBody = bodyLimit({
  maxSize: JSON_BODY_MAX_BYTES,
  onError: (c) => errorJson(c, 413, "request_too_large", { params: { megabytes: JSON_BODY_MAX_BYTES / 1024 / 1024 } }),
});

/** 413 in the error shape for a body over the cap, by Content-Length or, without one, by counting what arrives. */
export const jsonBodyLimit = createMiddleware<AppEnv>(async (c, next) => {
  const path = c.req.path.replace(/\/$/, "");
  if (OWN_LIMIT_UPLOADS.some(([method, upload]) => method === c.req.method && upload === path)) return next();
  return capJsonBody(c, next);
});

/**
 * Outside production, a body the Worker answered without reading (an import refused by its
 * Content-Length, a 401 before validation) is read to its end before the answer leaves: workerd resets
 * a local connection whose request body was left unread, and `npm start` then loses the answer.
 * Cloudflare's edge delivers the answer either way, so production skips the reading.
 */
export const drainUnreadBody = createMiddleware<AppEnv>(async (c, next) => {
  const request = c.req.raw;
  await next();
  if (c.env.ENVIRONMENT === "production" || !request.body || request.bodyUsed) return;
  await request.body.pipeTo(new WritableStream());
});
