import { describe, expect, it } from "vitest";
import { reviewContent, reviewFile } from "../../scripts/content/content-review";

describe("the content review", () => {
  it("finds nothing wrong in content/", () => {
    expect(reviewContent()).toEqual([]);
  });

  it("flags duplicate options and a key outside the options", () => {
    const findings = reviewFile("placement.json", {
      items: [
        { id: "twice", options: ["pay", "give", "Pay "], answer: 1 },
        { id: "outside", options: ["pay", "give", "make"], answer: 3 },
        {
          id: "letter",
          options: [
            { letter: "A", text: "a" },
            { letter: "B", text: "b" },
          ],
          answer: "C",
        },
      ],
    });
    expect(findings.map((f) => [f.item, f.rule])).toEqual([
      ["twice", "duplicate_options"],
      ["outside", "key_outside_options"],
      ["letter", "key_outside_options"],
    ]);
  });

  it("keeps options that differ only in punctuation apart", () => {
    const item = {
      id: "boundaries",
      skill: "boundaries",
      options: ["bridge", "bridge;", "bridge:", "bridge,"].map((text, i) => ({ letter: "ABCD"[i]!, text })),
      answer: "B",
      explanation: "A semicolon joins two sentences.",
    };
    expect(reviewFile("rw.json", { items: [item] })).toEqual([]);
  });

  it("flags an explanation that names another choice, or never the keyed word", () => {
    const options = ["reluctant", "unanimous", "secret", "temporary"].map((text, i) => ({ letter: "ABCD"[i]!, text }));
    const findings = reviewFile("rw.json", [
      { id: "names-a", options, answer: "B", explanation: "Choice A is correct: the support was unwilling." },
      { id: "silent", options, answer: "B", explanation: "The support was shared by everyone." },
      { id: "fine", options, answer: "B", explanation: "Everyone agreed, so the support was unanimous; choice A is wrong." },
    ]);
    expect(findings.map((f) => [f.item, f.rule])).toEqual([
      ["names-a", "explanation_disagrees"],
      ["names-a", "explanation_disagrees"],
      ["silent", "explanation_disagrees"],
    ]);
  });

  it("flags a student-produced entry the steps recommend that does not score", () => {
    const item = {
      id: "tan",
      format: "student_produced",
      answer: "4/3",
      steps: ["$\\tan x = \\frac{4}{3}$ (enter $4/3$, $1.333$ or $1.334$)."],
    };
    expect(reviewFile("math.json", [item]).map((f) => f.detail)).toEqual(["the steps say to enter 1.334, which does not score for 4/3"]);
    const fixed = { ...item, steps: ["$\\tan x = \\frac{4}{3}$ (enter $4/3$ or $1.333$; $1.334$ does not score)."] };
    expect(reviewFile("math.json", [fixed])).toEqual([]);
  });

  it("flags an accepted typed answer the evidence never says, spelling variants and numbers aside", () => {
    const evidence = "Old docklands were redeveloped as offices and housing, and goods came by aeroplane on the 14th at 11.30.";
    const findings = reviewFile("listening.json", {
      questions: [
        { number: 38, answer: "housing", accepted: ["housing", "homes"], evidence },
        { number: 11, answer: "aeroplane", accepted: ["aeroplane", "airplane", "plane"], evidence },
        { number: 3, answer: "14th", accepted: ["14th", "fourteenth", "11:30 pm"], evidence },
      ],
    });
    expect(findings.map((f) => f.detail)).toEqual(['"homes" is accepted but the text never says "homes"']);
  });
});
