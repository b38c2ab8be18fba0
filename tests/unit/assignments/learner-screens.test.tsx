import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import type { MyAssignment } from "../../../worker/contract/assignments";
import { assignmentKeys } from "../../../src/features/assignments/api";
import { disposeTestAuthClients, json, on, TEST_USER, signedInApi } from "../support/auth-server";
import { renderApp, screenTests } from "../support/render-app";

screenTests();

const reading: MyAssignment = {
  id: "a1",
  class_id: "c1",
  class_name: "Evening group",
  title: "Reading homework",
  instructions: "Take it in exam mode.",
  due_at: "2099-03-10T18:00:00.000Z",
  created_at: "2026-11-20T10:00:00.000Z",
  updated_at: "2026-11-20T10:00:00.000Z",
  student_ids: null,
  work: { kind: "ielts", test_id: "reading-test-1", test_title: "Academic Reading Practice Test 1", section: "reading" },
  status: "not_started",
  done_at: null,
  started: false,
};
const quizDone: MyAssignment = {
  ...reading,
  id: "a2",
  title: "Weekly quiz",
  instructions: null,
  work: { kind: "quiz" },
  status: "done",
  done_at: "2026-11-21T10:00:00.000Z",
  started: true,
};

function signedInWith(assignments: MyAssignment[]) {
  const started: string[] = [];
  const { client } = signedInApi([
    on("GET", "/api/assignments/mine", () => json({ assignments })),
    on("POST", "/api/assignments/a1/start", () => {
      started.push("a1");
      return json({ started: true, done: false });
    }),
  ]);
  return { client, started };
}

describe("the learner's assignments", () => {
  it("/assignments lists open and finished ones with status and due date; Open records the opening and goes to the test", async () => {
    const { client, started } = signedInWith([reading, quizDone]);
    const { currentLocation } = renderApp("/assignments", { loadClient: async () => client });
    const open = await screen.findByRole("region", { name: "To do" });
    expect(within(open).getByText("Reading homework")).toBeTruthy();
    expect(within(open).getByText("Not started")).toBeTruthy();
    expect(within(open).getByText("Reading test: Academic Reading Practice Test 1")).toBeTruthy();
    expect(within(open).getByText(/^Due /)).toBeTruthy();
    expect(within(screen.getByRole("region", { name: "Finished recently" })).getByText("Done")).toBeTruthy();

    await userEvent.click(within(open).getByRole("button", { name: "Open: Reading homework" }));
    await waitFor(() => expect(currentLocation().pathname).toBe("/ielts/reading"));
    expect(currentLocation().search).toBe("?test=reading-test-1");
    expect(started).toEqual(["a1"]);
  });

  it("the home card shows open assignments, and is not there when none is open", async () => {
    const first = signedInWith([reading]);
    const view = renderApp("/", { loadClient: async () => first.client });
    const card = await screen.findByRole("region", { name: "Assignments" });
    expect(within(card).getByText("Reading homework")).toBeTruthy();
    view.unmount();
    await disposeTestAuthClients();

    const second = signedInWith([quizDone]);
    const { queryClient } = renderApp("/", { loadClient: async () => second.client });
    // The list has arrived (and rendered): still no card.
    await waitFor(() => expect(queryClient.getQueryState(assignmentKeys.mine(TEST_USER.id))?.status).toBe("success"));
    await screen.findByRole("region", { name: "Words of the day" });
    expect(screen.queryByRole("region", { name: "Assignments" })).toBeNull();
  });
});
