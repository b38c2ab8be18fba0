/**
 * What the learner reads when the hub reports progress (spec §9 texts): 'Achievement Unlocked!',
 * 'Streak Updated!' with the streak type and its days, 'Reward Available!', and the progress toasts
 * 'Quiz completed with N% score!', 'Lesson completed with N% score!', 'SRS review completed!' (3 s).
 */
import { assignmentReminderDataSchema, classAnnouncementDataSchema, submissionCommentDataSchema } from "../../../../worker/contract/talk";
import type { TFunction } from "i18next";
import type { EventFrame } from "../../../../worker/contract/realtime";
import {
  PROGRESS_TOAST_MS,
  achievementUnlockedDataSchema,
  progressUpdateDataSchema,
  rewardAvailableDataSchema,
  streakUpdatedDataSchema,
} from "../../../../worker/contract/progress";
import { teacherGradedDataSchema, type TeacherGradedData } from "../../../../worker/contract/grading";
import { contentSharedDataSchema, type ContentSharedData } from "../../../../worker/contract/sharing";
import { forumReplyDataSchema, type ForumReplyData } from "../../../../worker/contract/forum";
import { NOTIFICATION_DURATION_MS } from "../../../lib/constants";
import type { LiveNotice } from "./notification-queue";

type ProgressT = TFunction<"progress">;

/** The progress toast of one event type and score, shared by the live toast and the notifications page. */
export function progressText(t: ProgressT, eventType: string, score: number | null): string {
  const rounded = score === null ? null : Math.round(score);
  switch (eventType) {
    case "quiz_completed":
      return rounded === null ? t("live.progress.quizDone") : t("live.progress.quiz", { score: rounded });
    case "lesson_completed":
      return rounded === null ? t("live.progress.lessonDone") : t("live.progress.lesson", { score: rounded });
    case "srs_review_completed":
      return t("live.progress.review");
    case "library_article_completed":
      return rounded === null ? t("live.progress.articleDone") : t("live.progress.article", { score: rounded });
    case "library_podcast_completed":
      return rounded === null ? t("live.progress.podcastDone") : t("live.progress.podcast", { score: rounded });
    default: {
      const exam = eventType.startsWith("ielts_") ? "IELTS" : "SAT";
      return rounded === null ? t("live.progress.examDone", { exam }) : t("live.progress.exam", { exam, score: rounded });
    }
  }
}

export function streakText(t: ProgressT, streakType: "daily" | "words" | "lessons", days: number, freezeDays: number): string {
  const text = t("live.streakMessage", { type: t(`streaks.types.${streakType}`), count: days });
  return freezeDays > 0 ? `${text} ${t("live.freezeUsed", { count: freezeDays })}` : text;
}

/** "Teacher's grade" and who graded what, for the live toast and the notifications page. */
export function teacherGradeText(
  t: ProgressT,
  data: Pick<TeacherGradedData, "teacher_name" | "section" | "overall">,
): { title: string; message: string } {
  return {
    title: t("live.teacherGradeTitle"),
    message: t("live.teacherGradeMessage", {
      teacher: data.teacher_name,
      section: t(`live.teacherGradeSection.${data.section}`),
      band: data.overall.toFixed(1),
    }),
  };
}

/** "Shared with you" and who shared what, for the live toast and the notifications page. */
export function contentSharedText(
  t: ProgressT,
  data: Pick<ContentSharedData, "teacher_name" | "title">,
): { title: string; message: string } {
  return { title: t("live.sharedTitle"), message: t("live.sharedMessage", { teacher: data.teacher_name, title: data.title }) };
}

/** "New reply to your post" and who replied where, for the live toast and the notifications page. */
export function forumReplyText(
  t: ProgressT,
  data: Pick<ForumReplyData, "replier_name" | "post_title">,
): { title: string; message: string } {
  const name = data.replier_name || t("live.forumReplySomeone");
  return { title: t("live.forumReplyTitle"), message: t("live.forumReplyMessage", { name, title: data.post_title }) };
}

/** The notice for one hub event, or null for a payload this version does not understand. */
export function noticeForEvent(event: EventFrame, t: ProgressT): LiveNotice | null {
  switch (event.type) {
    case "progress_update": {
      const parsed = progressUpdateDataSchema.safeParse(event.data);
      if (!parsed.success) return null;
      const { event: progress } = parsed.data;
      return {
        key: `progress:${progress.id}`,
        type: "progress",
        title: progressText(t, progress.event_type, progress.score),
        message: null,
        durationMs: PROGRESS_TOAST_MS,
      };
    }
    case "achievement_unlocked": {
      const parsed = achievementUnlockedDataSchema.safeParse(event.data);
      if (!parsed.success) return null;
      const { achievement_id: id, points, notification_id } = parsed.data;
      return {
        key: notification_id,
        type: "achievement",
        title: t("live.achievementTitle"),
        message: t("live.achievementMessage", { title: t(`achievements.catalogue.${id}.title`), points }),
        durationMs: NOTIFICATION_DURATION_MS,
      };
    }
    case "streak_updated": {
      const parsed = streakUpdatedDataSchema.safeParse(event.data);
      if (!parsed.success) return null;
      const { streak_type, current_streak, freeze_used_days, notification_id } = parsed.data;
      return {
        key: notification_id,
        type: "streak",
        title: t("live.streakTitle"),
        message: streakText(t, streak_type, current_streak, freeze_used_days.length),
        durationMs: NOTIFICATION_DURATION_MS,
      };
    }
    case "reward_available": {
      const parsed = rewardAvailableDataSchema.safeParse(event.data);
      if (!parsed.success) return null;
      const { streak_type, notification_id } = parsed.data;
      return {
        key: notification_id,
        type: "reward",
        title: t("live.rewardTitle"),
        message: t("live.rewardMessage", { streak: t(`streaks.types.${streak_type}`) }),
        durationMs: NOTIFICATION_DURATION_MS,
      };
    }
    case "teacher_graded": {
      const parsed = teacherGradedDataSchema.safeParse(event.data);
      if (!parsed.success) return null;
      return {
        key: parsed.data.notification_id,
        type: "progress",
        ...teacherGradeText(t, parsed.data),
        durationMs: NOTIFICATION_DURATION_MS,
      };
    }
    // A teacher's class event refreshes the dashboard (src/features/teaching/use-class-activity.ts), silently.
    case "class_activity":
    case "class_members":
      return null;
    // Talking to the class: the stored notification's own words, in the reader's profile language.
    case "class_announcement":
    case "assignment_reminder":
    case "submission_comment":
      return talkNotice(event, t);
    // An open shared-content screen also refetches (src/features/sharing/use-shared-live.ts).
    case "content_shared": {
      const parsed = contentSharedDataSchema.safeParse(event.data);
      if (!parsed.success) return null;
      return {
        key: parsed.data.notification_id,
        type: "progress",
        ...contentSharedText(t, parsed.data),
        durationMs: NOTIFICATION_DURATION_MS,
      };
    }
    // Only the post author's event carries a notification; an open thread also refetches (src/features/forum/use-thread-live.ts).
    case "forum_reply": {
      const parsed = forumReplyDataSchema.safeParse(event.data);
      if (!parsed.success || parsed.data.notification_id === null) return null;
      return {
        key: parsed.data.notification_id,
        type: "progress",
        ...forumReplyText(t, parsed.data),
        durationMs: NOTIFICATION_DURATION_MS,
      };
    }
  }
}

/** The toast of an announcement, a reminder or a comment, worded by the SPA in the interface language. */
function talkNotice(event: EventFrame, t: ProgressT): LiveNotice | null {
  const announcement = classAnnouncementDataSchema.safeParse(event.data);
  if (announcement.success)
    return {
      key: announcement.data.notification_id,
      type: "progress",
      title: t("live.announcementTitle", { teacher: announcement.data.teacher_name, class: announcement.data.class_name }),
      message: null,
      durationMs: NOTIFICATION_DURATION_MS,
    };
  const reminder = assignmentReminderDataSchema.safeParse(event.data);
  if (reminder.success)
    return {
      key: reminder.data.notification_id,
      type: "progress",
      title: t("live.reminderTitle", { title: reminder.data.title }),
      message: null,
      durationMs: NOTIFICATION_DURATION_MS,
    };
  const comment = submissionCommentDataSchema.safeParse(event.data);
  if (comment.success)
    return {
      key: comment.data.notification_id,
      type: "progress",
      title: t("live.commentTitle", { name: comment.data.author_name }),
      message: null,
      durationMs: NOTIFICATION_DURATION_MS,
    };
  return null;
}
