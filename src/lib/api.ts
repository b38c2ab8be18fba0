/** Typed fetch for the Worker's /api/* routes, throwing its one error shape (DESIGN.md §5). */
import type { ErrorBody } from "../../worker/contract/errors";
import { currentAccessToken } from "./auth/access-token";

export class ApiRequestError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
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

/** The Worker's error shape as ApiRequestError; any other failed response by its status. */
export async function toApiRequestError(response: Pick<Response, "status" | "statusText" | "json">): Promise<ApiRequestError> {
  const body: unknown = await response.json().catch(() => undefined);
  if (isErrorBody(body)) return new ApiRequestError(response.status, body.error.code, body.error.message);
  return new ApiRequestError(response.status, "http_error", `${response.status} ${response.statusText}`.trim());
}

/**
 * Fetches `path` and returns its JSON body; a non-2xx response throws `ApiRequestError`. Calls made
 * while someone is signed in carry their access token.
 */
export async function apiFetch<T>(path: string, init: RequestInit = {}): Promise<T> {
  const headers = new Headers(init.headers);
  headers.set("Accept", "application/json");
  if (!headers.has("Authorization")) {
    const token = await currentAccessToken();
    if (token) headers.set("Authorization", `Bearer ${token}`);
  }
  if (typeof init.body === "string" && !headers.has("Content-Type")) headers.set("Content-Type", "application/json");

  const response = await fetch(path, { ...init, headers });
  if (!response.ok) throw await toApiRequestError(response);
  if (response.status === 204) return undefined as T;
  return (await response.json()) as T;
}
