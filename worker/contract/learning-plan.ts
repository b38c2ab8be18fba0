/** GET /api/learning-plan (`/learn`): "What should I do today?" in one answer. */
import { z } from "zod";
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

/** Where each SAT section is practised by domain, and where a full test is taken. */
export const SAT_FOCUS_ROUTES = {
  reading_writing: "/sat/practice?section=reading_writing",
  math: "/sat/practice?section=math",
  mock: "/sat/full",
} as const;

/**
 * A week of the SAT plan: one domain of one section to practise (the weakest first), or a full test — first, to
 * measure a learner with no section estimate yet, and last, the week of the exam — and the total to aim for on a
 * straight line from the latest estimate to the target (null until there is an estimate).
 */
export const satPlanWeekSchema = z.object({
  week: z.int().min(1),
  from: z.string(),
  to: z.string(),
  focus: z.discriminatedUnion("kind", [
    z.object({ kind: z.literal("domain"), section: z.enum(["reading_writing", "math"]), domain: z.string(), accuracy: z.int().nullable() }),
    z.object({ kind: z.literal("full_test") }),
  ]),
  aimScore: z.int().nullable(),
  route: z.string(),
});
export type SatPlanWeek = z.infer<typeof satPlanWeekSchema>;

/** The SAT side of the plan, for a learner with an SAT target: the latest estimates, the weakest domains, the weeks. */
export const satPlanSchema = z.object({
  targetScore: z.int(),
  current: z.int().nullable(),
  readingWriting: z.int().nullable(),
  math: z.int().nullable(),
  weakestDomains: z.array(z.object({ section: z.enum(["reading_writing", "math"]), domain: z.string(), accuracy: z.int() })),
  weeks: z.array(satPlanWeekSchema),
});
export type SatPlan = z.infer<typeof satPlanSchema>;

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
    /** IELTS weeks, for a learner with a target band (none otherwise). */
    weeks: PlanWeek[];
    /** The SAT plan, for a learner with a target SAT score (null otherwise); a learner with both targets gets both. */
    sat: SatPlan | null;
  };
};
