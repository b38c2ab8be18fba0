// The SAT weeks of the learning plan name the SAT domains to practise, the full tests and the totals to aim for.
import { screen } from "@testing-library/react";
import { MemoryRouter } from "react-router";
import { describe, expect, it } from "vitest";
import type { SatPlan } from "../../../worker/contract/learning-plan";
import { SatPlanWeeks } from "../../../src/features/sat/around/SatPlanWeeks";
import { renderWithProviders } from "../dictionary/render";

const PLAN: SatPlan = {
  targetScore: 1400,
  current: 1120,
  readingWriting: 620,
  math: 500,
  weakestDomains: [{ section: "math", domain: "advanced_math", accuracy: 35 }],
  weeks: [
    {
      week: 1,
      from: "2026-12-07",
      to: "2026-12-13",
      focus: { kind: "domain", section: "math", domain: "advanced_math", accuracy: 35 },
      aimScore: 1260,
      route: "/sat/practice?section=math",
    },
    { week: 2, from: "2026-12-14", to: "2026-12-18", focus: { kind: "full_test" }, aimScore: 1400, route: "/sat/full" },
  ],
};

describe("the SAT plan on /learn", () => {
  it("names the weakest SAT domain for each week, links it to practice, and ends with a full test", async () => {
    renderWithProviders(
      <MemoryRouter>
        <SatPlanWeeks sat={PLAN} day={(iso) => iso.slice(5)} />
      </MemoryRouter>,
    );
    expect(await screen.findByText("Weakest domains so far: Advanced Math, 35% correct.")).toBeTruthy();
    expect(screen.getByRole("link", { name: "Practise Advanced Math (Math)" }).getAttribute("href")).toBe("/sat/practice?section=math");
    expect(screen.getByRole("link", { name: "A full SAT practice test" }).getAttribute("href")).toBe("/sat/full");
    expect(screen.getByText(/Aim: 1260/)).toBeTruthy();
    expect(screen.queryByText(/band/)).toBeNull();
  });

  it("gives the one section estimate there is before the first total", async () => {
    renderWithProviders(
      <MemoryRouter>
        <SatPlanWeeks sat={{ ...PLAN, current: null, readingWriting: null }} day={(iso) => iso.slice(5)} />
      </MemoryRouter>,
    );
    expect(await screen.findByText("Target 1400 · Math estimate 500; a full test gives the total.")).toBeTruthy();
  });
});
