/**
 * WordNet synonyms of a question's key words, read from the lexicon in D1 (`lexicon_senses.synonyms`), so
 * the offline estimate counts "renowned" for "famous" and "riches" for "wealth" as answering the question
 * (./paraphrase's groups cover only our own topics). Single words from a lemma's first senses only: the
 * rare senses ("car" → "gondola") would let unrelated words count.
 */
import { sql } from "drizzle-orm";
import type { Db } from "../db/client";
import { wordTokens } from "./text-features";
import { STOP_WORDS } from "./word-lists";

/** Synonyms come from a lemma's most frequent senses: WordNet orders senses by frequency. */
const SENSES_READ = 3;
/** A learner's own question may be long; its first key words are enough to place the topic. */
const MAX_KEY_WORDS = 40;

export type PromptSynonyms = Readonly<Record<string, readonly string[]>>;

export async function promptSynonyms(db: Db, prompt: string): Promise<PromptSynonyms> {
  const words = [
    ...new Set(
      wordTokens(prompt)
        .map((t) => t.text.toLowerCase())
        .filter((w) => w.length > 2 && !STOP_WORDS.has(w)),
    ),
  ].slice(0, MAX_KEY_WORDS);
  if (words.length === 0) return {};
  // A key word is a lemma ("wealth") or an inflected form of one ("earns" → "earn").
  const rows = await db.all<{ word: string; synonyms: string }>(sql`
      WITH words(word) AS (SELECT value FROM json_each(${JSON.stringify(words)})),
      lemmas(word, entry_id) AS (
        SELECT w.word, e.id FROM words w JOIN lexicon_entries e ON e.lemma_key = w.word
        UNION SELECT w.word, f.entry_id FROM words w JOIN lexicon_forms f ON f.form = w.word
      )
      SELECT l.word, s.synonyms FROM lemmas l JOIN lexicon_senses s ON s.entry_id = l.entry_id AND s.position < ${SENSES_READ}`);
  const synonyms: Record<string, string[]> = {};
  for (const { word, synonyms: json } of rows) {
    const single = (JSON.parse(json) as string[]).map((s) => s.toLowerCase()).filter((s) => /^\p{L}+$/u.test(s) && s !== word);
    synonyms[word] = [...new Set([...(synonyms[word] ?? []), ...single])];
  }
  return synonyms;
}
