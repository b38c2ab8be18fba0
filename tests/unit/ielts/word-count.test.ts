import { describe, expect, it } from "vitest";
import { wordCountStatus } from "../../../src/features/ielts/writing/word-count";

const words = (n: number) => Array.from({ length: n }, (_, i) => `word${i}`).join(" ");

describe("the live word count of a writing task", () => {
  it.each([
    ["task1", 149, "under", 1],
    ["task1", 150, "reached", 0],
    ["task2", 249, "under", 1],
    ["task2", 250, "reached", 0],
    ["task2", 10_000, "reached", 0],
    ["task2", 10_001, "too_long", 0],
  ] as const)("%s with %i words is %s (%i missing)", (task, n, state, missing) => {
    expect(wordCountStatus(words(n), task)).toMatchObject({ words: n, state, missing, minimum: task === "task1" ? 150 : 250 });
  });

  it("counts words as IELTS does: hyphenated words once, numbers as words, punctuation and spaces not at all", () => {
    expect(wordCountStatus("  A well-known city — in 2020, 45% of trips were by car!  \n\n ", "task1")).toMatchObject({
      words: 11,
      missing: 139,
      state: "under",
    });
  });

  it("treats an empty or whitespace answer as empty", () => {
    expect(wordCountStatus("", "task2").state).toBe("empty");
    expect(wordCountStatus(" \n\t ", "task2")).toMatchObject({ state: "empty", words: 0, missing: 250 });
  });
});
