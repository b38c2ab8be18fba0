import { cleanup, configure } from "@testing-library/react";
import { afterEach, vi } from "vitest";
import { preloadAllLanguages } from "../../src/lib/i18n";

// Lazy pages are transformed on their first import; with every test file running in parallel that
// can take longer than Testing Library's default second.
configure({ asyncUtilTimeout: 5000 });

// The app loads Russian and Kazakh on demand; tests switch languages synchronously.
await preloadAllLanguages();

function clearCookies(): void {
  for (const cookie of document.cookie.split(";")) {
    const name = cookie.split("=")[0]?.trim();
    if (name) document.cookie = `${name}=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/`;
  }
}

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
  localStorage.clear();
  sessionStorage.clear();
  clearCookies();
  window.history.replaceState(null, "", "/");
  document.documentElement.className = "";
  document.documentElement.removeAttribute("lang");
  document.documentElement.removeAttribute("style");
});
