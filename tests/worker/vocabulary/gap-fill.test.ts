import { env } from "cloudflare:workers";
import { beforeAll, describe, expect, it } from "vitest";
import type { Quiz } from "../../../worker/contract/quiz";
import { gapFill, inflectionOf } from "../../../worker/vocabulary/quiz-questions";
import { loadLexicon, signedIn } from "./helpers";

beforeAll(loadLexicon);

const BLANK = "_____";

type Entry = { lemma: string; example: string };
const lexiconExamples = async () =>
  (await env.DB.prepare("SELECT lemma, example FROM lexicon_entries WHERE example IS NOT NULL ORDER BY lemma").all<Entry>()).results;

describe("gap-fill items", () => {
  it("blank the word, else the inflected form the sentence has: 'mitigating circumstances' asks for 'mitigating'", () => {
    expect(gapFill("mitigating circumstances", "mitigate")).toBeNull();
    expect(gapFill("mitigating circumstances", "mitigate", ["mitigated", "mitigates", "mitigating"])).toEqual({
      prompt: "_____ circumstances",
      answer: "mitigating",
      inflected: true,
    });
    expect(gapFill("the dog barked all night", "dog")).toEqual({ prompt: "the _____ barked all night", answer: "dog", inflected: false });
    expect(gapFill("Dogs bark; the Dog sleeps", "dog", ["dogs"])).toEqual({
      prompt: "Dogs bark; the _____ sleeps",
      answer: "Dog",
      inflected: false,
    });
  });

  it("tell the inflection a form is of its lemma, so distractors take the same one", () => {
    expect(inflectionOf("mitigate", "mitigating", "verb")).toBe("ing");
    expect(inflectionOf("bark", "barked", "verb")).toBe("ed");
    expect(inflectionOf("go", "went", "verb")).toBe("ed");
    expect(inflectionOf("run", "runs", "verb")).toBe("s");
    expect(inflectionOf("child", "children", "noun")).toBe("s");
    expect(inflectionOf("dog", "dogs", "noun")).toBe("s");
    expect(inflectionOf("happy", "happier", "adjective")).toBe("er");
    expect(inflectionOf("happy", "happiest", "adjective")).toBe("est");
    expect(inflectionOf("good", "better", "adjective")).toBe("er");
  });

  it("expects exactly the word as the sentence has it, for every example of the shipped lexicon", async () => {
    const entries = await lexiconExamples();
    expect(entries.length).toBeGreaterThan(100);
    let items = 0;
    for (const { lemma, example } of entries) {
      const item = gapFill(example, lemma);
      if (!item) continue;
      items += 1;
      expect(item.prompt.split(BLANK), example).toHaveLength(2);
      expect(item.prompt.replace(BLANK, item.answer), lemma).toBe(example);
      expect(item.answer.toLowerCase(), example).toBe(lemma.toLowerCase());
    }
    expect(items).toBeGreaterThan(50);
  });

  it("asks gap-fill questions whose correct option fills the gap to give back the example, in the inflected form when the example has one, every option in that form", async () => {
    const exact = (await lexiconExamples()).filter((e) => gapFill(e.example, e.lemma) && !e.lemma.includes(" ")).slice(0, 10);
    const otherForm = (
      await env.DB.prepare(
        `SELECT e.lemma, e.example FROM lexicon_entries e WHERE e.example IS NOT NULL AND instr(e.lemma, ' ') = 0
           AND instr(lower(e.example), lower(e.lemma)) = 0
           AND EXISTS (SELECT 1 FROM lexicon_forms f WHERE f.entry_id = e.id AND instr(lower(e.example), f.form) > 0)
         ORDER BY e.lemma LIMIT 10`,
      ).all<Entry>()
    ).results;
    expect(otherForm.length).toBeGreaterThan(3);
    const words = [...exact, ...otherForm];
    const user = await signedIn();
    for (const { lemma } of words) await user.ok("/api/words", { method: "POST", json: { word: lemma } }, 201);
    const quiz = await user.ok<Quiz>("/api/quizzes", { method: "POST", json: { questionCount: words.length, types: ["gap_fill"] } }, 201);
    const gaps = quiz.questions.filter((q) => q.type === "gap_fill");
    expect(gaps.length).toBeGreaterThanOrEqual(exact.length);
    const inflected = gaps.filter((q) => otherForm.some((w) => w.lemma === q.word));
    expect(inflected.length).toBeGreaterThan(0);
    for (const q of gaps) {
      const example = words.find((w) => w.lemma === q.word)!.example;
      expect(q.prompt.replace(BLANK, q.options[q.correctIndex]!).toLowerCase(), q.prompt).toBe(example.toLowerCase());
    }
    for (const q of inflected) {
      const correct = q.options[q.correctIndex]!.toLowerCase();
      expect(correct, q.prompt).not.toBe(q.word.toLowerCase());
      for (const option of q.options) {
        // A form may belong to several lemmas ("left": leave, left): one of them must be of the same inflection.
        const { results: lemmas } = await env.DB.prepare(
          "SELECT e.lemma, f.pos FROM lexicon_forms f JOIN lexicon_entries e ON e.id = f.entry_id WHERE f.form = ?1",
        )
          .bind(option.toLowerCase())
          .all<{ lemma: string; pos: "verb" }>();
        expect(lemmas.length, `${option} is an inflected form`).toBeGreaterThan(0);
        const sameInflection = lemmas.some(({ lemma, pos }) => inflectionOf(lemma, option, pos) === inflectionOf(q.word, correct, pos));
        expect(sameInflection, `${option} is in the same inflection as ${correct}`).toBe(true);
      }
    }
  });
});
