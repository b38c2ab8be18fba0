// A SAT review card shows the question it came from — passage, table, options — so it can be answered on the front.
import { screen } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import type { SatReviewStimulusResponse } from "../../../worker/contract/sat-review";
import { SatReviewStimulus } from "../../../src/features/sat/around/SatReviewStimulus";
import { fakeFetch, json, on } from "../support/auth-server";
import { renderWithProviders } from "../dictionary/render";

vi.mock("../../../src/lib/auth/AuthProvider", () => ({ useAuth: () => ({ user: { id: "user-1" } }) }));
afterEach(() => vi.unstubAllGlobals());

const WORD = "0b9c1f3e-5d2a-4c7b-9e1f-2a3b4c5d6e7f";
const STIMULUS: SatReviewStimulusResponse = {
  wordId: WORD,
  origin: "Reading and Writing Practice Test 1, Module 1, question 13",
  question: {
    id: "sat-rw1-m1-13",
    number: 13,
    domain: "information_and_ideas",
    skill: "command_of_evidence_quantitative",
    difficulty: "medium",
    format: "multiple_choice",
    passage: "A town counted the birds at its two ponds.",
    table: {
      caption: "Birds counted",
      header: ["Pond", "Birds"],
      rows: [
        ["North", "40"],
        ["South", "25"],
      ],
    },
    question: "Which choice best uses data from the table?",
    options: [
      { letter: "A", text: "North had more birds." },
      { letter: "B", text: "South had more birds." },
      { letter: "C", text: "Both had 40 birds." },
      { letter: "D", text: "Neither had birds." },
    ],
  },
};

describe("a SAT review card's front", () => {
  it("shows the passage, the table and the options of the question it came from", async () => {
    const server = fakeFetch(on("GET", `/api/sat/review/words/${WORD}`, () => json(STIMULUS)));
    vi.stubGlobal("fetch", server.fetch);
    await renderWithProviders(<SatReviewStimulus wordId={WORD} />);
    expect(await screen.findByText("A town counted the birds at its two ponds.")).toBeTruthy();
    expect(screen.getByRole("table", { name: "Birds counted" })).toBeTruthy();
    expect(screen.getByRole("cell", { name: "40" })).toBeTruthy();
    expect(screen.getByText("North had more birds.")).toBeTruthy();
    expect(screen.getByRole("heading", { name: /Reading and Writing Practice Test 1, Module 1, question 13/ })).toBeTruthy();
  });
});
