/**
 * Classes: a teacher's classes, their join codes and rosters, and a learner's memberships.
 * Shared by the Worker's /api/classes routes and the SPA's forms.
 */
import { z } from "zod";
import type { CriterionId } from "./ielts";
import type { IeltsSection } from "./progress";
import { nameText } from "./text";

export const CLASS_FOCUSES = ["ielts_academic", "ielts_general", "sat", "general_english"] as const;
export type ClassFocus = (typeof CLASS_FOCUSES)[number];

export const CLASS_NAME_MAX_LENGTH = 80;

/** Join codes: 8 characters without look-alikes (no 0/O, 1/I/L), stored upper-case, typed in any case. */
export const JOIN_CODE_ALPHABET = "23456789ABCDEFGHJKMNPQRSTUVWXYZ";
export const JOIN_CODE_LENGTH = 8;

/** A student with no activity (or, if none yet, no joining) for this many days is flagged on the roster. */
export const INACTIVE_AFTER_DAYS = 3;

export const IELTS_BAND_RANGE = { min: 0, max: 9, step: 0.5 } as const;
export const SAT_SCORE_RANGE = { min: 400, max: 1600, step: 10 } as const;

/** What a class's target means for its focus: an SAT total score, or an IELTS band for the other focuses. */
export const targetKind = (focus: ClassFocus): "sat_score" | "ielts_band" => (focus === "sat" ? "sat_score" : "ielts_band");

export function isValidTarget(focus: ClassFocus, target: number): boolean {
  const range = targetKind(focus) === "sat_score" ? SAT_SCORE_RANGE : IELTS_BAND_RANGE;
  if (target < range.min || target > range.max) return false;
  return Number.isInteger((target - range.min) / range.step);
}

/** Upper-cases a typed code and drops spaces and dashes people put in when copying it. */
export const normalizeJoinCode = (code: string) => code.replace(/[\s-]/g, "").toUpperCase();

const classFields = {
  name: nameText("class name", CLASS_NAME_MAX_LENGTH),
  focus: z.enum(CLASS_FOCUSES),
  target: z.number().finite().nullable(),
  exam_date: z.iso.date().nullable(),
};

const targetFitsFocus = (value: { focus?: ClassFocus; target?: number | null }) =>
  value.focus === undefined || value.target === undefined || value.target === null || isValidTarget(value.focus, value.target);
const TARGET_MESSAGE = "The target must be an IELTS band from 0 to 9 in steps of 0.5, or an SAT score from 400 to 1600 in steps of 10";

export const classCreateSchema = z
  .strictObject({ ...classFields, target: classFields.target.default(null), exam_date: classFields.exam_date.default(null) })
  .refine(targetFitsFocus, { message: TARGET_MESSAGE, path: ["target"] });
export type ClassCreate = z.input<typeof classCreateSchema>;
export type NewClass = z.output<typeof classCreateSchema>;

/** An edit: any field; a new focus with no new target keeps the target only if it still fits. */
export const classUpdateSchema = z
  .strictObject({ ...classFields, archived: z.boolean() })
  .partial()
  .refine((value) => Object.keys(value).length > 0, "Nothing to change")
  .refine(targetFitsFocus, { message: TARGET_MESSAGE, path: ["target"] });
export type ClassUpdate = z.input<typeof classUpdateSchema>;

export const joinRequestSchema = z.strictObject({
  code: z.string().trim().min(1, "Type the class code").max(32, "That is not a class code").transform(normalizeJoinCode),
});
export const joinCodeParamSchema = z.object({ code: z.string().min(1).max(32).transform(normalizeJoinCode) });
export const classIdParamSchema = z.object({ id: z.string().min(1).max(64) });
export const memberParamSchema = z.object({ id: z.string().min(1).max(64), studentId: z.string().min(1).max(64) });

export type TeacherClass = {
  id: string;
  name: string;
  focus: ClassFocus;
  target: number | null;
  exam_date: string | null;
  archived_at: string | null;
  join_code: string;
  code_rotated_at: string;
  student_count: number;
  created_at: string;
  updated_at: string;
};

export type RosterStudent = {
  student_id: string;
  display_name: string;
  joined_at: string;
  last_activity_at: string | null;
  current_streak: number;
  reviews_today: number;
  inactive: boolean;
  /** Of the assignments set for the student (worker/teaching/assignment-completion.ts), how many they finished. */
  assignments_done: number;
  assignments_due: number;
  /** The band of the student's latest scored submission per IELTS section (the teacher's grade when graded); null for a section not taken yet. */
  ielts_bands: SectionBands;
  /** The sections whose band in `ielts_bands` is a teacher's grade. */
  graded_by_teacher: IeltsSection[];
};
export type SectionBands = Record<IeltsSection, number | null>;
export type Roster = { class_id: string; students: RosterStudent[] };

/** Who a teacher is looking at on /student-progress/:studentId: the student and the teacher's classes they are in. */
export type StudentContext = { student_id: string; display_name: string; classes: { class_id: string; name: string }[] };
export const studentParamSchema = z.object({ studentId: z.string().min(1).max(64) });

/** What a join link shows before joining. */
export type ClassInvitation = { class_id: string; name: string; focus: ClassFocus; teacher_name: string; already_member: boolean };

/** A learner's class: whose, and whether that teacher sees the learner's progress now (not while archived). */
export type Membership = {
  class_id: string;
  name: string;
  focus: ClassFocus;
  teacher_name: string;
  joined_at: string;
  teacher_can_see: boolean;
};

/** Whether a roster flags a student: the later of their last activity and their joining is 3+ days ago. */
export function isInactive(lastActivityAt: string | null, joinedAt: string, now: number): boolean {
  const since = Math.max(Date.parse(joinedAt), lastActivityAt ? Date.parse(lastActivityAt) : 0);
  return now - since >= INACTIVE_AFTER_DAYS * 86_400_000;
}

/**
 * The class heatmap: one column per IELTS writing and speaking criterion (a band) and per
 * reading or listening question type the class has answered (% correct), one row per student with
 * their latest score, and the class average per column so the weakest criterion stands out.
 */
export type HeatmapColumn =
  | { id: string; section: "writing" | "speaking"; criterion: CriterionId; unit: "band" }
  | { id: string; section: "reading" | "listening"; question_type: string; unit: "percent" };
export type HeatmapRow = {
  student_id: string;
  display_name: string;
  cells: Record<string, number | null>;
  /** The column ids whose band is a teacher's grade of the student's latest submission. */
  teacher_cells: string[];
};
export type ClassHeatmap = {
  class_id: string;
  columns: HeatmapColumn[];
  students: HeatmapRow[];
  /** Mean of the students who have a score in that column; null when nobody has one. */
  averages: Record<string, number | null>;
};

/** Reading and listening question types count this many of a student's latest submissions per section. */
export const HEATMAP_RECENT_SUBMISSIONS = 3;
