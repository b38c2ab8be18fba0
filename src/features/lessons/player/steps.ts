/**
 * The player's step logic, kept pure for the unit tests: one step per block and a finish step; the
 * learner resumes at their kept place; the quiz tally a finish step shows.
 */
import type { LessonFeedback } from "../../../../worker/contract/lesson-player";
import { lessonScore } from "../../../../worker/contract/lesson-player";
import type { LearnerBlock } from "../../../../worker/contract/lessons";

export type Step = { kind: "block"; block: LearnerBlock } | { kind: "finish" };

export const stepsOf = (blocks: readonly LearnerBlock[]): Step[] => [
  ...blocks.map((block) => ({ kind: "block" as const, block })),
  { kind: "finish" },
];

/** Where a learner starts: the block they were on (if the lesson still has it), else the first step. */
export function resumeIndex(blocks: readonly LearnerBlock[], currentBlockId: string | null): number {
  const index = currentBlockId === null ? -1 : blocks.findIndex((b) => b.id === currentBlockId);
  return Math.max(index, 0);
}

/** A step index kept inside the lesson. */
export const clampStep = (index: number, stepCount: number) => Math.min(Math.max(index, 0), stepCount - 1);

/** The block id a step keeps as the learner's place (the finish step keeps the last block). */
export function placeOf(steps: readonly Step[], index: number): string | null {
  for (let i = clampStep(index, steps.length); i >= 0; i--) {
    const step = steps[i];
    if (step?.kind === "block") return step.block.id;
  }
  return null;
}

/** Right answers over every quiz question of the lesson (unanswered ones count as wrong), as the server scores. */
export function quizTally(blocks: readonly LearnerBlock[], feedback: Readonly<Record<string, LessonFeedback>>) {
  const ids = blocks.flatMap((b) => (b.type === "quiz" ? b.questions.map((q) => q.id) : []));
  const correct = ids.filter((id) => feedback[id]?.correct === true).length;
  const answered = ids.filter((id) => feedback[id] !== undefined).length;
  return { total: ids.length, answered, correct, score: lessonScore(correct, ids.length) };
}
