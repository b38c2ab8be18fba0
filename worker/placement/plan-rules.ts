/**
 * The learning plan's rules, pure: what to practise next (the weakest criterion, else the weakest
 * measured skill, else the placement test's weakest part) and the weeks to the exam, each with a focus
 * (weakest first, a full practice test in the last week) and the band to aim for on a straight line
 * from where the learner is to the target.
 */
import { addDays } from "../lib/days";
import { roundToHalfBand } from "../contract/ielts-scoring";
import type { CriterionId } from "../contract/ielts";
import { PLAN_WEEKS_MAX, type NextPractice, type PlanFocus, type PlanWeek } from "../contract/learning-plan";
import type { PlacementCategory } from "../contract/placement";

export type PlanFacts = {
  /** Latest band per writing or speaking criterion. */
  criteria: { section: "writing" | "speaking"; criterion: CriterionId; band: number }[];
  /** Mean of the latest scores (percent) per practised skill. */
  skills: { focus: PlanFocus; score: number }[];
  placementScores: Partial<Record<PlacementCategory, number>> | null;
};

const byLowest = <T>(items: T[], value: (item: T) => number) => [...items].sort((a, b) => value(a) - value(b))[0];

export function nextPractice({ criteria, skills, placementScores }: PlanFacts): NextPractice {
  const criterion = byLowest(criteria, (c) => c.band);
  if (criterion) return { reason: "criterion", focus: criterion.section, criterion: criterion.criterion, band: criterion.band };
  const skill = byLowest(skills, (s) => s.score);
  if (skill) return { reason: "skill", focus: skill.focus, score: skill.score };
  const weakest = placementScores ? byLowest(Object.entries(placementScores), ([, score]) => score!) : undefined;
  if (weakest) return { reason: "placement", focus: weakest[0] as PlacementCategory };
  return { reason: "start", focus: "reading" };
}

const FOCUS_ROTATION: PlanFocus[] = ["reading", "listening", "writing", "speaking"];

/** The weeks from today to the exam (none when there is no date or it has passed). */
export function weeklyPlan(input: {
  today: string;
  examDate: string | null;
  daysToExam: number | null;
  start: number;
  target: number | null;
  weakestFirst: PlanFocus[];
}): PlanWeek[] {
  const { today, examDate, daysToExam, start, target, weakestFirst } = input;
  if (!examDate || daysToExam === null || daysToExam <= 0) return [];
  const weeks = Math.min(PLAN_WEEKS_MAX, Math.ceil(daysToExam / 7));
  const order = [...new Set([...weakestFirst, ...FOCUS_ROTATION])];
  const goal = target ?? start;
  return Array.from({ length: weeks }, (_, i) => {
    const last = i === weeks - 1;
    return {
      week: i + 1,
      from: addDays(today, i * 7),
      to: last ? examDate : addDays(today, i * 7 + 6),
      focus: last && weeks > 1 ? "mock" : order[i % order.length]!,
      aimBand: roundToHalfBand(start + ((goal - start) * (i + 1)) / weeks),
    };
  });
}
