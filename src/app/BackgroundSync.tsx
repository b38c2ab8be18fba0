/**
 * Work kept on the device that must move on whatever page is open (signed in only): ratings made
 * offline are sent and pending IELTS submissions inserted when the connection returns (spec §4), and
 * a running IELTS timer still finishes — and notifies — away from the IELTS screens.
 */
import { useEffect } from "react";
import { IELTS_TIMER_STORAGE_KEY } from "../../worker/contract/ielts";
import { ieltsTimerStore } from "../features/ielts/timer/timer-store";
import { useIeltsTranslation } from "../features/ielts/translations";
import { usePendingSubmissions } from "../features/ielts/shared/use-pending-submissions";
import { useReviewSync } from "../features/practice/review/use-review-sync";

function useRunningIeltsTimer() {
  const { t } = useIeltsTranslation();
  useEffect(() => {
    if (localStorage.getItem(IELTS_TIMER_STORAGE_KEY) === null) return;
    ieltsTimerStore().setNotificationText((section) => ({
      title: t("timer.notificationTitle"),
      body: t("timer.notificationBody", { section: section.toUpperCase() }),
    }));
  }, [t]);
}

export default function BackgroundSync({ userId }: { userId: string }) {
  useReviewSync(userId);
  usePendingSubmissions();
  useRunningIeltsTimer();
  return null;
}
