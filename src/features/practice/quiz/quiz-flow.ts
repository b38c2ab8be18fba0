/**
 * The quiz flow of spec §4: answer and confirm, next question, complete; saving the result and the
 * band message follow completion. Pure, so it can be restored after a reload and tested alone.
 */
import type { QuizQuestion } from "../../../../worker/contract/quiz";

export type QuizPhase = "answering" | "confirmed" | "complete";

export type QuizFlowState = {
  /** The question on screen. */
  index: number;
  /** The chosen option per question once confirmed (null: not answered). */
  answers: readonly (number | null)[];
  /** The option picked for the current question, not yet confirmed. */
  selected: number | null;
  phase: QuizPhase;
};

export type QuizFlowAction =
  | { type: "select"; option: number }
  | { type: "confirm" }
  /** Confirms the question without an answer ("I don't know"): it counts as wrong. */
  | { type: "skip" }
  | { type: "next" };

export const startQuiz = (questionCount: number): QuizFlowState => ({
  index: 0,
  answers: Array.from({ length: questionCount }, () => null),
  selected: null,
  phase: "answering",
});

export function quizFlowReducer(state: QuizFlowState, action: QuizFlowAction): QuizFlowState {
  switch (action.type) {
    case "select":
      if (state.phase !== "answering") return state;
      return { ...state, selected: action.option };
    case "confirm":
    case "skip": {
      if (state.phase !== "answering") return state;
      const answer = action.type === "skip" ? null : state.selected;
      if (action.type === "confirm" && answer === null) return state;
      return { ...state, answers: state.answers.map((a, i) => (i === state.index ? answer : a)), phase: "confirmed" };
    }
    case "next": {
      if (state.phase !== "confirmed") return state;
      const last = state.index >= state.answers.length - 1;
      return last
        ? { ...state, selected: null, phase: "complete" }
        : { ...state, index: state.index + 1, selected: null, phase: "answering" };
    }
  }
}

/** Correct answers among the confirmed ones (the running score; the server scores the saved result). */
export function correctSoFar(state: QuizFlowState, questions: readonly Pick<QuizQuestion, "correctIndex">[]): number {
  const confirmed = state.phase === "answering" ? state.index : state.index + 1;
  return questions.slice(0, confirmed).filter((q, i) => state.answers[i] === q.correctIndex).length;
}

/** A stored flow state, if it fits a quiz of `questionCount` questions; anything else is ignored. */
export function restoreQuizFlow(stored: unknown, questionCount: number, optionCount: number): QuizFlowState | null {
  if (typeof stored !== "object" || stored === null) return null;
  const { index, answers, selected, phase } = stored as Record<string, unknown>;
  const isOption = (value: unknown) =>
    value === null || (Number.isInteger(value) && (value as number) >= 0 && (value as number) < optionCount);
  if (!Number.isInteger(index) || (index as number) < 0 || (index as number) >= questionCount) return null;
  if (!Array.isArray(answers) || answers.length !== questionCount || !answers.every(isOption)) return null;
  if (!isOption(selected) || !(phase === "answering" || phase === "confirmed" || phase === "complete")) return null;
  return { index: index as number, answers: answers as (number | null)[], selected: selected as number | null, phase };
}
