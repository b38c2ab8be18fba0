/** Renders a dictionary component with the app's providers (i18n in English, query cache, toasts). */
import { QueryClientProvider } from "@tanstack/react-query";
import { render } from "@testing-library/react";
import type { ReactNode } from "react";
import { I18nextProvider } from "react-i18next";
import { Toaster } from "sonner";
import type { Category } from "../../../worker/contract/words";
import { createI18n } from "../../../src/lib/i18n";
import { createQueryClient } from "../../../src/lib/query-client";

export async function renderWithProviders(element: ReactNode) {
  const i18n = createI18n();
  await i18n.changeLanguage("en");
  const queryClient = createQueryClient();
  const view = render(
    <I18nextProvider i18n={i18n}>
      <QueryClientProvider client={queryClient}>
        {element}
        <Toaster />
      </QueryClientProvider>
    </I18nextProvider>,
  );
  return { ...view, queryClient };
}

export const category = (id: string, name: string, wordCount = 0): Category => ({
  id,
  name,
  isDefault: name === "General",
  wordCount,
  createdAt: "2026-11-01T00:00:00.000Z",
});

/** JSON bodies of the recorded requests to `method path`. */
export async function bodiesOf(requests: Request[], method: string, path: string): Promise<unknown[]> {
  const matching = requests.filter((request) => request.method === method && new URL(request.url).pathname === path);
  return Promise.all(matching.map((request) => request.json() as Promise<unknown>));
}
