/**
 * Live replies in an open thread. The post's author and everyone who replied get a
 * `forum_reply` hub event for every new reply (worker/forum/notify.ts): the thread refetches on it,
 * and after a reconnect, since events may have been missed. A reader who never took part has no
 * event path (hubs are per user), so the open thread also refetches when the tab comes back into
 * focus and every THREAD_POLL_MS while visible (TanStack Query pauses intervals in hidden tabs).
 */
import { useQueryClient } from "@tanstack/react-query";
import { useEffect } from "react";
import { forumReplyDataSchema } from "../../../worker/contract/forum";
import { useRealtime } from "../../lib/realtime/use-realtime";
import { forumKeys } from "./api";

export const THREAD_POLL_MS = 30_000;

export function useThreadLive(userId: string, postId: string): void {
  const { connection } = useRealtime();
  const queryClient = useQueryClient();
  useEffect(() => {
    if (!connection) return;
    const refetch = () => void queryClient.invalidateQueries({ queryKey: forumKeys.thread(userId, postId) });
    const stopEvents = connection.onEvent((event) => {
      if (event.type !== "forum_reply") return;
      const data = forumReplyDataSchema.safeParse(event.data);
      if (data.success && data.data.post_id === postId) refetch();
    });
    const stopHello = connection.onHello(({ resumed }) => {
      if (resumed) refetch();
    });
    return () => {
      stopEvents();
      stopHello();
    };
  }, [connection, userId, postId, queryClient]);
}
