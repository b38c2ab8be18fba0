import { describe, expect, it } from "vitest";
import {
  correctSoFar,
  quizFlowReducer,
  restoreQuizFlow,
  startQuiz,
  type QuizFlowAction,
  type QuizFlowState,
} from "../../../src/features/practice/quiz/quiz-flow";

const questions = [{ correctIndex: 2 }, { correctIndex: 0 }, { correctIndex: 3 }];
const run = (actions: QuizFlowAction[], state: QuizFlowState = startQuiz(questions.length)) => actions.reduce(quizFlowReducer, state);

describe("the quiz flow (spec §4)", () => {
  it("answers and confirms, goes to the next question, and completes after the last", () => {
    let state = run([
      { type: "select", option: 1 },
      { type: "select", option: 2 },
    ]);
    expect(state).toMatchObject({ index: 0, selected: 2, phase: "answering", answers: [null, null, null] });
    state = run([{ type: "confirm" }], state);
    expect(state).toMatchObject({ phase: "confirmed", answers: [2, null, null] });
    expect(correctSoFar(state, questions)).toBe(1);
    state = run([{ type: "next" }, { type: "select", option: 1 }, { type: "confirm" }, { type: "next" }, { type: "skip" }], state);
    expect(state).toMatchObject({ index: 2, phase: "confirmed", answers: [2, 1, null] });
    state = run([{ type: "next" }], state);
    expect(state.phase).toBe("complete");
    expect(correctSoFar(state, questions)).toBe(1);
  });

  it("cannot confirm without a choice, change a confirmed answer, or move on before confirming", () => {
    const start = startQuiz(3);
    expect(run([{ type: "confirm" }], start)).toBe(start);
    expect(run([{ type: "next" }], start)).toBe(start);
    const confirmed = run([{ type: "select", option: 0 }, { type: "confirm" }], start);
    expect(run([{ type: "select", option: 3 }], confirmed)).toBe(confirmed);
    expect(run([{ type: "confirm" }], confirmed)).toBe(confirmed);
  });

  it("restores saved progress only when it fits the quiz", () => {
    const saved = run([{ type: "select", option: 2 }, { type: "confirm" }, { type: "next" }]);
    expect(restoreQuizFlow(JSON.parse(JSON.stringify(saved)), 3, 4)).toEqual(saved);
    expect(restoreQuizFlow(saved, 4, 4)).toBeNull();
    expect(restoreQuizFlow({ ...saved, answers: [7, null, null] }, 3, 4)).toBeNull();
    expect(restoreQuizFlow({ ...saved, phase: "finished" }, 3, 4)).toBeNull();
    expect(restoreQuizFlow("nonsense", 3, 4)).toBeNull();
  });
});
