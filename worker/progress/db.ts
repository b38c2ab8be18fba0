/** Drizzle over the D1 binding with the whole schema, for the progress modules. */
import { drizzle } from "drizzle-orm/d1";
import * as schema from "../db/schema";

export const progressDb = (d1: D1Database) => drizzle(d1, { schema });
export type ProgressDb = ReturnType<typeof progressDb>;
export type BatchStatement = Parameters<ProgressDb["batch"]>[0][number];

/** Splits rows so a multi-row insert stays under D1's 100 bound parameters per statement. */
export function chunks<T>(rows: T[], size: number): T[][] {
  const out: T[][] = [];
  for (let i = 0; i < rows.length; i += size) out.push(rows.slice(i, i + size));
  return out;
}

/** A unique or primary-key violation, however deep the driver wrapped it. */
export function isUniqueViolation(err: unknown): boolean {
  for (let e: unknown = err, depth = 0; e instanceof Error && depth < 5; e = e.cause, depth++) {
    if (/UNIQUE constraint failed/i.test(e.message)) return true;
  }
  return false;
}
