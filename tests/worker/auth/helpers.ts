/**
 * Drives the unmodified @supabase/auth-js GoTrueClient against the Worker: its `fetch` calls the
 * Worker's default export in-process. Tests that need other settings (rate limits, reuse window,
 * email provider) pass env overrides; those requests go to the same app with a modified env.
 */
import { GoTrueClient, type GoTrueClientOptions, type SupportedStorage } from "@supabase/auth-js";
import { env, exports } from "cloudflare:workers";
import { expect } from "vitest";
import { app } from "../../../worker/app";

export const BASE = "https://lexora.test";
export const AUTH_URL = `${BASE}/auth/v1`;
export const API_KEY = "test-publishable-key";
export const PASSWORD = "correct horse battery";

export type EnvOverrides = Record<string, string | undefined>;

export function workerFetch(overrides?: EnvOverrides, extraHeaders?: Record<string, string>) {
  return (input: RequestInfo | URL, init?: RequestInit): Promise<Response> => {
    const request = new Request(input, init);
    for (const [name, value] of Object.entries(extraHeaders ?? {})) request.headers.set(name, value);
    if (!overrides) return exports.default.fetch(request);
    return app.fetch(request, { ...env, ...overrides } as unknown as Env) as Promise<Response>;
  };
}

/** A raw call of the auth API with the publishable key, as auth-js would make it. */
export function authFetch(path: string, init: RequestInit & { json?: unknown; overrides?: EnvOverrides } = {}): Promise<Response> {
  const { json, overrides, ...rest } = init;
  const headers = new Headers(rest.headers);
  if (!headers.has("apikey")) headers.set("apikey", API_KEY);
  headers.set("X-Supabase-Api-Version", "2024-01-01");
  if (json !== undefined) headers.set("Content-Type", "application/json");
  return workerFetch(overrides)(`${AUTH_URL}${path}`, { ...rest, headers, body: json === undefined ? rest.body : JSON.stringify(json) });
}

export function memoryStorage(): SupportedStorage & { items: Map<string, string> } {
  const items = new Map<string, string>();
  return {
    items,
    getItem: (key: string) => items.get(key) ?? null,
    setItem: (key: string, value: string) => void items.set(key, value),
    removeItem: (key: string) => void items.delete(key),
  };
}

export function authClient(options: Partial<GoTrueClientOptions> & { overrides?: EnvOverrides; headers?: Record<string, string> } = {}) {
  const { overrides, headers, ...rest } = options;
  return new GoTrueClient({
    url: AUTH_URL,
    headers: { apikey: API_KEY, ...headers },
    fetch: workerFetch(overrides),
    storage: memoryStorage(),
    autoRefreshToken: false,
    persistSession: true,
    detectSessionInUrl: false,
    ...rest,
  });
}

let counter = 0;
export function uniqueEmail(prefix = "learner"): string {
  counter += 1;
  return `${prefix}.${counter}.${crypto.randomUUID().slice(0, 8)}@example.com`;
}

export type MailboxMessage = { subject: string; text: string; link: string; token_hash: string; token: string; to: string };

export async function mailbox(email: string): Promise<MailboxMessage[]> {
  const res = await authFetch(`/dev/mailbox?email=${encodeURIComponent(email)}`);
  expect(res.status).toBe(200);
  return ((await res.json()) as { messages: MailboxMessage[] }).messages;
}

export async function latestMail(email: string): Promise<MailboxMessage> {
  const [message] = await mailbox(email);
  if (!message) throw new Error(`no mail for ${email}`);
  return message;
}

/** Signs up, follows the confirmation by token_hash, and returns the client signed in. */
export async function confirmedUser(email = uniqueEmail(), password = PASSWORD, data: Record<string, unknown> = {}) {
  const client = authClient();
  const { error } = await client.signUp({ email, password, options: { data } });
  if (error) throw error;
  const { token_hash } = await latestMail(email);
  const verified = await client.verifyOtp({ token_hash, type: "signup" });
  if (verified.error || !verified.data.session) throw verified.error ?? new Error("no session after verify");
  return { client, email, password, session: verified.data.session, user: verified.data.user! };
}

/** A second device of the same account. */
export async function signIn(email: string, password = PASSWORD, options: Parameters<typeof authClient>[0] = {}) {
  const client = authClient(options);
  const { data, error } = await client.signInWithPassword({ email, password });
  if (error) throw error;
  return { client, session: data.session };
}

export async function accessToken(client: GoTrueClient): Promise<string> {
  const { data } = await client.getSession();
  if (!data.session) throw new Error("client has no session");
  return data.session.access_token;
}

export const fragmentParams = (location: string) => new URLSearchParams(new URL(location).hash.slice(1));
