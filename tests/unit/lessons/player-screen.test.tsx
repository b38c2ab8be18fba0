import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import type { LessonFeedback, LessonPlayerView } from "../../../worker/contract/lesson-player";
import { authError, disposeTestAuthClients, json, on, signedInApi } from "../support/auth-server";
import { renderApp, screenTests } from "../support/render-app";

screenTests();

const lesson = (overrides: Partial<LessonPlayerView> = {}): LessonPlayerView => ({
  id: "l1",
  kind: "lesson",
  title: "Linking words",
  description: null,
  level: "B1",
  author_name: "Ms Aigerim",
  preview: false,
  blocks: [
    { id: "intro", type: "text", markdown: "# Contrast\n\n*However* contrasts. <img src=x onerror=alert(1)> <script>alert(1)</script>" },
    { id: "quiz", type: "quiz", title: null, questions: [{ id: "tf", kind: "true_false", prompt: "So shows a result." }] },
  ],
  progress: {
    current_block_id: null,
    answers: {},
    writing: {},
    speaking: {},
    started_at: "2026-11-26T07:00:00.000Z",
    completed_at: null,
    score: null,
  },
  ...overrides,
});

const right: LessonFeedback = { block_id: "quiz", answer: true, correct: true, explanation: "So introduces a result.", right_answer: true };

function signedInWith(view: LessonPlayerView | null) {
  return signedInApi([
    on("GET", "/api/lesson-player/l1", () => (view ? json(view) : authError(404, "lesson_not_found", "No such lesson"))),
    on("PUT", "/api/lesson-player/l1/place", () => json({ block_id: "quiz" })),
    on("POST", "/api/lesson-player/l1/blocks/quiz/answers", () => json({ results: { tf: right } })),
    on("POST", "/api/lesson-player/l1/complete", () =>
      json({
        score: 100,
        correct: 1,
        total: 1,
        completed_at: "2026-11-26T07:10:00.000Z",
        assessed: { quiz: { correct: 1, total: 1, score: 100 }, writing: [], speaking: [] },
      }),
    ),
  ]);
}

/** The player's own Next (the first-visit tutorial, which may open beside it, has one too). */
const nextStep = () => within(screen.getByRole("navigation", { name: "Lesson steps" })).getByRole("button", { name: "Next" });

const sent = (requests: Request[], method: string, path: string) =>
  requests.filter((r) => r.method === method && new URL(r.url).pathname === path);

describe("the lesson player screen", () => {
  it("steps through the blocks, keeps the place, checks the quiz on the server and finishes with the score and band", async () => {
    const { client, requests } = signedInWith(lesson());
    renderApp("/lesson/l1", { loadClient: async () => client });
    expect(await screen.findByRole("heading", { level: 1, name: "Linking words" })).toBeTruthy();
    expect(screen.getByText("Step 1 of 3")).toBeTruthy();
    expect(screen.getByRole("progressbar", { name: "Step 1 of 3" }).getAttribute("aria-valuenow")).toBe("1");
    // Markdown renders; raw HTML in it does not.
    expect(screen.getByRole("heading", { level: 3, name: "Contrast" })).toBeTruthy();
    expect(document.querySelector("[data-testid=lesson-text] script, [data-testid=lesson-text] img")).toBeNull();

    await userEvent.click(nextStep());
    expect(screen.getByText("Step 2 of 3")).toBeTruthy();
    await waitFor(() => expect(sent(requests, "PUT", "/api/lesson-player/l1/place")).toHaveLength(1));
    expect(await sent(requests, "PUT", "/api/lesson-player/l1/place")[0]!.json()).toEqual({ block_id: "quiz" });

    await userEvent.click(screen.getByRole("radio", { name: "True" }));
    await userEvent.click(screen.getByRole("button", { name: "Check answers" }));
    expect((await screen.findByRole("status")).textContent).toContain("So introduces a result.");
    expect(await sent(requests, "POST", "/api/lesson-player/l1/blocks/quiz/answers")[0]!.json()).toEqual({ answers: { tf: true } });

    await userEvent.click(nextStep());
    await userEvent.click(screen.getByRole("button", { name: "Finish lesson" }));
    const result = await screen.findByTestId("lesson-result");
    expect(result.textContent).toContain("Quiz: 1 of 1 right, 100%");
    expect(result.textContent).toContain("Excellent! Superb result!");
  });

  it("will not finish while a writing step is skipped: it names the step and goes there", async () => {
    const withWriting = lesson({
      blocks: [
        { id: "intro", type: "text", markdown: "Read this." },
        { id: "essay", type: "writing", task: "task2", prompt: "Do cities need cars?", min_words: 50 },
      ],
      progress: { ...lesson().progress, current_block_id: "essay" },
    });
    const { client, requests } = signedInWith(withWriting);
    renderApp("/lesson/l1", { loadClient: async () => client });
    await userEvent.click(
      await within(await screen.findByRole("navigation", { name: "Lesson steps" })).findByRole("button", { name: "Next" }),
    );
    const toDo = await screen.findByTestId("lesson-to-do");
    expect(toDo.textContent).toContain("Do these steps first: they are assessed.");
    expect(screen.queryByRole("button", { name: "Finish lesson" })).toBeNull();
    await userEvent.click(within(toDo).getByRole("button", { name: "Step 2: Writing" }));
    expect(await screen.findByText("Step 2 of 3")).toBeTruthy();
    expect(sent(requests, "POST", "/api/lesson-player/l1/complete")).toEqual([]);
  });

  it("resumes at the kept place after a reload, with the answers already checked", async () => {
    const { client } = signedInWith(lesson({ progress: { ...lesson().progress, current_block_id: "quiz", answers: { tf: right } } }));
    renderApp("/lesson/l1", { loadClient: async () => client });
    expect(await screen.findByText("Step 2 of 3")).toBeTruthy();
    expect(screen.getByRole("radio", { name: "True" })).toHaveProperty("checked", true);
    expect(screen.queryByRole("button", { name: "Check answers" })).toBeNull();
  });

  it("shows the owner's preview banner, and 'lesson not found' for a lesson the learner may not open", async () => {
    const first = signedInWith(lesson({ preview: true }));
    const view = renderApp("/lesson/l1", { loadClient: async () => first.client });
    expect(await screen.findByText("Preview — nothing is saved")).toBeTruthy();
    await userEvent.click(nextStep());
    expect(sent(first.requests, "PUT", "/api/lesson-player/l1/place")).toEqual([]);
    view.unmount();
    await disposeTestAuthClients();

    const second = signedInWith(null);
    renderApp("/lesson/l1", { loadClient: async () => second.client });
    const missing = await screen.findByTestId("lesson-not-found");
    expect(within(missing).getByRole("heading", { level: 1, name: "Lesson not found" })).toBeTruthy();
  });
});
