/**
 * The SAT in the progress views: accuracy per SAT domain and skill from the server-scored
 * module answers (Analytics), the target SAT total against the latest section estimates (the target
 * tracker), and a student's finished sections as their teacher reads them
 * (GET /api/students/:studentId/sat-results, teachers of one of the student's classes only).
 */
import { z } from "zod";
import type { StudentContext } from "./student";

export const SAT_SCORE_SECTIONS = ["reading_writing", "math"] as const;
export const SAT_TARGET_MIN = 400;
export const SAT_TARGET_MAX = 1600;
export const SAT_TARGET_STEP = 10;

/** A target SAT total: 400–1600 in steps of 10, or null for none. */
export const satTargetScoreSchema = z
  .int("a target SAT score is a whole number")
  .min(SAT_TARGET_MIN)
  .max(SAT_TARGET_MAX)
  .multipleOf(SAT_TARGET_STEP, "a target SAT score goes in steps of 10")
  .nullable();

export const satSkillAccuracySchema = z.object({
  section: z.enum(SAT_SCORE_SECTIONS),
  domain: z.string(),
  skill: z.string(),
  correct: z.int(),
  total: z.int(),
  /** Percentage of `total` answered right, rounded. */
  accuracy: z.int(),
});
export type SatSkillAccuracy = z.infer<typeof satSkillAccuracySchema>;

/** The SAT side of the target tracker: the latest section estimates, their total, and the target. */
export const satTargetSchema = z.object({
  target: z.int().nullable(),
  /** The sum of the latest Reading and Writing and Math estimates; null until both sections are done. */
  current: z.int().nullable(),
  reading_writing: z.int().nullable(),
  math: z.int().nullable(),
  /** When the latest section estimate was made. */
  latest_at: z.string().nullable(),
  on_track: z.boolean().nullable(),
});
export type SatTarget = z.infer<typeof satTargetSchema>;

export type SatDomainAccuracy = { domain: string; correct: number; total: number };

/** One finished section as a teacher reads it. */
export type StudentSatResult = {
  attemptId: string;
  section: (typeof SAT_SCORE_SECTIONS)[number];
  title: string;
  completedAt: string;
  /** Taken after the learner had seen this test's answers. */
  retake: boolean;
  route: "module2_easier" | "module2_harder";
  sectionScore: { score: number; low: number; high: number; label: "estimate" };
  correct: number;
  total: number;
  domains: SatDomainAccuracy[];
};
export type StudentSatResultsResponse = { student: StudentContext; results: StudentSatResult[] };
