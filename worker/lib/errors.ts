/** The one error shape of /api/*: `{ error: { code, message } }` with the matching status (docs/architecture.md §5). */
import type { Context, TypedResponse } from "hono";
import type { ContentfulStatusCode } from "hono/utils/http-status";
import type { ErrorBody } from "../contract/errors";
import { FALLBACK_LANG, message as renderMessage, requestLang, type ErrorKey, type Lang, type MessageParams } from "../i18n";

/**
 * The text of an error: a key of the catalogue's `errors` namespace (worker/i18n/locales/<lang>/errors.json)
 * and its parameters. Without a key the code is the key, so a code must have its catalogue entry.
 */
/** A key of `errors`, or `namespace:key` for another namespace's text (`teaching:…`). */
type TextKey = ErrorKey | `${string}:${string}`;
export type ErrorText = { key?: TextKey; params?: MessageParams; field?: string };
type CodeText = { params?: MessageParams; field?: string };
type KeyedText = { key: TextKey; params?: MessageParams; field?: string };

/**
 * An answer in the error shape. Its message is rendered from the catalogue in the request's language when
 * it is answered; `message` (for logs) is the English text.
 */
export class ApiError extends Error {
  readonly text: ErrorText;
  constructor(status: ContentfulStatusCode, code: ErrorKey, text?: CodeText);
  constructor(status: ContentfulStatusCode, code: string, text: KeyedText);
  constructor(
    readonly status: ContentfulStatusCode,
    readonly code: string,
    text: ErrorText = {},
  ) {
    super(errorText(FALLBACK_LANG, code, text));
    this.name = "ApiError";
    this.text = text;
  }
}

/** The message of an error in `lang`; a key with a namespace (`teaching:…`) is read from that namespace. */
export function errorText(lang: Lang, code: string, text: ErrorText = {}): string {
  const key = text.key?.includes(":") ? text.key : `errors:${text.key ?? code}`;
  return renderMessage(lang, key, text.params);
}

/** The message of an error answer in the language the request asks for. */
export function errorMessage(c: Context, code: string, text: ErrorText = {}): string {
  return errorText(requestLang(c), code, text);
}

type JsonOptions = { requestId?: string };
/** What c.json answers with, so a route's client type knows its error answers. */
type ErrorResponse = Response & TypedResponse<ErrorBody, ContentfulStatusCode, "json">;

function answer(c: Context, status: ContentfulStatusCode, code: string, text: ErrorText & JsonOptions): ErrorResponse {
  const body: ErrorBody = { error: { code, message: errorMessage(c, code, text) } };
  if (text.field !== undefined) body.error.field = text.field;
  if (text.requestId) body.error.requestId = text.requestId;
  return c.json(body, status);
}

/** An error answer whose message is the catalogue's text of `code` (or of `text.key`) in the request's language. */
export function errorJson(c: Context, status: ContentfulStatusCode, code: ErrorKey, text?: CodeText & JsonOptions): ErrorResponse;
export function errorJson(c: Context, status: ContentfulStatusCode, code: string, text: KeyedText & JsonOptions): ErrorResponse;
export function errorJson(c: Context, status: ContentfulStatusCode, code: string, text: ErrorText & JsonOptions = {}): ErrorResponse {
  return answer(c, status, code, text);
}

/** The answer to a thrown ApiError. */
export const apiErrorJson = (c: Context, err: ApiError): ErrorResponse => answer(c, err.status, err.code, err.text);
