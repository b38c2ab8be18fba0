/**
 * GET /api/lexicon/entries/:lemma: a lemma with every sense, or the lemma of an inflected form (went → go).
 * With the sentence the word was met in, the sense that fits it comes first, chosen among every entry the
 * word can be ("assumed": the adjective, or the verb assume) — worker/lexicon/sense-choice.ts.
 */
import { sql } from "drizzle-orm";
import type { LexiconEntryResponse, LexiconInfo, LexiconSense } from "../contract/lexicon";
import { LEXICON_SOURCES } from "../contract/lexicon";
import { batchSql, rowsOf, type Db } from "../db/client";
import type { GlossLanguage } from "../contract/vocabulary-constants";
import { ENTRY_COLUMNS, type EntryRow } from "./entries";
import { chooseSense, contentWords, type CandidateSense } from "./sense-choice";

type SenseRow = {
  entry_id: number;
  position: number;
  pos: LexiconSense["pos"];
  definition: string;
  examples: string;
  synonyms: string;
  tagged: number;
  related: string | null;
  gloss: string | null;
};

/** Context words this common say little about a sense; their definitions are not read. */
const CONTEXT_MIN_RANK = 150;
/** Senses of each context word whose definitions widen the context (extended Lesk). */
const CONTEXT_SENSES = 3;

const senseOf = (row: SenseRow): LexiconSense => ({
  position: row.position,
  pos: row.pos,
  definition: row.definition,
  examples: JSON.parse(row.examples) as string[],
  synonyms: JSON.parse(row.synonyms) as string[],
  gloss: row.gloss,
});

/** Definitions (and synonyms) of the sentence's other content words, for extended Lesk. */
const contextDefinitionsSql = (words: readonly string[]) => {
  const json = JSON.stringify([...new Set(words)]);
  return sql`SELECT s.definition, s.synonyms FROM (
      SELECT e.id FROM json_each(${json}) j JOIN lexicon_entries e ON e.lemma_key = j.value WHERE e.rank >= ${CONTEXT_MIN_RANK}
      UNION SELECT e.id FROM json_each(${json}) j JOIN lexicon_forms f ON f.form = j.value JOIN lexicon_entries e ON e.id = f.entry_id
        WHERE e.rank >= ${CONTEXT_MIN_RANK} AND NOT EXISTS (SELECT 1 FROM lexicon_entries x WHERE x.lemma_key = j.value)
    ) c JOIN lexicon_senses s ON s.entry_id = c.id AND s.position < ${CONTEXT_SENSES}`;
};

export async function lookupLexiconEntry(
  db: Db,
  key: string,
  lang?: GlossLanguage,
  context?: string,
): Promise<LexiconEntryResponse | null> {
  const [exact, formOf] = await batchSql(db, [
    sql`SELECT ${ENTRY_COLUMNS} FROM lexicon_entries e WHERE e.lemma_key = ${key}`,
    sql`SELECT ${ENTRY_COLUMNS} FROM lexicon_forms f JOIN lexicon_entries e ON e.id = f.entry_id WHERE f.form = ${key} ORDER BY e.search_order`,
  ]);
  const exactEntry = rowsOf<EntryRow>(exact)[0];
  const lemmas = rowsOf<EntryRow>(formOf).filter((l) => l.id !== exactEntry?.id);
  const fallback = exactEntry ?? lemmas[0];
  if (!fallback) return null;
  // Without a sentence only the word's own entry (else its commonest lemma) is read, as before.
  const candidates = context ? [...(exactEntry ? [exactEntry] : []), ...lemmas] : [fallback];
  const ids = JSON.stringify(candidates.map((e) => e.id));
  const others = context ? contentWords(context).filter((w) => w !== key) : [];
  const [senseRows, formRows, glossRows, definitionRows] = await batchSql(db, [
    sql`SELECT s.entry_id, s.position, s.pos, s.definition, s.examples, s.synonyms, s.tagged, s.related, g.gloss
      FROM json_each(${ids}) j JOIN lexicon_senses s ON s.entry_id = j.value
      LEFT JOIN lexicon_sense_glosses g ON g.entry_id = s.entry_id AND g.position = s.position AND g.lang = ${lang ?? null}
      ORDER BY j.key, s.position`,
    sql`SELECT DISTINCT entry_id, form FROM lexicon_forms WHERE entry_id IN (SELECT value FROM json_each(${ids})) ORDER BY form`,
    sql`SELECT entry_id, gloss FROM lexicon_glosses WHERE entry_id IN (SELECT value FROM json_each(${ids})) AND lang = ${lang ?? null}`,
    others.length ? contextDefinitionsSql(others) : sql`SELECT NULL AS definition, NULL AS synonyms WHERE 0`,
  ]);
  const senses = rowsOf<SenseRow>(senseRows);
  let entry = fallback;
  let best: SenseRow | null = null;
  if (context) {
    const byId = new Map(candidates.map((e) => [e.id, e]));
    const options: CandidateSense[] = senses.map((s) => ({
      entryKey: byId.get(s.entry_id)!.lemma_key,
      exact: s.entry_id === exactEntry?.id,
      pos: s.pos,
      position: s.position,
      definition: s.definition,
      examples: JSON.parse(s.examples) as string[],
      synonyms: JSON.parse(s.synonyms) as string[],
      tagged: s.tagged,
      related: s.related,
    }));
    const definitions = rowsOf<{ definition: string; synonyms: string }>(definitionRows).flatMap((d) => [
      d.definition,
      (JSON.parse(d.synonyms) as string[]).join(" "),
    ]);
    best = senses[await chooseSense(key, context, options, definitions)] ?? null;
    if (best) entry = byId.get(best.entry_id) ?? fallback;
  }
  const own = senses.filter((s) => s.entry_id === entry.id);
  const ordered = best && best.entry_id === entry.id ? [best, ...own.filter((s) => s !== best)] : own;
  return {
    entry: {
      lemma: entry.lemma,
      pos: entry.pos,
      ipa: entry.ipa,
      difficulty: entry.difficulty,
      rank: entry.rank,
      definition: entry.definition,
      example: entry.example,
      gloss: rowsOf<{ entry_id: number; gloss: string }>(glossRows).find((g) => g.entry_id === entry.id)?.gloss ?? null,
      senses: ordered.map(senseOf),
      forms: rowsOf<{ entry_id: number; form: string }>(formRows)
        .filter((f) => f.entry_id === entry.id)
        .map((f) => f.form),
      cefr: entry.cefr,
    },
    resolvedFrom: entry.lemma_key === key ? null : key,
    alsoFormOf: [exactEntry, ...lemmas]
      .filter((l): l is EntryRow => l !== undefined && l.id !== entry.id && l.lemma_key !== key)
      .map((l) => l.lemma),
    bestSense: best?.position ?? null,
  };
}

export async function lexiconInfo(db: Db): Promise<LexiconInfo> {
  const rows = await db.all<{ key: string; value: string }>(sql`SELECT key, value FROM lexicon_meta`);
  const meta = new Map(rows.map((r) => [r.key, r.value]));
  return {
    version: meta.get("version") ?? null,
    entries: Number(meta.get("entries") ?? 0),
    forms: Number(meta.get("forms") ?? 0),
    sources: LEXICON_SOURCES.map((s) => ({ ...s })),
  };
}
