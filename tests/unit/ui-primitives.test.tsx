import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { useState } from "react";
import { I18nextProvider } from "react-i18next";
import { describe, expect, it } from "vitest";
import { Button } from "../../src/components/ui/Button";
import { Dialog } from "../../src/components/ui/Dialog";
import { Switch } from "../../src/components/ui/Switch";
import { Tabs } from "../../src/components/ui/Tabs";
import { createI18n } from "../../src/lib/i18n";

function DialogExample() {
  const [open, setOpen] = useState(false);
  return (
    <I18nextProvider i18n={createI18n()}>
      <Button onClick={() => setOpen(true)}>Add word</Button>
      <Dialog open={open} onClose={() => setOpen(false)} title="New word" description="Type the word to learn.">
        <input aria-label="Word" />
      </Dialog>
    </I18nextProvider>
  );
}

describe("Dialog", () => {
  it("opens with its title and description and closes with the close button", async () => {
    render(<DialogExample />);
    await userEvent.click(screen.getByRole("button", { name: "Add word" }));
    const dialog = await screen.findByRole("dialog", { name: "New word" });
    expect(dialog.textContent).toContain("Type the word to learn.");
    await userEvent.click(screen.getByRole("button", { name: "Close" }));
    expect(screen.queryByRole("dialog")).toBeNull();
  });

  it("closes on Escape", async () => {
    render(<DialogExample />);
    await userEvent.click(screen.getByRole("button", { name: "Add word" }));
    await screen.findByRole("dialog");
    await userEvent.keyboard("{Escape}");
    expect(screen.queryByRole("dialog")).toBeNull();
  });
});

describe("Tabs", () => {
  it("shows the panel of the chosen tab", async () => {
    render(
      <Tabs
        label="Progress views"
        items={[
          { id: "overview", label: "Overview", panel: <p>Overview panel</p> },
          { id: "history", label: "History", panel: <p>History panel</p> },
        ]}
      />,
    );
    expect(screen.getByRole("tablist", { name: "Progress views" })).toBeTruthy();
    expect(screen.getByText("Overview panel")).toBeTruthy();
    await userEvent.click(screen.getByRole("tab", { name: "History" }));
    expect(screen.getByText("History panel")).toBeTruthy();
    expect(screen.queryByText("Overview panel")).toBeNull();
  });
});

describe("Switch", () => {
  it("is a labelled switch that toggles", async () => {
    function SwitchExample() {
      const [enabled, setEnabled] = useState(true);
      return <Switch label="IELTS timer" checked={enabled} onChange={setEnabled} />;
    }
    render(<SwitchExample />);
    const toggle = screen.getByRole("switch", { name: "IELTS timer" });
    expect(toggle.getAttribute("aria-checked")).toBe("true");
    await userEvent.click(toggle);
    expect(toggle.getAttribute("aria-checked")).toBe("false");
  });
});
