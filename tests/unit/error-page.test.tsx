import { render, screen, within } from "@testing-library/react";
import { I18nextProvider } from "react-i18next";
import { createMemoryRouter, RouterProvider } from "react-router";
import { beforeEach, describe, expect, it, vi } from "vitest";
import { AppErrorBoundary, RouteErrorPage } from "../../src/app/error-boundary";
import { createI18n } from "../../src/lib/i18n";

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

  it("is the router's error element for a route that fails to render", async () => {
    const router = createMemoryRouter([{ path: "/", element: <BrokenScreen />, errorElement: <RouteErrorPage /> }]);
    render(
      <I18nextProvider i18n={createI18n()}>
        <RouterProvider router={router} />
      </I18nextProvider>,
    );
    await screen.findByTestId("error-page");
    expectErrorPageFor("Cannot read the word list");
  });
});
