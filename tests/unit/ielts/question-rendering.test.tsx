import { fireEvent, render, screen, within } from "@testing-library/react";
import { useState } from "react";
import { I18nextProvider } from "react-i18next";
import { describe, expect, it } from "vitest";
import listening1 from "../../../content/ielts/listening/test-1.json";
import listening2 from "../../../content/ielts/listening/test-2.json";
import reading1 from "../../../content/ielts/reading/test-1.json";
import reading2 from "../../../content/ielts/reading/test-2.json";
import type { ListeningPartView, ReadingPassageView } from "../../../worker/contract/ielts";
import { listeningTestSchema, readingTestSchema } from "../../../worker/contract/ielts-content";
import { ListeningQuestions } from "../../../src/features/ielts/listening/ListeningQuestions";
import { ReadingQuestions } from "../../../src/features/ielts/reading/ReadingQuestions";
import { createI18n } from "../../../src/lib/i18n";

/** What the API sends before submission: the groups without answers, evidence or explanations. */
function withoutKeys<G extends { questions: object[] }>(group: G) {
  return {
    ...group,
    questions: group.questions.map((q) =>
      Object.fromEntries(Object.entries(q).filter(([k]) => !["answer", "accepted", "evidence", "explanation"].includes(k))),
    ),
  };
}

const readingPassages = [reading1, reading2].flatMap((file) =>
  readingTestSchema
    .parse(file)
    .passages.map((p) => ({ ...p, questionGroups: p.questionGroups.map(withoutKeys) }) as unknown as ReadingPassageView),
);
const listeningParts = [listening1, listening2].flatMap((file) =>
  listeningTestSchema
    .parse(file)
    .parts.map(
      (p) =>
        ({ ...p, questionGroups: p.questionGroups.map(withoutKeys), audio: null, audioStatus: "missing" }) as unknown as ListeningPartView,
    ),
);

function Answering({
  children,
}: {
  children: (answers: Record<string, string>, onAnswer: (n: number, v: string) => void) => React.ReactNode;
}) {
  const [answers, setAnswers] = useState<Record<string, string>>({});
  return <>{children(answers, (n, v) => setAnswers((a) => ({ ...a, [n]: v })))}</>;
}

function renderWithI18n(node: React.ReactNode) {
  const i18n = createI18n();
  void i18n.changeLanguage("en");
  return render(<I18nextProvider i18n={i18n}>{node}</I18nextProvider>);
}

/** The control of question n, found the way assistive technology finds it: by role and accessible name. */
function controlOf(number: number): HTMLElement {
  const name = new RegExp(`^Question ${number}\\b`);
  const found = [
    ...screen.queryAllByRole("group", { name }),
    ...screen.queryAllByRole("textbox", { name }),
    ...screen.queryAllByRole("combobox", { name }),
  ];
  expect(found, `question ${number}`).toHaveLength(1);
  return found[0]!;
}

function answer(control: HTMLElement) {
  if (control.tagName === "FIELDSET") fireEvent.click(within(control).getAllByRole("radio")[1]!);
  else if (control.tagName === "SELECT") fireEvent.change(control, { target: { value: (control as HTMLSelectElement).options[1]!.value } });
  else fireEvent.change(control, { target: { value: "lighthouse" } });
}

const isAnswered = (control: HTMLElement) =>
  control.tagName === "FIELDSET"
    ? within(control)
        .getAllByRole<HTMLInputElement>("radio")
        .some((r) => r.checked)
    : (control as HTMLInputElement).value !== "";

describe("every question of the content is rendered with a labelled, working control", () => {
  it.each(readingPassages.map((p) => [p.id, p] as const))("reading %s", (_id, passage) => {
    renderWithI18n(
      <Answering>{(answers, onAnswer) => <ReadingQuestions passage={passage} answers={answers} onAnswer={onAnswer} />}</Answering>,
    );
    for (const group of passage.questionGroups) {
      for (const { number } of group.questions) {
        const control = controlOf(number);
        answer(control);
        expect(isAnswered(controlOf(number)), `question ${number}`).toBe(true);
      }
    }
  });

  it.each(listeningParts.map((p) => [p.id, p] as const))("listening %s", (_id, part) => {
    renderWithI18n(
      <Answering>{(answers, onAnswer) => <ListeningQuestions part={part} answers={answers} onAnswer={onAnswer} />}</Answering>,
    );
    for (const group of part.questionGroups) {
      for (const { number } of group.questions) {
        answer(controlOf(number));
        expect(isAnswered(controlOf(number)), `question ${number}`).toBe(true);
      }
      if (group.type === "plan_labelling") expect(screen.getByRole("img", { name: new RegExp(group.plan.title) })).toBeTruthy();
    }
  });

  it("covers every question type of the reading and listening content", () => {
    const types = new Set([...readingPassages, ...listeningParts].flatMap((p) => p.questionGroups.map((g) => g.type)));
    expect([...types].sort()).toEqual(
      [
        "form_completion",
        "matching",
        "matching_features",
        "matching_headings",
        "matching_information",
        "multiple_choice",
        "note_completion",
        "plan_labelling",
        "sentence_completion",
        "short_answer",
        "summary_completion",
        "true_false_not_given",
        "yes_no_not_given",
      ].sort(),
    );
  });

  it("flags a typed answer longer than the word limit", () => {
    const passage = readingPassages.find((p) => p.questionGroups.some((g) => g.type === "sentence_completion"))!;
    renderWithI18n(
      <Answering>{(answers, onAnswer) => <ReadingQuestions passage={passage} answers={answers} onAnswer={onAnswer} />}</Answering>,
    );
    const group = passage.questionGroups.find((g) => g.type === "sentence_completion")!;
    const input = controlOf(group.questions[0]!.number);
    fireEvent.change(input, { target: { value: "one two three four five" } });
    expect(input.getAttribute("aria-invalid")).toBe("true");
    expect(screen.getByText("Longer than the word limit")).toBeTruthy();
  });
});
