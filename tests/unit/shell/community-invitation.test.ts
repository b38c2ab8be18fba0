import { describe, expect, it } from "vitest";
import { INVITATION_STORAGE_KEY, readChoice, saveChoice, shouldInvite, snoozeFrom } from "../../../src/features/shell/community-invitation";

const now = new Date("2026-11-25T12:00:00Z");
const URL = "https://t.me/example";

describe("when the community-chat invitation is offered", () => {
  it.each([
    ["after the tutorial, never answered", { url: URL, tutorialDone: true, choice: null }, true],
    ["not while the tutorial is unfinished (no collision)", { url: URL, tutorialDone: false, choice: null }, false],
    ["not without a configured link", { url: "", tutorialDone: true, choice: null }, false],
    ["never after 'Don't show again'", { url: URL, tutorialDone: true, choice: { never: true } as const }, false],
    [
      "not during the week after 'Maybe Later'",
      { url: URL, tutorialDone: true, choice: snoozeFrom(new Date("2026-11-20T12:00:00Z")) },
      false,
    ],
    ["again once that week is over", { url: URL, tutorialDone: true, choice: snoozeFrom(new Date("2026-11-18T11:00:00Z")) }, true],
  ])("%s", (_case, input, expected) => {
    expect(shouldInvite({ ...input, now })).toBe(expected);
  });

  it("remembers the choice in localStorage and ignores anything unreadable there", () => {
    saveChoice(localStorage, { never: true });
    expect(readChoice(localStorage)).toEqual({ never: true });
    saveChoice(localStorage, snoozeFrom(now));
    expect(readChoice(localStorage)).toEqual({ snoozedUntil: "2026-12-02T12:00:00.000Z" });
    localStorage.setItem(INVITATION_STORAGE_KEY, "{not json");
    expect(readChoice(localStorage)).toBeNull();
    localStorage.setItem(INVITATION_STORAGE_KEY, JSON.stringify({ never: "yes" }));
    expect(readChoice(localStorage)).toBeNull();
  });
});
