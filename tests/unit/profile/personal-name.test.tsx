// The profile's name field keeps the names-and-titles character rule (worker/contract/text.ts): a name
// with a text-direction override is refused in the form, in the reader's language, before any request.
import { screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import type { Profile } from "../../../worker/contract/profile";
import { PersonalSection } from "../../../src/features/profile/sections/PersonalSection";
import { ThemeProvider } from "../../../src/lib/theme";
import { fakeFetch, json, on } from "../support/auth-server";
import { renderWithProviders } from "../dictionary/render";

vi.mock("../../../src/lib/auth/AuthProvider", () => ({ useAuth: () => ({ getClient: () => Promise.reject(new Error("not used")) }) }));

const PROFILE: Profile = {
  id: "user-1",
  email: "aruzhan@example.com",
  fullName: "Aruzhan",
  preferredLanguage: "en",
  role: "learner",
  timezone: "UTC",
  lastLogin: "2026-11-01T00:00:00.000Z",
  createdAt: "2026-11-01T00:00:00.000Z",
  updatedAt: "2026-11-01T00:00:00.000Z",
};

afterEach(() => vi.unstubAllGlobals());

describe("the profile's name", () => {
  it("refuses a name with a text-direction override before saving", async () => {
    const server = fakeFetch(
      on("GET", "/api/profile", () => json(PROFILE)),
      on("GET", "/api/preferences", () => json({ theme: "system" })),
    );
    vi.stubGlobal("fetch", server.fetch);
    await renderWithProviders(
      <ThemeProvider>
        <PersonalSection userId="user-1" />
      </ThemeProvider>,
    );
    const name = await screen.findByLabelText("Full name");
    await userEvent.clear(name);
    await userEvent.click(name);
    await userEvent.paste("Aru\u202Ezhan");
    expect(screen.getByText("The name must not contain control characters or text-direction marks")).toBeTruthy();
    expect((screen.getByRole("button", { name: "Save details" }) as HTMLButtonElement).disabled).toBe(true);
    expect(server.requests.filter((request) => request.method === "PATCH")).toEqual([]);
  });
});
