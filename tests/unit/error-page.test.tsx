import { render, screen, within } from "@testing-library/react";
import { I18nextProvider } from "react-i18next";
import { beforeEach, describe, expect, it, vi } from "vitest";
import { AppErrorBoundary } from "../../src/app/error-boundary";
import { createI18n } from "../../src/lib/i18n";
import { renderApp } from "./support/render-app";

// The home screen is the route that breaks (both variants, whatever the device).
vi.mock("../../src/pages/home/HomePage", () => ({ default: BrokenScreen }));
vi.mock("../../src/pages/home/MobileHomePage", () => ({ default: BrokenScreen }));

function BrokenScreen(): never {
  throw new Error("Cannot read the word list");
}

beforeEach(() => {
  // React reports caught render errors on the console; the page under test is what matters here.
  vi.spyOn(console, "error").mockImplementation(() => {});
});

function expectErrorPageFor(message: string) {
  const page = screen.getByTestId("error-page");
  expect(within(page).getByRole("heading", { name: "Something went wrong" })).toBeTruthy();
  expect(within(page).getByText(message)).toBeTruthy();
  expect(page.querySelector("pre")?.textContent).toContain("BrokenScreen");
  expect(within(page).getByRole("button", { name: "Reload" })).toBeTruthy();
  expect(within(page).getByRole("button", { name: "Go home" })).toBeTruthy();
}

describe("fatal render error page (spec §1)", () => {
  it("replaces the whole app with the message and stack", () => {
    render(
      <I18nextProvider i18n={createI18n()}>
        <AppErrorBoundary>
          <BrokenScreen />
        </AppErrorBoundary>
      </I18nextProvider>,
    );
    expectErrorPageFor("Cannot read the word list");
  });

  it("replaces a route that fails to render", async () => {
    renderApp("/");
    await screen.findByTestId("error-page");
    expectErrorPageFor("Cannot read the word list");
  });

  it("shows the next route once the learner leaves the broken one", () => {
    const view = render(
      <I18nextProvider i18n={createI18n()}>
        <AppErrorBoundary resetKey="/">
          <BrokenScreen />
        </AppErrorBoundary>
      </I18nextProvider>,
    );
    expect(screen.getByTestId("error-page")).toBeTruthy();
    view.rerender(
      <I18nextProvider i18n={createI18n()}>
        <AppErrorBoundary resetKey="/dictionary">
          <h1>Dictionary</h1>
        </AppErrorBoundary>
      </I18nextProvider>,
    );
    expect(screen.getByRole("heading", { name: "Dictionary" })).toBeTruthy();
    expect(screen.queryByTestId("error-page")).toBeNull();
  });
});
