import { act, render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import { THEME_STORAGE_KEY } from "../../src/lib/constants";
import { resolveTheme, ThemeProvider, useTheme, type Theme } from "../../src/lib/theme";
import { mockDarkSchemePreference } from "./support/match-media";

function ThemeButtons() {
  const { theme, resolvedTheme, setTheme } = useTheme();
  return (
    <div>
      <p>
        {theme} → {resolvedTheme}
      </p>
      {(["light", "dark", "system"] as const).map((choice) => (
        <button key={choice} onClick={() => setTheme(choice)}>
          {choice}
        </button>
      ))}
    </div>
  );
}

const rootClasses = () => [...document.documentElement.classList];

describe("resolveTheme", () => {
  it.each<[Theme, boolean, string]>([
    ["light", false, "light"],
    ["light", true, "light"],
    ["dark", false, "dark"],
    ["dark", true, "dark"],
    ["system", false, "light"],
    ["system", true, "dark"],
  ])("resolves %s with an OS dark preference of %s to %s", (theme, prefersDark, expected) => {
    expect(resolveTheme(theme, prefersDark)).toBe(expected);
  });
});

describe("ThemeProvider (spec §4)", () => {
  it("defaults to the system theme and applies its class to the document root", () => {
    mockDarkSchemePreference(true);
    render(
      <ThemeProvider>
        <ThemeButtons />
      </ThemeProvider>,
    );
    expect(screen.getByText("system → dark")).toBeTruthy();
    expect(rootClasses()).toEqual(["dark"]);
  });

  it("applies a chosen theme and saves it under vite-ui-theme", async () => {
    mockDarkSchemePreference(false);
    render(
      <ThemeProvider>
        <ThemeButtons />
      </ThemeProvider>,
    );
    expect(rootClasses()).toEqual(["light"]);
    await userEvent.click(screen.getByRole("button", { name: "dark" }));
    expect(rootClasses()).toEqual(["dark"]);
    expect(localStorage.getItem(THEME_STORAGE_KEY)).toBe("dark");
  });

  it("starts from the saved theme", () => {
    mockDarkSchemePreference(false);
    localStorage.setItem(THEME_STORAGE_KEY, "dark");
    render(
      <ThemeProvider>
        <ThemeButtons />
      </ThemeProvider>,
    );
    expect(rootClasses()).toEqual(["dark"]);
  });

  it("follows the OS preference while the theme is system", () => {
    const preference = mockDarkSchemePreference(false);
    render(
      <ThemeProvider>
        <ThemeButtons />
      </ThemeProvider>,
    );
    expect(rootClasses()).toEqual(["light"]);
    act(() => preference.setDark(true));
    expect(rootClasses()).toEqual(["dark"]);
    act(() => preference.setDark(false));
    expect(rootClasses()).toEqual(["light"]);
  });

  it("ignores the OS preference once a fixed theme is chosen", async () => {
    const preference = mockDarkSchemePreference(false);
    render(
      <ThemeProvider>
        <ThemeButtons />
      </ThemeProvider>,
    );
    await userEvent.click(screen.getByRole("button", { name: "light" }));
    act(() => preference.setDark(true));
    expect(rootClasses()).toEqual(["light"]);
  });

  it("refuses to be used outside its provider", () => {
    vi.spyOn(console, "error").mockImplementation(() => {});
    expect(() => render(<ThemeButtons />)).toThrow("useTheme must be used inside ThemeProvider");
  });
});
