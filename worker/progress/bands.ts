/** The learner's IELTS estimate and the target-score tracker; the rounding rules are worker/contract/ielts-scoring.ts. */
import { overallBand, roundToHalfBand } from "../contract/ielts-scoring";
import { type IeltsSection, type TargetScore } from "../contract/progress";
import { daysBetween } from "../lib/days";

export type LatestBands = Record<IeltsSection, number | null>;

/** The current estimate: needs a band in each of the four skills. */
export function overallEstimate({ reading, listening, writing, speaking }: LatestBands): number | null {
  if (reading === null || listening === null || writing === null || speaking === null) return null;
  return overallBand({ reading, listening, writing, speaking });
}

export type TargetInputs = {
  bands: LatestBands;
  targetBand: number | null;
  examDate: string | null;
  /** The first overall estimate and its local day: the start of the straight line to the target. */
  baseline: { band: number; day: string } | null;
  today: string;
};

export function targetScore({ bands, targetBand, examDate, baseline, today }: TargetInputs): TargetScore {
  const current = overallEstimate(bands);
  const daysToExam = examDate ? daysBetween(today, examDate) : null;
  let benchmark: number | null = null;
  if (targetBand !== null) {
    if (examDate && baseline && daysToExam !== null && daysToExam > 0) {
      const span = daysBetween(baseline.day, examDate);
      const elapsed = daysBetween(baseline.day, today);
      const share = span > 0 ? Math.min(1, Math.max(0, elapsed / span)) : 1;
      benchmark = roundToHalfBand(baseline.band + (targetBand - baseline.band) * share);
    } else {
      benchmark = targetBand;
    }
  }
  return {
    exam: "ielts",
    current,
    target: targetBand,
    benchmark,
    exam_date: examDate,
    days_to_exam: daysToExam,
    latest_bands: bands,
    on_track: current === null || benchmark === null ? null : current >= benchmark,
  };
}
