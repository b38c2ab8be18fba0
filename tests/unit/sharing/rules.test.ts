import { describe, expect, it } from "vitest";
import { coursePosition } from "../../../worker/contract/sharing";
import { builderPath, lessonPath, lessonState, moveItem, shareCounts } from "../../../src/features/sharing/rules";

describe("moving a course's lesson", () => {
  it("swaps it with its neighbour and leaves the list as it was at either end", () => {
    expect(moveItem(["a", "b", "c"], 1, -1)).toEqual(["b", "a", "c"]);
    expect(moveItem(["a", "b", "c"], 1, 1)).toEqual(["a", "c", "b"]);
    expect(moveItem(["a", "b", "c"], 0, -1)).toEqual(["a", "b", "c"]);
    expect(moveItem(["a", "b", "c"], 2, 1)).toEqual(["a", "b", "c"]);
  });
});

describe("a share's counts and a learner's state", () => {
  it("counts who opened and who finished", () => {
    const at = "2026-11-20T10:00:00.000Z";
    const students = [
      { student_id: "1", display_name: "A", opened_at: at, finished_at: at },
      { student_id: "2", display_name: "B", opened_at: at, finished_at: null },
      { student_id: "3", display_name: "C", opened_at: null, finished_at: null },
    ];
    expect(shareCounts(students)).toEqual({ opened: 2, finished: 1, total: 3 });
    expect(students.map(lessonState)).toEqual(["done", "started", "new"]);
  });

  it("puts a student in a course at the first lesson not finished", () => {
    expect(coursePosition(["l1", "l2", "l3"], new Set(["l1", "l3"]))).toEqual({ finished: 2, total: 3, next_lesson_id: "l2" });
    expect(coursePosition(["l1"], new Set(["l1"]))).toEqual({ finished: 1, total: 1, next_lesson_id: null });
  });

  it("links to the player and the builder", () => {
    expect(lessonPath("a b")).toBe("/lesson/a%20b");
    expect(builderPath("x1")).toBe("/lesson-builder?id=x1");
  });
});
