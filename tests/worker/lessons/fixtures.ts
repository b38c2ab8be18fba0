/**
 * Lessons for the worker tests, inserted straight into D1: the lesson API is not the subject of these
 * tests (and may not exist on a branch), the blocks still pass the contract's schema.
 */
import { lessonBlockSchema, type LessonBlockInput } from "../../../worker/contract/lessons";
import type { Db } from "../../../worker/db/client";
import { lessons } from "../../../worker/db/schema";

export type LessonFixture = Partial<Omit<typeof lessons.$inferInsert, "blocks" | "ownerId">> & { blocks?: LessonBlockInput[] };

/** A published lesson of `ownerId` (a short one of a text block unless `partial.blocks` says otherwise). */
export async function insertLesson(db: Db, ownerId: string, partial: LessonFixture = {}): Promise<typeof lessons.$inferSelect> {
  const { blocks = [{ id: "intro", type: "text", markdown: "# Welcome\n\nRead this first." }], ...rest } = partial;
  const [row] = await db
    .insert(lessons)
    .values({
      id: crypto.randomUUID(),
      kind: "lesson",
      title: "Linking words",
      status: "published",
      publishedAt: new Date().toISOString(),
      ...rest,
      ownerId,
      blocks: blocks.map((block) => lessonBlockSchema.parse(block)),
    })
    .returning();
  if (!row) throw new Error("lesson not inserted");
  return row;
}
