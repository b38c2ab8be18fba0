/** Which chat is selected, per signed-in user, shared by the sidebar and the /ai-chat page of this tab. */
import { useSyncExternalStore } from "react";

export type ChatSelection = { userId: string; chatId: string } | null;

let selection: ChatSelection = null;
const listeners = new Set<() => void>();

function set(next: ChatSelection): void {
  selection = next;
  for (const listener of listeners) listener();
}

export const selectChat = (userId: string, chatId: string) => set({ userId, chatId });
/** Sign-out: nothing of the last user's chats stays selected (spec §4). */
export const clearSelection = () => set(null);

export function useSelection(): ChatSelection {
  return useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    () => selection,
  );
}
