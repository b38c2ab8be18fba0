/** A speaking set as the examiner runs it: Part 1 questions, the Part 2 cue card and its rounding-off questions, Part 3. */
import type { SpeakingSetDetail } from "../../../../worker/contract/ielts";

export type SpeakingStep = { part: 1 | 2 | 3; questionIndex: number; question: string; cueCard: boolean };

export function speakingSteps(set: Pick<SpeakingSetDetail, "part1" | "part2" | "part3">): SpeakingStep[] {
  return [
    ...set.part1.questions.map((question, questionIndex) => ({ part: 1 as const, questionIndex, question, cueCard: false })),
    { part: 2, questionIndex: 0, question: set.part2.cueCard.task, cueCard: true },
    ...set.part2.roundingOffQuestions.map((question, i) => ({ part: 2 as const, questionIndex: i + 1, question, cueCard: false })),
    ...set.part3.questions.map((question, questionIndex) => ({ part: 3 as const, questionIndex, question, cueCard: false })),
  ];
}

export const stepKey = (step: Pick<SpeakingStep, "part" | "questionIndex">) => `${step.part}-${step.questionIndex}`;
