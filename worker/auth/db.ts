/** Drizzle over the D1 binding, with the whole schema so relational reads are typed. */
import { drizzle } from "drizzle-orm/d1";
import * as schema from "../db/schema";

export const authDb = (d1: D1Database) => drizzle(d1, { schema });
export type AuthDb = ReturnType<typeof authDb>;

/** A statement D1 can run inside `db.batch` (the only transaction D1 offers). */
export type BatchStatement = Parameters<AuthDb["batch"]>[0][number];

/** Runs statements atomically; an empty list is a no-op. */
export async function commit(db: AuthDb, statements: BatchStatement[]): Promise<void> {
  const [first, ...rest] = statements;
  if (first) await db.batch([first, ...rest]);
}
