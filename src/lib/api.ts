/**
 * The Worker's one error shape (docs/architecture.md §5) as the error the screens handle. Calls go through the typed
 * client in api-client.ts; this module stays apart from it, so code that only checks errors does not load the client.
 */
import type { ErrorBody } from "../../worker/contract/errors";
import { reportSessionEnded } from "./auth/session-ended";

/** The API's answer to a token whose session has ended (worker/lib/auth-middleware.ts). */
const SESSION_NOT_FOUND = "session_not_found";

export class ApiRequestError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
    /** The field a validation failure is about ("blocks.2.prompt"), when the Worker names one. */
    readonly field: string | null = null,
  ) {
    super(message);
    this.name = "ApiRequestError";
  }
}

function isErrorBody(body: unknown): body is ErrorBody {
  if (typeof body !== "object" || body === null || !("error" in body)) return false;
  const { error } = body;
  return (
    typeof error === "object" &&
    error !== null &&
    "code" in error &&
    typeof error.code === "string" &&
    "message" in error &&
    typeof error.message === "string"
  );
}

/**
 * The Worker's error shape as ApiRequestError; any other failed response by its status. A 403
 * `session_not_found` also reports the session ended, so the tab signs out.
 */
export async function toApiRequestError(response: Pick<Response, "status" | "statusText" | "json">): Promise<ApiRequestError> {
  const body: unknown = await response.json().catch(() => undefined);
  if (isErrorBody(body)) {
    if (response.status === 403 && body.error.code === SESSION_NOT_FOUND) reportSessionEnded();
    return new ApiRequestError(response.status, body.error.code, body.error.message, body.error.field ?? null);
  }
  return new ApiRequestError(response.status, "http_error", `${response.status} ${response.statusText}`.trim());
}
