/**
 * The learning plan's rules, pure: what to practise next (the weakest criterion, else the weakest
 * measured skill, else the placement test's weakest part) and the weeks to the exam, each with a focus
 * (weakest first, a full practice test in the last week) and the band to aim for on a straight line
 * from where the learner is to the target; and the same for the SAT (satPlan), by domain and section score.
 */
import { addDays } from "../lib/days";
import { roundToHalfBand } from "../contract/ielts-scoring";
import type { CriterionId } from "../contract/ielts";
import {
  PLAN_WEEKS_MAX,
  SAT_FOCUS_ROUTES,
  type NextPractice,
  type PlanFocus,
  type PlanWeek,
  type SatPlan,
  type SatPlanWeek,
} from "../contract/learning-plan";
import { MATH_DOMAINS, READING_WRITING_DOMAINS, SAT_DOMAIN_SHARES, type SatSection } from "../contract/sat-content";
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

/* ───────────────────────────── SAT ───────────────────────────── */

export type SatPlanFacts = {
  today: string;
  examDate: string | null;
  daysToExam: number | null;
  target: number;
  /** The latest section estimates (200–800). */
  readingWriting: number | null;
  math: number | null;
  /** Right and total answers per skill, from modules and practice (worker/sat/proficiency.ts). */
  skills: { section: SatSection; domain: string; correct: number; total: number }[];
};

/** A domain below this accuracy is practised before the domains never tried; at or above it, after them. */
const SAT_SECURE_ACCURACY = 80;
const SAT_DOMAINS: Record<SatSection, readonly string[]> = { reading_writing: READING_WRITING_DOMAINS, math: MATH_DOMAINS };
const roundToTen = (score: number) => Math.round(score / 10) * 10;

/**
 * The SAT plan: the weeks to the exam, each on one domain — the measured domains below 80 % weakest first, then the
 * domains never tried (the weaker section's first, larger domains first), then the secure ones — with a full test
 * in the first week when there is no estimate yet and in the last week, and the total to aim for on a straight
 * line from the latest estimate to the target.
 */
export function satPlan(facts: SatPlanFacts): SatPlan {
  const { today, examDate, daysToExam, target, readingWriting, math } = facts;
  const current = readingWriting !== null && math !== null ? readingWriting + math : null;
  const tallies = new Map<string, { section: SatSection; domain: string; correct: number; total: number }>();
  for (const s of facts.skills) {
    const key = `${s.section}/${s.domain}`;
    const tally = tallies.get(key) ?? { section: s.section, domain: s.domain, correct: 0, total: 0 };
    tally.correct += s.correct;
    tally.total += s.total;
    tallies.set(key, tally);
  }
  const measured = [...tallies.values()]
    .filter((t) => t.total > 0)
    .map((t) => ({ section: t.section, domain: t.domain, accuracy: Math.round((100 * t.correct) / t.total) }))
    .sort((a, b) => a.accuracy - b.accuracy || a.section.localeCompare(b.section) || a.domain.localeCompare(b.domain));
  // The section further below half the target is the weaker one; with no estimates, Math's larger domains lead.
  const gap = (section: SatSection) => {
    const estimate = section === "math" ? math : readingWriting;
    return estimate === null ? 0 : estimate - target / 2;
  };
  const sections = (["math", "reading_writing"] as const).slice().sort((a, b) => gap(a) - gap(b));
  const untried = sections.flatMap((section) =>
    [...SAT_DOMAINS[section]]
      .sort((a, b) => shareOf(section, b) - shareOf(section, a))
      .filter((domain) => !tallies.has(`${section}/${domain}`))
      .map((domain) => ({ section, domain, accuracy: null })),
  );
  const order = [
    ...measured.filter((d) => d.accuracy < SAT_SECURE_ACCURACY),
    ...untried,
    ...measured.filter((d) => d.accuracy >= SAT_SECURE_ACCURACY),
  ];

  const weeks: SatPlanWeek[] = [];
  if (examDate && daysToExam !== null && daysToExam > 0) {
    const count = Math.min(PLAN_WEEKS_MAX, Math.ceil(daysToExam / 7));
    let next = 0;
    for (let i = 0; i < count; i++) {
      const last = i === count - 1;
      const fullTest = (current === null && i === 0) || (last && count > 1);
      const domain = fullTest ? null : order[next++ % order.length]!;
      weeks.push({
        week: i + 1,
        from: addDays(today, i * 7),
        to: last ? examDate : addDays(today, i * 7 + 6),
        focus: domain ? { kind: "domain", ...domain } : { kind: "full_test" },
        aimScore: current === null ? null : roundToTen(current + ((target - current) * (i + 1)) / count),
        route: domain ? SAT_FOCUS_ROUTES[domain.section] : SAT_FOCUS_ROUTES.mock,
      });
    }
  }
  return { targetScore: target, current, readingWriting, math, weakestDomains: measured.slice(0, 3), weeks };
}

function shareOf(section: SatSection, domain: string): number {
  return (SAT_DOMAIN_SHARES[section] as Record<string, number>)[domain] ?? 0;
}
