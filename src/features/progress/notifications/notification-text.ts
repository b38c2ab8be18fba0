/**
 * A stored notification in the interface language: the server keeps English texts and the event's
 * data; the data is enough to say the same thing in Russian or Kazakh.
 */
import type { TFunction } from "i18next";
import { ACHIEVEMENT_IDS, STREAK_TYPES, type Notification } from "../../../../worker/contract/progress";
import { assignmentSetDataSchema } from "../../../../worker/contract/assignments";
import { teacherGradedDataSchema } from "../../../../worker/contract/grading";
import { contentSharedDataSchema } from "../../../../worker/contract/sharing";
import { forumReplyDataSchema } from "../../../../worker/contract/forum";
import { contentSharedText, forumReplyText, progressText, streakText, teacherGradeText } from "../live/hub-notices";

type T = TFunction<"progress">;

const oneOf = <V extends string>(values: readonly V[], value: unknown): V | null => (values.includes(value as V) ? (value as V) : null);
const numberOr = (value: unknown, fallback: number | null) => (typeof value === "number" ? value : fallback);

export function storedNotificationText(t: T, n: Notification): { title: string; message: string | null } {
  const d = n.data;
  switch (n.type) {
    case "progress": {
      const graded = teacherGradedDataSchema.omit({ notification_id: true }).safeParse(d);
      if (graded.success) return teacherGradeText(t, graded.data);
      const shared = contentSharedDataSchema.omit({ notification_id: true }).safeParse(d);
      if (shared.success) return contentSharedText(t, shared.data);
      const assignment = assignmentSetDataSchema.safeParse(d);
      if (assignment.success)
        return {
          title: t("live.assignmentSetTitle"),
          message: t("live.assignmentSetMessage", {
            teacher: assignment.data.teacher_name,
            title: assignment.data.title,
            due: new Date(assignment.data.due_at),
          }),
        };
      const forumReply = forumReplyDataSchema.omit({ notification_id: true }).safeParse(d);
      if (forumReply.success) return forumReplyText(t, forumReply.data);
      const eventType = typeof d.event_type === "string" ? d.event_type : null;
      return eventType
        ? { title: progressText(t, eventType, numberOr(d.score, null)), message: null }
        : { title: n.title, message: n.message };
    }
    case "achievement": {
      const id = oneOf(ACHIEVEMENT_IDS, d.achievement_id);
      const points = numberOr(d.points, 0);
      return {
        title: t("live.achievementTitle"),
        message: id ? t("live.achievementMessage", { title: t(`achievements.catalogue.${id}.title`), points }) : n.message,
      };
    }
    case "streak": {
      const type = oneOf(STREAK_TYPES, d.streak_type);
      const days = numberOr(d.current_streak, null);
      const used = Array.isArray(d.freeze_used_days) ? d.freeze_used_days.length : 0;
      return { title: t("live.streakTitle"), message: type && days !== null ? streakText(t, type, days, used) : n.message };
    }
    case "reward": {
      const type = oneOf(STREAK_TYPES, d.streak_type);
      return { title: t("live.rewardTitle"), message: type ? t("live.rewardMessage", { streak: t(`streaks.types.${type}`) }) : n.message };
    }
  }
}
