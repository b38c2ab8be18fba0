import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { useState } from "react";
import { I18nextProvider } from "react-i18next";
import { describe, expect, it, vi } from "vitest";
import UpdateBanner from "../../../src/features/shell/UpdateBanner";
import { createI18n } from "../../../src/lib/i18n";

/** The banner as ServiceWorkerUpdates uses it: 'Later' hides it, 'Update' hands over to the new version. */
function Harness({ onUpdate }: { onUpdate: () => void }) {
  const [dismissed, setDismissed] = useState(false);
  return dismissed ? null : <UpdateBanner onUpdate={onUpdate} onLater={() => setDismissed(true)} />;
}

function renderIn(language: string, onUpdate = vi.fn()) {
  const i18n = createI18n();
  void i18n.changeLanguage(language);
  render(
    <I18nextProvider i18n={i18n}>
      <Harness onUpdate={onUpdate} />
    </I18nextProvider>,
  );
  return onUpdate;
}

describe("update banner (spec §2)", () => {
  it("says a new version is available, and 'Update' asks for the new version", async () => {
    const onUpdate = renderIn("en");
    expect(screen.getByRole("status").textContent).toContain("A new version is available!");
    await userEvent.click(screen.getByRole("button", { name: "Update" }));
    expect(onUpdate).toHaveBeenCalledOnce();
  });

  it("goes away on 'Later' without updating", async () => {
    const onUpdate = renderIn("en");
    await userEvent.click(screen.getByRole("button", { name: "Later" }));
    expect(screen.queryByRole("status")).toBeNull();
    expect(onUpdate).not.toHaveBeenCalled();
  });

  it("speaks Russian and Kazakh", () => {
    renderIn("ru");
    expect(screen.getByRole("button", { name: "Обновить" })).toBeTruthy();
  });
});
