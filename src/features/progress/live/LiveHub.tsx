/**
 * The signed-in part of the live notifications overlay: the hub's progress events become
 * notifications in the top-right stack, queued and shown one at a time (spec §4, §9), and refresh
 * every progress view on screen without a reload (spec §7: a progress event refreshes the summary).
 * It also sends the progress outbox whenever the connection comes back.
 */
import { useQueryClient } from "@tanstack/react-query";
import { useEffect, useMemo } from "react";
import { toast } from "sonner";
import { useAuth } from "../../../lib/auth/AuthProvider";
import { useRealtime } from "../../../lib/realtime/use-realtime";
import { ieltsKeys } from "../../ielts";
import { teacherGradedDataSchema } from "../../../../worker/contract/grading";
import { noticeForEvent } from "./hub-notices";
import { NotificationQueue, type LiveNotice } from "./notification-queue";
import { NoticeIcon } from "../NoticeIcon";
import { liveProgressKey } from "../api";
import { useProgressTranslation } from "../translations";

function presentNotice(notice: LiveNotice, closed: () => void): void {
  toast(notice.title, {
    id: notice.key,
    description: notice.message ?? undefined,
    duration: notice.durationMs,
    icon: <NoticeIcon type={notice.type} />,
    closeButton: true,
    onDismiss: closed,
    onAutoClose: closed,
  });
}

export default function LiveHub() {
  const { t } = useProgressTranslation();
  const { user } = useAuth();
  const userId = user?.id ?? null;
  const { connection } = useRealtime();
  const queryClient = useQueryClient();
  const queue = useMemo(() => new NotificationQueue(presentNotice), []);

  useEffect(() => {
    if (!connection || !userId) return;
    const refresh = () => void queryClient.invalidateQueries({ queryKey: liveProgressKey(userId) });
    const stopEvents = connection.onEvent((event) => {
      // Class events are about a teacher's students, not the teacher's own progress (teaching/use-class-activity.ts).
      if (event.type === "class_activity") return;
      const notice = noticeForEvent(event, t);
      if (notice) queue.push(notice);
      refresh();
      // A result the learner has open shows the teacher's grade as soon as it is given.
      const graded = event.type === "teacher_graded" ? teacherGradedDataSchema.safeParse(event.data) : null;
      if (graded?.success) void queryClient.invalidateQueries({ queryKey: ieltsKeys.submission(userId, graded.data.submission_id) });
    });
    // Events missed while away are replayed, but a view may also have been loaded from an older cache.
    const stopHello = connection.onHello(({ resumed }) => {
      if (resumed) refresh();
    });
    return () => {
      stopEvents();
      stopHello();
    };
  }, [connection, userId, queryClient, queue, t]);

  // Signing out unmounts this: what waits is dropped.
  useEffect(() => () => queue.clear(), [queue]);

  return null;
}
