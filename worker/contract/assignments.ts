/**
 * Assignments: what a teacher sets a class or chosen students, and how each student stands
 * with it. Shared by the Worker's /api/assignments routes and the SPA's forms.
 *
 * Kinds: `ielts` is one seeded IELTS item, so a reading or listening test, a writing prompt or a speaking
 * set (each item is one section); `word_list` is lexicon words the student adds to their dictionary and
 * SRS when they first open the assignment; `quiz` is one vocabulary quiz over the student's dictionary;
 * `lesson` is one of the teacher's published lessons, finished in the lesson player.
 */
import { z } from "zod";
import { isSafeText, nameText } from "./text";

export const ASSIGNMENT_KINDS = ["ielts", "word_list", "quiz", "lesson"] as const;
export type AssignmentKind = (typeof ASSIGNMENT_KINDS)[number];

export const ASSIGNMENT_TITLE_MAX_LENGTH = 120;
export const ASSIGNMENT_INSTRUCTIONS_MAX_LENGTH = 1000;
export const WORD_LIST_MAX_WORDS = 30;

/**
 * done: finished by the due date; late: finished after it; not_started: not finished, still open;
 * overdue: not finished and past due.
 */
export const ASSIGNMENT_STATUSES = ["done", "late", "not_started", "overdue"] as const;
export type AssignmentStatus = (typeof ASSIGNMENT_STATUSES)[number];

export function assignmentStatus(doneAt: string | null, dueAt: string, now: number): AssignmentStatus {
  if (doneAt !== null) return doneAt <= dueAt ? "done" : "late";
  return now > Date.parse(dueAt) ? "overdue" : "not_started";
}

const instructions = z
  .string()
  .trim()
  .max(ASSIGNMENT_INSTRUCTIONS_MAX_LENGTH, `The instructions must be at most ${ASSIGNMENT_INSTRUCTIONS_MAX_LENGTH} characters`)
  // Line breaks are fine in instructions; the rest of the plain-text rule (contract/text.ts) holds.
  .refine(
    (text) => isSafeText(text.replace(/[\n\t]/g, " ")),
    "The instructions must not contain control characters or text-direction overrides",
  )
  .transform((text) => (text === "" ? null : text));

const dueAt = z.iso.datetime({ offset: true }).transform((value) => new Date(value).toISOString());
const lemma = z.string().trim().toLowerCase().min(1).max(64).refine(isSafeText, "A word must not contain control characters");

const common = {
  class_id: z.string().min(1).max(64),
  title: nameText("title", ASSIGNMENT_TITLE_MAX_LENGTH),
  instructions: instructions.nullable().default(null),
  due_at: dueAt,
  /** Absent or null: the whole class, including students who join later. */
  student_ids: z.array(z.string().min(1).max(64)).min(1, "Choose at least one student").max(200).nullable().default(null),
};

export const assignmentCreateSchema = z.discriminatedUnion("kind", [
  z.strictObject({ ...common, kind: z.literal("ielts"), test_id: z.string().min(1).max(100) }),
  z.strictObject({
    ...common,
    kind: z.literal("word_list"),
    words: z.array(lemma).min(1, "Add at least one word").max(WORD_LIST_MAX_WORDS, `A word list has at most ${WORD_LIST_MAX_WORDS} words`),
  }),
  z.strictObject({ ...common, kind: z.literal("quiz") }),
  z.strictObject({ ...common, kind: z.literal("lesson"), lesson_id: z.string().min(1).max(64) }),
]);
export type AssignmentCreate = z.input<typeof assignmentCreateSchema>;
export type NewAssignment = z.output<typeof assignmentCreateSchema>;

export const assignmentUpdateSchema = z
  .strictObject({ title: common.title, instructions: common.instructions, due_at: dueAt })
  .partial()
  .refine((value) => Object.keys(value).length > 0, "Nothing to change");
export type AssignmentUpdate = z.input<typeof assignmentUpdateSchema>;

export const assignmentIdParamSchema = z.object({ id: z.string().min(1).max(64) });
export const classIdParamSchema = z.object({ classId: z.string().min(1).max(64) });

/** What the assignment asks for: the IELTS item, the word list, or nothing more (a quiz). */
export type AssignmentWork =
  | { kind: "ielts"; test_id: string; test_title: string; section: "reading" | "listening" | "writing" | "speaking" }
  | { kind: "word_list"; words: string[] }
  | { kind: "quiz" }
  /** `lesson_title` null: the lesson was deleted since. */
  | { kind: "lesson"; lesson_id: string; lesson_title: string | null };

export type Assignment = {
  id: string;
  class_id: string;
  title: string;
  instructions: string | null;
  due_at: string;
  created_at: string;
  updated_at: string;
  /** Null: the whole class. */
  student_ids: string[] | null;
  work: AssignmentWork;
};

export type AssignmentStudentStatus = { student_id: string; display_name: string; status: AssignmentStatus; done_at: string | null };
export type ClassAssignment = Assignment & { students: AssignmentStudentStatus[] };
export type ClassAssignments = { class_id: string; assignments: ClassAssignment[] };

/** A student's own assignment, with the class it came from. */
export type MyAssignment = Assignment & { class_name: string; status: AssignmentStatus; done_at: string | null; started: boolean };
export type MyAssignments = { assignments: MyAssignment[] };

/** How long a finished assignment stays in the student's list. */
export const RECENT_DONE_DAYS = 14;

/**
 * The stored notification of a new assignment (each student it is set for is told, and
 * pushed on the native app); the SPA words it in the reader's language from these fields.
 */
export const assignmentSetDataSchema = z.object({
  kind: z.literal("assignment_set"),
  assignment_id: z.string(),
  class_id: z.string(),
  title: z.string(),
  teacher_name: z.string(),
  due_at: z.string(),
});
export type AssignmentSetData = z.infer<typeof assignmentSetDataSchema>;
