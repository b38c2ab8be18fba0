import { act, render } from "@testing-library/react";
import { I18nextProvider } from "react-i18next";
import { describe, expect, it, vi } from "vitest";
import { DeferredQueryClientProvider, loadQueryClient } from "../../../src/lib/deferred-query-client";
import { createI18n } from "../../../src/lib/i18n";

describe("the query cache and the interface language", () => {
  it("refetches when the language changes, not when the language it has is applied again (signing in does)", async () => {
    const i18n = createI18n();
    await i18n.changeLanguage("en");
    const client = await loadQueryClient();
    const invalidate = vi.spyOn(client, "invalidateQueries");
    render(
      <I18nextProvider i18n={i18n}>
        <DeferredQueryClientProvider>
          <p>screen</p>
        </DeferredQueryClientProvider>
      </I18nextProvider>,
    );
    await act(() => i18n.changeLanguage("en"));
    expect(invalidate).not.toHaveBeenCalled();
    await act(() => i18n.changeLanguage("ru"));
    expect(invalidate).toHaveBeenCalledTimes(1);
  });
});
