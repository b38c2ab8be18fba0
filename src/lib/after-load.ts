/**
 * Whether the page has loaded, its first screen is on view and the browser has had an idle moment
 * since: what the first paint does not need (toast stack, floating overlays, service worker) waits
 * for it, so a phone on a poor network spends its first bytes on the page itself.
 */
import { useEffect, useState } from "react";

/** Longest wait for an idle moment once the screen is shown. */
const IDLE_TIMEOUT_MS = 2000;
/** Longest wait for the first screen after the load event (a route that failed still gets its overlays). */
const SCREEN_TIMEOUT_MS = 5000;

let screenShown = false;
const screenListeners = new Set<() => void>();

/** Called once a route's screen has rendered (src/app/routes.tsx). */
export function markScreenShown(): void {
  if (screenShown) return;
  screenShown = true;
  for (const listener of screenListeners) listener();
  screenListeners.clear();
}

/** Renders nothing; tells the deferred parts of the shell that a screen is on view. */
export function ScreenShown(): null {
  useEffect(markScreenShown, []);
  return null;
}

function whenIdleAfterFirstScreen(run: () => void): () => void {
  const cleanups: Array<() => void> = [];
  let scheduled = false;
  const schedule = () => {
    if (scheduled) return;
    scheduled = true;
    if (typeof window.requestIdleCallback === "function") {
      const id = window.requestIdleCallback(run, { timeout: IDLE_TIMEOUT_MS });
      cleanups.push(() => window.cancelIdleCallback(id));
    } else {
      const id = window.setTimeout(run, 0);
      cleanups.push(() => window.clearTimeout(id));
    }
  };
  const afterLoad = () => {
    if (screenShown) return schedule();
    screenListeners.add(schedule);
    const timeout = window.setTimeout(schedule, SCREEN_TIMEOUT_MS);
    cleanups.push(() => {
      screenListeners.delete(schedule);
      window.clearTimeout(timeout);
    });
  };
  if (document.readyState === "complete") {
    afterLoad();
  } else {
    window.addEventListener("load", afterLoad, { once: true });
    cleanups.push(() => window.removeEventListener("load", afterLoad));
  }
  return () => cleanups.forEach((cleanup) => cleanup());
}

export function useAfterLoad(): boolean {
  const [ready, setReady] = useState(false);
  useEffect(() => whenIdleAfterFirstScreen(() => setReady(true)), []);
  return ready;
}
