/**
 * The learner's placement assessment, which the chat passes to the model (spec §7 assessmentData).
 * It lives in D1 `user_customization_settings`; a user without a finished assessment gives null, and a
 * failed read never stops a chat reply.
 */
import { eq, sql } from "drizzle-orm";
import type { Db } from "../db/client";
import { profiles } from "../db/schema";
import { asLang, type Lang } from "../i18n";

export type AssessmentData = {
  level: string | null;
  score: number | null;
  percentage: number | null;
  categoryScores: Record<string, unknown> | null;
  completedAt: string | null;
};

type AssessmentRow = {
  assessment_completed: number | null;
  assessment_level: string | null;
  assessment_score: number | null;
  assessment_percentage: number | null;
  assessment_category_scores: string | null;
  assessment_completed_at: string | number | null;
};

function parseCategoryScores(raw: string | null): Record<string, unknown> | null {
  if (!raw) return null;
  try {
    const value: unknown = JSON.parse(raw);
    return typeof value === "object" && value !== null && !Array.isArray(value) ? (value as Record<string, unknown>) : null;
  } catch {
    return null;
  }
}

export async function loadAssessment(db: Db, userId: string): Promise<AssessmentData | null> {
  let row: AssessmentRow | undefined;
  try {
    row = await db.get<AssessmentRow | undefined>(
      sql`SELECT assessment_completed, assessment_level, assessment_score, assessment_percentage,
                 assessment_category_scores, assessment_completed_at
            FROM user_customization_settings WHERE user_id = ${userId}`,
    );
  } catch (err) {
    // The chat still answers, only without the learner's level.
    console.warn("could not read the assessment for the chat context", err);
    return null;
  }
  if (!row?.assessment_completed) return null;
  return {
    level: row.assessment_level,
    score: row.assessment_score,
    percentage: row.assessment_percentage,
    categoryScores: parseCategoryScores(row.assessment_category_scores),
    completedAt: row.assessment_completed_at === null ? null : String(row.assessment_completed_at),
  };
}

/** The learner's interface language (the profile's), for what is written to them outside a request. */
export async function loadPreferredLanguage(db: Db, userId: string): Promise<Lang> {
  const [row] = await db.select({ language: profiles.preferredLanguage }).from(profiles).where(eq(profiles.id, userId));
  return asLang(row?.language);
}
