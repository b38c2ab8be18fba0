/** IELTS bands: the official rounding of an overall band and the target-score tracker. */
import { IELTS_SECTIONS, type IeltsSection, type TargetScore } from "../contract/progress";
import { daysBetween } from "./days";

/**
 * Overall band = mean of the four skills in half bands: a fraction of .25 rounds up to .5 and .75 up
 * to the next band, anything below rounds down (6.125 → 6.0, 6.25 → 6.5, 6.75 → 7.0).
 */
export function roundOverallBand(mean: number): number {
  return Math.floor(mean * 2 + 0.5) / 2;
}

export type LatestBands = Record<IeltsSection, number | null>;

/** The current estimate: needs a band in each of the four skills. */
export function overallEstimate(bands: LatestBands): number | null {
  const values = IELTS_SECTIONS.map((s) => bands[s]);
  if (values.some((v) => v === null)) return null;
  return roundOverallBand((values as number[]).reduce((a, b) => a + b, 0) / values.length);
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
      benchmark = roundOverallBand(baseline.band + (targetBand - baseline.band) * share);
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
