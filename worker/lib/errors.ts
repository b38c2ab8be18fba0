/** The one error shape of /api/*: `{ error: { code, message } }` with the matching status (docs/architecture.md §5). */
import type { Context } from "hono";
import type { ContentfulStatusCode } from "hono/utils/http-status";
import type { ErrorBody } from "../contract/errors";

export class ApiError extends Error {
  constructor(
    readonly status: ContentfulStatusCode,
    readonly code: string,
    message: string,
  ) {
    super(message);
    this.name = "ApiError";
  }
}

export function errorJson(c: Context, status: ContentfulStatusCode, code: string, message: string, requestId?: string) {
  const body: ErrorBody = { error: { code, message } };
  if (requestId) body.error.requestId = requestId;
  return c.json(body, status);
}
