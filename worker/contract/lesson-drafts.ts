/**
 * The custom lesson creator (/custom-lesson-creator): POST /api/lesson-drafts makes a draft
 * lesson from a topic, a level, skills and a length, through the AI model when one is configured, else
 * offline from the dictionary and fixed block patterns. The draft opens in the lesson builder.
 */
import { z } from "zod";
import { CEFR_LEVELS, type CefrLevel } from "./lessons";
import { isSafeText } from "./text";

export const DRAFT_SKILLS = ["reading", "vocabulary", "grammar", "writing", "speaking", "listening"] as const;
export type DraftSkill = (typeof DRAFT_SKILLS)[number];

export const DRAFT_LENGTHS = ["short", "medium", "long"] as const;
export type DraftLength = (typeof DRAFT_LENGTHS)[number];

/** IELTS bands 4.0–9.0 in half bands, as the level choice offers them next to CEFR. */
export const IELTS_DRAFT_BANDS = ["4", "4.5", "5", "5.5", "6", "6.5", "7", "7.5", "8", "8.5", "9"] as const;
export const DRAFT_LEVELS = [...CEFR_LEVELS, ...IELTS_DRAFT_BANDS.map((band) => `ielts_${band}` as const)] as const;
export type DraftLevel = (typeof DRAFT_LEVELS)[number];

export const DRAFT_TOPIC_MAX_LENGTH = 80;

export const lessonDraftRequestSchema = z.strictObject({
  topic: z
    .string()
    .trim()
    .min(2, "Give a topic of at least 2 characters")
    .max(DRAFT_TOPIC_MAX_LENGTH, `A topic is at most ${DRAFT_TOPIC_MAX_LENGTH} characters`)
    .refine(isSafeText, "The topic must not contain control characters"),
  level: z.enum(DRAFT_LEVELS),
  skills: z
    .array(z.enum(DRAFT_SKILLS))
    .min(1, "Choose at least one skill")
    .max(DRAFT_SKILLS.length)
    .transform((skills) => [...new Set(skills)]),
  length: z.enum(DRAFT_LENGTHS).default("medium"),
});
export type LessonDraftRequest = z.input<typeof lessonDraftRequestSchema>;

/** 201: the draft's id (open `/lesson-builder?id=<lesson_id>`); `offline` drafts are made without a model. */
export type LessonDraftResponse = { lesson_id: string; title: string; method: "ai" | "offline" };

export const LESSON_DRAFT_ERROR_CODES = {
  /** 422: the dictionary has too few words for this level to make a lesson offline. */
  notEnoughWords: "lesson_draft_not_enough_words",
  /** 502: the model's answer was not a valid lesson; nothing was saved. */
  invalidModelOutput: "lesson_draft_invalid",
} as const;

/** The CEFR level a draft is stored with: an IELTS band by its usual CEFR equivalent. */
export function cefrOfDraftLevel(level: DraftLevel): CefrLevel {
  if (!level.startsWith("ielts_")) return level as CefrLevel;
  const band = Number(level.slice("ielts_".length));
  if (band < 4.5) return "A2";
  if (band < 5.5) return "B1";
  if (band < 7) return "B2";
  if (band < 8.5) return "C1";
  return "C2";
}
