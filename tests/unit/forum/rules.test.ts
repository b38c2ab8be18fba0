/** The forum screens' rules: tags as typed, and the thread's shareable address. */
import { describe, expect, it } from "vitest";
import { parseTags, threadPath } from "../../../src/features/forum/rules";

describe("forum rules", () => {
  it("reads tags separated by commas or spaces, lower case, each once", () => {
    expect(parseTags(" Cohesion, task-2  band-7,cohesion ")).toEqual(["cohesion", "task-2", "band-7"]);
    expect(parseTags("  ,  ")).toEqual([]);
  });

  it("opens a thread within /forum with its own encoded address", () => {
    expect(threadPath("a1b2")).toBe("/forum?post=a1b2");
    expect(threadPath("../x&y")).toBe("/forum?post=..%2Fx%26y");
  });
});
