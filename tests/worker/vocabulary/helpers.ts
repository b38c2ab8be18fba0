/**
 * Vocabulary tests: the lexicon fixture, signed-in users with a bearer token, and JSON calls of /api.
 */
import { env, exports } from "cloudflare:workers";
import { accessToken, confirmedUser } from "../auth/helpers";
import { BASE } from "../helpers";

/** Loads the lexicon fixture into this test file's database (call once per file, in beforeAll). */
export async function loadLexicon(): Promise<void> {
  await env.DB.batch(env.TEST_LEXICON.map((statement) => env.DB.prepare(statement)));
}

export type Caller = {
  userId: string;
  token: string;
  /** A request to /api/... with this user's bearer token; `json` is sent as the JSON body. */
  call(path: string, init?: RequestInit & { json?: unknown }): Promise<Response>;
  /** Like `call`, but expects `status` and returns the parsed body. */
  ok<T = unknown>(path: string, init?: RequestInit & { json?: unknown }, status?: number): Promise<T>;
};

export function request(path: string, init: RequestInit & { json?: unknown } = {}, token?: string): Promise<Response> {
  const { json, ...rest } = init;
  const headers = new Headers(rest.headers);
  if (token) headers.set("Authorization", `Bearer ${token}`);
  if (json !== undefined) headers.set("Content-Type", "application/json");
  return exports.default.fetch(
    new Request(`${BASE}${path}`, { ...rest, headers, body: json === undefined ? rest.body : JSON.stringify(json) }),
  );
}

export async function signedIn(): Promise<Caller> {
  const { client, user } = await confirmedUser();
  const token = await accessToken(client);
  const call = (path: string, init?: RequestInit & { json?: unknown }) => request(path, init, token);
  return {
    userId: user.id,
    token,
    call,
    async ok<T>(path: string, init?: RequestInit & { json?: unknown }, status = 200) {
      const res = await call(path, init);
      const text = await res.text();
      if (res.status !== status) throw new Error(`${init?.method ?? "GET"} ${path}: expected ${status}, got ${res.status}: ${text}`);
      return (text ? JSON.parse(text) : null) as T;
    },
  };
}

export type ErrorResponse = { error: { code: string; message: string } };
