/** The one error shape of /api/*: `{ error: { code, message } }` with the matching status (docs/architecture.md §5). */
import type { Context } from "hono";
import type { ContentfulStatusCode } from "hono/utils/http-status";
import type { ErrorBody } from "../contract/errors";
import { hasMessage, languageOfHeader, message as renderMessage, type MessageParams } from "../i18n";

export type ErrorText = {
  /** The catalogue key under `errors` (worker/i18n), when it is not the code itself; `namespace:key` names another namespace. */
  key?: string;
  params?: MessageParams;
};

/**
 * An answer in the error shape. Its message is the catalogue's text of `key` (default: the code) in the
 * request's language; `message` is the English text for a code the catalogue does not have yet.
 */
export class ApiError extends Error {
  constructor(
    readonly status: ContentfulStatusCode,
    readonly code: string,
    message: string,
    readonly text: ErrorText = {},
  ) {
    super(message);
    this.name = "ApiError";
  }
}

/** The message of an error answer in the language the request asks for (Accept-Language). */
export function errorMessage(c: Context, code: string, fallback: string, text: ErrorText = {}): string {
  const key = text.key?.includes(":") ? text.key : `errors:${text.key ?? code}`;
  return hasMessage(key) ? renderMessage(languageOfHeader(c.req.header("Accept-Language")), key, text.params) : fallback;
}

export function errorJson(
  c: Context,
  status: ContentfulStatusCode,
  code: string,
  message: string,
  options: ErrorText & { requestId?: string } = {},
) {
  const body: ErrorBody = { error: { code, message: errorMessage(c, code, message, options) } };
  if (options.requestId) body.error.requestId = options.requestId;
  return c.json(body, status);
}
