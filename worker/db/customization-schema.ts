/** Spec §3 user_customization_settings: one row per user, created by the first PUT /api/customization. */
import { sql } from "drizzle-orm";
import { integer, real, sqliteTable, text } from "drizzle-orm/sqlite-core";
import type { OnboardingStepId } from "../contract/customization";
import { users } from "./auth-schema";

export const userCustomizationSettings = sqliteTable("user_customization_settings", {
  userId: text("user_id")
    .primaryKey()
    .references(() => users.id, { onDelete: "cascade" }),
  assessmentCompleted: integer("assessment_completed", { mode: "boolean" }).notNull().default(false),
  assessmentScore: real("assessment_score"),
  assessmentLevel: text("assessment_level"),
  assessmentPercentage: real("assessment_percentage"),
  assessmentCategoryScores: text("assessment_category_scores", { mode: "json" }).$type<Record<string, number>>(),
  assessmentCompletedAt: text("assessment_completed_at"),
  onboardingCompleted: integer("onboarding_completed", { mode: "boolean" }).notNull().default(false),
  onboardingStep: integer("onboarding_step").notNull().default(0),
  completedSteps: text("completed_steps", { mode: "json" })
    .$type<OnboardingStepId[]>()
    .notNull()
    .default(sql`'[]'`),
  onboardingCompletedAt: text("onboarding_completed_at"),
  updatedAt: text("updated_at")
    .notNull()
    .default(sql`(strftime('%Y-%m-%dT%H:%M:%fZ', 'now'))`),
});
