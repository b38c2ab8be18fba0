/**
 * Importing parsed rows into a user's dictionary as one D1 batch (all rows or none). Rows travel as
 * JSON in a single bound parameter per statement (`json_each`), so 10,000 rows take a handful of
 * statements instead of thousands; words already in their category are ignored and counted.
 */
import { and, eq, sql, type SQL } from "drizzle-orm";
import type { ImportResponse } from "../contract/words";
import { categoryKey } from "../contract/words";
import { categories } from "../db/schema";
import { matchLexicon } from "../lexicon/entries";
import { ensureGeneral, findCategory } from "./categories";
import { batchSql, newId, type Db } from "../db/client";
import type { ParsedImport } from "./import-file";
import { FALLBACK_DIFFICULTY } from "./words";

/** JSON bytes per insert statement (D1 allows 2 MB per value; statements stay small). */
const CHUNK_BYTES = 400_000;

const insertRows = (rowsJson: string, userId: string) => sql`INSERT OR IGNORE INTO words
  (id, user_id, category_id, word, word_key, definition, ipa, example, notes, difficulty, pos, lexicon_lemma, created_at, updated_at)
  SELECT r.value ->> '$[0]', ${userId}, r.value ->> '$[1]', r.value ->> '$[2]', r.value ->> '$[3]', r.value ->> '$[4]', r.value ->> '$[5]',
         r.value ->> '$[6]', r.value ->> '$[7]', r.value ->> '$[8]', r.value ->> '$[9]', r.value ->> '$[10]', r.value ->> '$[11]', r.value ->> '$[11]'
  FROM json_each(${rowsJson}) r`;

export async function importWords(db: Db, userId: string, parsed: ParsedImport, categoryId: string | undefined): Promise<ImportResponse> {
  const fallback = categoryId ? await findCategory(db, userId, categoryId) : await ensureGeneral(db, userId);
  const now = Date.now();

  const named = new Map<string, string>();
  for (const row of parsed.rows) if (row.category) named.set(categoryKey(row.category), row.category);
  const existing = await db.select().from(categories).where(eq(categories.userId, userId));
  const categoryIds = new Map(existing.map((c) => [c.nameKey, c.id]));
  const createdCategories = [...named].filter(([key]) => !categoryIds.has(key)).map(([, name]) => name);
  if (createdCategories.length) {
    const rows = createdCategories.map((name) => ({
      id: newId(),
      userId,
      name,
      nameKey: categoryKey(name),
      isDefault: false,
      createdAt: now,
      updatedAt: now,
    }));
    for (let i = 0; i < rows.length; i += 10)
      await db
        .insert(categories)
        .values(rows.slice(i, i + 10))
        .onConflictDoNothing();
    for (const c of await db
      .select()
      .from(categories)
      .where(and(eq(categories.userId, userId))))
      categoryIds.set(c.nameKey, c.id);
  }

  const lexicon = await matchLexicon(
    db,
    parsed.rows.map((r) => r.key),
  );
  const seen = new Set<string>();
  let duplicates = 0;
  const values: unknown[][] = [];
  parsed.rows.forEach((row, index) => {
    const target = row.category ? categoryIds.get(categoryKey(row.category))! : fallback.id;
    const slot = `${target}\u0000${row.key}`;
    if (seen.has(slot)) {
      duplicates += 1;
      return;
    }
    seen.add(slot);
    const match = lexicon.get(row.key);
    values.push([
      newId(),
      target,
      row.word,
      row.key,
      row.definition ?? match?.definition ?? null,
      row.ipa ?? match?.ipa ?? null,
      row.example ?? match?.example ?? null,
      row.notes,
      row.difficulty ?? match?.difficulty ?? FALLBACK_DIFFICULTY,
      match?.pos ?? null,
      match?.lemma_key ?? null,
      // File order is kept for "sort by date": each row is a millisecond newer than the one before.
      now + index,
    ]);
  });

  const statements: SQL[] = [];
  let chunk: unknown[][] = [];
  let bytes = 0;
  const flush = () => {
    if (chunk.length) statements.push(insertRows(JSON.stringify(chunk), userId));
    chunk = [];
    bytes = 0;
  };
  for (const value of values) {
    const size = JSON.stringify(value).length;
    if (bytes + size > CHUNK_BYTES) flush();
    chunk.push(value);
    bytes += size;
  }
  flush();
  const results = await batchSql(db, statements);
  const imported = results.reduce((sum, r) => sum + (r.meta.changes ?? 0), 0);
  return {
    rows: parsed.rowCount,
    imported,
    duplicates: duplicates + (values.length - imported),
    errors: parsed.errors,
    createdCategories,
  };
}
