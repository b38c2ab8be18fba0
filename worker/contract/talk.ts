/**
 * Talking to the class, shared by the Worker and the SPA:
 *   GET|POST /api/classes/:id/announcements            a class's announcements (Markdown, sanitised as lessons are)
 *   POST /api/assignments/:id/remind                    remind the students who have not finished it (once a day)
 *   GET|POST /api/submission-comments/:submissionId     private threads on a student's IELTS submission
 * A thread is between the student and one teacher of theirs: the student sees every teacher's thread on
 * their submission, a teacher only their own.
 */
import { z } from "zod";
import { isSafeText } from "./text";

export const ANNOUNCEMENT_MAX_LENGTH = 5000;
export const COMMENT_MAX_LENGTH = 2000;
/** A reminder of one assignment goes out at most this often. */
export const REMINDER_INTERVAL_MS = 24 * 60 * 60 * 1000;

/** Multi-line text: tabs and line breaks kept, other control and bidi characters refused. */
const longText = (what: string, max: number) =>
  z
    .string()
    .trim()
    .min(1, `Write the ${what} first`)
    .max(max, `The ${what} must be at most ${max} characters`)
    .refine(
      (text) => isSafeText(text.replace(/[\n\r\t]/g, " ")),
      `The ${what} must not contain control characters or text-direction overrides`,
    );

export const announcementCreateSchema = z.strictObject({ markdown: longText("announcement", ANNOUNCEMENT_MAX_LENGTH) });
export type AnnouncementCreate = z.input<typeof announcementCreateSchema>;

export type Announcement = { id: string; class_id: string; teacher_name: string; markdown: string; created_at: string };
export type AnnouncementList = { class_id: string; announcements: Announcement[] };

export type ReminderResult = { reminded: number; reminded_at: string };

export const submissionCommentParamSchema = z.object({ submissionId: z.string().min(1).max(100) });
export const commentCreateSchema = z.strictObject({
  body: longText("comment", COMMENT_MAX_LENGTH),
  /** The student names which teacher's thread they answer; a teacher always writes in their own. */
  teacher_id: z.string().min(1).max(64).optional(),
});
export type CommentCreate = z.input<typeof commentCreateSchema>;

export type SubmissionComment = { id: string; author_id: string; author_name: string; body: string; created_at: string };
export type CommentThread = { teacher_id: string; teacher_name: string; comments: SubmissionComment[] };
export type CommentThreads = { submission_id: string; student_id: string; threads: CommentThread[] };

export const TALK_ERROR_CODES = {
  /** 409: this assignment's students were reminded less than a day ago. */
  remindedToday: "reminded_today",
  /** 400: the student named no teacher, or one who does not teach them. */
  noSuchTeacher: "teacher_not_found",
  submissionNotFound: "submission_not_found",
} as const;

/** The `data` of the hub events and stored notifications of this file. */
export const classAnnouncementDataSchema = z.object({
  kind: z.literal("class_announcement"),
  class_id: z.string(),
  class_name: z.string(),
  teacher_name: z.string(),
  announcement_id: z.string(),
  /** The announcement's first words, as the notification shows them. */
  excerpt: z.string(),
  notification_id: z.string(),
});
export const assignmentReminderDataSchema = z.object({
  kind: z.literal("assignment_reminder"),
  assignment_id: z.string(),
  title: z.string(),
  due_at: z.string(),
  teacher_name: z.string(),
  notification_id: z.string(),
});
export const submissionCommentDataSchema = z.object({
  kind: z.literal("submission_comment"),
  submission_id: z.string(),
  student_id: z.string(),
  teacher_id: z.string(),
  author_name: z.string(),
  /** The comment's first words. */
  excerpt: z.string(),
  notification_id: z.string(),
});
export type ClassAnnouncementData = z.infer<typeof classAnnouncementDataSchema>;
export type AssignmentReminderData = z.infer<typeof assignmentReminderDataSchema>;
export type SubmissionCommentData = z.infer<typeof submissionCommentDataSchema>;
