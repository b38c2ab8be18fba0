import { env } from "cloudflare:workers";
import { beforeAll, describe, expect, it } from "vitest";
import type { Quiz } from "../../../worker/contract/quiz";
import { DISTRACTOR_MAX_RANK, FREQUENCY_FACTOR } from "../../../worker/vocabulary/quiz-questions";
import { loadLexicon, signedIn } from "./helpers";

beforeAll(loadLexicon);

type Entry = { id: number; lemma: string; pos: string; rank: number | null; difficulty: string };
const entry = (lemma: string) =>
  env.DB.prepare("SELECT id, lemma, pos, rank, difficulty FROM lexicon_entries WHERE lemma_key = ?1").bind(lemma).first<Entry>();

async function quizOn(words: string[], rounds = 1): Promise<Quiz[]> {
  const user = await signedIn();
  for (const word of words) await user.ok("/api/words", { method: "POST", json: { word } }, 201);
  const quizzes: Quiz[] = [];
  for (let i = 0; i < rounds; i += 1)
    quizzes.push(
      await user.ok<Quiz>("/api/quizzes", { method: "POST", json: { questionCount: words.length, types: ["definition_to_word"] } }, 201),
    );
  return quizzes;
}

describe("quiz distractors", () => {
  it("are of the word's part of speech and a similar frequency, and never rare words", async () => {
    const words = ["dog", "water", "friend", "teacher", "learn", "write", "beautiful", "happy"];
    const [quiz] = await quizOn(words);
    expect(quiz!.questions.length).toBeGreaterThanOrEqual(6);
    for (const q of quiz!.questions) {
      const target = (await entry(q.word))!;
      for (const option of q.options.filter((o) => o !== q.word)) {
        const d = (await entry(option.toLowerCase()))!;
        expect(d.pos, `${option} for ${q.word}`).toBe(target.pos);
        if (words.includes(option)) continue;
        expect(d.rank, `${option} is a common word`).not.toBeNull();
        expect(d.rank!, `${option} is a common word`).toBeLessThanOrEqual(DISTRACTOR_MAX_RANK);
        const ratio = Math.max(d.rank! / target.rank!, target.rank! / d.rank!);
        expect(
          ratio <= FREQUENCY_FACTOR || d.difficulty === target.difficulty,
          `${option} (${d.rank}) for ${q.word} (${target.rank})`,
        ).toBe(true);
      }
    }
  });

  it("come first from the word's WordNet neighbours of a similar frequency, never a rare one", async () => {
    const dog = (await entry("dog"))!;
    const similar = (
      await env.DB.prepare(
        `SELECT id, lemma, pos, rank, difficulty FROM lexicon_entries WHERE pos = 'noun' AND rank BETWEEN ?1 AND ?2 AND lemma = lemma_key
           AND instr(lemma, ' ') = 0 AND length(lemma) >= 3 AND lemma_key NOT IN ('dog', 'apple', 'banana', 'tomato') ORDER BY rank LIMIT 3`,
      )
        .bind(Math.ceil(dog.rank! / FREQUENCY_FACTOR), dog.rank! * FREQUENCY_FACTOR)
        .all<Entry>()
    ).results;
    const rare = (await env.DB.prepare(
      `SELECT id, lemma FROM lexicon_entries WHERE pos = 'noun' AND (rank IS NULL OR rank > ?1) AND instr(lemma, ' ') = 0 LIMIT 1`,
    )
      .bind(DISTRACTOR_MAX_RANK)
      .first<Entry>())!;
    expect(similar).toHaveLength(3);
    // The test sets dog's neighbours: three common nouns of a similar frequency and a rare one.
    const neighbours = [rare, ...similar];
    await env.DB.prepare("DELETE FROM lexicon_neighbours WHERE entry_id = ?1").bind(dog.id).run();
    await env.DB.batch(
      neighbours.map((n, i) =>
        env.DB.prepare("INSERT INTO lexicon_neighbours (entry_id, position, neighbour_id) VALUES (?1, ?2, ?3)").bind(dog.id, 100 + i, n.id),
      ),
    );
    for (const quiz of await quizOn(["dog", "apple", "banana", "tomato"], 3)) {
      const q = quiz.questions.find((question) => question.word === "dog")!;
      expect(new Set(q.options)).toEqual(new Set(["dog", ...similar.map((s) => s.lemma)]));
      expect(q.options).not.toContain(rare.lemma);
    }
  });
});
