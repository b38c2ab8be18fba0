import { act, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { ROUTES } from "../../src/app/route-table";
import pagesEn from "../../src/locales/en/pages.json";
import { IPHONE_USER_AGENT, resizeWindow, useTouchScreen, useUserAgent } from "./support/device";
import { renderApp } from "./support/render-app";
import { SCREENS } from "../../src/app/screen-map";

const layout = () => document.querySelector("[data-variant]");

describe("routes (spec §2)", () => {
  it("shows 'Loading...' while a page loads", async () => {
    renderApp("/privacy");
    expect(screen.getByRole("status").textContent).toBe("Loading...");
    expect(await screen.findByRole("heading", { level: 1, name: "Privacy policy" })).toBeTruthy();
  });

  // Built screens have their own tests; the rest show the placeholder page.
  const placeholderRoutes = ROUTES.filter((entry) => !entry.requiresAccount && !(entry.pattern in SCREENS));

  it.each(placeholderRoutes.map((entry) => [entry.example, entry.titleKey] as const))(
    "renders the screen of %s with its title",
    async (path, titleKey) => {
      renderApp(path);
      const title = pagesEn.routes[titleKey];
      expect(await screen.findByRole("heading", { level: 1, name: title })).toBeTruthy();
      expect(screen.getByText("This section is not available yet.")).toBeTruthy();
      // The title is set by an effect, which may run a moment after the heading is on screen.
      await waitFor(() => expect(document.title).toBe(`${title} · Lexora`));
    },
  );

  it.each(ROUTES.filter((entry) => entry.requiresAccount).map((entry) => [entry.example, entry.titleKey] as const))(
    "shows a signed-out visitor of %s its title and a sign-in prompt",
    async (path, titleKey) => {
      renderApp(path);
      const title = pagesEn.routes[titleKey];
      const prompt = await screen.findByTestId("sign-in-prompt");
      expect(within(prompt).getByRole("heading", { level: 1, name: title })).toBeTruthy();
      expect(within(prompt).getByRole("link", { name: "Sign in" }).getAttribute("href")).toBe(`/auth?redirect=${encodeURIComponent(path)}`);
      await waitFor(() => expect(document.title).toBe(`${title} · Lexora`));
    },
  );

  it("requires an account for the learner's own pages", () => {
    const gated = ROUTES.filter((entry) => entry.requiresAccount).map((entry) => entry.pattern);
    expect(gated).toEqual(expect.arrayContaining(["/review", "/progress", "/profile", "/ai-chat", "/notifications"]));
    expect(gated).not.toContain("/");
    expect(gated).not.toContain("/auth");
  });

  it("shows the not-found page with the unknown path", async () => {
    renderApp("/no-such-page");
    const page = await screen.findByTestId("not-found");
    expect(within(page).getByRole("heading", { level: 1, name: "Page not found" })).toBeTruthy();
    expect(within(page).getByText("/no-such-page")).toBeTruthy();
    expect(within(page).getByRole("link", { name: "Go to the home page" }).getAttribute("href")).toBe("/");
  });
});

describe("home page", () => {
  it("introduces the product with links to sign up and to the dictionary", async () => {
    renderApp("/");
    expect(await screen.findByRole("heading", { level: 1, name: "Lexora" })).toBeTruthy();
    expect(screen.getByRole("link", { name: "Sign up" }).getAttribute("href")).toBe("/auth?tab=signup");
    expect(screen.getByRole("link", { name: "Open the dictionary" }).getAttribute("href")).toBe("/dictionary");
  });

  it("links every platform feature to its screen", async () => {
    renderApp("/");
    const features = await screen.findByRole("region", { name: "Platform features" });
    const hrefs = within(features)
      .getAllByRole("link")
      .map((link) => link.getAttribute("href"));
    for (const path of [
      "/dictionary",
      "/review",
      "/tests",
      "/flashcards",
      "/ielts/speaking",
      "/sat/reading",
      "/sat/math",
      "/sat/full",
      "/sat/essay",
      "/ai-chat",
      "/progress",
    ]) {
      expect(hrefs).toContain(path);
    }
  });
});

describe("desktop layout", () => {
  it("has a top navigation with IELTS and SAT disclosures of their sections", async () => {
    renderApp("/");
    expect(layout()?.getAttribute("data-variant")).toBe("desktop");
    const nav = screen.getByRole("navigation", { name: "Main navigation" });
    const links = within(nav)
      .getAllByRole("link")
      .map((link) => link.textContent);
    expect(links).toEqual(["Home", "Dictionary", "Review", "Tests", "AI chat", "Progress"]);
    expect(screen.queryByRole("navigation", { name: "Mobile navigation" })).toBeNull();

    const ielts = within(nav).getByRole("button", { name: "IELTS" });
    expect(ielts.getAttribute("aria-expanded")).toBe("false");
    await userEvent.click(ielts);
    expect(ielts.getAttribute("aria-expanded")).toBe("true");
    const list = document.getElementById(ielts.getAttribute("aria-controls") ?? "");
    const sections = within(list!)
      .getAllByRole("link")
      .map((item) => [item.textContent, item.getAttribute("href")]);
    expect(sections).toEqual([
      ["Reading", "/ielts/reading"],
      ["Listening", "/ielts/listening"],
      ["Writing", "/ielts/writing"],
      ["Speaking", "/ielts/speaking"],
    ]);

    await userEvent.keyboard("{Escape}");
    expect(ielts.getAttribute("aria-expanded")).toBe("false");
    expect(document.activeElement).toBe(ielts);

    const sat = within(nav).getByRole("button", { name: "SAT" });
    await userEvent.click(sat);
    const satList = document.getElementById(sat.getAttribute("aria-controls") ?? "");
    expect(
      within(satList!)
        .getAllByRole("link")
        .map((item) => [item.textContent, item.getAttribute("href")]),
    ).toEqual([
      ["Reading", "/sat/reading"],
      ["Math", "/sat/math"],
      ["Full practice test", "/sat/full"],
      ["Essay", "/sat/essay"],
    ]);
  });
});

describe("mobile layout", () => {
  it("has a bottom tab bar with four main destinations and 'More' for every other section on a phone", async () => {
    useUserAgent(IPHONE_USER_AGENT);
    renderApp("/");
    expect(layout()?.getAttribute("data-variant")).toBe("mobile");
    const tabBar = await screen.findByRole("navigation", { name: "Mobile navigation" });
    const tabs = within(tabBar)
      .getAllByRole("link")
      .map((link) => [link.textContent, link.getAttribute("href")]);
    expect(tabs).toEqual([
      ["Home", "/"],
      ["Dictionary", "/dictionary"],
      ["Review", "/review"],
      ["Progress", "/progress"],
    ]);
    expect(screen.queryByRole("navigation", { name: "Main navigation" })).toBeNull();

    const more = within(tabBar).getByRole("button", { name: "More" });
    expect(more.getAttribute("aria-expanded")).toBe("false");
    await userEvent.click(more);
    const sheet = await screen.findByRole("dialog", { name: "More" });
    expect(more.getAttribute("aria-expanded")).toBe("true");
    const sections = within(sheet)
      .getAllByRole("link")
      .map((link) => [link.textContent, link.getAttribute("href")]);
    expect(sections).toEqual([
      ["AI chat", "/ai-chat"],
      ["Reading", "/ielts/reading"],
      ["Listening", "/ielts/listening"],
      ["Writing", "/ielts/writing"],
      ["Speaking", "/ielts/speaking"],
      ["Reading", "/sat/reading"],
      ["Math", "/sat/math"],
      ["Full practice test", "/sat/full"],
      ["Essay", "/sat/essay"],
      ["Tests", "/tests"],
      ["Flashcards", "/flashcards"],
      ["Lesson quiz", "/lesson-quiz"],
      ["Learn", "/learn"],
      ["Profile", "/profile"],
      ["Achievements", "/achievements"],
      ["Articles and podcasts", "/library"],
      ["Test history", "/test-history"],
      ["Notifications", "/notifications"],
    ]);
    expect(within(sheet).getByRole("button", { name: "Quick translator" })).toBeTruthy();

    // Escape closes it (that the focus goes back to "More" is checked in a real browser: tests/e2e/layout.spec.ts).
    await userEvent.keyboard("{Escape}");
    expect(screen.queryByRole("dialog", { name: "More" })).toBeNull();

    await userEvent.click(more);
    await userEvent.click(within(await screen.findByRole("dialog", { name: "More" })).getByRole("link", { name: "Achievements" }));
    expect(screen.queryByRole("dialog", { name: "More" })).toBeNull();
    expect(await screen.findByRole("heading", { level: 1, name: "Achievements" })).toBeTruthy();
  });

  it("switches layouts when a touch window crosses 768 px", async () => {
    useTouchScreen();
    resizeWindow(1024);
    renderApp("/");
    expect(layout()?.getAttribute("data-variant")).toBe("desktop");
    act(() => resizeWindow(500));
    expect(layout()?.getAttribute("data-variant")).toBe("mobile");
    act(() => resizeWindow(800));
    expect(layout()?.getAttribute("data-variant")).toBe("desktop");
  });
});

describe("header account area", () => {
  it("offers 'Sign in' to a signed-out visitor, coming back to the current page", async () => {
    renderApp("/tests");
    const header = screen.getByRole("banner");
    expect(within(header).getByRole("link", { name: "Sign in" }).getAttribute("href")).toBe("/auth?redirect=%2Ftests");
  });

  it("offers 'Sign in' in the mobile header too", async () => {
    useUserAgent(IPHONE_USER_AGENT);
    renderApp("/");
    expect(within(screen.getByRole("banner")).getByRole("link", { name: "Sign in" }).getAttribute("href")).toBe("/auth");
  });
});

describe("header switchers", () => {
  it("changes the interface language and <html lang>", async () => {
    renderApp("/");
    await userEvent.selectOptions(screen.getByRole("combobox", { name: "Language" }), "Русский");
    expect(document.documentElement.lang).toBe("ru");
    expect(screen.getByRole("navigation", { name: "Основная навигация" })).toBeTruthy();
    expect(screen.getByRole("combobox", { name: "Язык" })).toBeTruthy();
    expect(localStorage.getItem("i18nextLng")).toBe("ru");
  });

  it("changes the theme from the theme select", async () => {
    renderApp("/");
    await userEvent.selectOptions(screen.getByRole("combobox", { name: "Theme" }), "Dark");
    expect(document.documentElement.classList.contains("dark")).toBe(true);
    expect(localStorage.getItem("vite-ui-theme")).toBe("dark");
  });
});
