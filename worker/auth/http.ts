/** Request reading and response writing shared by the /auth/v1 routes. */
import type { Context } from "hono";
import type { ZodType } from "zod";
import { AuthError, API_VERSION, API_VERSION_HEADER, validationFailed } from "./errors";

const MAX_BODY_BYTES = 64 * 1024;

/** Parses a JSON object body with zod. An empty body counts as `{}`; anything unparseable is `bad_json`. */
export async function readBody<T>(c: Context, schema: ZodType<T>): Promise<T> {
  const declared = Number(c.req.header("Content-Length") ?? 0);
  if (declared > MAX_BODY_BYTES) throw new AuthError(413, "request_too_large", "Request body is too large");
  const text = await c.req.text();
  if (text.length > MAX_BODY_BYTES) throw new AuthError(413, "request_too_large", "Request body is too large");
  let body: unknown = {};
  if (text.trim()) {
    try {
      body = JSON.parse(text);
    } catch (err) {
      throw new AuthError(400, "bad_json", `Could not parse request body as JSON: ${(err as Error).message}`);
    }
  }
  if (typeof body !== "object" || body === null || Array.isArray(body)) {
    throw new AuthError(400, "bad_json", "Could not parse request body as JSON: expected an object");
  }
  const result = schema.safeParse(body);
  if (!result.success) {
    const issue = result.error.issues[0];
    const where = issue?.path.length ? `${issue.path.join(".")}: ` : "";
    throw validationFailed(`Invalid request body: ${where}${issue?.message ?? "invalid value"}`);
  }
  return result.data;
}

/** The caller's address as Cloudflare reports it; requests that reach us without one share a bucket. */
export function clientIp(c: Context): string {
  return c.req.header("CF-Connecting-IP") ?? "unknown";
}

export function userAgent(c: Context): string | null {
  return c.req.header("User-Agent")?.slice(0, 512) ?? null;
}

/** Every 2xx of the auth API carries a JSON body (auth-js parses it) and the API version header. */
export function sendJson(c: Context, body: unknown, status: 200 | 201 = 200) {
  c.header(API_VERSION_HEADER, API_VERSION);
  return c.json(body, status);
}
