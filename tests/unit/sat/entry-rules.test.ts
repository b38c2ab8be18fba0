import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { isValidStudentEntry } from "../../../worker/contract/sat-content";
import { entryProblem } from "../../../src/features/sat/module-state";
import { mathPieces } from "../../../src/features/sat/RichText";

describe("the student-produced answer box", () => {
  it("lets through exactly the entries the official rules allow, and names the rule anything else breaks", () => {
    fc.assert(
      fc.property(fc.stringMatching(/^[-0-9./a-z ,%$]{0,8}$/), (entry) => {
        const problem = entryProblem(entry);
        if (entry === "") expect(problem).toBeNull();
        else expect(problem === null).toBe(isValidStudentEntry(entry));
      }),
    );
  });

  it.each([
    ["3 1/2", "characters"],
    ["50%", "characters"],
    ["1,000", "characters"],
    ["123456", "length"],
    ["-123456", "length"],
    ["1.2/3", "separators"],
    ["4/0", "zeroDenominator"],
    ["4/", "incomplete"],
    ["-", "incomplete"],
  ])("refuses %s: %s", (entry, problem) => {
    expect(entryProblem(entry)).toBe(problem);
  });

  it.each(["-12345", ".6667", "7/2", "-3/4", "0"])("accepts %s", (entry) => {
    expect(entryProblem(entry)).toBeNull();
  });
});

describe("maths in content text", () => {
  it("splits $…$ maths from text and keeps \\$ as a dollar sign", () => {
    expect(mathPieces("If $x + 3 = 7$, what is $x$?")).toEqual([
      { math: false, text: "If " },
      { math: true, text: "x + 3 = 7" },
      { math: false, text: ", what is " },
      { math: true, text: "x" },
      { math: false, text: "?" },
    ]);
    expect(mathPieces("It costs \\$5.")).toEqual([{ math: false, text: "It costs $5." }]);
  });
});
