/**
 * Everything cached about the signed-in learner lives under `accountQueryKey(userId)`, so sign-out
 * clears all of it: each account screen is visited and every query it leaves in the cache is checked.
 */
import type { QueryClient } from "@tanstack/react-query";
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import type { IeltsSection, TestSummary } from "../../worker/contract/ielts";
import { ROUTES } from "../../src/app/route-table";
import { ACCOUNT_QUERY_ROOT } from "../../src/lib/auth/account-queries";
import {
  disposeTestAuthClients,
  existingProfile,
  fakeFetch,
  json,
  on,
  profileRoutes,
  storeSession,
  testAuthClient,
  TEST_USER,
} from "./support/auth-server";
import { renderApp } from "./support/render-app";

afterEach(async () => {
  vi.unstubAllGlobals();
  await disposeTestAuthClients();
});

/** Queries that are the same for everyone: the server's configuration, public auth settings, the public lexicon. */
const PUBLIC_ROOTS = ["app-config", "auth-settings", "lexicon"];

const testOf = (section: IeltsSection): TestSummary => ({
  id: `${section}-1`,
  section,
  title: `A ${section} test`,
  timeMinutes: 60,
  questionCount: section === "writing" ? 1 : 40,
  parts: [],
  task: section === "writing" ? "task2" : null,
  kinds: [],
  source: "test",
  licence: "test",
  progress: { attempts: 0, lastBand: null, lastSubmittedAt: null },
});

/** Profile and IELTS test lists answer (so the screens go on to ask for more); every other /api call is a 404. */
function signedInApi() {
  return fakeFetch(...profileRoutes(existingProfile("en")), (request) => {
    const url = new URL(request.url);
    const section = url.searchParams.get("section") as IeltsSection | null;
    if (request.method === "GET" && url.pathname === "/api/ielts/tests" && section) return json({ tests: [testOf(section)] });
    return undefined;
  });
}

const outsideAccount = (queryClient: QueryClient) =>
  queryClient
    .getQueryCache()
    .getAll()
    .map((query) => query.queryKey)
    .filter((key) => key[0] !== ACCOUNT_QUERY_ROOT && !PUBLIC_ROOTS.includes(String(key[0])));

const accountRoutes = [
  "/",
  ...ROUTES.filter((entry) => entry.requiresAccount || entry.pattern === "/dictionary").map((entry) => entry.example),
];

describe("the signed-in learner's cached data (spec §4 sign-out)", () => {
  it.each(accountRoutes)("%s keeps the learner's data under the account key", async (path) => {
    storeSession();
    vi.stubGlobal("fetch", signedInApi().fetch);
    const client = testAuthClient(fakeFetch().fetch);
    const { queryClient } = renderApp(path, { loadClient: async () => client });
    await within(screen.getAllByRole("banner")[0]!).findByRole("button", { name: /Ada Lovelace/ });
    await screen.findByRole("heading", { level: 1 });
    await waitFor(() => expect(queryClient.isFetching()).toBe(0));
    expect(queryClient.getQueryCache().getAll().length).toBeGreaterThan(0);
    expect(outsideAccount(queryClient)).toEqual([]);
  });

  it("are all gone after signing out", async () => {
    storeSession();
    vi.stubGlobal("fetch", signedInApi().fetch);
    const client = testAuthClient(fakeFetch(on("POST", "/auth/v1/logout", () => new Response(null, { status: 204 }))).fetch);
    const { queryClient } = renderApp("/ielts/writing", { loadClient: async () => client });
    await screen.findByRole("heading", { level: 1 });
    await waitFor(() => expect(queryClient.isFetching()).toBe(0));
    const mentionsUser = () =>
      queryClient
        .getQueryCache()
        .getAll()
        .filter((query) => JSON.stringify(query.queryKey).includes(TEST_USER.id));
    expect(mentionsUser().length).toBeGreaterThan(0);

    const header = screen.getAllByRole("banner")[0]!;
    const account = await within(header).findByRole("button", { name: /Ada Lovelace/ });
    await userEvent.click(account);
    await userEvent.click(
      within(document.getElementById(account.getAttribute("aria-controls") ?? "")!).getByRole("button", { name: "Sign out" }),
    );

    await within(header).findByRole("link", { name: "Sign in" });
    expect(mentionsUser()).toEqual([]);
    expect(outsideAccount(queryClient)).toEqual([]);
  });
});
