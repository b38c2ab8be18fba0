import { env } from "cloudflare:workers";
import { beforeAll, describe, expect, it } from "vitest";
import type { Quiz } from "../../../worker/contract/quiz";
import { gapFill } from "../../../worker/vocabulary/quiz";
import { loadLexicon, signedIn } from "./helpers";

beforeAll(loadLexicon);

const BLANK = "_____";

type Entry = { lemma: string; example: string };
const lexiconExamples = async () =>
  (await env.DB.prepare("SELECT lemma, example FROM lexicon_entries WHERE example IS NOT NULL ORDER BY lemma").all<Entry>()).results;

describe("gap-fill items", () => {
  it("never blank a form the options do not offer: 'mitigating circumstances' is no gap for 'mitigate'", () => {
    expect(gapFill("mitigating circumstances", "mitigate")).toBeNull();
    expect(gapFill("the dog barked all night", "dog")).toEqual({ prompt: "the _____ barked all night", answer: "dog" });
    expect(gapFill("Dogs bark; the Dog sleeps", "dog")).toEqual({ prompt: "Dogs bark; the _____ sleeps", answer: "Dog" });
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

  it("asks gap-fill questions whose correct option fills the gap to give back the example, also for words whose example has another form", async () => {
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
    for (const q of gaps) {
      const example = words.find((w) => w.lemma === q.word)!.example;
      expect(q.prompt.replace(BLANK, q.options[q.correctIndex]!).toLowerCase(), q.prompt).toBe(example.toLowerCase());
    }
  });
});
