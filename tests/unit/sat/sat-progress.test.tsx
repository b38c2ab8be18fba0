// The SAT around its tests, against a fake /api: wrong answers of a finished section go to review
// with one click (or all at once) and then say they are in review; the profile's target SAT score
// rule; a SAT History row leads to its results.
import { screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { MemoryRouter } from "react-router";
import { afterEach, describe, expect, it, vi } from "vitest";
import type { HistoryItem } from "../../../worker/contract/progress";
import type { SatQuestionResult } from "../../../worker/contract/sat";
import { SendQuestionToReview, SendWrongToReview } from "../../../src/features/sat/around/ReviewCardButtons";
import { satRecordPath } from "../../../src/features/sat/around/SatHistoryLink";
import { parseTargetSat } from "../../../src/features/sat/around/target-sat";
import { fakeFetch, json, on } from "../support/auth-server";
import { renderWithProviders } from "../dictionary/render";

vi.mock("../../../src/lib/auth/AuthProvider", () => ({ useAuth: () => ({ user: { id: "user-1" } }) }));

afterEach(() => vi.unstubAllGlobals());

const ATTEMPT = "7d1f6d0e-3c1b-4a55-9b8e-2f6a1d0c9e11";
const question = (id: string, number: number, correct: boolean, yourAnswer: string | null): SatQuestionResult => ({
  id,
  number,
  domain: "craft_and_structure",
  skill: "words_in_context",
  difficulty: "easy",
  format: "multiple_choice",
  passage: "A passage with a ______.",
  question: "Which choice completes the text?",
  options: [],
  module: "module1",
  yourAnswer,
  correctAnswer: "A",
  correct,
  explanation: "Why A.",
  whyWrong: {},
  steps: [],
});
const QUESTIONS = [question("q-1", 1, true, "A"), question("q-2", 2, false, "B"), question("q-3", 3, false, null)];
const card = (questionId: string, created: boolean) => ({ questionId, wordId: `w-${questionId}`, word: "word", created });

describe("SAT wrong answers to review", () => {
  it("sends one wrong question with one click, then all the others at once, and says they are in review", async () => {
    const server = fakeFetch(
      on("GET", `/api/sat/review/attempts/${ATTEMPT}`, () => json({ attemptId: ATTEMPT, cards: [] })),
      on("POST", `/api/sat/review/attempts/${ATTEMPT}/questions/q-2/card`, () =>
        json({ attemptId: ATTEMPT, cards: [card("q-2", true)], created: 1 }, 201),
      ),
      on("POST", `/api/sat/review/attempts/${ATTEMPT}/wrong`, () =>
        json({ attemptId: ATTEMPT, cards: [card("q-2", false), card("q-3", true)], created: 1 }, 201),
      ),
    );
    vi.stubGlobal("fetch", server.fetch);
    await renderWithProviders(
      <MemoryRouter>
        <SendWrongToReview attemptId={ATTEMPT} questions={QUESTIONS} />
        <ol>
          {QUESTIONS.map((q) => (
            <li key={q.id}>
              <SendQuestionToReview attemptId={ATTEMPT} question={q} />
            </li>
          ))}
        </ol>
      </MemoryRouter>,
    );
    // A question answered right has nothing to send.
    expect(await screen.findByRole("button", { name: "Send to review: question 2" })).toBeTruthy();
    expect(screen.queryByRole("button", { name: "Send to review: question 1" })).toBeNull();

    await userEvent.click(screen.getByRole("button", { name: "Send to review: question 2" }));
    expect(await screen.findByText("In review")).toBeTruthy();
    await userEvent.click(screen.getByRole("button", { name: "Send all wrong answers to review" }));
    expect(await screen.findByRole("status")).toHaveProperty("textContent", "All wrong answers are in review");
    expect(screen.getAllByText("In review")).toHaveLength(2);
    expect(screen.getByRole("link", { name: "Open Review" }).getAttribute("href")).toBe("/review");
    // Only ids travel: no answer text in any request.
    const posts = server.requests.filter((r) => r.method === "POST");
    expect(posts.map((r) => new URL(r.url).pathname)).toEqual([
      `/api/sat/review/attempts/${ATTEMPT}/questions/q-2/card`,
      `/api/sat/review/attempts/${ATTEMPT}/wrong`,
    ]);
  });

  it("shows no button when every question was answered right", async () => {
    vi.stubGlobal(
      "fetch",
      fakeFetch(on("GET", `/api/sat/review/attempts/${ATTEMPT}`, () => json({ attemptId: ATTEMPT, cards: [] }))).fetch,
    );
    await renderWithProviders(
      <MemoryRouter>
        <SendWrongToReview attemptId={ATTEMPT} questions={[QUESTIONS[0]!]} />
      </MemoryRouter>,
    );
    expect(screen.queryByRole("button")).toBeNull();
  });
});

describe("the target SAT score in the profile", () => {
  it("takes 400–1600 in steps of 10, or nothing", () => {
    expect(parseTargetSat("")).toEqual({ valid: true, value: null });
    expect(parseTargetSat(" 1450 ")).toEqual({ valid: true, value: 1450 });
    expect(parseTargetSat("400")).toEqual({ valid: true, value: 400 });
    expect(parseTargetSat("1600")).toEqual({ valid: true, value: 1600 });
    for (const text of ["390", "1610", "1455", "12.5", "-400", "abc"]) expect(parseTargetSat(text)).toEqual({ valid: false });
  });
});

describe("a SAT row of the progress history", () => {
  const row = (ref: HistoryItem["ref"], section: string | null): HistoryItem => ({
    id: "e1",
    source: "events",
    kind: "sat",
    date: "2026-11-26T10:00:00.000Z",
    type: "sat_math_completed",
    score: 50,
    band: null,
    graded_by_teacher: false,
    task: null,
    section,
    part: null,
    passage: null,
    ref,
  });

  it("leads to the section's results or the essay practice", () => {
    expect(satRecordPath(row({ kind: "sat_attempt", id: "a1" }, "math"))).toEqual({ to: "/sat/math?results=a1", kind: "attempt" });
    expect(satRecordPath(row({ kind: "sat_attempt", id: "a2" }, "reading_writing"))?.to).toBe("/sat/reading?results=a2");
    expect(satRecordPath(row({ kind: "sat_essay", id: "e1" }, "essay"))).toEqual({ to: "/sat/essay", kind: "essay" });
    expect(satRecordPath(row(null, null))).toBeNull();
  });
});
