/**
 * The signed-in user's customization settings (spec §3 user_customization_settings): the placement
 * assessment's result and the first-visit tutorial's progress. GET|PUT /api/customization; shared by
 * the Worker, the onboarding tutorial and the AI chat (assessment data, spec §7).
 */
import { z } from "zod";

/** The tutorial's steps in order (spec §2 "Onboarding tutorial"). */
export const ONBOARDING_STEPS = ["welcome", "vocabulary", "ai-chat", "tests", "progress", "achievements", "settings", "complete"] as const;
export type OnboardingStepId = (typeof ONBOARDING_STEPS)[number];
/** Onboarding 8 steps (spec §9); a finished tutorial is saved at this step. */
export const ONBOARDING_STEP_COUNT = ONBOARDING_STEPS.length;

const onboardingStepSchema = z.int().min(0).max(ONBOARDING_STEP_COUNT);
const completedStepsSchema = z
  .array(z.enum(ONBOARDING_STEPS))
  .max(ONBOARDING_STEP_COUNT)
  .refine((steps) => new Set(steps).size === steps.length, "Each step may be listed once");

export const customizationSchema = z.object({
  assessmentCompleted: z.boolean(),
  assessmentScore: z.number().nullable(),
  assessmentLevel: z.string().nullable(),
  assessmentPercentage: z.number().nullable(),
  assessmentCategoryScores: z.record(z.string(), z.number()).nullable(),
  assessmentCompletedAt: z.string().nullable(),
  onboardingCompleted: z.boolean(),
  onboardingStep: z.int(),
  completedSteps: z.array(z.enum(ONBOARDING_STEPS)),
  onboardingCompletedAt: z.string().nullable(),
  updatedAt: z.string(),
});
/** GET /api/customization answers this, or `null` while the user has no settings row yet. */
export type Customization = z.infer<typeof customizationSchema>;

/**
 * PUT /api/customization: upserts the tutorial fields given; the `…CompletedAt` times are set by the
 * server. The assessment is only ever written by the placement test, from what the server scored
 * (worker/placement/sessions.ts), so a client cannot post its own level.
 */
export const customizationUpdateSchema = z
  .object({
    onboardingCompleted: z.boolean(),
    onboardingStep: onboardingStepSchema,
    completedSteps: completedStepsSchema,
  })
  .partial()
  .strict()
  .refine((update) => Object.keys(update).length > 0, "Nothing to update");
export type CustomizationUpdate = z.infer<typeof customizationUpdateSchema>;
