import { render, screen } from "@testing-library/react";
import { I18nextProvider } from "react-i18next";
import { MemoryRouter } from "react-router";
import { describe, expect, it } from "vitest";
import type { AchievementStatus } from "../../../worker/contract/progress";
import { MilestoneList } from "../../../src/features/progress/overview/MilestoneList";
import { createI18n } from "../../../src/lib/i18n";

const ieltsReady = (target: number | null): AchievementStatus => ({
  id: "ielts_ready",
  title: "IELTS Ready",
  description: "Reach your target band in an estimate across all four IELTS skills.",
  points: 300,
  milestone: true,
  unlocked: false,
  unlocked_at: null,
  current: 0,
  target,
});

async function renderMilestones(milestones: AchievementStatus[]) {
  const i18n = createI18n();
  await i18n.changeLanguage("en");
  render(
    <I18nextProvider i18n={i18n}>
      <MemoryRouter>
        <MilestoneList milestones={milestones} />
      </MemoryRouter>
    </I18nextProvider>,
  );
}

describe("IELTS Ready in the milestones", () => {
  it("says there is no target band yet and offers to set one, instead of a made-up 'of 6.5'", async () => {
    await renderMilestones([ieltsReady(null)]);
    expect(screen.getByText(/No target band yet\./)).toBeTruthy();
    expect(screen.getByRole("link", { name: "Set your target band" }).getAttribute("href")).toBe("/profile");
    expect(screen.queryByText(/of 6[.,]5/)).toBeNull();
    expect(screen.getByRole("progressbar", { name: "IELTS Ready" }).getAttribute("aria-valuetext")).toBe("No target band yet.");
  });

  it("measures against the learner's own target once there is one", async () => {
    await renderMilestones([ieltsReady(7)]);
    expect(screen.getByText("Band — of 7.0")).toBeTruthy();
    expect(screen.queryByRole("link", { name: "Set your target band" })).toBeNull();
  });
});
