/** GET /api/lexicon/entries/:lemma: a lemma with every sense, or the lemma of an inflected form (went → go). */
import { sql } from "drizzle-orm";
import type { LexiconEntryResponse, LexiconInfo, LexiconSense } from "../contract/lexicon";
import { LEXICON_SOURCES } from "../contract/lexicon";
import { batchSql, rowsOf, type Db } from "../db/client";
import type { GlossLanguage } from "../contract/vocabulary-constants";
import { ENTRY_COLUMNS, type EntryRow } from "./entries";

type SenseRow = { pos: LexiconSense["pos"]; definition: string; examples: string; synonyms: string };

export async function lookupLexiconEntry(db: Db, key: string, lang?: GlossLanguage): Promise<LexiconEntryResponse | null> {
  const [exact, formOf] = await batchSql(db, [
    sql`SELECT ${ENTRY_COLUMNS} FROM lexicon_entries e WHERE e.lemma_key = ${key}`,
    sql`SELECT ${ENTRY_COLUMNS} FROM lexicon_forms f JOIN lexicon_entries e ON e.id = f.entry_id WHERE f.form = ${key} ORDER BY e.search_order`,
  ]);
  const lemmas = rowsOf<EntryRow>(formOf);
  const entry = rowsOf<EntryRow>(exact)[0] ?? lemmas[0];
  if (!entry) return null;
  const [senses, forms, gloss] = await batchSql(db, [
    sql`SELECT pos, definition, examples, synonyms FROM lexicon_senses WHERE entry_id = ${entry.id} ORDER BY position`,
    sql`SELECT DISTINCT form FROM lexicon_forms WHERE entry_id = ${entry.id} ORDER BY form`,
    sql`SELECT gloss FROM lexicon_glosses WHERE entry_id = ${entry.id} AND lang = ${lang ?? null}`,
  ]);
  return {
    entry: {
      lemma: entry.lemma,
      pos: entry.pos,
      ipa: entry.ipa,
      difficulty: entry.difficulty,
      rank: entry.rank,
      definition: entry.definition,
      example: entry.example,
      gloss: rowsOf<{ gloss: string }>(gloss)[0]?.gloss ?? null,
      senses: rowsOf<SenseRow>(senses).map((s) => ({
        pos: s.pos,
        definition: s.definition,
        examples: JSON.parse(s.examples) as string[],
        synonyms: JSON.parse(s.synonyms) as string[],
      })),
      forms: rowsOf<{ form: string }>(forms).map((f) => f.form),
      cefr: entry.cefr,
    },
    resolvedFrom: entry.lemma_key === key ? null : key,
    alsoFormOf: lemmas.filter((l) => l.id !== entry.id).map((l) => l.lemma),
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
