/**
 * The digital SAT in one sitting (full-test mode), shared by the Worker and the full-test screen:
 *   GET  /api/sat/full-tests                  the learner's open full test and latest finished ones
 *   POST /api/sat/full-tests                  start a full test (or resume the open one)
 *   GET  /api/sat/full-tests/:id              a full test at its step: Reading and Writing, the break, Math, done
 *   POST /api/sat/full-tests/:id/continue     end the 10-minute break early and open Math
 * A full test links the two section attempts of /api/sat; its step, the break's end and the total are
 * the server's, so a reload or another device resumes at the same step with the same break time left.
 * Signed in only (401); another learner's full test is 404.
 */
import { z } from "zod";
import type { SatScoreEstimate } from "./sat";

/** The break between the sections, as on the digital SAT. */
export const SAT_BREAK_SECONDS = 10 * 60;

export const SAT_FULL_TEST_STEPS = ["reading_writing", "break", "math", "completed"] as const;
export type SatFullTestStep = (typeof SAT_FULL_TEST_STEPS)[number];

export const SAT_FULL_ERROR_CODES = {
  fullTestNotFound: "sat_full_test_not_found",
  notOnBreak: "sat_full_test_not_on_break",
} as const;

/** Whole seconds left of a break ending at `endsAt` (ISO) at `now` (ms): never below 0. */
export function breakSecondsLeft(endsAt: string, now: number): number {
  return Math.max(0, Math.ceil((Date.parse(endsAt) - now) / 1000));
}

export type SatFullTestSectionView = {
  testId: string;
  title: string;
  /** Null until the section is opened (Math opens after the break). */
  attemptId: string | null;
  /** The section's estimate once it is finished. */
  score: SatScoreEstimate | null;
  /** The learner had finished this section's test before and seen its answers. */
  retake: boolean;
};

export type SatFullTestView = {
  id: string;
  step: SatFullTestStep;
  readingWriting: SatFullTestSectionView;
  math: SatFullTestSectionView;
  /** On the break: the whole seconds left by the server's clock; null on any other step. */
  breakSecondsLeft: number | null;
  /** The total 400–1600 of both sections, scored by the server once Math is finished. */
  totalScore: SatScoreEstimate | null;
  /** Either section is a retake, so the total is not a fresh estimate. */
  retake: boolean;
  startedAt: string;
  completedAt: string | null;
};

export type SatFullTestResponse = { fullTest: SatFullTestView };
export type SatFullTestListResponse = { open: SatFullTestView | null; finished: SatFullTestView[] };

const testIdSchema = z.string().regex(/^[a-z0-9]+(-[a-z0-9]+)*$/, "test ids are lower-case kebab-case");

export const satFullTestStartSchema = z.strictObject({
  /** The tests to take; the first of each section when left out. */
  readingWritingTestId: testIdSchema.optional(),
  mathTestId: testIdSchema.optional(),
});
export type SatFullTestStartRequest = z.input<typeof satFullTestStartSchema>;

export const satFullTestParamSchema = z.strictObject({ id: z.uuid("a full test id is a UUID") });
