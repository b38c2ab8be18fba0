/**
 * The quiz screen with a lesson's own questions (the lesson quiz): a true/false question has
 * two options whose stored markers are shown translated, a teacher's multiple choice up to six.
 */
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import type { Quiz, QuizResult } from "../../../worker/contract/quiz";
import type { ProfileLanguage } from "../../../worker/contract/profile";
import {
  disposeTestAuthClients,
  existingProfile,
  fakeFetch,
  json,
  on,
  profileRoutes,
  storeSession,
  testAuthClient,
  testSession,
} from "../support/auth-server";
import { renderApp } from "../support/render-app";

beforeAll(() => import("../../../src/app/screen-map"));

afterEach(async () => {
  vi.unstubAllGlobals();
  localStorage.clear();
  await disposeTestAuthClients();
});

const asked = { word: "Linking words", wordId: null, difficulty: null };
const quiz: Quiz = {
  id: "qz1",
  source: "lessons",
  categoryId: null,
  createdAt: "2026-11-26T07:00:00.000Z",
  result: null,
  questions: [
    {
      ...asked,
      id: "q1",
      type: "lesson_true_false",
      prompt: "So shows contrast.",
      options: ["true", "false"],
      correctIndex: 1,
      explanation: "So shows a result.",
    },
    {
      ...asked,
      id: "q2",
      type: "lesson_choice",
      prompt: "Which linking word shows contrast?",
      options: ["and", "so", "because", "then", "also", "however"],
      correctIndex: 5,
      explanation: "However introduces a contrast.",
    },
  ],
};

function signedIn(language: ProfileLanguage, posted: unknown[]) {
  storeSession(testSession());
  const result: QuizResult = {
    id: "r1",
    quizId: "qz1",
    answers: [1, 5],
    correctCount: 2,
    total: 2,
    score: 100,
    band: "excellent",
    messageKey: "quiz.band.excellent",
    message: "Excellent! Superb result!",
    durationSeconds: 5,
    completedAt: "2026-11-26T07:01:00.000Z",
  };
  const fake = fakeFetch(
    ...profileRoutes(existingProfile(language)),
    on("GET", "/api/quizzes/qz1", () => json(quiz)),
    on("POST", "/api/quizzes/qz1/results", async (request) => {
      posted.push(await request.json());
      return json({ result, alreadySaved: false }, 201);
    }),
  );
  vi.stubGlobal("fetch", fake.fetch);
  return testAuthClient(fakeFetch().fetch);
}

const options = () => within(screen.getByRole("radiogroup", { name: /answer options|варианты ответа/i })).getAllByRole("radio");

describe("/tests/:quizId with a lesson's own questions", () => {
  it("shows a true/false question's two options translated and a six-option question, and saves the option indexes", async () => {
    const posted: unknown[] = [];
    const client = signedIn("en", posted);
    renderApp("/tests/qz1", { loadClient: async () => client });

    expect(await screen.findByText("So shows contrast.")).toBeTruthy();
    expect(screen.getByText("True or false?")).toBeTruthy();
    expect(options().map((o) => o.textContent)).toEqual(["1True", "2False"]);
    await userEvent.click(screen.getByRole("radio", { name: /False/ }));
    await userEvent.click(screen.getByRole("button", { name: "Confirm answer" }));
    expect(screen.getByTestId("quiz-explanation").textContent).toContain("So shows a result.");
    await userEvent.click(screen.getByRole("button", { name: "Next question" }));

    expect(await screen.findByText("Which linking word shows contrast?")).toBeTruthy();
    expect(options()).toHaveLength(6);
    // The number keys reach the sixth option.
    await userEvent.keyboard("6");
    expect(screen.getByRole("radio", { name: /however/ }).getAttribute("aria-checked")).toBe("true");
    await userEvent.click(screen.getByRole("button", { name: "Confirm answer" }));
    await userEvent.click(screen.getByRole("button", { name: "Complete test" }));

    expect(await screen.findByTestId("quiz-result")).toBeTruthy();
    expect(posted).toMatchObject([{ answers: [1, 5] }]);
    // The answer is its own element (marked as English for other answers); the line reads as one.
    expect(screen.getByText((_, element) => element?.tagName === "P" && element.textContent === "✓ Your answer: False")).toBeTruthy();
  });

  it("translates True and False into the learner's language", async () => {
    const client = signedIn("ru", []);
    renderApp("/tests/qz1", { loadClient: async () => client });
    expect(await screen.findByText("So shows contrast.")).toBeTruthy();
    await waitFor(() => expect(options().map((o) => o.textContent)).toEqual(["1Верно", "2Неверно"]));
    expect(screen.getByText("Верно или неверно?")).toBeTruthy();
  });
});
