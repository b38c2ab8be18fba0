import { render, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { useAuth } from "../../src/lib/auth/AuthProvider";
import { reportSessionEnded } from "../../src/lib/auth/session-ended";
import { disposeTestAuthClients, existingProfile, fakeFetch, on, profileRoutes, storeSession, testAuthClient } from "./support/auth-server";
import { renderApp } from "./support/render-app";

afterEach(async () => {
  vi.unstubAllGlobals();
  await disposeTestAuthClients();
});

function Status() {
  const { status } = useAuth();
  return <p>{status}</p>;
}

/** The Worker's /api answers for a signed-in person whose profile exists. */
const useApi = () => vi.stubGlobal("fetch", fakeFetch(...profileRoutes(existingProfile("en"))).fetch);

describe("AuthProvider (spec §4 auth states, §5)", () => {
  it("refuses to be used outside its provider", () => {
    vi.spyOn(console, "error").mockImplementation(() => {});
    expect(() => render(<Status />)).toThrow("useAuth must be used inside AuthProvider");
  });

  it("treats a visitor without a saved session as signed out, without loading the auth client", async () => {
    const loadClient = vi.fn();
    renderApp("/", { loadClient });
    const header = screen.getByRole("banner");
    expect(within(header).getByRole("link", { name: "Sign in" }).getAttribute("href")).toBe("/auth");
    expect(loadClient).not.toHaveBeenCalled();
  });

  it("restores a saved session and shows the person's name in the header", async () => {
    storeSession();
    useApi();
    const client = testAuthClient(fakeFetch().fetch);
    renderApp("/", { loadClient: async () => client });
    const header = screen.getByRole("banner");
    expect(await within(header).findByRole("button", { name: /Ada Lovelace/ })).toBeTruthy();
    expect(within(header).queryByRole("link", { name: "Sign in" })).toBeNull();
  });

  it("signs out from the header menu: the server is told and the header offers 'Sign in' again", async () => {
    storeSession();
    useApi();
    const server = fakeFetch(on("POST", "/auth/v1/logout", () => new Response(null, { status: 204 })));
    const client = testAuthClient(server.fetch);
    renderApp("/", { loadClient: async () => client });

    const account = await screen.findByRole("button", { name: /Ada Lovelace/ });
    expect(account.getAttribute("aria-expanded")).toBe("false");
    await userEvent.click(account);
    expect(account.getAttribute("aria-expanded")).toBe("true");
    const panel = document.getElementById(account.getAttribute("aria-controls") ?? "")!;
    expect(within(panel).getByText("ada@example.com")).toBeTruthy();
    expect(
      within(panel)
        .getAllByRole("link")
        .map((link) => [link.textContent, link.getAttribute("href")]),
    ).toEqual([
      ["Profile", "/profile"],
      ["Achievements", "/achievements"],
      ["Articles and podcasts", "/library"],
      ["Test history", "/test-history"],
      ["Notifications", "/notifications"],
    ]);
    await userEvent.click(within(panel).getByRole("button", { name: "Sign out" }));

    expect(await within(screen.getByRole("banner")).findByRole("link", { name: "Sign in" })).toBeTruthy();
    expect(server.requests.map((request) => `${request.method} ${new URL(request.url).pathname}`)).toEqual(["POST /auth/v1/logout"]);
    expect(localStorage.getItem("lexora-auth")).toBeNull();
  });

  it("signs the tab out when its session ended elsewhere, without asking the server, and shows why on the sign-in screen", async () => {
    storeSession();
    useApi();
    const server = fakeFetch();
    const client = testAuthClient(server.fetch);
    const { currentLocation } = renderApp("/achievements", { loadClient: async () => client });
    await screen.findByRole("button", { name: /Ada Lovelace/ });

    reportSessionEnded();
    expect(await screen.findByText(/You have been signed out: this session ended/)).toBeTruthy();
    expect(within(screen.getByRole("banner")).getByRole("link", { name: "Sign in" })).toBeTruthy();
    expect(currentLocation().pathname).toBe("/auth");
    expect(new URLSearchParams(currentLocation().search).get("redirect")).toBe("/achievements");
    expect(localStorage.getItem("lexora-auth")).toBeNull();
    expect(server.requests).toEqual([]);
  }, 15_000);
});

describe("pages that need an account (spec §6)", () => {
  it("show a signed-out visitor a sign-in prompt that leads back to the page", async () => {
    renderApp("/progress?tab=history");
    const prompt = await screen.findByTestId("sign-in-prompt");
    expect(within(prompt).getByRole("heading", { level: 1, name: "Progress" })).toBeTruthy();
    expect(within(prompt).getByRole("link", { name: "Sign in" }).getAttribute("href")).toBe("/auth?redirect=%2Fprogress%3Ftab%3Dhistory");
    expect(within(prompt).getByRole("link", { name: "Create an account" }).getAttribute("href")).toBe(
      "/auth?redirect=%2Fprogress%3Ftab%3Dhistory&tab=signup",
    );
    expect(screen.queryByText("This section is not available yet.")).toBeNull();
  });

  it("show the page itself to someone signed in", async () => {
    storeSession();
    useApi();
    const client = testAuthClient(fakeFetch().fetch);
    renderApp("/review", { loadClient: async () => client });
    expect(await screen.findByRole("heading", { level: 1, name: "SRS review" }, { timeout: 4000 })).toBeTruthy();
    expect(screen.queryByTestId("sign-in-prompt")).toBeNull();
    await waitFor(() => expect(document.title).toBe("SRS review · Lexora"));
  });
});
