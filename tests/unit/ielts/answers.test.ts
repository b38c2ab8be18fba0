import fc from "fast-check";
import { describe, expect, it } from "vitest";
import listening1 from "../../../content/ielts/listening/test-1.json";
import listening2 from "../../../content/ielts/listening/test-2.json";
import reading1 from "../../../content/ielts/reading/test-1.json";
import reading2 from "../../../content/ielts/reading/test-2.json";
import { ieltsContentFileSchema, type WordLimit } from "../../../worker/contract/ielts-content";
import { isCorrectAnswer, normaliseTypedAnswer, type AnswerKey } from "../../../worker/contract/ielts-scoring";

const typed = (accepted: string[], wordLimit: WordLimit | null = null): AnswerKey => ({
  kind: "typed",
  answer: accepted[0]!,
  accepted,
  wordLimit,
});
const choice = (answer: string): AnswerKey => ({ kind: "choice", answer, accepted: [answer], wordLimit: null });

describe("typed answers", () => {
  it("ignore case and surrounding spaces and punctuation", () => {
    const key = typed(["Garden"]);
    for (const given of ["Garden", "garden", "GARDEN", "  garden ", "garden.", '"Garden"'])
      expect(isCorrectAnswer(given, key), given).toBe(true);
    expect(isCorrectAnswer("Gardens", key)).toBe(false);
  });

  it("ignore a leading article while the answer keeps to the word limit", () => {
    expect(isCorrectAnswer("the lighthouse keeper", typed(["lighthouse keeper"], { maxWords: 3, number: false }))).toBe(true);
    expect(isCorrectAnswer("a ferry", typed(["ferry"], { maxWords: 2, number: false }))).toBe(true);
    // ONE WORD ONLY: "the garden" is two words, which IELTS marks wrong however right the word is.
    expect(isCorrectAnswer("the garden", typed(["garden"], { maxWords: 1, number: false }))).toBe(false);
    expect(isCorrectAnswer("the Garden Room", typed(["Garden"], { maxWords: 1, number: true }))).toBe(false);
  });

  it("accept every listed variant, and only those: spelling counts", () => {
    const key = typed(["colour", "color"]);
    expect(isCorrectAnswer("Color", key)).toBe(true);
    expect(isCorrectAnswer("colour", key)).toBe(true);
    expect(isCorrectAnswer("collour", key)).toBe(false);
    expect(isCorrectAnswer("Okafor", typed(["Okafor"]))).toBe(true);
    expect(isCorrectAnswer("Okafur", typed(["Okafor"]))).toBe(false);
  });

  it("read numbers the way markers do: words or digits, grouping, times, per cent", () => {
    expect(isCorrectAnswer("forty-five", typed(["45"]))).toBe(true);
    expect(isCorrectAnswer("forty five", typed(["45"]))).toBe(true);
    expect(isCorrectAnswer("45", typed(["forty-five"]))).toBe(true);
    expect(isCorrectAnswer("46", typed(["45"]))).toBe(false);
    expect(isCorrectAnswer("1,200", typed(["1200"]))).toBe(true);
    expect(isCorrectAnswer("fourteenth", typed(["14th"]))).toBe(true);
    expect(isCorrectAnswer("11:30", typed(["11.30"]))).toBe(true);
    expect(isCorrectAnswer("11.30 p.m.", typed(["11.30 pm"]))).toBe(true);
    expect(isCorrectAnswer("11:30pm", typed(["11.30 pm"]))).toBe(true);
    expect(isCorrectAnswer("30 per cent", typed(["30%"]))).toBe(true);
    expect(isCorrectAnswer("30 percent", typed(["30%"]))).toBe(true);
    expect(isCorrectAnswer("13", typed(["30"]))).toBe(false);
  });

  it("treat hyphens between words as spaces", () => {
    expect(isCorrectAnswer("well known", typed(["well-known"]))).toBe(true);
    expect(normaliseTypedAnswer("Twenty-First")).toBe("21st");
  });

  it("never score a blank answer", () => {
    for (const given of [undefined, "", "   "]) expect(isCorrectAnswer(given, typed(["ferry"]))).toBe(false);
  });
});

describe("choice answers", () => {
  it("compare the letter, numeral or word whatever its case", () => {
    expect(isCorrectAnswer("b", choice("B"))).toBe(true);
    expect(isCorrectAnswer(" B ", choice("B"))).toBe(true);
    expect(isCorrectAnswer("C", choice("B"))).toBe(false);
    expect(isCorrectAnswer("IV", choice("iv"))).toBe(true);
    expect(isCorrectAnswer("vi", choice("iv"))).toBe(false);
    expect(isCorrectAnswer("not given", choice("NOT GIVEN"))).toBe(true);
    expect(isCorrectAnswer("true", choice("TRUE"))).toBe(true);
    expect(isCorrectAnswer("FALSE", choice("TRUE"))).toBe(false);
  });
});

describe("the content's own keys", () => {
  const tests = [reading1, reading2, listening1, listening2].map((file) => ieltsContentFileSchema.parse(file));
  const keys = tests.flatMap((test) => {
    if (test.kind !== "ielts_reading_test" && test.kind !== "ielts_listening_test") return [];
    const groups =
      test.kind === "ielts_reading_test" ? test.passages.flatMap((p) => p.questionGroups) : test.parts.flatMap((p) => p.questionGroups);
    return groups.flatMap((group) =>
      group.questions.flatMap((q) =>
        "accepted" in q && !("options" in group && group.options)
          ? [
              {
                id: `${test.id} ${q.number}`,
                key: typed(q.accepted, "wordLimit" in group ? (group.wordLimit ?? null) : null),
                accepted: q.accepted,
              },
            ]
          : [],
      ),
    );
  });

  it("score every accepted answer of every typed question", () => {
    expect(keys.length).toBeGreaterThan(30);
    for (const { id, key, accepted } of keys)
      for (const answer of accepted) expect(isCorrectAnswer(answer, key), `${id}: ${answer}`).toBe(true);
  });

  it("still score them in any case, with spaces around, or with a final full stop", () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...keys),
        fc.nat(),
        fc.constantFrom("", " ", "  "),
        fc.constantFrom("", ".", " "),
        fc.boolean(),
        ({ key, accepted }, pick, before, after, upper) => {
          const answer = accepted[pick % accepted.length]!;
          expect(isCorrectAnswer(`${before}${upper ? answer.toUpperCase() : answer.toLowerCase()}${after}`, key)).toBe(true);
        },
      ),
    );
  });
});
