/** GET /api/lexicon/entries/:lemma: a lemma with every sense, or the lemma of an inflected form (went → go). */
import type { LexiconEntryResponse, LexiconInfo, LexiconSense } from "../contract/lexicon";
import { LEXICON_SOURCES } from "../contract/lexicon";
import { ENTRY_COLUMNS, rowsOf, type EntryRow } from "./entries";

type SenseRow = { pos: LexiconSense["pos"]; definition: string; examples: string; synonyms: string };

export async function lookupLexiconEntry(d1: D1Database, key: string): Promise<LexiconEntryResponse | null> {
  const [exact, formOf] = await d1.batch([
    d1.prepare(`SELECT ${ENTRY_COLUMNS} FROM lexicon_entries e WHERE e.lemma_key = ?1`).bind(key),
    d1
      .prepare(`SELECT ${ENTRY_COLUMNS} FROM lexicon_forms f JOIN lexicon_entries e ON e.id = f.entry_id WHERE f.form = ?1 ORDER BY e.search_order`)
      .bind(key),
  ]);
  const lemmas = rowsOf<EntryRow>(formOf);
  const entry = rowsOf<EntryRow>(exact)[0] ?? lemmas[0];
  if (!entry) return null;
  const [senses, forms] = await d1.batch([
    d1.prepare("SELECT pos, definition, examples, synonyms FROM lexicon_senses WHERE entry_id = ?1 ORDER BY position").bind(entry.id),
    d1.prepare("SELECT DISTINCT form FROM lexicon_forms WHERE entry_id = ?1 ORDER BY form").bind(entry.id),
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
      senses: rowsOf<SenseRow>(senses).map((s) => ({
        pos: s.pos,
        definition: s.definition,
        examples: JSON.parse(s.examples) as string[],
        synonyms: JSON.parse(s.synonyms) as string[],
      })),
      forms: rowsOf<{ form: string }>(forms).map((f) => f.form),
    },
    resolvedFrom: entry.lemma_key === key ? null : key,
    alsoFormOf: lemmas.filter((l) => l.id !== entry.id).map((l) => l.lemma),
  };
}

export async function lexiconInfo(d1: D1Database): Promise<LexiconInfo> {
  const rows = rowsOf<{ key: string; value: string }>(await d1.prepare("SELECT key, value FROM lexicon_meta").all());
  const meta = new Map(rows.map((r) => [r.key, r.value]));
  return {
    version: meta.get("version") ?? null,
    entries: Number(meta.get("entries") ?? 0),
    forms: Number(meta.get("forms") ?? 0),
    sources: LEXICON_SOURCES.map((s) => ({ ...s })),
  };
}
