/**
 * Glosses of lexicon entries in an interface language (lexicon_glosses, imported at setup from the
 * Müller dictionary for Russian). Asked for only with `?lang=`, so other interfaces never pay for them.
 */
import { sql } from "drizzle-orm";
import type { GlossLanguage, PartOfSpeech } from "../contract/vocabulary-constants";
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

export type SenseFill = { definition: string; pos: PartOfSpeech; example: string | null; gloss: string | null };

/**
 * What a saved word takes from one sense of its lemma: the definition, part of speech and an example
 * of that sense, and its translation (the sense's own, else the lemma's) when a gloss language is asked.
 * Null when the lemma has no such sense.
 */
export async function senseFill(db: Db, lemmaKey: string, position: number, lang: GlossLanguage | null): Promise<SenseFill | null> {
  const row = await db.get<{ definition: string; pos: PartOfSpeech; examples: string; sense_gloss: string | null; gloss: string | null }>(
    sql`SELECT s.definition, s.pos, s.examples, sg.gloss AS sense_gloss, g.gloss
      FROM lexicon_entries e JOIN lexicon_senses s ON s.entry_id = e.id AND s.position = ${position}
      LEFT JOIN lexicon_sense_glosses sg ON sg.entry_id = e.id AND sg.position = s.position AND sg.lang = ${lang}
      LEFT JOIN lexicon_glosses g ON g.entry_id = e.id AND g.lang = ${lang}
      WHERE e.lemma_key = ${lemmaKey}`,
  );
  if (!row) return null;
  return {
    definition: row.definition,
    pos: row.pos,
    example: (JSON.parse(row.examples) as string[])[0] ?? null,
    gloss: row.sense_gloss ?? row.gloss,
  };
}

/** For each lemma with a chosen sense, what that sense gives a saved or quizzed word (senseFill), in one query. */
export async function chosenSenses(
  db: Db,
  senses: Readonly<Record<string, number>>,
  lang: GlossLanguage | null = null,
): Promise<Map<string, SenseFill>> {
  const pairs = Object.entries(senses);
  if (pairs.length === 0) return new Map();
  const rows = await db.all<{
    lemma: string;
    definition: string;
    pos: PartOfSpeech;
    examples: string;
    sense_gloss: string | null;
    gloss: string | null;
  }>(
    sql`SELECT j.value ->> '$[0]' AS lemma, s.definition, s.pos, s.examples, sg.gloss AS sense_gloss, g.gloss
      FROM json_each(${JSON.stringify(pairs)}) j
      JOIN lexicon_entries e ON e.lemma_key = j.value ->> '$[0]'
      JOIN lexicon_senses s ON s.entry_id = e.id AND s.position = j.value ->> '$[1]'
      LEFT JOIN lexicon_sense_glosses sg ON sg.entry_id = e.id AND sg.position = s.position AND sg.lang = ${lang}
      LEFT JOIN lexicon_glosses g ON g.entry_id = e.id AND g.lang = ${lang}`,
  );
  return new Map(
    rows.map((r) => [
      r.lemma,
      { definition: r.definition, pos: r.pos, example: (JSON.parse(r.examples) as string[])[0] ?? null, gloss: r.sense_gloss ?? r.gloss },
    ]),
  );
}
