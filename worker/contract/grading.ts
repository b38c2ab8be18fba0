/**
 * A teacher's view of a student's IELTS submissions and the teacher's grade of a writing or speaking
 * one, shared by the Worker's /api/students routes and the SPA:
 *   GET /api/students/:studentId/submissions?section=&cursor=&limit=  the student's History rows, newest first
 *   GET /api/students/:studentId/submissions/:id                      one submission, as the student sees it
 *   PUT /api/students/:studentId/submissions/:id/grade                grade it (writing or speaking); again replaces
 * Only a teacher who can see the student (a member of one of the teacher's live classes) gets an
 * answer: a learner gets 403 `teacher_only`, any other teacher 404 `student_not_found` — the same split
 * as /api/classes, so a student's existence is never revealed.
 */
import { z } from "zod";
import { SPEAKING_CRITERIA, WRITING_CRITERIA, type CriterionId, type SubmissionSummary } from "./ielts";
import { criteriaBand } from "./ielts-scoring";
import { isSafeText } from "./text";

export const GRADE_COMMENT_MAX_LENGTH = 2000;
export const ANCHORED_COMMENT_MAX_LENGTH = 500;
export const ANCHORED_COMMENTS_MAX = 50;
/** A quoted passage is a passage, not the whole essay. */
export const ANCHOR_QUOTE_MAX_LENGTH = 2000;

export const GRADING_ERROR_CODES = {
  studentNotFound: "student_not_found",
  /** 400: reading and listening are scored by their answer keys. */
  notGradable: "not_gradable",
  /** 400: not exactly the criteria of this submission's task. */
  wrongCriteria: "wrong_criteria",
  /** 400: an anchored comment's offsets lie outside the text or do not hold the quoted passage. */
  anchorMismatch: "anchor_mismatch",
  /** 400: there is no essay or transcript to anchor a comment to. */
  noText: "no_text",
} as const;

/** Sections a teacher grades; reading and listening have answer keys. */
export const GRADABLE_SECTIONS = ["writing", "speaking"] as const;
export type GradableSection = (typeof GRADABLE_SECTIONS)[number];

/** The criteria of a submission: Task Achievement for Task 1, Task Response for Task 2, the four speaking ones. */
export function gradingCriteria(section: GradableSection, taskType: "task1" | "task2" | null): readonly CriterionId[] {
  return section === "speaking" ? SPEAKING_CRITERIA : WRITING_CRITERIA[taskType ?? "task2"];
}

/** Whole or half bands, 0–9 (reference/exam-facts.md: "each scored 0–9 in whole or half bands"). */
export const criterionBandSchema = z.number().min(0).max(9).multipleOf(0.5);

/** The overall of a teacher's grade, computed the IELTS way; the SPA's preview and the server call this same function. */
export const teacherOverall = (bands: readonly number[]) => criteriaBand(bands);

/** Plain text that may span lines: tabs and line breaks are kept, other control and bidi characters refused. */
const commentText = (label: string, max: number) =>
  z
    .string()
    .trim()
    .min(1, `The ${label} must not be empty`)
    .max(max, `The ${label} must be at most ${max} characters`)
    .refine(
      (text) => isSafeText(text.replace(/[\n\r\t]/g, " ")),
      `The ${label} must not contain control characters or text-direction overrides`,
    );

export const anchoredCommentSchema = z.strictObject({
  /** UTF-16 offsets into the essay (writing) or the transcript (speaking): text.slice(start, end) === quote. */
  start: z.int().min(0),
  end: z.int().min(1),
  quote: z.string().min(1).max(ANCHOR_QUOTE_MAX_LENGTH),
  comment: commentText("comment", ANCHORED_COMMENT_MAX_LENGTH),
});
export type AnchoredComment = z.infer<typeof anchoredCommentSchema>;

const criterionIds = [...new Set([...WRITING_CRITERIA.task1, ...WRITING_CRITERIA.task2, ...SPEAKING_CRITERIA])] as [
  CriterionId,
  ...CriterionId[],
];

export const gradeRequestSchema = z.strictObject({
  criteria: z
    .array(z.strictObject({ id: z.enum(criterionIds), band: criterionBandSchema }))
    .min(1)
    .max(4),
  comment: z.union([commentText("general comment", GRADE_COMMENT_MAX_LENGTH), z.literal("").transform(() => null), z.null()]).default(null),
  anchored_comments: z
    .array(anchoredCommentSchema)
    .max(ANCHORED_COMMENTS_MAX, `At most ${ANCHORED_COMMENTS_MAX} comments on the text`)
    .default([]),
});
export type GradeRequest = z.input<typeof gradeRequestSchema>;

export const studentParamSchema = z.object({ studentId: z.string().min(1).max(64) });
export const studentSubmissionParamSchema = z.object({ studentId: z.string().min(1).max(64), id: z.string().min(1).max(100) });

export type GradedCriterion = { id: CriterionId; band: number };

/** What the student and the teacher see of a grade. */
export type TeacherGrade = {
  teacher_id: string;
  teacher_name: string;
  criteria: GradedCriterion[];
  overall: number;
  comment: string | null;
  anchored_comments: AnchoredComment[];
  graded_at: string;
};

export type StudentSubmissionSummary = SubmissionSummary & { graded: boolean };
/** The student, by the name the teacher's roster shows, and the teacher's classes the student is in. */
export type StudentContext = { id: string; display_name: string; classes: { id: string; name: string }[] };
export type StudentSubmissionListResponse = {
  student: StudentContext;
  submissions: StudentSubmissionSummary[];
  nextCursor: string | null;
};

/** The `data` of a `teacher_graded` hub event and of its stored notification. */
export const teacherGradedDataSchema = z.object({
  kind: z.literal("teacher_grade"),
  submission_id: z.string(),
  section: z.enum(GRADABLE_SECTIONS),
  overall: z.number(),
  teacher_name: z.string(),
  notification_id: z.string(),
});
export type TeacherGradedData = z.infer<typeof teacherGradedDataSchema>;
