import { describe, expect, it } from "vitest";
import type { SatPracticeFeedback, SatPracticeSet } from "../../../worker/contract/sat-practice";
import {
  accuracyPercent,
  clientIdFor,
  EMPTY_SESSION,
  resumedSession,
  runningScore,
  withAnswer,
  withFeedback,
} from "../../../src/features/sat/practice/practice-session";

const feedback = (answered: number, correct: number): SatPracticeFeedback => ({
  testId: "t",
  questionId: "q",
  answer: "A",
  correct: true,
  correctAnswer: "A",
  explanation: "Because.",
  whyWrong: {},
  steps: [],
  progress: { answered, correct, total: 3, completed: answered === 3 },
});

describe("a practice set on screen", () => {
  it("keeps one client id per question, so checking again after a failure is the same request", () => {
    let n = 0;
    const newId = () => `client-${++n}`;
    const first = clientIdFor(EMPTY_SESSION, "t/q1", newId);
    const retry = clientIdFor(first.session, "t/q1", newId);
    const other = clientIdFor(retry.session, "t/q2", newId);
    expect([first.clientId, retry.clientId, other.clientId]).toEqual(["client-1", "client-1", "client-2"]);
  });

  it("lets an answer change or clear until the question is checked, never after", () => {
    let session = withAnswer(EMPTY_SESSION, "t/q1", "B");
    session = withAnswer(session, "t/q1", "C");
    expect(session.answers).toEqual({ "t/q1": "C" });
    expect(withAnswer(session, "t/q1", null).answers).toEqual({});
    session = withFeedback(session, "t/q1", feedback(1, 1));
    expect(withAnswer(session, "t/q1", "D").answers).toEqual({ "t/q1": "C" });
  });

  it("shows the score the server last counted, whatever order the answers came back in", () => {
    expect(runningScore(EMPTY_SESSION, 3)).toEqual({ answered: 0, correct: 0, total: 3 });
    let session = withFeedback(EMPTY_SESSION, "t/q2", feedback(2, 1));
    session = withFeedback(session, "t/q1", feedback(1, 1));
    expect(runningScore(session, 3)).toEqual({ answered: 2, correct: 1, total: 3 });
  });

  it("gives accuracy as a whole percent, and none before any practice", () => {
    expect(accuracyPercent({ answered: 0, correct: 0 })).toBeNull();
    expect(accuracyPercent({ answered: 3, correct: 2 })).toBe(67);
  });

  it("resumes a set at its first question not yet checked, with the verdicts and answers already given", () => {
    const question = (id: string) => ({ testId: "t", question: { id } }) as unknown as SatPracticeSet["questions"][number];
    const set = { id: "s", section: "math", domain: "algebra", skill: null, questions: ["q1", "q2", "q3"].map(question) } as SatPracticeSet;
    const given = (questionId: string, answer: string) => ({ ...feedback(1, 1), questionId, answer });
    const resumed = resumedSession(set, [given("q1", "B"), given("q3", "D")]);
    expect(resumed.index).toBe(1);
    expect(resumed.answers).toEqual({ "t/q1": "B", "t/q3": "D" });
    expect(Object.keys(resumed.feedback)).toEqual(["t/q1", "t/q3"]);
    expect(withAnswer(resumed, "t/q1", "C").answers["t/q1"]).toBe("B");
    // All checked: the last question, whose "Finish" leads to the summary.
    expect(resumedSession(set, [given("q1", "B"), given("q2", "A"), given("q3", "D")]).index).toBe(2);
    expect(resumedSession(set, [])).toEqual(EMPTY_SESSION);
  });
});
