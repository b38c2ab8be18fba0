/**
 * A teacher's lessons: create, read, autosave, delete, publish, the teachers' library and
 * copies. Only the owner reads or writes a lesson here (another teacher's lesson is the same 404 as a
 * missing one); every Markdown text is sanitised before it is stored (./sanitise.ts).
 */
import { and, desc, eq, type SQL } from "drizzle-orm";
import type { Lesson, LessonBlock, LessonKind, LessonSummary } from "../contract/lessons";
import type { lessonCreateSchema, lessonPublishSchema, lessonUpdateSchema } from "../contract/lessons";
import { newId, type Db } from "../db/client";
import { lessons, profiles, users } from "../db/schema";
import { ApiError } from "../lib/errors";
import { invalidField } from "../lib/validation";
import { displayNameSql } from "../teaching/classes";
import { ownLesson, type LessonRow } from "./access";
import { deleteLessonMedia, lessonMediaPrefix, lessonOfMediaKey } from "./media";
import { sanitiseBlocks } from "./sanitise";
import type { z } from "zod";

type NewLesson = z.output<typeof lessonCreateSchema>;
type LessonFields = z.output<typeof lessonUpdateSchema>;

/** A published lesson offered in the teachers' library, with who wrote it and whether copies take its quizzes. */
export type LibraryLesson = LessonSummary & { author_name: string; mine: boolean; library_answers: boolean };

const NOT_FOUND = () => new ApiError(404, "lesson_not_found");
/** A lesson the contract accepts but the lesson rules refuse, as a validation failure naming the field. */
const invalid = (field: string, problem: string) => invalidField("json", field, { key: `validation:${problem}` });

export function toLesson(row: LessonRow): Lesson {
  return {
    id: row.id,
    owner_id: row.ownerId,
    kind: row.kind,
    title: row.title,
    description: row.description,
    level: row.level,
    status: row.status,
    blocks: row.blocks,
    in_library: row.inLibrary,
    library_answers: row.libraryAnswers,
    copied_from: row.copiedFrom,
    created_at: row.createdAt,
    updated_at: row.updatedAt,
    published_at: row.publishedAt,
  };
}

const toSummary = (row: LessonRow): LessonSummary => ({
  id: row.id,
  kind: row.kind,
  title: row.title,
  description: row.description,
  level: row.level,
  status: row.status,
  updated_at: row.updatedAt,
  published_at: row.publishedAt,
  block_count: row.blocks.length,
});

/** The block types each kind holds (contract: a word list is vocabulary, a quiz quizzes, a writing prompt one writing task). */
export const KIND_BLOCK_TYPES: Record<LessonKind, readonly LessonBlock["type"][] | null> = {
  lesson: null,
  word_list: ["vocabulary"],
  quiz: ["quiz"],
  writing_prompt: ["writing"],
};

/** The blocks ready to store: of the lesson's kind, with sanitised Markdown that still says something. */
function storableBlocks(kind: LessonKind, blocks: readonly LessonBlock[]): LessonBlock[] {
  const allowed = KIND_BLOCK_TYPES[kind];
  if (kind !== "lesson" && allowed) {
    if (blocks.some((b) => !allowed.includes(b.type)) || (kind === "writing_prompt" && blocks.length > 1))
      throw invalid("blocks", `lesson_kind_${kind}`);
  }
  const clean = sanitiseBlocks(blocks);
  const emptied = clean.findIndex((b) => b.type === "text" && b.markdown === "");
  if (emptied >= 0) throw invalid(`blocks.${emptied}.markdown`, "markdown_emptied");
  return clean;
}

export async function listMyLessons(db: Db, ownerId: string, kind?: LessonKind): Promise<LessonSummary[]> {
  const where: SQL[] = [eq(lessons.ownerId, ownerId)];
  if (kind) where.push(eq(lessons.kind, kind));
  const rows = await db
    .select()
    .from(lessons)
    .where(and(...where))
    .orderBy(desc(lessons.updatedAt), desc(lessons.createdAt));
  return rows.map(toSummary);
}

export async function createLesson(db: Db, ownerId: string, input: NewLesson, copiedFrom: string | null = null): Promise<Lesson> {
  const now = new Date().toISOString();
  const [row] = await db
    .insert(lessons)
    .values({
      id: newId(),
      ownerId,
      kind: input.kind,
      title: input.title,
      description: input.description,
      level: input.level,
      blocks: storableBlocks(input.kind, input.blocks),
      copiedFrom,
      createdAt: now,
      updatedAt: now,
    })
    .returning();
  return toLesson(row!);
}

export async function readLesson(db: Db, ownerId: string, id: string): Promise<Lesson> {
  return toLesson(await ownLesson(db, ownerId, id));
}

/** The builder's autosave: the whole lesson, blocks in their new order. */
export async function updateLesson(db: Db, ownerId: string, id: string, input: LessonFields): Promise<Lesson> {
  const current = await ownLesson(db, ownerId, id);
  if (current.status === "published" && input.blocks.length === 0) throw invalid("blocks", "published_keeps_block");
  const [row] = await db
    .update(lessons)
    .set({
      title: input.title,
      description: input.description,
      level: input.level,
      blocks: storableBlocks(current.kind, input.blocks),
      updatedAt: new Date().toISOString(),
    })
    .where(and(eq(lessons.id, id), eq(lessons.ownerId, ownerId)))
    .returning();
  return toLesson(row!);
}

export async function deleteLesson(db: Db, bucket: R2Bucket, ownerId: string, id: string): Promise<void> {
  await ownLesson(db, ownerId, id);
  await db.delete(lessons).where(and(eq(lessons.id, id), eq(lessons.ownerId, ownerId)));
  await deleteLessonMedia(bucket, id);
}

export async function publishLesson(
  db: Db,
  ownerId: string,
  id: string,
  { in_library: inLibrary, library_answers: libraryAnswers }: z.output<typeof lessonPublishSchema>,
): Promise<Lesson> {
  const current = await ownLesson(db, ownerId, id);
  if (current.blocks.length === 0) throw new ApiError(400, "lesson_empty");
  const now = new Date().toISOString();
  const [row] = await db
    .update(lessons)
    .set({ status: "published", inLibrary, libraryAnswers, publishedAt: current.publishedAt ?? now, updatedAt: now })
    .where(eq(lessons.id, id))
    .returning();
  return toLesson(row!);
}

/** Takes a published lesson out of the teachers' library (copies already made stay). */
export async function withdrawFromLibrary(db: Db, ownerId: string, id: string): Promise<Lesson> {
  await ownLesson(db, ownerId, id);
  const [row] = await db.update(lessons).set({ inLibrary: false }).where(eq(lessons.id, id)).returning();
  return toLesson(row!);
}

/** Every lesson any teacher offers in the library, newest published first. */
export async function listLibrary(db: Db, viewerId: string): Promise<LibraryLesson[]> {
  const rows = await db
    .select({ row: lessons, author: displayNameSql })
    .from(lessons)
    .innerJoin(users, eq(users.id, lessons.ownerId))
    .leftJoin(profiles, eq(profiles.id, lessons.ownerId))
    .where(and(eq(lessons.inLibrary, true), eq(lessons.status, "published")))
    .orderBy(desc(lessons.publishedAt))
    .limit(200);
  return rows.map(({ row, author }) => ({
    ...toSummary(row),
    author_name: author,
    mine: row.ownerId === viewerId,
    library_answers: row.libraryAnswers,
  }));
}

/** Media keys of the source lesson, copied under the copy's own prefix (who may read a key follows its lesson). */
async function copyMedia(bucket: R2Bucket, blocks: LessonBlock[], copyId: string): Promise<LessonBlock[]> {
  const renamed = new Map<string, string>();
  for (const block of blocks) {
    if ((block.type !== "audio" && block.type !== "image") || block.media_key === null || renamed.has(block.media_key)) continue;
    const source = lessonOfMediaKey(block.media_key);
    const object = source ? await bucket.get(block.media_key) : null;
    if (!source || !object) continue;
    const key = `${lessonMediaPrefix(copyId)}${block.media_key.slice(lessonMediaPrefix(source).length)}`;
    await bucket.put(key, object.body, { httpMetadata: object.httpMetadata });
    renamed.set(block.media_key, key);
  }
  return blocks.map((b) =>
    (b.type === "audio" || b.type === "image") && b.media_key !== null && renamed.has(b.media_key)
      ? { ...b, media_key: renamed.get(b.media_key)! }
      : b,
  );
}

/**
 * A new draft of mine from my own lesson or a library lesson; any other lesson is 404. A library lesson
 * offered without its answers is copied without its quiz blocks.
 */
export async function copyLesson(db: Db, bucket: R2Bucket, ownerId: string, id: string): Promise<Lesson> {
  const [source] = await db.select().from(lessons).where(eq(lessons.id, id)).limit(1);
  const own = source?.ownerId === ownerId;
  const allowed = source && (own || (source.status === "published" && source.inLibrary));
  if (!source || !allowed) throw NOT_FOUND();
  const copyId = newId();
  const offered = own || source.libraryAnswers ? source.blocks : source.blocks.filter((block) => block.type !== "quiz");
  const blocks = await copyMedia(bucket, offered, copyId);
  const now = new Date().toISOString();
  const [row] = await db
    .insert(lessons)
    .values({
      id: copyId,
      ownerId,
      kind: source.kind,
      title: source.title,
      description: source.description,
      level: source.level,
      blocks,
      copiedFrom: source.id,
      createdAt: now,
      updatedAt: now,
    })
    .returning();
  return toLesson(row!);
}
