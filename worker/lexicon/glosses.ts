/**
 * Glosses of lexicon entries in an interface language (lexicon_glosses, imported at setup from the
 * Müller dictionary for Russian). Asked for only with `?lang=`, so other interfaces never pay for them.
 */
import { sql } from "drizzle-orm";
import type { GlossLanguage } from "../contract/vocabulary-constants";
import type { Db } from "../db/client";
import { matchLexicon } from "./entries";

/** Lemma key → gloss for the keys that have one. */
export async function glossesByKey(db: Db, lang: GlossLanguage, keys: readonly string[]): Promise<Map<string, string>> {
  if (keys.length === 0) return new Map();
  const rows = await db.all<{ key: string; gloss: string }>(
    sql`SELECT e.lemma_key AS key, g.gloss FROM json_each(${JSON.stringify([...new Set(keys)])}) j
      JOIN lexicon_entries e ON e.lemma_key = j.value JOIN lexicon_glosses g ON g.entry_id = e.id AND g.lang = ${lang}`,
  );
  return new Map(rows.map((r) => [r.key, r.gloss]));
}

/** Word → the gloss of its lexicon entry: the lemma itself, else the lemma it inflects ("went" → go's). */
export async function glossesOfWords(db: Db, lang: GlossLanguage, words: readonly string[]): Promise<Record<string, string>> {
  const matches = await matchLexicon(db, words);
  const byKey = await glossesByKey(
    db,
    lang,
    [...matches.values()].map((m) => m.lemma_key),
  );
  const glosses: Record<string, string> = {};
  for (const [word, match] of matches) {
    const gloss = byKey.get(match.lemma_key);
    if (gloss) glosses[word] = gloss;
  }
  return glosses;
}
