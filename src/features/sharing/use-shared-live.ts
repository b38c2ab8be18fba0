/**
 * Live shared content: the learner's hub reports `content_shared` when a teacher shares
 * something with them, and `progress_update` when they finish a lesson; an open
 * /student-shared-content refetches on either. After a reconnect it refetches, since events may have
 * been missed.
 */
import { useQueryClient } from "@tanstack/react-query";
import { useEffect } from "react";
import { useRealtime } from "../../lib/realtime/use-realtime";
import { sharingKeys } from "./api";

export function useSharedLive(userId: string): void {
  const { connection } = useRealtime();
  const queryClient = useQueryClient();
  useEffect(() => {
    if (!connection) return;
    const refetch = () => void queryClient.invalidateQueries({ queryKey: sharingKeys.mine(userId) });
    const stopEvents = connection.onEvent((event) => {
      if (event.type === "content_shared" || event.type === "progress_update") refetch();
    });
    const stopHello = connection.onHello(({ resumed }) => {
      if (resumed) refetch();
    });
    return () => {
      stopEvents();
      stopHello();
    };
  }, [connection, userId, queryClient]);
}
