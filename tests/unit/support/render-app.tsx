import type { GoTrueClient } from "@supabase/auth-js";
import { QueryClientProvider } from "@tanstack/react-query";
import { render } from "@testing-library/react";
import { I18nextProvider } from "react-i18next";
import { createMemoryRouter, RouterProvider } from "react-router";
import AppToaster from "../../../src/app/AppToaster";
import { routes } from "../../../src/app/routes";
import { AuthProvider } from "../../../src/lib/auth/AuthProvider";
import { createI18n } from "../../../src/lib/i18n";
import { createQueryClient } from "../../../src/lib/query-client";
import { ThemeProvider } from "../../../src/lib/theme";

type RenderAppOptions = {
  /** The auth client the app gets when it needs one (default: the app's own, which nothing loads for a signed-out visitor). */
  loadClient?: () => Promise<GoTrueClient>;
};

/** Renders the whole app, with its real routes and providers as in src/main.tsx, at `path`. */
export function renderApp(path: string, { loadClient }: RenderAppOptions = {}) {
  const i18n = createI18n();
  const queryClient = createQueryClient();
  const router = createMemoryRouter(routes, { initialEntries: [path] });
  const view = render(
    <I18nextProvider i18n={i18n}>
      <QueryClientProvider client={queryClient}>
        <ThemeProvider>
          <AuthProvider loadClient={loadClient}>
            <RouterProvider router={router} />
          </AuthProvider>
          <AppToaster />
        </ThemeProvider>
      </QueryClientProvider>
    </I18nextProvider>,
  );
  return { ...view, i18n, router, queryClient };
}
