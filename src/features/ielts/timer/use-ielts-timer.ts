import { useSyncExternalStore } from "react";
import { ieltsTimerStore } from "./timer-store";

/** The tab's IELTS timer and its latest announcement; re-renders on every change (at most once a second). */
export function useIeltsTimer() {
  const store = ieltsTimerStore();
  const state = useSyncExternalStore(store.subscribe, store.getState);
  const announcement = useSyncExternalStore(store.subscribe, store.getAnnouncement);
  return { store, state, announcement };
}
