// "Learn from your mistakes" under an IELTS result and the profile's review settings, against a fake
// /api: one click makes a finding a card; the schedule can be fitted only from 1,000 reviews, and the
// change in predicted recall is shown as before/after.
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { MemoryRouter } from "react-router";
import { afterEach, describe, expect, it, vi } from "vitest";
import type { MistakeFinding } from "../../../worker/contract/mistakes";
import type { FsrsParameters } from "../../../worker/contract/srs";
import { LearningSettingsSection } from "../../../src/features/learning/LearningSettingsSection";
import { MistakeCards } from "../../../src/features/learning/MistakeCards";
import { fakeFetch, json, on } from "../support/auth-server";
import { renderWithProviders } from "../dictionary/render";

vi.mock("../../../src/lib/auth/AuthProvider", () => ({ useAuth: () => ({ user: { id: "user-1" } }) }));

afterEach(() => vi.unstubAllGlobals());

const FINDING: MistakeFinding = {
  index: 0,
  kind: "spelling",
  word: "government",
  original: "goverment",
  sentence: "Some people think the government should act.",
  offset: 22,
  wordId: null,
};

describe("mistakes under a result", () => {
  it("shows the corrected word in the learner's sentence and makes it a card with one click", async () => {
    const server = fakeFetch(
      on("GET", "/api/mistakes/submissions/s1", () => json({ submissionId: "s1", findings: [FINDING] })),
      on("POST", "/api/mistakes/submissions/s1/findings/0/card", () =>
        json({ finding: { ...FINDING, wordId: "w1" }, wordId: "w1", created: true }, 201),
      ),
    );
    vi.stubGlobal("fetch", server.fetch);
    await renderWithProviders(
      <MemoryRouter>
        <MistakeCards submissionId="s1" />
      </MemoryRouter>,
    );
    const section = await screen.findByRole("region", { name: "Learn from your mistakes" });
    expect(within(section).getByText("government", { selector: "mark" })).toBeTruthy();
    expect(within(section).getByText(/you wrote “goverment”/)).toBeTruthy();
    await userEvent.click(within(section).getByRole("button", { name: "Add “government” to review" }));
    expect(await within(section).findByText(/In your review/)).toBeTruthy();
    expect(within(section).queryByRole("button", { name: /Add/ })).toBeNull();
    expect(server.requests.filter((r) => r.method === "POST").map((r) => new URL(r.url).pathname)).toEqual([
      "/api/mistakes/submissions/s1/findings/0/card",
    ]);
  });

  it("shows nothing when the result has no mistakes", async () => {
    const server = fakeFetch(on("GET", "/api/mistakes/submissions/s2", () => json({ submissionId: "s2", findings: [] })));
    vi.stubGlobal("fetch", server.fetch);
    const { queryClient } = await renderWithProviders(
      <MemoryRouter>
        <MistakeCards submissionId="s2" />
      </MemoryRouter>,
    );
    await waitFor(() =>
      expect(queryClient.getQueryData(["account", "user-1", "mistakes", "s2"])).toEqual({ submissionId: "s2", findings: [] }),
    );
    expect(screen.queryByRole("region", { name: "Learn from your mistakes" })).toBeNull();
    expect(screen.queryByRole("button")).toBeNull();
  });
});

const FEW: FsrsParameters = { reviewCount: 1290, spacedReviews: 850, minReviews: 1000, personalised: false, optimisation: null };
const FITTED: FsrsParameters = {
  reviewCount: 1240,
  spacedReviews: 1012,
  minReviews: 1000,
  personalised: true,
  optimisation: {
    reviews: 1240,
    predictions: 812,
    logLossBefore: 0.4123,
    logLossAfter: 0.3771,
    rmseBefore: 0.121,
    rmseAfter: 0.098,
    adopted: true,
    optimisedAt: "2026-11-20T10:00:00.000Z",
  },
};

async function renderSettings(parameters: FsrsParameters, optimised: FsrsParameters | (() => Response) = parameters) {
  const server = fakeFetch(
    on("GET", "/api/mistakes/settings", () => json({ automatic: false })),
    on("PATCH", "/api/mistakes/settings", () => json({ automatic: true })),
    on("GET", "/api/vocabulary/fsrs", () => json(parameters)),
    on("POST", "/api/vocabulary/fsrs/optimise", () => (typeof optimised === "function" ? optimised() : json(optimised))),
  );
  vi.stubGlobal("fetch", server.fetch);
  await renderWithProviders(<LearningSettingsSection userId="user-1" />);
  return server;
}

describe("review settings that learn from the learner", () => {
  it("cannot fit the schedule before 1,000 reviews on a later day and says that same-day repeats do not count", async () => {
    await renderSettings(FEW);
    expect(await screen.findByText(/850 of the 1,000 reviews on a later day needed/)).toBeTruthy();
    expect(screen.getByText(/Of your 1290 reviews in all.*same day \(learning steps\) do not/)).toBeTruthy();
    expect((screen.getByRole("button", { name: "Fit the schedule to my reviews" }) as HTMLButtonElement).disabled).toBe(true);
    expect(screen.getByText(/standard FSRS parameters/)).toBeTruthy();
  });

  it("fits it from 1,000 reviews and shows predicted recall before and after", async () => {
    const server = await renderSettings({ ...FITTED, personalised: false, optimisation: null }, FITTED);
    await userEvent.click(await screen.findByRole("button", { name: "Fit the schedule to my reviews" }));
    const table = await screen.findByRole("table");
    expect(within(table).getByRole("row", { name: /Log loss/ }).textContent).toContain("0.412");
    expect(within(table).getByRole("row", { name: /Log loss/ }).textContent).toContain("0.377");
    expect(within(table).getByRole("row", { name: /RMSE/ }).textContent).toMatch(/12\.1%.*9\.8%/);
    expect(screen.getByText(/your cards are now scheduled with them/)).toBeTruthy();
    expect(screen.getByText(/fitted to your own reviews/)).toBeTruthy();
    expect(server.requests.some((r) => r.method === "POST" && new URL(r.url).pathname === "/api/vocabulary/fsrs/optimise")).toBe(true);
  });

  it("says why the server refused to fit, and offers no 'try later' for it", async () => {
    const refusal = () =>
      json(
        {
          error: {
            code: "not_enough_reviews",
            message: "Your own review parameters are fitted from 1000 reviews on a later day; you have 998.",
          },
        },
        422,
      );
    await renderSettings({ ...FITTED, optimisation: null }, refusal);
    await userEvent.click(await screen.findByRole("button", { name: "Fit the schedule to my reviews" }));
    expect(await screen.findByText(/you have 998/)).toBeTruthy();
    expect(screen.queryByText(/Try again later/)).toBeNull();
  });

  it("turns automatic mistake cards on", async () => {
    const server = await renderSettings(FEW);
    await userEvent.click(await screen.findByRole("switch", { name: /Add every spelling mistake/ }));
    expect(await screen.findByText("Saved.")).toBeTruthy();
    const patch = server.requests.find((r) => r.method === "PATCH")!;
    expect(await patch.json()).toEqual({ automatic: true });
  });
});
