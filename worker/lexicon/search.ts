/**
 * Lexicon search, best matches first: the word itself and the lemma of an inflected form, then words
 * that start with the query (by frequency), then, while the list is short, words one typing mistake
 * away and phrases that contain the query (FTS5 trigram index).
 */
import type { LexiconSearchItem } from "../contract/lexicon";
import { ENTRY_COLUMNS, entryItem, rowsOf, type EntryRow } from "./entries";

/** Typo correction starts at this length: shorter queries are one edit away from too many words. */
const TYPO_MIN_LENGTH = 4;
/** "Contains" matches need a full trigram. */
const CONTAINS_MIN_LENGTH = 3;
/** Letters a typo may have dropped or replaced (a space joins phrases: "icecream" → "ice cream"). */
const TYPO_ALPHABET = "abcdefghijklmnopqrstuvwxyz -'";
/** Greater than any character, so `key < prefix + PREFIX_END` bounds a prefix range. */
const PREFIX_END = "\u{10FFFF}";

/** Every string one deletion, swap, replacement or insertion away from `word` (Norvig's edits1). */
export function oneEditVariants(word: string): string[] {
  const variants = new Set<string>();
  for (let i = 0; i <= word.length; i += 1) {
    const head = word.slice(0, i);
    const tail = word.slice(i);
    if (tail) variants.add(head + tail.slice(1));
    if (tail.length > 1) variants.add(head + tail[1] + tail[0] + tail.slice(2));
    for (const letter of TYPO_ALPHABET) {
      if (tail) variants.add(head + letter + tail.slice(1));
      variants.add(head + letter + tail);
    }
  }
  variants.delete(word);
  return [...variants];
}

type MatchedRow = EntryRow & { matched: string | null };

/** An FTS5 phrase: the query in double quotes, inner quotes doubled. */
const ftsPhrase = (text: string) => `"${text.replace(/"/g, '""')}"`;

/** Words starting with the query, most frequent first: the key range of the covering prefix index, sorted. */
const prefixStatement = (d1: D1Database, query: string, limit: number) =>
  d1
    .prepare(
      `SELECT ${ENTRY_COLUMNS} FROM lexicon_entries e WHERE e.id IN (
         SELECT id FROM lexicon_entries WHERE lemma_key >= ?1 AND lemma_key < ?2 ORDER BY search_order LIMIT ?3
       ) ORDER BY e.search_order`,
    )
    .bind(query, query + PREFIX_END, limit);

/**
 * The same for one- or two-letter queries, whose key ranges hold thousands of words: walk the Easy
 * words in rank order and stop at the first matches. Easy ranked words are exactly the most frequent
 * ones (ranks 1–3,000, scripts/lexicon/build.mjs), so when enough of them match they are the answer;
 * otherwise the range is small and the plain prefix query runs.
 */
const SHORT_QUERY_LENGTH = 2;
const frequentPrefixStatement = (d1: D1Database, query: string, limit: number) =>
  d1
    .prepare(
      `SELECT ${ENTRY_COLUMNS} FROM lexicon_entries e INDEXED BY lexicon_entries_difficulty_rank
       WHERE e.difficulty = 'Easy' AND e.rank IS NOT NULL AND e.lemma_key >= ?1 AND e.lemma_key < ?2 ORDER BY e.rank LIMIT ?3`,
    )
    .bind(query, query + PREFIX_END, limit);

export async function searchLexicon(d1: D1Database, query: string, limit: number): Promise<LexiconSearchItem[]> {
  const short = query.length <= SHORT_QUERY_LENGTH;
  const [exact, forms, firstPrefix] = await d1.batch([
    d1.prepare(`SELECT ${ENTRY_COLUMNS} FROM lexicon_entries e WHERE e.lemma_key = ?1`).bind(query),
    d1
      .prepare(
        `SELECT ${ENTRY_COLUMNS}, f.form AS matched FROM lexicon_forms f JOIN lexicon_entries e ON e.id = f.entry_id
         WHERE f.form = ?1 ORDER BY e.search_order`,
      )
      .bind(query),
    (short ? frequentPrefixStatement : prefixStatement)(d1, query, limit + 1),
  ]);
  const prefix = short && rowsOf(firstPrefix).length <= limit ? await prefixStatement(d1, query, limit + 1).all() : firstPrefix;
  const items = new Map<string, LexiconSearchItem>();
  const add = (row: EntryRow, match: LexiconSearchItem["match"], matched: string | null = null) => {
    if (items.size < limit && !items.has(row.lemma_key)) items.set(row.lemma_key, entryItem(row, match, matched));
  };
  for (const row of rowsOf<EntryRow>(exact)) add(row, "exact");
  for (const row of rowsOf<MatchedRow>(forms)) add(row, "form", row.matched);
  for (const row of rowsOf<EntryRow>(prefix)) add(row, "prefix");
  if (items.size >= limit) return [...items.values()];

  const fallbacks: D1PreparedStatement[] = [];
  const wantTypos = query.length >= TYPO_MIN_LENGTH;
  if (wantTypos) {
    fallbacks.push(
      d1
        .prepare(
          `SELECT * FROM (
             SELECT ${ENTRY_COLUMNS}, j.value AS matched FROM json_each(?1) j JOIN lexicon_entries e ON e.lemma_key = j.value
             UNION ALL
             SELECT ${ENTRY_COLUMNS}, j.value AS matched FROM json_each(?1) j
               JOIN lexicon_forms f ON f.form = j.value JOIN lexicon_entries e ON e.id = f.entry_id
           ) ORDER BY search_order LIMIT ?2`,
        )
        .bind(JSON.stringify(oneEditVariants(query)), limit),
    );
  }
  if (query.length >= CONTAINS_MIN_LENGTH) {
    fallbacks.push(
      d1
        .prepare(
          `SELECT ${ENTRY_COLUMNS} FROM lexicon_fts JOIN lexicon_entries e ON e.id = lexicon_fts.rowid
           WHERE lexicon_fts MATCH ?1 ORDER BY e.search_order LIMIT ?2`,
        )
        .bind(ftsPhrase(query), limit * 2),
    );
  }
  if (fallbacks.length === 0) return [...items.values()];
  const results = await d1.batch(fallbacks);
  if (wantTypos) for (const row of rowsOf<MatchedRow>(results.shift())) add(row, "typo", row.matched);
  for (const row of rowsOf<EntryRow>(results.shift())) add(row, "contains");
  return [...items.values()];
}
