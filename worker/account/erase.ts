/**
 * Erasing one user for good (account deletion): their R2 objects, their UserHub storage, then every
 * D1 row that belongs to them. D1 goes last and in one batch, so a failure before it leaves an
 * account that can simply try again, and a failure inside it changes nothing.
 */
import { is, sql } from "drizzle-orm";
import { getTableConfig, SQLiteTable } from "drizzle-orm/sqlite-core";
import { batchSql, type Db } from "../db/client";
import * as schema from "../db/schema";
import { withdrawVotesOf } from "../forum/votes";
import { recordingPrefix } from "../ielts/audio";

/** Every R2 prefix that holds one user's objects. */
export const userObjectPrefixes = (userId: string) => [recordingPrefix(userId)];

/**
 * Columns that name the user who owns a row. Tables are found by these names in the schema, so a
 * table added later is covered without touching this module.
 */
export const OWNER_COLUMNS = ["user_id", "student_id", "teacher_id", "owner_id", "author_id"] as const;

export async function eraseUserObjects(bucket: R2Bucket, userId: string): Promise<number> {
  let erased = 0;
  for (const prefix of userObjectPrefixes(userId)) {
    let cursor: string | undefined;
    do {
      const page = await bucket.list({ prefix, cursor });
      const keys = page.objects.map((object) => object.key);
      if (keys.length > 0) await bucket.delete(keys);
      erased += keys.length;
      cursor = page.truncated ? page.cursor : undefined;
    } while (cursor);
  }
  return erased;
}

/**
 * Tables of the D1 schema (worker/db/schema.ts) with an owner column, and that column. Read from the
 * drizzle schema rather than from SQLite's catalogue, which D1 restricts.
 */
export function ownedTables(): { table: string; column: string }[] {
  const found: { table: string; column: string }[] = [];
  for (const value of Object.values(schema)) {
    if (!is(value, SQLiteTable)) continue;
    const { name, columns } = getTableConfig(value);
    for (const column of columns) {
      if ((OWNER_COLUMNS as readonly string[]).includes(column.name)) found.push({ table: name, column: column.name });
    }
  }
  return found.sort((a, b) => a.table.localeCompare(b.table) || a.column.localeCompare(b.column));
}

/**
 * Takes the user's forum upvotes out of the scores they raised, deletes the user row (its foreign keys
 * cascade to sessions, words, progress, submissions, votes…), then whatever still names the user: tables without a cascading key, the profile and preferences,
 * mail sent to them in development, and their rate-limit counters.
 */
export async function eraseUserRows(db: Db, userId: string, emails: string[]): Promise<void> {
  const countersOf = (owner: string) => sql`DELETE FROM auth_rate_limits WHERE substr(bucket, -length(${`:${owner}`})) = ${`:${owner}`}`;
  await batchSql(db, [
    ...withdrawVotesOf(userId),
    sql`DELETE FROM users WHERE id = ${userId}`,
    sql`DELETE FROM profiles WHERE id = ${userId}`,
    ...ownedTables().map(({ table, column }) => sql`DELETE FROM ${sql.identifier(table)} WHERE ${sql.identifier(column)} = ${userId}`),
    countersOf(userId),
    ...emails.flatMap((email) => [sql`DELETE FROM dev_mailbox WHERE to_email = ${email}`, countersOf(email)]),
  ]);
}
