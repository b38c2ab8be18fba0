import type { GoTrueClient } from "@supabase/auth-js";
import { QueryClientProvider } from "@tanstack/react-query";
import { render } from "@testing-library/react";
import { I18nextProvider } from "react-i18next";
import { MemoryRouter, useLocation, type Location } from "react-router";
import AppToaster from "../../../src/app/AppToaster";
import { AppRoutes } from "../../../src/app/routes";
import { AuthProvider } from "../../../src/lib/auth/AuthProvider";
import { createI18n } from "../../../src/lib/i18n";
import { createQueryClient } from "../../../src/lib/query-client";
import { ThemeProvider } from "../../../src/lib/theme";
import { afterEach, beforeAll, vi } from "vitest";
import { disposeTestAuthClients } from "./auth-server";

type RenderAppOptions = {
  /** The auth client the app gets when it needs one (default: the app's own, which nothing loads for a signed-out visitor). */
  loadClient?: () => Promise<GoTrueClient>;
};

/** Reports the router's location on every render, so a test can follow redirects. */
function LocationProbe({ onLocation }: { onLocation: (location: Location) => void }) {
  onLocation(useLocation());
  return null;
}

/** Renders the whole app, with its real routes and providers as in src/main.tsx, at `path`. */
export function renderApp(path: string, { loadClient }: RenderAppOptions = {}) {
  const i18n = createI18n();
  const queryClient = createQueryClient();
  let location: Location | undefined;
  const view = render(
    <I18nextProvider i18n={i18n}>
      <QueryClientProvider client={queryClient}>
        <ThemeProvider>
          <AuthProvider loadClient={loadClient}>
            <MemoryRouter initialEntries={[path]}>
              <AppRoutes />
              <LocationProbe onLocation={(current) => (location = current)} />
            </MemoryRouter>
          </AuthProvider>
          <AppToaster />
        </ThemeProvider>
      </QueryClientProvider>
    </I18nextProvider>,
  );
  /** Where the app is now (after its redirects). */
  const currentLocation = (): Location => {
    if (!location) throw new Error("the router has not rendered");
    return location;
  };
  return { ...view, i18n, currentLocation, queryClient };
}

/** For a file of screen tests: the screen map loaded before them, fetch stubs and auth clients undone after each. */
export function screenTests(): void {
  beforeAll(() => import("../../../src/app/screen-map"));
  afterEach(async () => {
    vi.unstubAllGlobals();
    await disposeTestAuthClients();
  });
}
