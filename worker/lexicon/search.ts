/**
 * Lexicon search, best matches first: the word itself and the lemma of an inflected form, then words
 * that start with the query (by frequency); while the list is short, phrases that contain the query
 * (FTS5 trigram index), and when nothing matched at all, words one typing mistake away.
 */
import { sql, type SQL } from "drizzle-orm";
import type { LexiconSearchItem } from "../contract/lexicon";
import type { GlossLanguage } from "../contract/vocabulary-constants";
import type { Db } from "../db/client";
import { ENTRY_COLUMNS, entryItem, type EntryRow } from "./entries";
import { glossesByKey } from "./glosses";

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
type TieredRow = MatchedRow & { tier: number };
type PrefixRange = { from: string; to: string; limit: number };

/** An FTS5 phrase: the query in double quotes, inner quotes doubled. */
const ftsPhrase = (text: string) => `"${text.replace(/"/g, '""')}"`;

/** Words starting with the query, most frequent first: the key range of the covering prefix index, sorted. */
const prefixIds = (range: PrefixRange) =>
  sql`SELECT id FROM lexicon_entries WHERE lemma_key >= ${range.from} AND lemma_key < ${range.to} ORDER BY search_order LIMIT ${range.limit}`;

/**
 * The same for one-letter queries, whose key ranges hold up to 16,000 words: walk the Easy words in
 * rank order and stop at the first matches. Easy ranked words are exactly the most frequent ones
 * (ranks 1–3,000, scripts/lexicon/build.mjs), so when enough of them match they are the answer;
 * otherwise (x, z, q) the range is small and the plain prefix query runs.
 */
const frequentPrefixIds = (range: PrefixRange) => sql`SELECT id FROM lexicon_entries INDEXED BY lexicon_entries_difficulty_rank
  WHERE difficulty = 'Easy' AND rank IS NOT NULL AND lemma_key >= ${range.from} AND lemma_key < ${range.to} ORDER BY rank LIMIT ${range.limit}`;

/** Tier 0: the word itself; 1: lemmas of the inflected form typed; 2: words starting with it. One statement, one round trip. */
const firstTiers = (query: string, ids: SQL) => sql`SELECT * FROM (
    SELECT 0 AS tier, NULL AS matched, ${ENTRY_COLUMNS} FROM lexicon_entries e WHERE e.lemma_key = ${query}
    UNION ALL
    SELECT 1 AS tier, f.form AS matched, ${ENTRY_COLUMNS} FROM lexicon_forms f JOIN lexicon_entries e ON e.id = f.entry_id WHERE f.form = ${query}
    UNION ALL
    SELECT 2 AS tier, NULL AS matched, ${ENTRY_COLUMNS} FROM lexicon_entries e WHERE e.id IN (${ids})
  ) ORDER BY tier, search_order`;

/** Tier 3: words one typing mistake away (the variants as JSON); only asked when nothing else matched. */
const typoTier = (variants: string, limit: number) => sql`SELECT * FROM (
    SELECT 3 AS tier, j.value AS matched, ${ENTRY_COLUMNS} FROM json_each(${variants}) j JOIN lexicon_entries e ON e.lemma_key = j.value
    UNION ALL
    SELECT 3 AS tier, j.value AS matched, ${ENTRY_COLUMNS} FROM json_each(${variants}) j JOIN lexicon_forms f ON f.form = j.value JOIN lexicon_entries e ON e.id = f.entry_id
    ORDER BY search_order LIMIT ${limit})`;
/** Tier 4: phrases and words containing the query (an FTS5 phrase over the trigram index). */
const containsTier = (phrase: string, limit: number) => sql`SELECT * FROM (
    SELECT 4 AS tier, NULL AS matched, ${ENTRY_COLUMNS} FROM lexicon_fts JOIN lexicon_entries e ON e.id = lexicon_fts.rowid
    WHERE lexicon_fts MATCH ${phrase} ORDER BY e.search_order LIMIT ${limit})`;

const TIER_MATCH = ["exact", "form", "prefix", "typo", "contains"] as const;

/** Search, with each item's gloss when a gloss language is asked for (one more round trip). */
export async function searchLexicon(db: Db, query: string, limit: number, lang?: GlossLanguage): Promise<LexiconSearchItem[]> {
  const items = await searchEntries(db, query, limit);
  if (!lang) return items;
  const glosses = await glossesByKey(
    db,
    lang,
    items.map((item) => item.lemma.toLowerCase()),
  );
  return items.map((item) => ({ ...item, gloss: glosses.get(item.lemma.toLowerCase()) ?? null }));
}

async function searchEntries(db: Db, query: string, limit: number): Promise<LexiconSearchItem[]> {
  const items = new Map<string, LexiconSearchItem>();
  const addAll = (rows: TieredRow[]) => {
    for (const row of rows) {
      if (items.size < limit && !items.has(row.lemma_key))
        items.set(row.lemma_key, entryItem(row, TIER_MATCH[row.tier] ?? "contains", row.matched));
    }
  };
  const range: PrefixRange = { from: query, to: query + PREFIX_END, limit: limit + 1 };
  let rows = await db.all<TieredRow>(firstTiers(query, query.length === 1 ? frequentPrefixIds(range) : prefixIds(range)));
  if (query.length === 1 && rows.filter((r) => r.tier === 2).length <= limit) {
    rows = await db.all<TieredRow>(firstTiers(query, prefixIds(range)));
  }
  addAll(rows);
  if (items.size >= limit || query.length < CONTAINS_MIN_LENGTH) return [...items.values()];

  // One more round trip while the list is short: typos only when nothing matched at all.
  const contains = containsTier(ftsPhrase(query), limit * 2);
  const tiers =
    items.size === 0 && query.length >= TYPO_MIN_LENGTH
      ? [typoTier(JSON.stringify(oneEditVariants(query)), limit * 2), contains]
      : [contains];
  addAll(await db.all<TieredRow>(sql`${sql.join(tiers, sql` UNION ALL `)} ORDER BY tier, search_order`));
  return [...items.values()];
}
