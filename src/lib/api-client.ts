/**
 * The SPA's one way to call /api (docs/architecture.md §5): Hono's typed client over the Worker's routers, so a
 * URL, its input and its answer are written once, on the server. Calls carry the signed-in user's
 * access token; `call()` turns an answer into its JSON or throws the Worker's error as ApiRequestError.
 *
 *   const page = await call(api.words.$get({ query: { sort: "date", order: "desc" } }));
 */
import { hc, type ClientResponse } from "hono/client";
import type { ResponseFormat } from "hono/types";
import type { AppType } from "../../worker/app";
import type { ErrorBody } from "../../worker/contract/errors";
import { toApiRequestError } from "./api";
import { API_BASE_URL } from "./config";
import { currentAccessToken } from "./auth/access-token";
import { languageHeaders } from "./interface-language";

async function requestHeaders(): Promise<Record<string, string>> {
  const token = await currentAccessToken();
  return { Accept: "application/json", ...languageHeaders(), ...(token ? { Authorization: `Bearer ${token}` } : {}) };
}

/**
 * Every /api route by path: `api.words[":id"].$patch({ param: { id: encodeURIComponent(id) }, json })`.
 * Hono's client puts path parameters into the URL as they are, so callers encode them: an id from a
 * link (`../words`) must stay inside its own path segment.
 */
export const api = hc<AppType>(`${API_BASE_URL}/`, { headers: requestHeaders }).api;

/**
 * What a successful call answers: the route's JSON without an error shape the route answers itself
 * (validators throw theirs; /api/consolidated's 501 is returned), or nothing for a 204.
 */
type Answer<R> =
  R extends ClientResponse<infer Body, infer Status, infer Format>
    ? Format extends "json"
      ? Body extends ErrorBody
        ? never
        : Body
      : Status extends 204
        ? undefined
        : never
    : never;

/** A route answering a file or a stream has no `Answer`: its response is read where it is called. */
type AnswersJson<R> = [Answer<R>] extends [never] ? { notJson: "read this route's response instead of call()" } : unknown;

/** Awaits a typed call: its JSON body (nothing for 204); any other status throws ApiRequestError. */
export async function call<R extends ClientResponse<unknown, number, ResponseFormat>>(
  request: Promise<R> & AnswersJson<R>,
): Promise<Answer<R>> {
  const response = await request;
  if (!response.ok) throw await toApiRequestError(response);
  if (response.status === 204) return undefined as Answer<R>;
  return (await response.json()) as Answer<R>;
}
