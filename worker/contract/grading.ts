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
import {
  ANCHORED_COMMENTS_MAX,
  anchoredCommentSchema,
  commentText,
  SPEAKING_CRITERIA,
  WRITING_CRITERIA,
  type CriterionId,
  type SubmissionSummary,
} from "./ielts";
import type { StudentContext } from "./student";
import { criteriaBand } from "./ielts-scoring";

export const GRADE_COMMENT_MAX_LENGTH = 2000;
// A grade is part of the submission the student reads (ielts.ts), so its shape lives there.
export {
  ANCHORED_COMMENT_MAX_LENGTH,
  ANCHORED_COMMENTS_MAX,
  ANCHOR_QUOTE_MAX_LENGTH,
  anchoredCommentSchema,
  type AnchoredComment,
  type GradedCriterion,
  type TeacherGrade,
} from "./ielts";
export type { StudentContext } from "./student";

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

export type StudentSubmissionSummary = SubmissionSummary & { graded: boolean };
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
