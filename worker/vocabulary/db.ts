/** Drizzle over D1 for the vocabulary domain; `commit` runs statements as one D1 batch (its only transaction). */
import { drizzle } from "drizzle-orm/d1";
import * as schema from "../db/schema";

export const vocabularyDb = (d1: D1Database) => drizzle(d1, { schema });
export type VocabularyDb = ReturnType<typeof vocabularyDb>;
export type BatchItem = Parameters<VocabularyDb["batch"]>[0][number];

export async function commit(db: VocabularyDb, statements: BatchItem[]): Promise<void> {
  const [first, ...rest] = statements;
  if (first) await db.batch([first, ...rest]);
}

export const iso = (millis: number) => new Date(millis).toISOString();
export const newId = () => crypto.randomUUID();

/** A UNIQUE constraint failure, however drizzle wraps D1's error ("Failed query: …" with the cause). */
export function isUniqueViolation(err: unknown): boolean {
  for (let e: unknown = err; e; e = (e as { cause?: unknown }).cause) {
    if (/UNIQUE constraint failed/i.test(String((e as Error).message ?? e))) return true;
  }
  return false;
}
