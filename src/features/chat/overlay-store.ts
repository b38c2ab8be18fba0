/**
 * Which overlay is open (spec §2 "Global overlays"): at most one sidebar, the AI chat or the quick
 * translator, plus the translator's floating panel. Other features open the translator with
 * `openTranslator(text)`. Kept free of imports: it ships with the toggles on every page.
 */
import { useSyncExternalStore } from "react";
import { readPinned } from "./translator/storage-keys";

export type Sidebar = "chat" | "translator";

export type OverlayState = {
  sidebar: Sidebar | null;
  /** The translator's floating panel; a pinned panel reopens after a reload. */
  floatingTranslator: boolean;
  /** Text handed to the translator by `openTranslator`, with a counter so the same text can be sent twice. */
  translatorRequest: { text: string; id: number } | null;
};

const pinnedAtStart = (() => {
  try {
    return readPinned(globalThis.localStorage);
  } catch {
    return false;
  }
})();

let state: OverlayState = { sidebar: null, floatingTranslator: pinnedAtStart, translatorRequest: null };
const listeners = new Set<() => void>();

function update(next: Partial<OverlayState>): void {
  state = { ...state, ...next };
  for (const listener of listeners) listener();
}

function subscribeOverlays(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export const overlayState = (): OverlayState => state;

export function useOverlays(): OverlayState {
  return useSyncExternalStore(subscribeOverlays, overlayState);
}

/** Opens one sidebar and closes the other (spec: only one sidebar is open at a time). */
function openSidebar(sidebar: Sidebar): void {
  update({ sidebar, floatingTranslator: sidebar === "translator" ? false : state.floatingTranslator });
}

export function closeSidebar(): void {
  update({ sidebar: null });
}

export function toggleSidebar(sidebar: Sidebar): void {
  if (state.sidebar === sidebar) closeSidebar();
  else openSidebar(sidebar);
}

/** Shows the translator (the floating panel when it is open, else the sheet), optionally with text to translate. */
export function openTranslator(text?: string): void {
  const translatorRequest = text ? { text, id: (state.translatorRequest?.id ?? 0) + 1 } : state.translatorRequest;
  if (state.floatingTranslator) update({ translatorRequest });
  else update({ sidebar: "translator", translatorRequest });
}

/** Moves the translator from the sheet into its floating panel, or back. */
export function setFloatingTranslator(open: boolean): void {
  update({ floatingTranslator: open, sidebar: open && state.sidebar === "translator" ? null : state.sidebar });
}
