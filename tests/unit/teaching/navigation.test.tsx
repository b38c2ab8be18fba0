import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import { json, on, type Route, signedInApi } from "../support/auth-server";
import { renderApp, screenTests } from "../support/render-app";

// The home page asks for every other route's screens after its first paint; loaded here, no import is
// still in flight when the file ends.
screenTests();

/** The links of the header's account menu, opened. */
async function accountMenuLinks(role: "learner" | "teacher", ...routes: Route[]) {
  const { client } = signedInApi(routes, { role });
  renderApp("/", { loadClient: async () => client });
  const account = await within(screen.getByRole("banner")).findByRole("button", { name: /Ada Lovelace/ });
  await userEvent.click(account);
  const panel = document.getElementById(account.getAttribute("aria-controls") ?? "")!;
  return within(panel)
    .getAllByRole("link")
    .map((link) => [link.textContent, link.getAttribute("href")]);
}

describe("the teacher dashboard in the navigation", () => {
  it("is the first link of a teacher's account menu, followed by their lessons and shared content", async () => {
    expect((await accountMenuLinks("teacher")).slice(0, 3)).toEqual([
      ["Teacher dashboard", "/teacher-dashboard"],
      ["My lessons", "/lesson-builder"],
      ["Shared content", "/shared-content"],
    ]);
  });

  it("is not offered to a learner, nor are the lessons and shared content", async () => {
    const hrefs = (await accountMenuLinks("learner")).map(([, href]) => href);
    for (const teacherOnly of ["/teacher-dashboard", "/lesson-builder", "/shared-content"]) expect(hrefs).not.toContain(teacherOnly);
  });
});

describe("a learner's assignments in the navigation", () => {
  const membership = {
    class_id: "c1",
    name: "IELTS evening group",
    focus: "ielts_academic",
    teacher_name: "Mr Brown",
    joined_at: "2026-11-20T10:00:00.000Z",
    teacher_can_see: true,
  };

  it("is offered, once the memberships arrive, to a learner who is in a class", async () => {
    await accountMenuLinks(
      "learner",
      on("GET", "/api/classes/memberships", () => json([membership])),
    );
    const panel = within(screen.getByRole("banner"));
    expect((await panel.findByRole("link", { name: "Assignments" })).getAttribute("href")).toBe("/assignments");
    expect(panel.getByRole("link", { name: "Shared with me" }).getAttribute("href")).toBe("/student-shared-content");
  });

  it("is not offered to a learner in no class", async () => {
    let asked = false;
    await accountMenuLinks(
      "learner",
      on("GET", "/api/classes/memberships", () => {
        asked = true;
        return json([]);
      }),
    );
    await vi.waitFor(() => expect(asked).toBe(true));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(within(screen.getByRole("banner")).queryByRole("link", { name: "Assignments" })).toBeNull();
    expect(within(screen.getByRole("banner")).queryByRole("link", { name: "Shared with me" })).toBeNull();
  });
});
