/**
 * Reading the lexicon tables with raw SQL (drizzle's `sql` template): search runs on every keystroke
 * of the add-word autocomplete, so it skips the query builder and uses the covering prefix index directly.
 */
import { sql } from "drizzle-orm";
import type { LexiconSearchItem } from "../contract/lexicon";
import type { CefrLevel } from "../contract/placement";
import type { Difficulty, PartOfSpeech } from "../contract/vocabulary-constants";
import { batchSql, rowsOf, type Db } from "../db/client";

/** The columns every list of lexicon entries selects, prefixed by the table alias `e`. */
export const ENTRY_COLUMNS = sql.raw(
  "e.id, e.lemma, e.lemma_key, e.pos, e.ipa, e.rank, e.search_order, e.difficulty, e.cefr, e.definition, e.example",
);

export type EntryRow = {
  id: number;
  lemma: string;
  lemma_key: string;
  pos: PartOfSpeech;
  ipa: string | null;
  rank: number | null;
  search_order: number;
  difficulty: Difficulty;
  cefr: CefrLevel | null;
  definition: string;
  example: string | null;
};

export const entryItem = (row: EntryRow, match: LexiconSearchItem["match"], matched: string | null = null): LexiconSearchItem => ({
  lemma: row.lemma,
  pos: row.pos,
  ipa: row.ipa,
  difficulty: row.difficulty,
  rank: row.rank,
  definition: row.definition,
  example: row.example,
  gloss: null,
  match,
  matched,
});

/** Keys per statement when matching many words at once: one JSON parameter, well under D1's limits. */
const KEYS_PER_STATEMENT = 2000;

export type LexiconMatch = EntryRow & { query: string; via_form: number };

/**
 * The lexicon entry for each word key: the lemma itself, else the most frequent lemma it is a form
 * of (went → go). One statement per 2,000 keys, all in one batch.
 */
export async function matchLexicon(db: Db, keys: readonly string[]): Promise<Map<string, LexiconMatch>> {
  const unique = [...new Set(keys)];
  if (unique.length === 0) return new Map();
  const statements = [];
  for (let i = 0; i < unique.length; i += KEYS_PER_STATEMENT) {
    const json = JSON.stringify(unique.slice(i, i + KEYS_PER_STATEMENT));
    statements.push(
      sql`SELECT j.value AS query, 0 AS via_form, ${ENTRY_COLUMNS} FROM json_each(${json}) j JOIN lexicon_entries e ON e.lemma_key = j.value
        UNION ALL
        SELECT j.value AS query, 1 AS via_form, ${ENTRY_COLUMNS} FROM json_each(${json}) j
          JOIN lexicon_forms f ON f.form = j.value JOIN lexicon_entries e ON e.id = f.entry_id`,
    );
  }
  const best = new Map<string, LexiconMatch>();
  for (const result of await batchSql(db, statements)) {
    for (const row of rowsOf<LexiconMatch>(result)) {
      const current = best.get(row.query);
      if (!current || row.via_form < current.via_form || (row.via_form === current.via_form && row.search_order < current.search_order)) {
        best.set(row.query, row);
      }
    }
  }
  return best;
}
