import type { Session, User } from "@supabase/auth-js";
import { screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import {
  authError,
  disposeTestAuthClients,
  existingProfile,
  fakeFetch,
  json,
  on,
  profileRoutes,
  storeSession,
  TEST_USER,
  testAuthClient,
  testSession,
} from "./support/auth-server";
import { renderApp } from "./support/render-app";

afterEach(async () => {
  vi.unstubAllGlobals();
  await disposeTestAuthClients();
});

const FACTOR_ID = "9d0c7e1a-0000-4000-8000-000000000002";
const RIGHT_CODE = "123456";

const twoFactorUser: User = {
  ...TEST_USER,
  factors: [
    { id: FACTOR_ID, factor_type: "totp", status: "verified", created_at: "2026-01-01T00:00:00Z", updated_at: "2026-01-01T00:00:00Z" },
  ],
};

const base64Url = (value: unknown) => btoa(JSON.stringify(value)).replace(/\+/g, "-").replace(/\//g, "_").replace(/=+$/, "");

/** A session whose access token says `aal` the way the Worker's does (auth-js decodes it, never verifies it here). */
function sessionAt(aal: "aal1" | "aal2", user: User = twoFactorUser): Session {
  const now = Math.floor(Date.now() / 1000);
  const claims = { sub: TEST_USER.id, aal, amr: [{ method: "password", timestamp: now }], exp: now + 3600, session_id: "s-1" };
  return { ...testSession(user), access_token: `${base64Url({ alg: "ES256", typ: "JWT" })}.${base64Url(claims)}.c2ln` };
}

/** The auth server of an account (by default one with a verified TOTP factor), and the app behind it. */
function renderTwoFactorAccount(path: string, account: User = twoFactorUser) {
  const server = fakeFetch(
    on("POST", "/auth/v1/token", () => json(sessionAt("aal1", account))),
    on("GET", "/auth/v1/user", () => json(account)),
    on("POST", `/auth/v1/factors/${FACTOR_ID}/challenge`, () => json({ id: "c-1", type: "totp", expires_at: Date.now() / 1000 + 300 })),
    on("POST", `/auth/v1/factors/${FACTOR_ID}/verify`, async (request) => {
      const { code } = (await request.json()) as { code: string };
      return code === RIGHT_CODE ? json(sessionAt("aal2")) : authError(422, "mfa_verification_failed", "Invalid TOTP code entered");
    }),
    on("POST", "/auth/v1/logout", () => new Response(null, { status: 204 })),
    ...profileRoutes(existingProfile("en")),
  );
  vi.stubGlobal("fetch", server.fetch);
  const client = testAuthClient(server.fetch);
  const app = renderApp(path, { loadClient: async () => client });
  const requests = (method: string, pathname: string) =>
    server.requests.filter((request) => request.method === method && new URL(request.url).pathname === pathname);
  return { ...app, requests };
}

async function signInWithPassword() {
  const user = userEvent.setup();
  await user.type(await screen.findByLabelText("Email"), "ada@example.com");
  await user.type(screen.getByLabelText("Password"), "analytical");
  await user.click(screen.getByRole("button", { name: "Sign in" }));
  return user;
}

describe("two-factor sign-in", () => {
  it("asks for the code after the password, refuses a wrong one, and lands signed in with the right one", async () => {
    const { currentLocation, requests } = renderTwoFactorAccount("/auth?redirect=%2Fprogress");
    const user = await signInWithPassword();

    expect(await screen.findByRole("heading", { name: "Two-factor authentication" })).toBeTruthy();
    const code = screen.getByLabelText("6-digit code");
    await waitFor(() => expect(document.activeElement).toBe(code));
    expect(currentLocation().pathname).toBe("/auth");
    // Nothing of the account is asked for before the code.
    expect(requests("GET", "/api/profile")).toHaveLength(0);

    await user.type(code, "12{Enter}");
    expect(screen.getByText("Enter the 6 digits your authenticator app shows.")).toBeTruthy();
    expect(requests("POST", `/auth/v1/factors/${FACTOR_ID}/verify`)).toHaveLength(0);

    await user.clear(code);
    await user.type(code, "000000{Enter}");
    expect((await screen.findByRole("alert")).textContent).toBe("The code is not correct. Enter the current 6-digit code.");
    expect(currentLocation().pathname).toBe("/auth");

    await user.type(screen.getByLabelText("6-digit code"), `${RIGHT_CODE}{Enter}`);
    await waitFor(() => expect(currentLocation().pathname).toBe("/progress"));
    expect(screen.queryByRole("heading", { name: "Two-factor authentication" })).toBeNull();
  });

  it("shows the code step, not the page, for a saved session that still owes its code", async () => {
    storeSession(sessionAt("aal1"));
    const { currentLocation } = renderTwoFactorAccount("/progress");
    expect(await screen.findByRole("heading", { name: "Two-factor authentication" })).toBeTruthy();
    await userEvent.setup().type(screen.getByLabelText("6-digit code"), `${RIGHT_CODE}{Enter}`);
    await waitFor(() => expect(screen.queryByRole("heading", { name: "Two-factor authentication" })).toBeNull());
    expect(currentLocation().pathname).toBe("/progress");
  });

  it("signs this device out when the person cancels", async () => {
    const { requests } = renderTwoFactorAccount("/auth");
    const user = await signInWithPassword();
    await user.click(await screen.findByRole("button", { name: "Cancel and sign out" }));
    expect(await screen.findByRole("button", { name: "Sign in" })).toBeTruthy();
    const [logout] = requests("POST", "/auth/v1/logout");
    expect(new URL(logout!.url).searchParams.get("scope")).toBe("local");
  });

  it("lets the sign-in through when two-factor was turned off on another device meanwhile", async () => {
    storeSession(sessionAt("aal1"));
    const server = fakeFetch(
      on("GET", "/auth/v1/user", () => json(TEST_USER)),
      on("POST", "/auth/v1/token", () => json(sessionAt("aal1", TEST_USER))),
      ...profileRoutes(existingProfile("en")),
    );
    vi.stubGlobal("fetch", server.fetch);
    const { currentLocation } = renderApp("/progress", { loadClient: async () => testAuthClient(server.fetch) });
    await userEvent.setup().type(await screen.findByLabelText("6-digit code"), `${RIGHT_CODE}{Enter}`);
    await waitFor(() => expect(screen.queryByRole("heading", { name: "Two-factor authentication" })).toBeNull());
    expect(currentLocation().pathname).toBe("/progress");
    const refresh = server.requests.find((request) => new URL(request.url).pathname === "/auth/v1/token");
    expect(new URL(refresh!.url).searchParams.get("grant_type")).toBe("refresh_token");
  });

  it("lets an account without a verified factor in after the password alone", async () => {
    const { currentLocation, requests } = renderTwoFactorAccount("/auth?redirect=%2Fprogress", TEST_USER);
    await signInWithPassword();
    await waitFor(() => expect(currentLocation().pathname).toBe("/progress"));
    expect(screen.queryByRole("heading", { name: "Two-factor authentication" })).toBeNull();
    expect(requests("POST", `/auth/v1/factors/${FACTOR_ID}/challenge`)).toHaveLength(0);
  });
});
