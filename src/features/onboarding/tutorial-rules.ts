/**
 * When the first-visit tutorial shows and what each of its buttons saves (spec §4 "Onboarding"):
 * shown for a user with no settings row, an unfinished tutorial, or a status check that failed (then
 * from step 0), starting at the saved step; Next saves step+1 with the completed steps; Finish, Skip,
 * or closing it on the last step saves step 8 as completed; Back only moves locally.
 */
import {
  ONBOARDING_STEP_COUNT,
  ONBOARDING_STEPS,
  type Customization,
  type CustomizationUpdate,
  type OnboardingStepId,
} from "../../../worker/contract/customization";

export const LAST_STEP = ONBOARDING_STEP_COUNT - 1;

/** What the status check (GET /api/customization) gave: the row, no row (`null`), or a failure. */
export type OnboardingStatus = { ok: true; settings: Customization | null } | { ok: false };

export type TutorialStart = { show: false } | { show: true; step: number; completedSteps: OnboardingStepId[] };

const FROM_THE_START: TutorialStart = { show: true, step: 0, completedSteps: [] };

export function tutorialStart(status: OnboardingStatus): TutorialStart {
  if (!status.ok || status.settings === null) return FROM_THE_START;
  const { onboardingCompleted, onboardingStep, completedSteps } = status.settings;
  if (onboardingCompleted) return { show: false };
  // A saved step past the last one (an older client, a half-written save) resumes at the last step.
  return { show: true, step: Math.min(Math.max(onboardingStep, 0), LAST_STEP), completedSteps };
}

/** The steps done after also finishing `step`, in tutorial order. */
function withStep(completedSteps: readonly OnboardingStepId[], step: number): OnboardingStepId[] {
  const done = new Set<OnboardingStepId>([...completedSteps, ONBOARDING_STEPS[step]!]);
  return ONBOARDING_STEPS.filter((id) => done.has(id));
}

/** Next on any step but the last. */
function saveOnNext(step: number, completedSteps: readonly OnboardingStepId[]): CustomizationUpdate {
  return { onboardingStep: step + 1, completedSteps: withStep(completedSteps, step) };
}

/**
 * Finish, Skip, or close on the last step: step 8 and completed. The last step counts as completed
 * when the tutorial ends on it; skipping earlier keeps the steps really done.
 */
function saveOnEnd(step: number, completedSteps: readonly OnboardingStepId[]): CustomizationUpdate {
  const done = step === LAST_STEP ? withStep(completedSteps, step) : ONBOARDING_STEPS.filter((id) => completedSteps.includes(id));
  return { onboardingStep: ONBOARDING_STEP_COUNT, completedSteps: done, onboardingCompleted: true };
}

export type TutorialAction = "next" | "back" | "finish" | "skip" | "close";

/**
 * The outcome of a button: where the tutorial goes (`null` = hidden) and what is saved (`null` =
 * nothing). Closing before the last step hides the tutorial for this visit only, so it comes back at
 * the saved step next time.
 */
export function applyTutorialAction(
  action: TutorialAction,
  step: number,
  completedSteps: readonly OnboardingStepId[],
): { step: number | null; save: CustomizationUpdate | null } {
  switch (action) {
    case "next":
      if (step >= LAST_STEP) return { step: null, save: saveOnEnd(step, completedSteps) };
      return { step: step + 1, save: saveOnNext(step, completedSteps) };
    case "back":
      return { step: Math.max(step - 1, 0), save: null };
    case "finish":
    case "skip":
      return { step: null, save: saveOnEnd(step, completedSteps) };
    case "close":
      return { step: null, save: step === LAST_STEP ? saveOnEnd(step, completedSteps) : null };
  }
}
