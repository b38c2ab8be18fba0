import { describe, expect, it } from "vitest";
import { ONBOARDING_STEPS, type Customization, type OnboardingStepId } from "../../../worker/contract/customization";
import { applyTutorialAction, tutorialStart, type TutorialAction } from "../../../src/features/onboarding/tutorial-rules";

const settings = (fields: Partial<Customization>): Customization => ({
  assessmentCompleted: false,
  assessmentScore: null,
  assessmentLevel: null,
  assessmentPercentage: null,
  assessmentCategoryScores: null,
  assessmentCompletedAt: null,
  onboardingCompleted: false,
  onboardingStep: 0,
  completedSteps: [],
  onboardingCompletedAt: null,
  updatedAt: "2026-01-01T00:00:00.000Z",
  ...fields,
});

describe("when the tutorial shows (spec §4)", () => {
  it.each([
    ["the user has no settings row", { ok: true, settings: null } as const, { show: true, step: 0, completedSteps: [] }],
    ["the status check failed", { ok: false } as const, { show: true, step: 0, completedSteps: [] }],
    [
      "the tutorial is unfinished: at the saved step",
      { ok: true, settings: settings({ onboardingStep: 3, completedSteps: ["welcome", "vocabulary", "ai-chat"] }) } as const,
      { show: true, step: 3, completedSteps: ["welcome", "vocabulary", "ai-chat"] },
    ],
    [
      "a saved step past the end resumes at the last step",
      { ok: true, settings: settings({ onboardingStep: 8 }) } as const,
      { show: true, step: 7, completedSteps: [] },
    ],
    [
      "the tutorial is completed: hidden",
      { ok: true, settings: settings({ onboardingCompleted: true, onboardingStep: 8 }) } as const,
      { show: false },
    ],
  ])("%s", (_case, status, expected) => {
    expect(tutorialStart(status)).toEqual(expected);
  });
});

const ALL = [...ONBOARDING_STEPS];

describe("what each button does (spec §4)", () => {
  it.each<[string, TutorialAction, number, OnboardingStepId[], number | null, object | null]>([
    ["Next on the first step saves step 1 with 'welcome' done", "next", 0, [], 1, { onboardingStep: 1, completedSteps: ["welcome"] }],
    [
      "Next saves step+1 and adds the step to those done",
      "next",
      3,
      ["welcome", "vocabulary", "ai-chat"],
      4,
      { onboardingStep: 4, completedSteps: ["welcome", "vocabulary", "ai-chat", "tests"] },
    ],
    [
      "Next after going back does not list a step twice",
      "next",
      1,
      ["welcome", "vocabulary", "ai-chat"],
      2,
      { onboardingStep: 2, completedSteps: ["welcome", "vocabulary", "ai-chat"] },
    ],
    ["Back moves locally and saves nothing", "back", 4, ["welcome"], 3, null],
    ["Back on the first step stays there", "back", 0, [], 0, null],
    [
      "Finish on the last step saves step 8, completed, the last step counted",
      "finish",
      7,
      ALL.slice(0, 7),
      null,
      { onboardingStep: 8, completedSteps: ALL, onboardingCompleted: true },
    ],
    [
      "Next on the last step finishes too",
      "next",
      7,
      ALL.slice(0, 7),
      null,
      { onboardingStep: 8, completedSteps: ALL, onboardingCompleted: true },
    ],
    [
      "Skip on the last step saves step 8 and completed",
      "skip",
      7,
      ALL.slice(0, 7),
      null,
      { onboardingStep: 8, completedSteps: ALL, onboardingCompleted: true },
    ],
    [
      "closing on the last step saves step 8 and completed",
      "close",
      7,
      ALL.slice(0, 7),
      null,
      { onboardingStep: 8, completedSteps: ALL, onboardingCompleted: true },
    ],
    [
      "Skip on the first step ends the tutorial with nothing done",
      "skip",
      0,
      [],
      null,
      { onboardingStep: 8, completedSteps: [], onboardingCompleted: true },
    ],
    [
      "Skip midway keeps the steps really done",
      "skip",
      2,
      ["welcome", "vocabulary"],
      null,
      { onboardingStep: 8, completedSteps: ["welcome", "vocabulary"], onboardingCompleted: true },
    ],
    ["closing before the last step hides it for this visit and saves nothing", "close", 2, ["welcome", "vocabulary"], null, null],
  ])("%s", (_case, action, step, completed, nextStep, save) => {
    expect(applyTutorialAction(action, step, completed)).toEqual({ step: nextStep, save });
  });
});
