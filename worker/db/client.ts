/**
 * The one database handle: drizzle over D1 with the whole schema. Routes find it as `c.var.db`
 * (set once per request by `withDb` in worker/lib/middleware.ts); code outside a request (the
 * UserHub, scripts) calls `createDb` itself. Raw SQL goes through the same handle with drizzle's
 * `sql` template: `db.all`, `db.get`, `db.run` alone, `batchSql` for several in one batch.
 */
import type { SQL } from "drizzle-orm";
import { drizzle } from "drizzle-orm/d1";
import { countD1, d1MeterOn, observedD1 } from "./meter";
import * as schema from "./schema";

const build = (d1: D1Database) => drizzle(d1, { schema });
export type Db = ReturnType<typeof build>;

// Building the relational config walks the whole schema: once per binding per isolate is enough.
const handles = new WeakMap<D1Database, Db>();

export function createDb(d1: D1Database): Db {
  let db = handles.get(d1);
  if (!db) {
    // The bench's D1 meter (worker/db/meter.ts) sees every statement; off, the binding is used as it is.
    db = build(d1MeterOn() ? observedD1(d1, countD1) : d1);
    handles.set(d1, db);
  }
  return db;
}

/** One statement of a D1 batch, the only transaction D1 offers. */
export type BatchStatement = Parameters<Db["batch"]>[0][number];

/** Runs the statements as one D1 batch (all or none); an empty list is a no-op. */
export async function commit(db: Db, statements: readonly BatchStatement[]): Promise<void> {
  const [first, ...rest] = statements;
  if (first) await db.batch([first, ...rest]);
}

/**
 * Raw SQL statements as one D1 batch. drizzle's `db.batch` cannot take raw `sql` items on D1 (they
 * have no prepared statement: drizzle-orm issue #2277), so they are rendered by drizzle and bound on
 * the D1 client of the same handle. Results come in statement order.
 */
export async function batchSql(db: Db, statements: readonly SQL[]): Promise<D1Result[]> {
  if (statements.length === 0) return [];
  return db.$client.batch(
    statements.map((statement) => {
      const { sql, params } = db.all(statement).getQuery();
      return db.$client.prepare(sql).bind(...params);
    }),
  );
}

/** The rows of one `batchSql` result (D1 types them loosely). */
export const rowsOf = <T>(result: D1Result | undefined) => (result?.results ?? []) as T[];

/** Splits rows so a multi-row insert stays under D1's 100 bound parameters per statement. */
export function chunks<T>(rows: readonly T[], size: number): T[][] {
  const out: T[][] = [];
  for (let i = 0; i < rows.length; i += size) out.push(rows.slice(i, i + size));
  return out;
}

/** A UNIQUE or primary-key violation, however deep drizzle wrapped D1's error ("Failed query: …" with the cause). */
export function isUniqueViolation(err: unknown): boolean {
  for (let e: unknown = err, depth = 0; e instanceof Error && depth < 5; e = e.cause, depth++) {
    if (/UNIQUE constraint failed/i.test(e.message)) return true;
  }
  return false;
}

export const iso = (millis: number) => new Date(millis).toISOString();
export const newId = () => crypto.randomUUID();
