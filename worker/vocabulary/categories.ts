/**
 * Categories of a user's dictionary. Every user has "General" (created on first use); it cannot be
 * renamed or deleted, and deleting another category moves its words there.
 */
import { and, asc, count, eq, sql } from "drizzle-orm";
import { categoryKey, WORD_ERROR_CODES, type Category } from "../contract/words";
import { DEFAULT_CATEGORY_NAME } from "../contract/vocabulary-constants";
import { categories, words } from "../db/schema";
import { ApiError } from "../lib/errors";
import { iso, isUniqueViolation, newId, type Db } from "../db/client";

type CategoryRow = typeof categories.$inferSelect;

/** The user's General category, created if missing (a concurrent creation is absorbed by the unique key). */
export async function ensureGeneral(db: Db, userId: string): Promise<CategoryRow> {
  const nameKey = categoryKey(DEFAULT_CATEGORY_NAME);
  const now = Date.now();
  await db
    .insert(categories)
    .values({ id: newId(), userId, name: DEFAULT_CATEGORY_NAME, nameKey, isDefault: true, createdAt: now, updatedAt: now })
    .onConflictDoNothing();
  const [row] = await db
    .select()
    .from(categories)
    .where(and(eq(categories.userId, userId), eq(categories.nameKey, nameKey)));
  if (!row) throw new Error("General category missing after insert");
  return row;
}

export async function findCategory(db: Db, userId: string, id: string): Promise<CategoryRow> {
  const [row] = await db
    .select()
    .from(categories)
    .where(and(eq(categories.id, id), eq(categories.userId, userId)));
  if (!row) throw new ApiError(404, WORD_ERROR_CODES.categoryNotFound);
  return row;
}

function categoryConflict(name: string): ApiError {
  return new ApiError(409, WORD_ERROR_CODES.categoryExists, { params: { name } });
}

async function assertNameFree(db: Db, userId: string, name: string, exceptId?: string): Promise<void> {
  const [row] = await db
    .select({ id: categories.id, name: categories.name })
    .from(categories)
    .where(and(eq(categories.userId, userId), eq(categories.nameKey, categoryKey(name))));
  if (row && row.id !== exceptId) throw categoryConflict(row.name);
}

export async function listCategories(db: Db, userId: string): Promise<Category[]> {
  await ensureGeneral(db, userId);
  const rows = await db
    .select({ category: categories, wordCount: count(words.id) })
    .from(categories)
    .leftJoin(words, eq(words.categoryId, categories.id))
    .where(eq(categories.userId, userId))
    .groupBy(categories.id)
    .orderBy(sql`${categories.isDefault} DESC`, asc(categories.nameKey));
  return rows.map(({ category, wordCount }) => toCategory(category, wordCount));
}

export const toCategory = (row: CategoryRow, wordCount: number): Category => ({
  id: row.id,
  name: row.name,
  isDefault: row.isDefault,
  wordCount,
  createdAt: iso(row.createdAt),
});

export async function createCategory(db: Db, userId: string, name: string): Promise<Category> {
  await ensureGeneral(db, userId);
  await assertNameFree(db, userId, name);
  const now = Date.now();
  const row = { id: newId(), userId, name, nameKey: categoryKey(name), isDefault: false, createdAt: now, updatedAt: now };
  try {
    await db.insert(categories).values(row);
  } catch (err) {
    if (isUniqueViolation(err)) throw categoryConflict(name);
    throw err;
  }
  return toCategory(row, 0);
}

function assertEditable(row: CategoryRow, action: "renamed" | "deleted"): void {
  if (row.isDefault)
    throw new ApiError(409, WORD_ERROR_CODES.categoryLocked, { key: action === "renamed" ? "category_locked" : "category_locked_delete" });
}

export async function renameCategory(db: Db, userId: string, id: string, name: string): Promise<Category> {
  const row = await findCategory(db, userId, id);
  assertEditable(row, "renamed");
  await assertNameFree(db, userId, name, id);
  const updatedAt = Date.now();
  try {
    await db
      .update(categories)
      .set({ name, nameKey: categoryKey(name), updatedAt })
      .where(and(eq(categories.id, id), eq(categories.userId, userId)));
  } catch (err) {
    if (isUniqueViolation(err)) throw categoryConflict(name);
    throw err;
  }
  const [{ n } = { n: 0 }] = await db.select({ n: count() }).from(words).where(eq(words.categoryId, id));
  return toCategory({ ...row, name, updatedAt }, n);
}

/**
 * Deletes a category and moves its words to General in one batch. A word General already has is
 * merged: the General copy stays, the moved copy (and its SRS card) goes.
 */
export async function deleteCategory(db: Db, userId: string, id: string) {
  const row = await findCategory(db, userId, id);
  assertEditable(row, "deleted");
  const general = await ensureGeneral(db, userId);
  const inGeneral = db
    .select({ key: words.wordKey })
    .from(words)
    .where(and(eq(words.userId, userId), eq(words.categoryId, general.id)));
  const [merged, moved] = await db.batch([
    db
      .delete(words)
      .where(and(eq(words.userId, userId), eq(words.categoryId, id), sql`${words.wordKey} IN ${inGeneral}`))
      .returning({ id: words.id }),
    db
      .update(words)
      .set({ categoryId: general.id, updatedAt: Date.now() })
      .where(and(eq(words.userId, userId), eq(words.categoryId, id)))
      .returning({ id: words.id }),
    db.delete(categories).where(and(eq(categories.id, id), eq(categories.userId, userId))),
  ]);
  return { deleted: row.name, movedTo: general.name, movedWords: moved.length, mergedDuplicates: merged.length };
}
