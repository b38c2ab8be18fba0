/**
 * A class's gradebook, GET /api/classes/:id/gradebook: one row per student, one column per
 * assignment and per graded piece of work (each IELTS writing or speaking item a student of the class
 * submitted), each cell done / late / missing / open with its band or score, a teacher's grade first.
 * `?format=csv` answers the same as text/csv (UTF-8 with a byte order mark, so spreadsheets read names
 * in any script).
 */
import { z } from "zod";

/** `game`: a live class game that has ended; its cell's score is the share of the questions asked the student got right. */
export const GRADEBOOK_KINDS = ["assignment", "graded_work", "game"] as const;
export type GradebookKind = (typeof GRADEBOOK_KINDS)[number];

const day = z.iso.date();
export const gradebookQuerySchema = z
  .object({
    kind: z.enum(GRADEBOOK_KINDS).optional(),
    /** Local days, inclusive: an assignment by its due date, work by when it was submitted. */
    from: day.optional(),
    to: day.optional(),
    format: z.enum(["json", "csv"]).default("json"),
  })
  .refine((q) => !q.from || !q.to || q.from <= q.to, { message: "The start date must not be after the end date", path: ["from"] });
export type GradebookQuery = z.input<typeof gradebookQuerySchema>;

export type GradebookColumn = {
  id: string;
  kind: GradebookKind;
  title: string;
  /** The due date of an assignment; the latest submission of graded work; when a game ended. */
  date: string;
};

/**
 * done / late: finished by or after the due date; missing: past due and not finished; open: not finished,
 * not due yet; null for work (its band is the cell) and for an assignment not set for this student.
 */
export const GRADEBOOK_STATUSES = ["done", "late", "missing", "open"] as const;
export type GradebookStatus = (typeof GRADEBOOK_STATUSES)[number];

export type GradebookCell = {
  status: GradebookStatus | null;
  /** An IELTS band (the teacher's grade when there is one). */
  band: number | null;
  /** A score in percent (a quiz, a lesson). */
  score: number | null;
  by_teacher: boolean;
};

export type GradebookRow = { student_id: string; display_name: string; cells: Record<string, GradebookCell | null> };
export type Gradebook = { class_id: string; columns: GradebookColumn[]; students: GradebookRow[] };
