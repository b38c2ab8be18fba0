import { describe, expect, it } from "vitest";
import type { LessonFeedback } from "../../../worker/contract/lesson-player";
import type { LearnerBlock } from "../../../worker/contract/lessons";
import { clampStep, placeOf, quizTally, resumeIndex, stepsOf } from "../../../src/features/lessons/player/steps";

const blocks: LearnerBlock[] = [
  { id: "intro", type: "text", markdown: "Hello" },
  {
    id: "quiz",
    type: "quiz",
    title: null,
    questions: [
      { id: "q1", kind: "true_false", prompt: "Yes?" },
      { id: "q2", kind: "gap_fill", prompt: "A ___ b" },
    ],
  },
  { id: "quiz-2", type: "quiz", title: null, questions: [{ id: "q3", kind: "multiple_choice", prompt: "Pick", options: ["a", "b"] }] },
];

const fb = (correct: boolean): LessonFeedback => ({ block_id: "quiz", answer: true, correct, explanation: "Because.", right_answer: true });

describe("lesson player steps", () => {
  it("has one step per block and a finish step", () => {
    expect(stepsOf(blocks).map((s) => (s.kind === "block" ? s.block.id : "finish"))).toEqual(["intro", "quiz", "quiz-2", "finish"]);
  });

  it("resumes at the kept block, or at the start when there is none or the lesson lost it", () => {
    expect(resumeIndex(blocks, "quiz-2")).toBe(2);
    expect(resumeIndex(blocks, null)).toBe(0);
    expect(resumeIndex(blocks, "removed-block")).toBe(0);
  });

  it("keeps the index inside the lesson, and keeps the last block as the place of the finish step", () => {
    const steps = stepsOf(blocks);
    expect(clampStep(-1, steps.length)).toBe(0);
    expect(clampStep(9, steps.length)).toBe(3);
    expect(placeOf(steps, 1)).toBe("quiz");
    expect(placeOf(steps, 3)).toBe("quiz-2");
    expect(placeOf(stepsOf([]), 0)).toBeNull();
  });

  it("tallies every quiz question of the lesson: unanswered ones count as wrong", () => {
    expect(quizTally(blocks, { q1: fb(true), q3: fb(false) })).toEqual({ total: 3, answered: 2, correct: 1, score: 33 });
    expect(quizTally(blocks, { q1: fb(true), q2: fb(true), q3: fb(true) }).score).toBe(100);
    expect(quizTally([blocks[0]!], {})).toEqual({ total: 0, answered: 0, correct: 0, score: null });
  });
});
