/**
 * A stand-in for the Worker's /auth/v1 and /api routes, answered in GoTrue's wire format
 * (docs/architecture.md §6 and tests/worker/auth/), for the real @supabase/auth-js client under test.
 */
import type { GoTrueClient, Session, User } from "@supabase/auth-js";
import type { Profile, ProfileLanguage } from "../../../worker/contract/profile";
import { vi } from "vitest";
import { createAuthClient } from "../../../src/lib/auth/client";
import { AUTH_STORAGE_KEY } from "../../../src/lib/auth/config";

export const TEST_USER: User = {
  id: "4f1c2b8e-0000-4000-8000-000000000001",
  aud: "authenticated",
  role: "authenticated",
  email: "ada@example.com",
  app_metadata: { provider: "email", providers: ["email"], role: "learner" },
  user_metadata: { full_name: "Ada Lovelace" },
  identities: [],
  created_at: "2026-01-01T00:00:00Z",
};

export function testSession(user: User = TEST_USER): Session {
  const now = Math.floor(Date.now() / 1000);
  return {
    access_token: "test-access-token",
    refresh_token: "test-refresh-token",
    token_type: "bearer",
    expires_in: 3600,
    expires_at: now + 3600,
    user,
  };
}

/** Puts a session where the auth client keeps it, as an earlier visit would have. */
export function storeSession(session: Session = testSession()): void {
  localStorage.setItem(AUTH_STORAGE_KEY, JSON.stringify(session));
}

export type Route = (request: Request) => Response | Promise<Response> | undefined;

export const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), {
    status,
    headers: { "Content-Type": "application/json", "X-Supabase-Api-Version": "2024-01-01" },
  });

/** GoTrue's 2024-01-01 error body. */
export const authError = (status: number, code: string, message: string) => json({ code, message }, status);

/**
 * A fetch that answers from `routes` (first match wins) and records every request; anything
 * unanswered is a 404, so a test sees calls it did not expect.
 */
export function fakeFetch(...routes: Route[]) {
  const requests: Request[] = [];
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const request = new Request(input instanceof URL ? input.href : input, init);
    requests.push(request.clone());
    for (const route of routes) {
      const response = await route(request);
      if (response) return response;
    }
    return authError(404, "not_found", `No route for ${request.method} ${request.url}`);
  });
  return { fetch: fetchMock as unknown as typeof fetch, requests };
}

export const on =
  (method: string, path: string, answer: (request: Request) => Response | Promise<Response>): Route =>
  (request) =>
    request.method === method && new URL(request.url).pathname === path ? answer(request) : undefined;

const clients: GoTrueClient[] = [];

/** The app's auth client (same options as in the app) talking to `fetch`, without timers. */
export function testAuthClient(fetchImpl: typeof fetch): GoTrueClient {
  // Each test makes its own client on the app's storage key, which the library warns about.
  const quiet = vi.spyOn(console, "warn").mockImplementation(() => {});
  const client = createAuthClient({ fetch: fetchImpl, autoRefreshToken: false });
  quiet.mockRestore();
  clients.push(client);
  return client;
}

/** Closes the clients' cross-tab channels, so nothing outlives the test. */
export async function disposeTestAuthClients(): Promise<void> {
  await Promise.all(clients.splice(0).map((client) => client.dispose()));
}

/** A profile as GET /api/profile answers it; a new one has equal created and updated times. */
export function testProfile(language: ProfileLanguage, { isNew }: { isNew: boolean }): Profile {
  return {
    id: TEST_USER.id,
    email: TEST_USER.email ?? "",
    fullName: "Ada Lovelace",
    preferredLanguage: language,
    role: "learner",
    timezone: "UTC",
    lastLogin: "2026-11-21T10:00:00.000Z",
    createdAt: isNew ? "2026-11-21T10:00:00.000Z" : "2026-01-01T00:00:00.000Z",
    updatedAt: "2026-11-21T10:00:00.000Z",
  };
}

export const existingProfile = (language: ProfileLanguage) => testProfile(language, { isNew: false });

/** GET|PATCH /api/profile and GET|PUT /api/preferences of one signed-in person. */
export function profileRoutes(profile: Profile, theme = "system"): Route[] {
  let current = profile;
  return [
    on("GET", "/api/profile", () => json(current)),
    on("PATCH", "/api/profile", async (request) => {
      current = { ...current, ...((await request.json()) as Partial<Profile>), updatedAt: "2026-11-21T10:00:01.000Z" };
      return json(current);
    }),
    on("GET", "/api/preferences", () => json({ theme })),
    on("PUT", "/api/preferences", async (request) => json(await request.json())),
  ];
}

/**
 * Signs TEST_USER in (as `role`) against an API that answers their profile and `routes`: stubs fetch
 * and returns the auth client to render the app with and the requests the API saw.
 */
export function signedInApi(routes: Route[], { role = "learner" }: { role?: Profile["role"] } = {}) {
  storeSession(testSession({ ...TEST_USER, app_metadata: { ...TEST_USER.app_metadata, role } }));
  const fake = fakeFetch(...profileRoutes({ ...existingProfile("en"), role }), ...routes);
  vi.stubGlobal("fetch", fake.fetch);
  return { client: testAuthClient(fakeFetch().fetch), requests: fake.requests };
}
