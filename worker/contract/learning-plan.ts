/** GET /api/learning-plan (issue 17, `/learn`): "What should I do today?" in one answer. */
import type { MyAssignment } from "./assignments";
import type { CriterionId } from "./ielts";
import type { CefrLevel } from "./placement";

export const PLAN_FOCUSES = ["reading", "listening", "writing", "speaking", "vocabulary", "grammar", "mock"] as const;
export type PlanFocus = (typeof PLAN_FOCUSES)[number];

/** Where each focus is practised, one click away. */
export const FOCUS_ROUTES: Record<PlanFocus, string> = {
  reading: "/ielts/reading",
  listening: "/ielts/listening",
  writing: "/ielts/writing",
  speaking: "/ielts/speaking",
  vocabulary: "/daily-quiz",
  grammar: "/ai-chat",
  mock: "/ielts/reading",
};

/** The week-by-week plan lists at most this many weeks (the rest of a long run-up is more of the same). */
export const PLAN_WEEKS_MAX = 12;
/** Open assignments shown on the plan; the rest are one click away on /assignments. */
export const PLAN_ASSIGNMENTS_MAX = 3;

export type NextPractice =
  | { reason: "criterion"; focus: "writing" | "speaking"; criterion: CriterionId; band: number }
  | { reason: "skill"; focus: PlanFocus; score: number }
  | { reason: "placement"; focus: PlanFocus }
  | { reason: "start"; focus: "reading" };

export type PlanWeek = { week: number; from: string; to: string; focus: PlanFocus; aimBand: number };

export type LearningPlan = {
  today: string;
  placement: { level: CefrLevel; ieltsBand: { min: number; max: number }; completedAt: string } | null;
  srsDue: number;
  assignments: MyAssignment[];
  next: NextPractice & { route: string };
  exam: {
    targetBand: number | null;
    examDate: string | null;
    daysToExam: number | null;
    current: number | null;
    weeks: PlanWeek[];
  };
};
