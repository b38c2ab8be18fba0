import { describe, expect, it } from "vitest";
import { isRightAnswer, learnerBlocks, learnerQuestion, lessonCreateSchema, type LessonQuestion } from "../../../worker/contract/lessons";

const matching: LessonQuestion = {
  id: "q-match",
  kind: "matching",
  prompt: "Match the word to its meaning",
  pairs: [
    { left: "abundant", right: "plentiful" },
    { left: "scarce", right: "rare" },
    { left: "vital", right: "essential" },
  ],
  explanation: "Synonyms.",
};

describe("lesson contract", () => {
  it("never gives a learner the answers or explanations", () => {
    const blocks = lessonCreateSchema.parse({
      title: "Rivers",
      blocks: [
        {
          id: "b1",
          type: "quiz",
          questions: [{ id: "q1", kind: "multiple_choice", prompt: "Pick", options: ["a", "b"], answer: 1, explanation: "b it is" }],
        },
      ],
    }).blocks;
    const json = JSON.stringify(learnerBlocks(blocks, new Map(), new Map()));
    expect(json).not.toContain("b it is");
    expect(json).not.toContain('"answer"');
  });

  it("scores each kind of question by its own rule", () => {
    const gap: LessonQuestion = { id: "g", kind: "gap_fill", prompt: "Water is ___ for life.", answers: ["essential"], explanation: "x" };
    expect(isRightAnswer(gap, "  Essential ")).toBe(true);
    expect(isRightAnswer(gap, "useful")).toBe(false);
    const shown = learnerQuestion(matching);
    if (shown.kind !== "matching") throw new Error("matching expected");
    const right = matching.kind === "matching" ? matching.pairs.map((p) => shown.right.indexOf(p.right)) : [];
    expect(isRightAnswer(matching, right)).toBe(true);
    expect(isRightAnswer(matching, [...right].reverse())).toBe(false);
    expect(isRightAnswer({ id: "t", kind: "true_false", prompt: "s", answer: false, explanation: "x" }, false)).toBe(true);
  });

  it("refuses a multiple-choice answer outside its options and duplicate block ids", () => {
    const q = { id: "q1", kind: "multiple_choice", prompt: "Pick", options: ["a", "b"], answer: 2, explanation: "x" };
    expect(lessonCreateSchema.safeParse({ title: "T", blocks: [{ id: "b", type: "quiz", questions: [q] }] }).success).toBe(false);
    const text = { id: "same", type: "text", markdown: "Hi" };
    expect(lessonCreateSchema.safeParse({ title: "T", blocks: [text, text] }).success).toBe(false);
  });
});
