import { QueryClientProvider } from "@tanstack/react-query";
import { render } from "@testing-library/react";
import { I18nextProvider } from "react-i18next";
import { createMemoryRouter, RouterProvider } from "react-router";
import { routes } from "../../../src/app/routes";
import { createI18n } from "../../../src/lib/i18n";
import { createQueryClient } from "../../../src/lib/query-client";
import { ThemeProvider } from "../../../src/lib/theme";

/** Renders the whole app, with its real routes, at `path`. */
export function renderApp(path: string) {
  const i18n = createI18n();
  const router = createMemoryRouter(routes, { initialEntries: [path] });
  const view = render(
    <I18nextProvider i18n={i18n}>
      <QueryClientProvider client={createQueryClient()}>
        <ThemeProvider>
          <RouterProvider router={router} />
        </ThemeProvider>
      </QueryClientProvider>
    </I18nextProvider>,
  );
  return { ...view, i18n, router };
}
