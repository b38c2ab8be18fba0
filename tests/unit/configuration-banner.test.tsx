import { screen } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import { renderApp } from "./support/render-app";

vi.mock("../../src/lib/config", async (importOriginal) => ({
  ...(await importOriginal<typeof import("../../src/lib/config")>()),
  configurationIncomplete: true,
}));

describe("configuration banner (spec §1)", () => {
  it("warns in red that the configuration is incomplete when the build flag is set", async () => {
    renderApp("/");
    const banner = await screen.findByRole("alert");
    expect(banner.textContent).toBe("The app configuration is incomplete. Some features will not work.");
    expect(banner.className).toContain("bg-red-600");
  });
});
