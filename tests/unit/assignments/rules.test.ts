import { describe, expect, it } from "vitest";
import { assignmentStatus } from "../../../worker/contract/assignments";
import { isoToLocalInput, localInputToIso, parseWordList, workHref } from "../../../src/features/assignments/rules";

describe("assignment rules", () => {
  it("says done, late, not started or overdue from when it was finished and when it is due", () => {
    const due = "2026-03-10T18:00:00.000Z";
    const before = Date.parse("2026-03-09T00:00:00Z");
    const after = Date.parse("2026-03-11T00:00:00Z");
    expect(assignmentStatus("2026-03-10T17:59:59.000Z", due, after)).toBe("done");
    expect(assignmentStatus("2026-03-10T18:00:00.000Z", due, after)).toBe("done");
    expect(assignmentStatus("2026-03-10T18:00:01.000Z", due, after)).toBe("late");
    expect(assignmentStatus(null, due, before)).toBe("not_started");
    expect(assignmentStatus(null, due, after)).toBe("overdue");
  });

  it("opens the work where it is done: the IELTS item, the review, a quiz", () => {
    expect(workHref({ kind: "ielts", test_id: "reading 1", test_title: "R", section: "reading" })).toBe("/ielts/reading?test=reading%201");
    expect(workHref({ kind: "ielts", test_id: "w1", test_title: "W", section: "writing" })).toBe("/ielts/writing?test=w1");
    expect(workHref({ kind: "word_list", words: ["go"] })).toBe("/review");
    expect(workHref({ kind: "quiz" })).toBe("/daily-quiz");
  });

  it("reads a typed word list one per line or by commas, without empties and repeats", () => {
    expect(parseWordList(" Abandon,\nresilient ;; abandon\n\n")).toEqual(["abandon", "resilient"]);
  });

  it("turns the due date field's local time into an instant and back", () => {
    expect(localInputToIso("")).toBeNull();
    expect(localInputToIso("not a date")).toBeNull();
    const iso = localInputToIso("2026-03-10T18:30")!;
    expect(isoToLocalInput(iso)).toBe("2026-03-10T18:30");
  });
});
