import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import type { ClassAssignments } from "../../../worker/contract/assignments";
import type { Roster, TeacherClass } from "../../../worker/contract/classes";
import { json, on, signedInApi } from "../support/auth-server";
import { renderApp, screenTests } from "../support/render-app";

screenTests();

const schoolClass: TeacherClass = {
  id: "c1",
  name: "Evening group",
  focus: "ielts_academic",
  target: 7,
  exam_date: null,
  archived_at: null,
  join_code: "ABCDEFGH",
  code_rotated_at: "2026-11-20T10:00:00.000Z",
  student_count: 2,
  created_at: "2026-11-20T10:00:00.000Z",
  updated_at: "2026-11-20T10:00:00.000Z",
};
const student = (id: string, name: string, done: number) => ({
  student_id: id,
  display_name: name,
  joined_at: "2026-11-20T10:00:00.000Z",
  last_activity_at: null,
  current_streak: 0,
  reviews_today: 0,
  inactive: false,
  assignments_done: done,
  assignments_due: 1,
  ielts_bands: { reading: null, listening: null, writing: null, speaking: null },
  graded_by_teacher: [],
});
const roster: Roster = { class_id: "c1", students: [student("s1", "Bea", 1), student("s2", "Cal", 0)] };
const listed: ClassAssignments = {
  class_id: "c1",
  assignments: [
    {
      id: "a1",
      class_id: "c1",
      title: "Weekly quiz",
      instructions: null,
      due_at: "2099-03-10T18:00:00.000Z",
      created_at: "2026-11-20T10:00:00.000Z",
      updated_at: "2026-11-20T10:00:00.000Z",
      student_ids: null,
      work: { kind: "quiz" },
      students: [
        { student_id: "s1", display_name: "Bea", status: "done", done_at: "2026-11-21T10:00:00.000Z" },
        { student_id: "s2", display_name: "Cal", status: "not_started", done_at: null },
      ],
    },
  ],
};

describe("a class card's assignments", () => {
  it("shows each student's status, and the dialog sets a word list for chosen students", async () => {
    const posted: unknown[] = [];
    const { client } = signedInApi(
      [
        on("GET", "/api/classes", () => json([schoolClass])),
        on("GET", "/api/classes/c1/roster", () => json(roster)),
        on("GET", "/api/assignments/classes/c1", () => json(listed)),
        on("GET", "/api/ielts/tests", () => json({ tests: [] })),
        on("POST", "/api/assignments", async (request) => {
          posted.push(await request.json());
          return json({ ...listed.assignments[0], id: "a2" }, 201);
        }),
      ],
      { role: "teacher" },
    );
    renderApp("/teacher-dashboard", { loadClient: async () => client });

    const section = await screen.findByRole("region", { name: "Assignments" });
    const row = await within(section).findByTestId("class-assignment");
    expect(within(row).getByText("1 of 2 finished")).toBeTruthy();
    const bea = within(row).getAllByTestId("assignment-student")[0]!;
    expect(within(bea).getByText("Done")).toBeTruthy();
    expect(within(screen.getByTestId("roster")).getByRole("row", { name: /Bea/ }).textContent).toContain("1 of 1");

    await userEvent.click(within(section).getByRole("button", { name: "New assignment" }));
    const dialog = await screen.findByRole("dialog", { name: "New assignment" });
    await userEvent.selectOptions(within(dialog).getByLabelText("What to do"), "word_list");
    await userEvent.click(within(dialog).getByRole("button", { name: "Set assignment" }));
    expect(within(dialog).getByText("Type between 1 and 30 words.")).toBeTruthy();
    expect(posted).toEqual([]);

    await userEvent.type(within(dialog).getByLabelText(/^Words/), "Resilient, abandon");
    await userEvent.type(within(dialog).getByLabelText("Title"), "Unit 3 words");
    await userEvent.click(within(dialog).getByLabelText(/The whole class/));
    await userEvent.click(within(dialog).getByLabelText("Cal"));
    await userEvent.click(within(dialog).getByRole("button", { name: "Set assignment" }));
    await waitFor(() => expect(posted).toHaveLength(1));
    expect(posted[0]).toMatchObject({
      class_id: "c1",
      kind: "word_list",
      words: ["resilient", "abandon"],
      title: "Unit 3 words",
      instructions: null,
      student_ids: ["s2"],
    });
    await waitFor(() => expect(screen.queryByRole("dialog", { name: "New assignment" })).toBeNull());
  });
});
