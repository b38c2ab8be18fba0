/**
 * GET /api/learning-plan: what the learner should do today, read from several domains at once — SRS
 * cards due, open assignments from their classes, the next practice (worker/placement/plan-rules.ts),
 * the placement level and the weeks to the exam date with the band to aim for, and for a learner with an SAT
 * target the SAT weeks by domain with the total to aim for.
 */
import { and, desc, eq, inArray, isNotNull } from "drizzle-orm";
import { FOCUS_ROUTES, PLAN_ASSIGNMENTS_MAX, type LearningPlan, type PlanFocus } from "../contract/learning-plan";
import type { Evaluation } from "../contract/ielts";
import { IELTS_BANDS_BY_LEVEL, isCefrLevel, PLACEMENT_CATEGORIES, type PlacementCategory } from "../contract/placement";
import type { Db } from "../db/client";
import { ieltsSubmissions, userCustomizationSettings } from "../db/schema";
import { loadAnalytics } from "../progress/analytics";
import { myAssignments } from "../teaching/assignments";
import { srsStats } from "../vocabulary/srs";
import { nextPractice, satPlan, weeklyPlan, type PlanFacts } from "./plan-rules";

/** Submissions read for the latest criterion bands: enough to hold both writing tasks and a speaking test. */
const RECENT_SCORED_SUBMISSIONS = 6;

const focusOfSkill = (skill: string): PlanFocus | null => {
  if (skill === "vocabulary") return "vocabulary";
  const section = /^ielts_(reading|listening|writing|speaking)$/.exec(skill)?.[1];
  return (section as PlanFocus | undefined) ?? null;
};

export async function learningPlan(db: Db, userId: string, now = Date.now()): Promise<LearningPlan> {
  const [analytics, srs, assignments, [assessment], scored] = await Promise.all([
    loadAnalytics(db, userId, now),
    srsStats(db, userId, now),
    myAssignments(db, userId, now),
    db.select().from(userCustomizationSettings).where(eq(userCustomizationSettings.userId, userId)),
    db
      .select({ section: ieltsSubmissions.section, evaluation: ieltsSubmissions.evaluation })
      .from(ieltsSubmissions)
      .where(
        and(
          eq(ieltsSubmissions.userId, userId),
          inArray(ieltsSubmissions.section, ["writing", "speaking"]),
          isNotNull(ieltsSubmissions.evaluation),
        ),
      )
      .orderBy(desc(ieltsSubmissions.submittedAt))
      .limit(RECENT_SCORED_SUBMISSIONS),
  ]);

  const criteria: PlanFacts["criteria"] = [];
  for (const row of scored) {
    const section = row.section as "writing" | "speaking";
    for (const c of (row.evaluation as Evaluation | null)?.criteria ?? []) {
      // Newest first: the first band seen for a criterion of a section is its latest.
      if (c.band !== null && !criteria.some((seen) => seen.section === section && seen.criterion === c.id)) {
        criteria.push({ section, criterion: c.id, band: c.band });
      }
    }
  }
  const skills = analytics.skill_proficiency.flatMap((s) => {
    const focus = focusOfSkill(s.skill);
    return focus ? [{ focus, score: s.proficiency }] : [];
  });
  const placed = assessment?.assessmentCompleted && isCefrLevel(assessment.assessmentLevel) ? assessment : null;
  const placementScores = placed?.assessmentCategoryScores
    ? Object.fromEntries(
        PLACEMENT_CATEGORIES.flatMap((c) =>
          typeof placed.assessmentCategoryScores![c] === "number" ? [[c, placed.assessmentCategoryScores![c]]] : [],
        ),
      )
    : null;
  const next = nextPractice({ criteria, skills, placementScores: placementScores as Partial<Record<PlacementCategory, number>> | null });

  const target = analytics.target_score;
  const level = placed && isCefrLevel(placed.assessmentLevel) ? placed.assessmentLevel : null;
  const start =
    target.current ?? (level ? IELTS_BANDS_BY_LEVEL[level].min : null) ?? (target.target !== null ? Math.max(0, target.target - 1.5) : 0);
  const weakestFirst = [...new Set([next.focus, ...[...skills].sort((a, b) => a.score - b.score).map((s) => s.focus)])].filter(
    (f): f is PlanFocus => f !== "vocabulary" && f !== "grammar",
  );
  return {
    today: analytics.to_day,
    placement: level ? { level, ieltsBand: IELTS_BANDS_BY_LEVEL[level], completedAt: placed!.assessmentCompletedAt ?? "" } : null,
    srsDue: srs.dueToday,
    assignments: assignments.assignments.filter((a) => a.done_at === null).slice(0, PLAN_ASSIGNMENTS_MAX),
    next: { ...next, route: FOCUS_ROUTES[next.focus] },
    exam: {
      targetBand: target.target,
      examDate: target.exam_date,
      daysToExam: target.days_to_exam,
      current: target.current,
      // Only a learner aiming at a band gets IELTS weeks: an SAT-only learner had "Aim: band 0" here.
      weeks:
        target.target === null
          ? []
          : weeklyPlan({
              today: analytics.to_day,
              examDate: target.exam_date,
              daysToExam: target.days_to_exam,
              start,
              target: target.target,
              weakestFirst,
            }),
      sat:
        analytics.sat_target.target === null
          ? null
          : satPlan({
              today: analytics.to_day,
              examDate: target.exam_date,
              daysToExam: target.days_to_exam,
              target: analytics.sat_target.target,
              readingWriting: analytics.sat_target.reading_writing,
              math: analytics.sat_target.math,
              skills: analytics.sat_skills,
            }),
    },
  };
}
