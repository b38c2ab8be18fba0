import { screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { json, on, TEST_USER, signedInApi } from "../support/auth-server";
import { renderApp, screenTests } from "../support/render-app";

screenTests();

const teacher = { ...TEST_USER, app_metadata: { ...TEST_USER.app_metadata, role: "teacher" } };

function signedIn(user: typeof TEST_USER, ...routes: ReturnType<typeof on>[]) {
  return signedInApi(routes, { role: user === teacher ? "teacher" : "learner" }).client;
}

describe("/custom-lesson-creator", () => {
  it("sends topic, level, skills and length, and says an offline draft was made from the dictionary before opening the builder", async () => {
    const posted: unknown[] = [];
    const client = signedIn(
      teacher,
      on("POST", "/api/lesson-drafts", async (request) => {
        posted.push(await request.json());
        return json({ lesson_id: "l1", title: "Travel (IELTS band 6.5)", method: "offline" }, 201);
      }),
    );
    const { currentLocation } = renderApp("/custom-lesson-creator", { loadClient: async () => client });
    await userEvent.click(await screen.findByRole("button", { name: "Create the draft" }));
    expect(await screen.findByText("Write a topic of at least 2 characters.")).toBeTruthy();
    expect(posted).toEqual([]);

    await userEvent.type(screen.getByRole("textbox", { name: "Topic" }), "travel");
    await userEvent.selectOptions(screen.getByRole("combobox", { name: "Level" }), "IELTS band 6.5");
    await userEvent.click(screen.getByRole("checkbox", { name: "Speaking" }));
    await userEvent.click(screen.getByRole("radio", { name: "Short (5 words, 4 questions)" }));
    await userEvent.click(screen.getByRole("button", { name: "Create the draft" }));

    expect(await screen.findByText("Made offline from the dictionary and templates — no AI model is configured.")).toBeTruthy();
    expect(posted).toEqual([{ topic: "travel", level: "ielts_6.5", skills: ["reading", "vocabulary", "speaking"], length: "short" }]);
    const open = screen.getByRole("link", { name: "Open it in the lesson builder" });
    await waitFor(() => expect(document.activeElement).toBe(open));
    await userEvent.click(open);
    await waitFor(() => expect(currentLocation().pathname + currentLocation().search).toBe("/lesson-builder?id=l1"));
  });

  it("opens a model's draft in the builder at once, and shows a clear error when the model's lesson was invalid", async () => {
    let call = 0;
    const client = signedIn(
      teacher,
      on("POST", "/api/lesson-drafts", () =>
        call++ === 0
          ? json({ error: { code: "lesson_draft_invalid", message: "x" } }, 502)
          : json({ lesson_id: "l2", title: "Travel", method: "ai" }, 201),
      ),
    );
    const { currentLocation } = renderApp("/custom-lesson-creator", { loadClient: async () => client });
    await userEvent.type(await screen.findByRole("textbox", { name: "Topic" }), "travel");
    await userEvent.click(screen.getByRole("button", { name: "Create the draft" }));
    expect((await screen.findByRole("alert")).textContent).toContain("The AI model did not write a valid lesson, so nothing was saved.");
    await userEvent.click(screen.getByRole("button", { name: "Create the draft" }));
    await waitFor(() => expect(currentLocation().search).toBe("?id=l2"));
  });

  it("tells a learner that only teachers make lessons", async () => {
    const client = signedIn(TEST_USER);
    renderApp("/custom-lesson-creator", { loadClient: async () => client });
    expect(await screen.findByText("Only teachers make lessons. Choose the teacher role in your profile.")).toBeTruthy();
    expect(screen.queryByRole("button", { name: "Create the draft" })).toBeNull();
  });
});

describe("/lesson-quiz", () => {
  it("points to shared content before any lesson is finished", async () => {
    const client = signedIn(
      TEST_USER,
      on("POST", "/api/quizzes", () => json({ error: { code: "quiz_no_lessons_taken", message: "x" } }, 422)),
    );
    renderApp("/lesson-quiz", { loadClient: async () => client });
    await userEvent.click(await screen.findByRole("button", { name: "Start the quiz" }));
    expect(await screen.findByText("No finished lessons yet")).toBeTruthy();
    expect(screen.getByRole("link", { name: "Open shared content" }).getAttribute("href")).toBe("/student-shared-content");
  });

  it("asks for a quiz of source lessons and opens it in the quiz player", async () => {
    const posted: unknown[] = [];
    const client = signedIn(
      TEST_USER,
      on("POST", "/api/quizzes", async (request) => {
        posted.push(await request.json());
        return json(
          { id: "qz1", source: "lessons", categoryId: null, questions: [], createdAt: "2026-11-26T07:00:00.000Z", result: null },
          201,
        );
      }),
      on("GET", "/api/quizzes/qz1", () =>
        json({ id: "qz1", source: "lessons", categoryId: null, questions: [], createdAt: "2026-11-26T07:00:00.000Z", result: null }),
      ),
    );
    const { currentLocation } = renderApp("/lesson-quiz", { loadClient: async () => client });
    await userEvent.click(await screen.findByRole("button", { name: "Start the quiz" }));
    await waitFor(() => expect(currentLocation().pathname).toBe("/tests/qz1"));
    expect(posted).toEqual([{ source: "lessons", questionCount: 10 }]);
  });
});
