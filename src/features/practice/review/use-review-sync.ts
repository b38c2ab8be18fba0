import { useQueryClient } from "@tanstack/react-query";
import { useEffect, useSyncExternalStore } from "react";
import { toast } from "sonner";
import { accountQueryKey } from "../../../lib/auth/account-queries";
import { isSessionQuery } from "../api";
import { reviewSyncFor } from "./review-sync";
import { usePracticeTranslation } from "../translations";

/**
 * The signed-in user's rating outbox for a screen that rates cards: sends what is pending when the
 * screen opens, tells the learner about ratings the server refused, and refreshes the account's
 * cached data (word list dates, stats) once ratings have been saved.
 */
export function useReviewSync(userId: string) {
  const { t } = usePracticeTranslation();
  const queryClient = useQueryClient();
  const sync = reviewSyncFor(userId);
  const state = useSyncExternalStore(sync.subscribe, sync.getSnapshot);

  useEffect(() => {
    const unsubscribe = sync.onFlushed(({ sent, dropped }) => {
      // Keyed by the rating, so the background sender and an open review screen toast a refusal once.
      for (const { review } of dropped)
        toast.error(t("sync.refused", { word: review.word }), { id: `review-refused-${review.idempotencyKey}` });
      if (sent.length === 0 && dropped.length === 0) return;
      void queryClient.invalidateQueries({ queryKey: accountQueryKey(userId), predicate: (query) => !isSessionQuery(query.queryKey) });
    });
    void sync.requestFlush();
    return unsubscribe;
  }, [sync, t, queryClient, userId]);

  return { sync, ...state };
}
