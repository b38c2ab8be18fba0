import { describe, expect, it } from "vitest";
import task1File from "../../../content/ielts/writing/task1-prompts.json";
import task2File from "../../../content/ielts/writing/task2-prompts.json";
import { answersQuestionType, questionType } from "../../../worker/ielts/question-type";

const ESSAY_TYPES: Record<string, string> = { opinion: "agree_disagree" };

describe("question type", () => {
  it("reads the type of every Task 2 question of ours as its content labels it", () => {
    for (const p of task2File.prompts) {
      const expected = ESSAY_TYPES[p.essayType] ?? p.essayType;
      expect(questionType("task2", `${p.prompt.statement} ${p.prompt.question}`), p.id).toBe(expected);
    }
  });

  it("reads chart, process and map from our Task 1 descriptions", () => {
    const kinds = Object.fromEntries(task1File.prompts.map((p) => [p.id, questionType("task1", p.prompt.description)]));
    expect(kinds).toMatchObject({
      "writing-task1-public-transport": "chart",
      "writing-task1-leisure-hours": "chart",
      "writing-task1-tourist-attractions": "chart",
      "writing-task1-glass-recycling": "process",
      "writing-task1-village-maps": "map",
    });
  });

  it.each([
    ["Some people say that homework should be banned. How far do you agree?", "agree_disagree"],
    ["University education should be free for everyone. Do you agree or disagree?", "agree_disagree"],
    ["Some think children should start school at four; others at seven. Discuss both views and give your opinion.", "discussion"],
    ["More people live alone today. Is this a positive or negative development?", "advantages_disadvantages"],
    ["What are the benefits and drawbacks of online shopping?", "advantages_disadvantages"],
    ["Obesity is rising among children. What are the reasons for this and how can the problem be tackled?", "problem_solution"],
    ["Many young people leave villages for cities. Why do they do this? What effects does it have on villages?", "two_part"],
    ["Write about the role of museums in modern society.", "open"],
  ])("reads a learner's own question: %s", (prompt, type) => {
    expect(questionType("task2", prompt)).toBe(type);
  });

  it.each([
    ["The diagram shows the stages in the life cycle of a salmon.", "process"],
    ["The two plans show changes to the ground floor of a library.", "map"],
    ["The line graph shows the percentage of households with internet access.", "chart"],
  ])("reads a learner's own Task 1: %s", (prompt, type) => {
    expect(questionType("task1", prompt)).toBe(type);
  });
});

describe("does the essay answer its type", () => {
  const bothViewsOnly =
    "Some people argue that homework helps children. Others believe that it takes away their free time. On the other hand, teachers say it is useful.";
  it("an agree/disagree question needs a position; both views without one do not answer it", () => {
    expect(answersQuestionType("agree_disagree", bothViewsOnly)).toMatchObject({
      answered: false,
      missing: [{ id: "position" }],
    });
    expect(answersQuestionType("agree_disagree", `${bothViewsOnly} I strongly disagree with banning it.`).answered).toBe(true);
  });
  it("a discussion needs both views and an opinion", () => {
    expect(answersQuestionType("discussion", "In my opinion homework is good.").missing).toEqual([{ id: "both_views" }]);
    expect(answersQuestionType("discussion", `${bothViewsOnly} In my view, a little homework is best.`).answered).toBe(true);
  });
  it("a process needs its stages in order", () => {
    expect(
      answersQuestionType(
        "process",
        "Overall, there are six stages. First, bottles are collected. Then they are washed. Finally, they are melted.",
      ).answered,
    ).toBe(true);
    expect(answersQuestionType("process", "Glass is good for the environment and people like it.").answered).toBe(false);
  });
});
