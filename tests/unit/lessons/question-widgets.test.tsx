import { render as renderDom, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { useState, type ReactNode } from "react";
import { I18nextProvider } from "react-i18next";
import { describe, expect, it } from "vitest";
import type { LessonFeedback } from "../../../worker/contract/lesson-player";
import type { LearnerQuestion } from "../../../worker/contract/lessons";
import { isComplete, QuestionWidget, type DraftAnswer } from "../../../src/features/lessons/player/QuestionWidget";
import { createI18n } from "../../../src/lib/i18n";

function render(node: ReactNode) {
  const i18n = createI18n();
  void i18n.changeLanguage("en");
  return renderDom(<I18nextProvider i18n={i18n}>{node}</I18nextProvider>);
}

function Harness({ question, feedback, seen }: { question: LearnerQuestion; feedback?: LessonFeedback; seen: DraftAnswer[] }) {
  const [draft, setDraft] = useState<DraftAnswer>(undefined);
  return (
    <QuestionWidget
      question={question}
      number={1}
      draft={draft}
      feedback={feedback}
      onChange={(answer) => {
        seen.push(answer);
        setDraft(answer);
      }}
    />
  );
}

describe("lesson quiz question widgets", () => {
  it("multiple choice: radios named by their options give the option index", async () => {
    const seen: DraftAnswer[] = [];
    render(
      <Harness question={{ id: "mc", kind: "multiple_choice", prompt: "Which contrasts?", options: ["and", "however"] }} seen={seen} />,
    );
    const group = screen.getByRole("group", { name: "Question 1: Which contrasts?" });
    await userEvent.click(within(group).getByRole("radio", { name: "however" }));
    expect(seen).toEqual([1]);
    expect(within(group).getByRole("radio", { name: "however" })).toHaveProperty("checked", true);
  });

  it("true/false: two radios give a boolean", async () => {
    const seen: DraftAnswer[] = [];
    render(<Harness question={{ id: "tf", kind: "true_false", prompt: "So shows a result." }} seen={seen} />);
    await userEvent.click(screen.getByRole("radio", { name: "False" }));
    expect(seen).toEqual([false]);
  });

  it("gap fill: a text box inside the sentence gives the typed filler", async () => {
    const seen: DraftAnswer[] = [];
    render(<Harness question={{ id: "gap", kind: "gap_fill", prompt: "It rained; ___, we went out." }} seen={seen} />);
    expect(screen.getByText(/It rained;/)).toBeTruthy();
    await userEvent.type(screen.getByRole("textbox", { name: "Fill in the gap" }), "yet");
    expect(seen.at(-1)).toBe("yet");
  });

  it("matching: a select per item, labelled by the item, gives the index of each chosen match", async () => {
    const seen: DraftAnswer[] = [];
    const question: LearnerQuestion = {
      id: "m",
      kind: "matching",
      prompt: "Match them.",
      left: ["because", "however"],
      right: ["contrast", "reason"],
    };
    render(<Harness question={question} seen={seen} />);
    await userEvent.selectOptions(screen.getByRole("combobox", { name: "Match for “because”" }), "reason");
    expect(seen.at(-1)).toEqual([1, -1]);
    expect(isComplete(question, seen.at(-1))).toBe(false);
    await userEvent.selectOptions(screen.getByRole("combobox", { name: "Match for “however”" }), "contrast");
    expect(seen.at(-1)).toEqual([1, 0]);
    expect(isComplete(question, seen.at(-1))).toBe(true);
  });

  it("after checking: read-only, right or wrong, the right answer and the explanation", () => {
    const feedback: LessonFeedback = {
      block_id: "quiz",
      answer: 0,
      correct: false,
      explanation: "However shows contrast.",
      right_answer: "however",
    };
    render(
      <Harness
        question={{ id: "mc", kind: "multiple_choice", prompt: "Which contrasts?", options: ["and", "however"] }}
        feedback={feedback}
        seen={[]}
      />,
    );
    expect(screen.getByRole("radio", { name: "and" })).toHaveProperty("checked", true);
    expect(screen.getByRole("radio", { name: "however" })).toHaveProperty("disabled", true);
    const status = screen.getByRole("status");
    expect(status.textContent).toContain("Not quite");
    expect(status.textContent).toContain("Right answer: however");
    expect(status.textContent).toContain("However shows contrast.");
  });

  it("a gap is complete only with text, true/false with either value", () => {
    expect(isComplete({ id: "g", kind: "gap_fill", prompt: "a ___" }, "  ")).toBe(false);
    expect(isComplete({ id: "g", kind: "gap_fill", prompt: "a ___" }, "b")).toBe(true);
    expect(isComplete({ id: "t", kind: "true_false", prompt: "x" }, false)).toBe(true);
    expect(isComplete({ id: "t", kind: "true_false", prompt: "x" }, undefined)).toBe(false);
  });
});
