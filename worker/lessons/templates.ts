/**
 * Lesson templates: original lessons in content/lessons/templates/ a teacher starts a draft
 * from. Bundled with the Worker (a few kilobytes) and validated by the same schema as a new lesson.
 */
import { z } from "zod";
import awl1 from "../../content/lessons/templates/academic-word-list-1.json";
import task2Opinion from "../../content/lessons/templates/ielts-task2-opinion-essay.json";
import listeningMaps from "../../content/lessons/templates/listening-maps.json";
import { lessonCreateSchema, type CefrLevel, type LessonKind } from "../contract/lessons";
import { IELTS_CONTENT_LICENCE } from "../contract/ielts-content";

export const lessonTemplateSchema = z.strictObject({
  id: z.string().regex(/^[a-z0-9-]+$/),
  /** Original work written for Lexora (content/LICENSE-CONTENT.md). */
  source: z.literal("original"),
  licence: z.literal(IELTS_CONTENT_LICENCE),
  /** What the teacher reads when choosing a template. */
  summary: z.string().min(1).max(500),
  lesson: lessonCreateSchema,
});
export type LessonTemplateFile = z.output<typeof lessonTemplateSchema>;

/** One template as the creation choice lists it. */
export type LessonTemplate = {
  id: string;
  title: string;
  summary: string;
  kind: LessonKind;
  level: CefrLevel | null;
  block_types: string[];
};

/** The raw files, for the content test; the Worker only uses the parsed list. */
export const TEMPLATE_FILES: readonly unknown[] = [task2Opinion, listeningMaps, awl1];

let parsed: LessonTemplateFile[] | null = null;
export function lessonTemplates(): LessonTemplateFile[] {
  parsed ??= TEMPLATE_FILES.map((file) => lessonTemplateSchema.parse(file));
  return parsed;
}

export const templateSummaries = (): LessonTemplate[] =>
  lessonTemplates().map((t) => ({
    id: t.id,
    title: t.lesson.title,
    summary: t.summary,
    kind: t.lesson.kind,
    level: t.lesson.level,
    block_types: [...new Set(t.lesson.blocks.map((b) => b.type))],
  }));

export const findTemplate = (id: string): LessonTemplateFile | undefined => lessonTemplates().find((t) => t.id === id);

export const fromTemplateSchema = z.strictObject({ template_id: z.string().min(1).max(80) });
