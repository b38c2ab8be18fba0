/** The shared-content screens against a fake API: what a learner and a teacher see and do. */
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import type { ShareableItems, SharedWithMe, TeacherCourses } from "../../../worker/contract/sharing";
import { json, on, signedInApi } from "../support/auth-server";
import { renderApp, screenTests } from "../support/render-app";

screenTests();

const at = "2026-11-20T10:00:00.000Z";
const fromTeacher = { teacher_name: "Ms Baker", class_name: "Evening group", shared_at: at };
const shared: SharedWithMe = {
  lessons: [
    {
      ...fromTeacher,
      lesson: { id: "w1", kind: "word_list", title: "Unit 3 words", description: null, word_count: 4 },
      opened_at: null,
      finished_at: null,
    },
    {
      ...fromTeacher,
      lesson: { id: "q1", kind: "quiz", title: "Linking quiz", description: null, word_count: 0 },
      opened_at: at,
      finished_at: at,
    },
  ],
  courses: [
    {
      ...fromTeacher,
      course: { id: "c1", title: "Band 7 path", description: null },
      lessons: [
        { id: "l1", kind: "lesson", title: "Maps", description: null, finished: true },
        { id: "l2", kind: "lesson", title: "Plans", description: null, finished: false },
        { id: "l3", kind: "lesson", title: "Charts", description: null, finished: true },
      ],
      finished: 2,
      total: 3,
      next_lesson_id: "l2",
      opened: true,
    },
  ],
};

describe("/student-shared-content", () => {
  it("marks new and done items, adds a word list to the dictionary and continues a course at its next lesson", async () => {
    const added: string[] = [];
    const { client } = signedInApi([
      on("GET", "/api/shares/mine", () => json(shared)),
      on("POST", "/api/shares/mine/w1/words", () => {
        added.push("w1");
        return json({ words: 4 });
      }),
    ]);
    const { currentLocation } = renderApp("/student-shared-content", { loadClient: async () => client });

    const lessons = await screen.findByRole("region", { name: "Lessons and lists" });
    const [words, quiz] = within(lessons).getAllByTestId("shared-lesson") as [HTMLElement, HTMLElement];
    expect(within(words).getByText("New")).toBeTruthy();
    expect(within(words).getByText(/From Ms Baker · Evening group/)).toBeTruthy();
    expect(within(quiz).getByText("Done")).toBeTruthy();
    expect(within(quiz).queryByRole("button", { name: /dictionary/ })).toBeNull();

    await userEvent.click(within(words).getByRole("button", { name: "Add the words of Unit 3 words to my dictionary" }));
    await waitFor(() => expect(added).toEqual(["w1"]));
    expect(await screen.findByText("4 words are in your dictionary and SRS.")).toBeTruthy();

    const course = within(screen.getByRole("region", { name: "Courses" })).getByTestId("shared-course");
    expect(within(course).getByText("2 of 3 done")).toBeTruthy();
    await userEvent.click(within(course).getByRole("link", { name: "Continue Band 7 path" }));
    await waitFor(() => expect(currentLocation().pathname).toBe("/lesson/l2"));
  });

  it("says so when nothing is shared", async () => {
    const { client } = signedInApi([on("GET", "/api/shares/mine", () => json({ lessons: [], courses: [] }))]);
    renderApp("/student-shared-content", { loadClient: async () => client });
    expect(await screen.findByText(/Nothing has been shared with you yet/)).toBeTruthy();
  });
});

const items: ShareableItems = {
  items: [
    { id: "p1", kind: "lesson", title: "Maps", description: null, status: "published", updated_at: at, shares: [] },
    { id: "p2", kind: "lesson", title: "Plans", description: null, status: "published", updated_at: at, shares: [] },
    {
      id: "q1",
      kind: "quiz",
      title: "Linking quiz",
      description: null,
      status: "published",
      updated_at: at,
      shares: [
        {
          id: "s1",
          class_id: "c1",
          class_name: "Evening group",
          student_ids: null,
          shared_at: at,
          students: [
            { student_id: "u1", display_name: "Bea", opened_at: at, finished_at: at },
            { student_id: "u2", display_name: "Cal", opened_at: null, finished_at: null },
          ],
        },
      ],
    },
    { id: "d1", kind: "writing_prompt", title: "Opinion essay", description: null, status: "draft", updated_at: at, shares: [] },
  ],
  classes: [
    {
      id: "c1",
      name: "Evening group",
      students: [
        { id: "u1", display_name: "Bea" },
        { id: "u2", display_name: "Cal" },
      ],
    },
  ],
};
const courses: TeacherCourses = {
  courses: [
    {
      id: "k1",
      title: "Band 7 path",
      description: null,
      lessons: [
        { id: "p1", kind: "lesson", title: "Maps", description: null },
        { id: "p2", kind: "lesson", title: "Plans", description: null },
      ],
      created_at: at,
      updated_at: at,
      shares: [],
    },
  ],
};

function teacherWith() {
  const requests: { method: string; path: string; body: unknown }[] = [];
  const record = async (request: Request) => {
    requests.push({
      method: request.method,
      path: new URL(request.url).pathname,
      body: request.method === "DELETE" ? null : await request.json(),
    });
  };
  const { client } = signedInApi(
    [
      on("GET", "/api/shares/items", () => json(items)),
      on("GET", "/api/courses", () => json(courses)),
      on("POST", "/api/shares", async (request) => {
        await record(request);
        return json({ id: "s2" }, 201);
      }),
      on("DELETE", "/api/shares/s1", async (request) => {
        await record(request);
        return json({ deleted: true });
      }),
      on("PUT", "/api/courses/k1", async (request) => {
        await record(request);
        return json(courses.courses[0]);
      }),
    ],
    { role: "teacher" },
  );
  return { client, requests };
}

describe("/shared-content", () => {
  it("shares a published item with chosen students, shows who opened and finished, and unshares after confirming", async () => {
    const { client, requests } = teacherWith();
    renderApp("/shared-content", { loadClient: async () => client });
    const list = await screen.findByRole("region", { name: "Your lessons" });
    const [, , quiz, draft] = within(list).getAllByTestId("shareable-item") as [HTMLElement, HTMLElement, HTMLElement, HTMLElement];
    expect(within(quiz).getByText("Opened 1 of 2 · finished 1")).toBeTruthy();
    expect(within(draft).getByText("Draft")).toBeTruthy();
    expect(within(draft).queryByRole("button", { name: /^Share/ })).toBeNull();
    expect(within(draft).getByRole("link", { name: "Edit Opinion essay" }).getAttribute("href")).toBe("/lesson-builder?id=d1");

    await userEvent.click(within(list).getByRole("button", { name: "Share Maps" }));
    const dialog = await screen.findByRole("dialog", { name: "Share “Maps”" });
    await userEvent.click(within(dialog).getByLabelText(/The whole class/));
    await userEvent.click(within(dialog).getByRole("button", { name: "Share" }));
    expect(within(dialog).getByText("Choose at least one student, or share with the whole class.")).toBeTruthy();
    await userEvent.click(within(dialog).getByLabelText("Cal"));
    await userEvent.click(within(dialog).getByRole("button", { name: "Share" }));
    await waitFor(() => expect(requests).toHaveLength(1));
    expect(requests[0]).toEqual({ method: "POST", path: "/api/shares", body: { lesson_id: "p1", class_id: "c1", student_ids: ["u2"] } });
    await waitFor(() => expect(screen.queryByRole("dialog", { name: "Share “Maps”" })).toBeNull());

    await userEvent.click(within(quiz).getByRole("button", { name: "Unshare Linking quiz from Evening group" }));
    const confirm = await screen.findByRole("dialog", { name: "Unshare “Linking quiz”?" });
    await userEvent.click(within(confirm).getByRole("button", { name: "Unshare" }));
    await waitFor(() => expect(requests[1]).toEqual({ method: "DELETE", path: "/api/shares/s1", body: null }));
  }, 20_000);

  it("reorders a course's lessons by keyboard in the course editor and saves the new order", async () => {
    const { client, requests } = teacherWith();
    const { currentLocation } = renderApp("/shared-content", { loadClient: async () => client });
    const coursesRegion = await screen.findByRole("region", { name: "Your courses" });
    await userEvent.click(within(coursesRegion).getByRole("button", { name: "Edit course Band 7 path" }));
    const dialog = await screen.findByRole("dialog", { name: "Edit course" });
    expect(currentLocation().search).toBe("?course=k1");

    const down = await within(dialog).findByRole("button", { name: "Move Maps down" });
    down.focus();
    await userEvent.keyboard("{Enter}");
    const order = () =>
      within(within(dialog).getByTestId("course-lessons"))
        .getAllByRole("listitem")
        .map((li) => li.textContent);
    await waitFor(() => expect(order()[0]).toContain("Plans"));
    expect(within(dialog).getByText("Maps is now number 2 of 2.")).toBeTruthy();
    await waitFor(() => expect(document.activeElement?.getAttribute("aria-label")).toBe("Move Maps up"));

    await userEvent.click(within(dialog).getByRole("button", { name: "Save course" }));
    await waitFor(() => expect(requests).toHaveLength(1));
    expect(requests[0]).toMatchObject({ method: "PUT", path: "/api/courses/k1", body: { title: "Band 7 path", lesson_ids: ["p2", "p1"] } });
    await waitFor(() => expect(currentLocation().search).toBe(""));
  });

  it("tells a learner that sharing is for teachers", async () => {
    const { client } = signedInApi([]);
    renderApp("/shared-content", { loadClient: async () => client });
    expect(await screen.findByText(/Sharing is for teachers/)).toBeTruthy();
  });
});
