import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import {
  disposeTestAuthClients,
  existingProfile,
  fakeFetch,
  profileRoutes,
  storeSession,
  testAuthClient,
  testSession,
  TEST_USER,
} from "../support/auth-server";
import { renderApp } from "../support/render-app";

// The home page asks for every other route's screens after its first paint; loaded here, no import is
// still in flight when the file ends.
beforeAll(() => import("../../../src/app/screen-map"));

afterEach(async () => {
  vi.unstubAllGlobals();
  await disposeTestAuthClients();
});

/** The links of the header's account menu, opened. */
async function accountMenuLinks(role: "learner" | "teacher") {
  storeSession(testSession({ ...TEST_USER, app_metadata: { ...TEST_USER.app_metadata, role } }));
  vi.stubGlobal("fetch", fakeFetch(...profileRoutes(existingProfile("en"))).fetch);
  const client = testAuthClient(fakeFetch().fetch);
  renderApp("/", { loadClient: async () => client });
  const account = await within(screen.getByRole("banner")).findByRole("button", { name: /Ada Lovelace/ });
  await userEvent.click(account);
  const panel = document.getElementById(account.getAttribute("aria-controls") ?? "")!;
  return within(panel)
    .getAllByRole("link")
    .map((link) => [link.textContent, link.getAttribute("href")]);
}

describe("the teacher dashboard in the navigation", () => {
  it("is the first link of a teacher's account menu", async () => {
    expect((await accountMenuLinks("teacher"))[0]).toEqual(["Teacher dashboard", "/teacher-dashboard"]);
  });

  it("is not offered to a learner", async () => {
    expect((await accountMenuLinks("learner")).map(([, href]) => href)).not.toContain("/teacher-dashboard");
  });
});
