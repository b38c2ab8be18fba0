import { describe, expect, it } from "vitest";
import type { SatQuestionView } from "../../../worker/contract/sat";
import { SAT_MODULES, satContentFileSchema, type MathItem, type ReadingWritingItem } from "../../../worker/contract/sat-content";
import { WORD_LENGTH_LIMIT } from "../../../worker/contract/vocabulary-constants";
import { clip, plainText, reviewCardText, type ReviewCardSource } from "../../../worker/sat/review-card-text";

/** What the seeded question shows (scripts/content/sat-content-seed.ts), as far as a card reads it. */
function viewOf(item: ReadingWritingItem | MathItem, number: number): SatQuestionView {
  const common = { id: item.id, number, domain: item.domain, skill: item.skill, difficulty: item.difficulty };
  const options = "options" in item ? item.options.map(({ letter, text }) => ({ letter, text })) : undefined;
  if ("passage" in item) return { ...common, format: "multiple_choice", passage: item.passage, question: item.question, options };
  return { ...common, format: item.format, question: item.prompt, ...(options ? { options } : {}) };
}

/** Every test under content/sat, as the setup step seeds them. */
const files = Object.values(import.meta.glob<unknown>("../../../content/sat/*.json", { eager: true, import: "default" }));

const sources: (ReviewCardSource & { id: string })[] = files.flatMap((raw) => {
  const test = satContentFileSchema.parse(raw);
  return SAT_MODULES.flatMap((module) =>
    (test.modules[module] as (ReadingWritingItem | MathItem)[]).map((item, i) => ({
      id: item.id,
      body: viewOf(item, i + 1),
      answer: item.answer,
      explanation: "passage" in item ? item.explanation : item.steps.at(-1)!,
      steps: "passage" in item ? [] : item.steps,
      origin: `${test.title}, ${module}, question ${i + 1}`,
    })),
  );
});
const byId = (id: string) => sources.find((s) => s.id === id)!;

describe("a SAT question as a review card", () => {
  it("reads as plain text for every item of content/sat: no LaTeX left, a front short enough for the card", () => {
    expect(sources.length).toBeGreaterThanOrEqual(5 * 81 + 5 * 66);
    const leftovers: string[] = [];
    for (const source of sources) {
      const card = reviewCardText(source);
      const texts = [card.word, card.definition, card.example ?? ""];
      if (texts.some((text) => /\\|[{}]|\$[^\d\s]/.test(text))) leftovers.push(`${source.id}: ${texts.join(" | ")}`);
      expect(card.word.length).toBeLessThan(WORD_LENGTH_LIMIT);
      expect(card.word.trim()).toBe(card.word);
      expect(card.definition.startsWith(card.kind === "word" ? "" : "Answer: ")).toBe(true);
    }
    expect(leftovers).toEqual([]);
  });

  it("teaches a Words in Context item's right word with its sentence as the example", () => {
    const card = reviewCardText(byId("sat-rw1-m1-01"));
    expect(card).toMatchObject({ kind: "word", word: "ideal", difficulty: "Easy" });
    expect(card.example).toContain("the quiet evening hours were ideal for the adults");
    expect(card.definition).toContain("perfectly suited");
    expect(card.notes).toContain("question 1");
  });

  it("shows a conventions item's blank on the front and the right answer, the explanation and the filled sentence on the back", () => {
    const source = byId("sat-rw1-m1-16");
    const card = reviewCardText(source);
    expect(card.kind).toBe("question");
    expect(card.word).toContain("______");
    expect(card.word.length).toBeLessThanOrEqual(120);
    expect(card.definition).toMatch(/^Answer: C\) countries; — Both parts are complete sentences/);
    expect(card.example).toContain("countries;");
    expect(card.example).not.toContain("______");
  });

  it("states a question without a blank with the passage's opening, so two main-idea questions differ", () => {
    const [a, b] = [reviewCardText(byId("sat-rw1-m1-09")), reviewCardText(byId("sat-rw1-m1-10"))];
    expect(a.word).toMatch(/^Which choice best states the main idea of the text\? \(“.+”\)$/);
    expect(a.word).not.toBe(b.word);
    expect(a.example).toBeNull();
  });

  it("writes a Math prompt and its worked steps in plain text", () => {
    const card = reviewCardText(byId("sat-math1-m1-17"));
    expect(card.word).toBe("In right triangle ABC, angle C is the right angle, AC = 8, and BC = 15. What is the value of sin A?");
    expect(card.definition).toContain("Answer: 15/17 — By the Pythagorean theorem, AB = √(8² + 15²) = √289 = 17.");
    expect(card.definition).toContain("sin A = opposite/hypotenuse = BC/AB = 15/17");
    expect(card.difficulty).toBe("Hard");
  });

  it("turns the content's LaTeX into readable symbols", () => {
    expect(plainText("$x^2 - 5x - 14 = 0$")).toBe("x² - 5x - 14 = 0");
    expect(plainText("$\\frac{x + 1}{2}$ and $72\\pi$")).toBe("(x + 1)/2 and 72π");
    expect(plainText("$30^\\circ$, $x \\le 4$, $a \\neq b$")).toBe("30°, x ≤ 4, a ≠ b");
    expect(plainText("costs \\$5 and $500(1.2)^t$")).toBe("costs $5 and 500(1.2)ᵗ");
    expect(plainText("$2^{t/3}$")).toBe("2^(t/3)");
    expect(clip("one two three four", 10)).toBe("one two…");
  });
});
