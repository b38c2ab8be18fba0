/**
 * A stored notification in the reader's language (docs/architecture.md §5). A notification is stored with
 * its type and data (what happened: the event and its score, the achievement, the teacher and title…),
 * and its title and message are rendered from the catalogue's `notifications` namespace when it is read
 * (GET /api/notifications, in the request's language) or pushed (in the profile's language), so a later
 * language switch is followed. The English texts the rows also keep are only for a row whose data this
 * version does not understand.
 */
import { ACHIEVEMENT_IDS, STREAK_TYPES, type NotificationType } from "../contract/progress";
import { assignmentSetDataSchema } from "../contract/assignments";
import { teacherGradedDataSchema } from "../contract/grading";
import { contentSharedDataSchema } from "../contract/sharing";
import { forumReplyDataSchema } from "../contract/forum";
import { assignmentReminderDataSchema, classAnnouncementDataSchema, submissionCommentDataSchema } from "../contract/talk";
import { translator, type Lang, type Translate } from "../i18n";

export type StoredNotice = { type: NotificationType; title: string; message: string; data: Record<string, unknown> };
export type NoticeText = { title: string; message: string };

const oneOf = <V extends string>(values: readonly V[], value: unknown): V | null => (values.includes(value as V) ? (value as V) : null);
const numberOr = <F>(value: unknown, fallback: F): number | F => (typeof value === "number" ? value : fallback);

/** The progress line of one event type and score ("Quiz completed with 80% score!"). */
function progressText(t: Translate, eventType: string, score: number | null): string {
  const rounded = score === null ? null : Math.round(score);
  const kind =
    {
      quiz_completed: "quiz",
      lesson_completed: "lesson",
      library_article_completed: "article",
      library_podcast_completed: "podcast",
    }[eventType] ?? null;
  if (eventType === "srs_review_completed") return t("notifications:progress.review");
  if (kind) return rounded === null ? t(`notifications:progress.${kind}Done`) : t(`notifications:progress.${kind}`, { score: rounded });
  const exam = eventType.startsWith("ielts_") ? "IELTS" : "SAT";
  return rounded === null ? t("notifications:progress.examDone", { exam }) : t("notifications:progress.exam", { exam, score: rounded });
}

/** A class announcement, an assignment reminder or a comment on a submission (worker/teaching/talk.ts), or null. */
function teachingText(t: Translate, d: Record<string, unknown>): NoticeText | null {
  const announcement = classAnnouncementDataSchema.omit({ notification_id: true }).safeParse(d);
  if (announcement.success)
    return {
      title: t("teaching:announcement.title", { teacher: announcement.data.teacher_name, class: announcement.data.class_name }),
      message: announcement.data.excerpt,
    };
  const reminder = assignmentReminderDataSchema.omit({ notification_id: true }).safeParse(d);
  if (reminder.success) {
    const { title, teacher_name: teacher, due_at: due } = reminder.data;
    return {
      title: t("teaching:reminder.title", { title }),
      message: t("teaching:reminder.message", { teacher, title, due: due.slice(0, 10) }),
    };
  }
  const comment = submissionCommentDataSchema.omit({ notification_id: true }).safeParse(d);
  if (comment.success) return { title: t("teaching:comment.title", { name: comment.data.author_name }), message: comment.data.excerpt };
  return null;
}

/**
 * The title and message of `notice` in `lang`; `timeZone` is the reader's, for the dates a message names.
 * A notice whose data this version cannot read keeps the texts it was stored with.
 */
export function notificationText(lang: Lang, notice: StoredNotice, timeZone = "UTC"): NoticeText {
  const t = translator(lang);
  const d = notice.data;
  const stored = { title: notice.title, message: notice.message };
  switch (notice.type) {
    case "progress": {
      const teaching = teachingText(t, d);
      if (teaching) return teaching;
      const graded = teacherGradedDataSchema.omit({ notification_id: true }).safeParse(d);
      if (graded.success) {
        const { teacher_name: teacher, section, overall } = graded.data;
        return {
          title: t("notifications:teacherGradeTitle"),
          message: t("notifications:teacherGradeMessage", {
            teacher,
            section: t(`notifications:teacherGradeSection.${section}`),
            band: overall.toFixed(1),
          }),
        };
      }
      const shared = contentSharedDataSchema.omit({ notification_id: true }).safeParse(d);
      if (shared.success)
        return {
          title: t("notifications:sharedTitle"),
          message: t("notifications:sharedMessage", { teacher: shared.data.teacher_name, title: shared.data.title }),
        };
      const assignment = assignmentSetDataSchema.safeParse(d);
      if (assignment.success)
        return {
          title: t("notifications:assignmentSetTitle"),
          message: t("notifications:assignmentSetMessage", {
            teacher: assignment.data.teacher_name,
            title: assignment.data.title,
            due: new Date(assignment.data.due_at),
            formatParams: { due: { timeZone } },
          }),
        };
      const reply = forumReplyDataSchema.omit({ notification_id: true }).safeParse(d);
      if (reply.success)
        return {
          title: t("notifications:forumReplyTitle"),
          message: t("notifications:forumReplyMessage", {
            name: reply.data.replier_name || t("notifications:forumReplySomeone"),
            title: reply.data.post_title,
          }),
        };
      return typeof d.event_type === "string"
        ? { title: t("notifications:progressTitle"), message: progressText(t, d.event_type, numberOr(d.score, null)) }
        : stored;
    }
    case "achievement": {
      const id = oneOf(ACHIEVEMENT_IDS, d.achievement_id);
      if (!id) return stored;
      return {
        title: t("notifications:achievementTitle"),
        message: t("notifications:achievementMessage", { title: t(`notifications:achievements.${id}`), points: numberOr(d.points, 0) }),
      };
    }
    case "streak": {
      const type = oneOf(STREAK_TYPES, d.streak_type);
      const days = numberOr(d.current_streak, null);
      if (!type || days === null) return stored;
      const used = Array.isArray(d.freeze_used_days) ? d.freeze_used_days.length : 0;
      const text = t("notifications:streakMessage", { type: t(`notifications:streakTypes.${type}`), count: days });
      return {
        title: t("notifications:streakTitle"),
        message: used > 0 ? `${text} ${t("notifications:freezeUsed", { count: used })}` : text,
      };
    }
    case "reward": {
      const type = oneOf(STREAK_TYPES, d.streak_type);
      if (!type) return stored;
      return {
        title: t("notifications:rewardTitle"),
        message: t("notifications:rewardMessage", { streak: t(`notifications:streakTypes.${type}`) }),
      };
    }
  }
}

/** The English texts a row keeps beside its data. */
export const englishText = (notice: Pick<StoredNotice, "type" | "data">): NoticeText =>
  notificationText("en", { ...notice, title: "", message: "" });
